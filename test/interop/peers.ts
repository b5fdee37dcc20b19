// Starts the peers others wrote, on 127.0.0.1, as child processes the tests stop again. A peer that
// cannot start fails with its own words (its standard error), never silently.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { resolve } from 'node:path';

export interface Peer {
  /** The MCP endpoint. */
  url: string;
  close(): Promise<void>;
}

const PYTHON = resolve('.peers/python/bin/python');
const GO_SERVER = resolve('.peers/go/everything-server');

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

/** What the peer printed to standard error, for a failure message. */
function collect(child: ChildProcess): () => string {
  let text = '';
  child.stderr?.on('data', (chunk: Buffer) => (text = (text + chunk.toString()).slice(-4000)));
  return () => text.trim();
}

function failed(what: string, child: ChildProcess, stderr: () => string, reason: string): Error {
  return new Error(`${what} could not be started (${reason}; exit ${child.exitCode ?? child.signalCode ?? 'none'}). Run npm run test:interop, which installs it.\n${stderr()}`);
}

/** A Python ASGI app (`module:factory` in test/peers/python), served by test/peers/python/serve.py. */
export function startPython(app: string, timeoutMs = 30_000): Promise<Peer> {
  const what = `The Python peer ${app}`;
  const child = spawn(PYTHON, ['serve.py', app], { cwd: resolve('test/peers/python'), stdio: ['ignore', 'pipe', 'pipe'] });
  const stderr = collect(child);
  return new Promise((resolvePeer, reject) => {
    let out = '';
    const timer = setTimeout(() => (void stop(child), reject(failed(what, child, stderr, `no address after ${timeoutMs} ms`))), timeoutMs);
    child.on('error', (error) => (clearTimeout(timer), reject(failed(what, child, stderr, error.message))));
    child.on('exit', () => (clearTimeout(timer), reject(failed(what, child, stderr, 'it exited'))));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (!out.includes('\n')) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      try {
        resolvePeer({ url: JSON.parse(line).url, close: () => stop(child) });
      } catch {
        void stop(child);
        reject(failed(what, child, stderr, `it said ${JSON.stringify(line)} instead of its address`));
      }
    });
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

const accepts = (port: number): Promise<boolean> =>
  new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });

/**
 * The Go SDK's conformance server (conformance/everything-server, unmodified), with its own
 * flags: `-http 127.0.0.1:PORT`, stateless by default; `stateless: false` keeps sessions, which
 * its 2025-11-25 tools need to ask the client.
 */
export async function startGoEverything({ stateless = true, timeoutMs = 30_000 }: { stateless?: boolean; timeoutMs?: number } = {}): Promise<Peer> {
  const what = 'The Go SDK conformance server';
  const port = await freePort();
  const child = spawn(GO_SERVER, ['-http', `127.0.0.1:${port}`, `-stateless=${stateless}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  const stderr = collect(child);
  const started = Date.now();
  let spawnError: Error | undefined;
  child.on('error', (error) => (spawnError = error));
  while (!(await accepts(port))) {
    if (spawnError || child.exitCode !== null) throw failed(what, child, stderr, spawnError?.message ?? 'it exited');
    if (Date.now() - started > timeoutMs) {
      await stop(child);
      throw failed(what, child, stderr, `port ${port} not open after ${timeoutMs} ms`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return { url: `http://127.0.0.1:${port}/`, close: () => stop(child) };
}
