// A real redis-server (Debian's package) on 127.0.0.1 at a free port, for the workers' bus.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** A free loopback port: bound, read and let go. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RedisServer {
  url: string;
  /** Stops it at once (SIGKILL) and starts it again on the same port, empty. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function launch(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start on port ${port}:\n${output}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready to accept connections')) (clearTimeout(timer), resolve());
    });
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`redis-server exited with ${code}:\n${output}`))));
  });
  child.removeAllListeners('exit');
  return child;
}

const stopped = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

export async function startRedis(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`No redis-server at ${REDIS_SERVER}. Install it (Debian: apt-get install -y redis-server) or set REDIS_SERVER.`);
  }
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      child.kill('SIGKILL');
      await stopped(child);
      child = await launch(port);
    },
    async stop() {
      child.kill('SIGKILL');
      await stopped(child);
    },
  };
}
