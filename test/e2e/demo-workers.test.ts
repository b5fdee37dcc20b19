import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { closeThroughTheRelay, deleteThroughTwoWorkers, startWorkersHarness, type WorkersHarness } from './demo-workers.js';

// `npm start -- --workers 2` without REDIS_URL: two host workers in one process on one in-memory
// bus, behind the round-robin balancer; a person answers in Chromium.

describe('the demo with its host on two workers and an in-memory bus', () => {
  let harness: WorkersHarness;
  before(async () => (harness = await startWorkersHarness()));
  after(() => harness?.close());

  it('runs two host workers of its own, in this process', () => {
    assert.equal(harness.demo.bus, 'memory');
    assert.deepEqual(
      harness.demo.workers.map((w) => [w.name, w.pid]),
      [
        ['worker 1', process.pid],
        ['worker 2', process.pid],
      ],
    );
  });

  it('continues a 2026-07-28 question through the worker that did not ask it', async () => {
    const { asked, continued } = await deleteThroughTwoWorkers(harness);
    assert.notEqual(asked, continued);
  });

  it('answers a 2025-11-25 question through the relay, on the worker that does not hold the session, and the Wire view shows both hops', async () => {
    const { holder, answeredThrough, lines } = await closeThroughTheRelay(harness);
    assert.notEqual(holder, answeredThrough);
    const shown = lines.map((line) => line.replace(/worker \d/, 'worker N').replace(/#\d+/g, '#n'));
    for (const line of [
      'page → host: POST /api/steps/call',
      "page ← relay (worker N): the server's question",
      'page → relay: POST /api/relay the answer (accept)',
      'host ⇄ MCP server: → tools/call close_ticket #n',
      'host ⇄ MCP server: ← elicitation/create #n',
      'page ← host (worker N): the result',
    ]) {
      assert.ok(shown.includes(line), `no "${line}" in:\n${shown.join('\n')}`);
    }
  });
});

describe('npm start -- --workers', () => {
  /** Runs `npm start`'s entry with these arguments; resolves with what it printed by the time it was ready, or exited. */
  function run(args: string[], env: NodeJS.ProcessEnv = {}) {
    const dataDir = mkdtempSync(join(tmpdir(), 'mcp-elicit-workers-cli-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts', '--port', '0', '--data', dataDir, ...args], {
      env: { ...process.env, REDIS_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.stderr!.on('data', (chunk) => (out += chunk));
    let gone = false;
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => {
        gone = true;
        rmSync(dataDir, { recursive: true, force: true });
        resolve(code);
      }),
    );
    // Waits for the startup message, or for the process to end without it (a refusal): never
    // longer, or the test process would wait on this loop forever.
    const ready = Promise.race([
      exited.then(() => out),
      (async () => {
        while (!gone && !out.includes('Ctrl-C stops it.')) await sleep(20);
        return out;
      })(),
    ]);
    return { child, ready, exited };
  }

  it('says in its startup message that two workers share an in-memory bus behind a round-robin balancer, and stops on Ctrl-C', async () => {
    const { child, ready, exited } = run(['--workers', '2']);
    const out = await ready;
    assert.match(out, /Help desk demo: http:\/\/127\.0\.0\.1:\d+\//);
    assert.match(out, /on 2 workers behind a round-robin balancer, in this process, sharing one in-memory bus/);
    assert.match(out, /worker 1 http:\/\/127\.0\.0\.1:\d+ {3}worker 2 http:\/\/127\.0\.0\.1:\d+/);
    child.kill('SIGINT');
    assert.equal(await exited, 0);
  });

  it('refuses a number of workers that is not a whole number, and a REDIS_URL that is not a Redis URL', async () => {
    const words = run(['--workers', 'two']);
    assert.equal(await words.exited, 2);
    assert.match(await words.ready, /--workers takes a whole number from 1 to 16, not "two"/);
    const url = run(['--workers', '2'], { REDIS_URL: 'localhost:6379' });
    assert.equal(await url.exited, 2);
    assert.match(await url.ready, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL, not "localhost:6379"/);
  });
});
