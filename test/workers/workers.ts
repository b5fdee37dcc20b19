// Starts worker processes (test/workers/worker.ts) on one Redis bus.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface WorkerProcess {
  url: string;
  id: string;
  child: ChildProcess;
  /** SIGKILL: no goodbye on the bus, as a crash or an OOM kill. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

export async function startWorker(env: { REDIS_URL: string; RELAY_PREFIX: string; [name: string]: string }, nodeArgs: string[] = []): Promise<WorkerProcess> {
  const entry = fileURLToPath(new URL('./worker.ts', import.meta.url));
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const [url, id] = await new Promise<[string, string]>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`a worker did not start:\n${output}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const ready = /READY (\S+) (\S+)/.exec(output);
      if (ready) (clearTimeout(timer), resolve([ready[1], ready[2]]));
    });
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`a worker exited with ${code}:\n${output}`))));
  });
  child.removeAllListeners('exit');
  return {
    url,
    id,
    child,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
