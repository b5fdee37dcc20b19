// The MCP client on a server, the person in a browser (issue 31): what sealing the state costs, what
// the server keeps while questions are open, and what a question answered through the server costs
// over the same question answered in the page. Everything on 127.0.0.1, in this process.
import { spawn, type ChildProcess } from 'node:child_process';
import { callWithInputs, openPending, sealPending, type Pending } from '../src/adapter/index.js';
import { startMrtrServer } from '../test/servers/mrtr-server.js';
import { rawHttpSend } from '../support/raw-send.js';
import type { Stats } from './types.js';

export interface ServerSideOptions {
  /** Seal and open calls timed. */
  sealRuns: number;
  /** Questions left open at once, for the memory figure. */
  openQuestions: number;
  /** Full calls timed, each way. */
  latencyRuns: number;
}

export interface ServerSideFigures {
  /** Bytes of the requestState sealed. */
  stateBytes: number;
  /** Characters of the token it makes. */
  tokenChars: number;
  seal: Stats;
  open: Stats;
  memory: {
    questions: number;
    /** The host server's heap growth (its own process, after a forced GC) with that many questions open, in bytes. */
    heapGrowth: number;
    /** What the browsers hold instead: the tokens' characters. */
    tokenBytes: number;
  };
  latency: {
    /** One empty HTTP request to the host over loopback. */
    roundTrip: Stats;
    /** callWithInputs in the page: ask, answer at once, retry. */
    inPage: Stats;
    /** The same through the host server: /call, answer at once, /answer (seal, open, check). */
    throughServer: Stats;
  };
}

const KEYS = ['bench key: thirty-two bytes or more of secret'];

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { runs: values.length, median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted.at(-1)! };
}

/** The host of docs/adapter/server-side.mdx in its own process (bench/server-side-host.ts), so its heap is its own. */
async function startHost(mcpUrl: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--expose-gc', 'bench/server-side-host.ts', mcpUrl], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]).url);
    });
    child.once('exit', (code) => reject(new Error(`the bench host exited (${code}) before it started`)));
  });
  return { url, process: child };
}

export async function measureServerSide(options: ServerSideOptions): Promise<ServerSideFigures> {
  // 1. Seal and open a pending state whose requestState is 10 KB.
  const requestState = 'x'.repeat(10 * 1024);
  const pending: Pending = {
    method: 'tools/call',
    params: { name: 'delete_file', arguments: { path: '/bench' } },
    requestState,
    round: 1,
    inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Delete?', requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } } } } },
  };
  const token = await sealPending(pending, { keys: KEYS, subject: 'u' });
  for (let i = 0; i < 50; i++) await openPending(await sealPending(pending, { keys: KEYS, subject: 'u' }), { keys: KEYS, subject: 'u' });
  const sealTimes: number[] = [];
  const openTimes: number[] = [];
  for (let i = 0; i < options.sealRuns; i++) {
    let t = performance.now();
    const sealed = await sealPending(pending, { keys: KEYS, subject: 'u' });
    sealTimes.push(performance.now() - t);
    t = performance.now();
    await openPending(sealed, { keys: KEYS, subject: 'u' });
    openTimes.push(performance.now() - t);
  }

  const mcp = await startMrtrServer();
  const send = rawHttpSend(mcp.url);
  const host = await startHost(mcp.url);
  const post = async (path: string, body: object, user = 'bench') =>
    (await fetch(`${host.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-user': user }, body: JSON.stringify(body) })).json();
  const yes = { action: 'accept', content: { confirm: true } };
  try {
    // 2. Questions left open: the host server keeps nothing; the browsers keep the tokens.
    // Warm up (JIT, connection pools, caches) before the first heap reading, with as many calls as measured.
    for (let i = 0; i < options.openQuestions; i++) await post('/call', { name: 'delete_file', arguments: { path: `/warm${i}` } });
    const heap = async () => ((await post('/heap', {})) as { heapUsed: number }).heapUsed;
    const before = await heap();
    const open: string[] = [];
    for (let i = 0; i < options.openQuestions; i++)
      open.push(((await post('/call', { name: 'delete_file', arguments: { path: `/open${i}` } }, `user-${i}`)) as { token: string }).token);
    const heapGrowth = (await heap()) - before;
    const tokenBytes = open.reduce((sum, t) => sum + t.length, 0);
    // Every one can still be answered, from its token alone.
    await post('/answer', { token: open[0], answers: { confirm: yes } }, 'user-0');

    // 3. The same question, answered at once, in the page and through the server.
    const inPage = () => callWithInputs(send, { method: 'tools/call', params: { name: 'delete_file', arguments: { path: '/page' } } }, { elicit: async () => yes as never });
    const throughServer = async () => {
      const asked = (await post('/call', { name: 'delete_file', arguments: { path: '/server' } })) as { token: string };
      await post('/answer', { token: asked.token, answers: { confirm: yes } });
    };
    const ping = () => post('/ping', {});
    for (let i = 0; i < 20; i++) await Promise.all([inPage(), throughServer(), ping()]);
    const times = { roundTrip: [] as number[], inPage: [] as number[], throughServer: [] as number[] };
    for (let i = 0; i < options.latencyRuns; i++) {
      // Interleaved, so drift in the machine's speed hits all alike.
      for (const [name, run] of [
        ['roundTrip', ping],
        ['inPage', inPage],
        ['throughServer', throughServer],
      ] as const) {
        const t = performance.now();
        await run();
        times[name].push(performance.now() - t);
      }
    }
    return {
      stateBytes: requestState.length,
      tokenChars: token.length,
      seal: stats(sealTimes),
      open: stats(openTimes),
      memory: { questions: options.openQuestions, heapGrowth, tokenBytes },
      latency: { roundTrip: stats(times.roundTrip), inPage: stats(times.inPage), throughServer: stats(times.throughServer) },
    };
  } finally {
    const exited = new Promise((resolve) => host.process.once('exit', resolve));
    host.process.kill('SIGTERM');
    await exited;
    await mcp.close();
  }
}
