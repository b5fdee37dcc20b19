import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { callWithInputs, type McpRequest, type Send } from '../../src/adapter/index.js';
import { startDemo, type Demo } from '../../demo/server/http.js';
import { customerProblems } from '../../demo/server/helpdesk.js';
import { rawHttpSend } from '../../support/raw-send.js';
import { accept, failureOf, person, textOf } from './helpers.js';

const noPage = { html: '', css: '', js: '' };
const tool = (name: string, args: object = {}): McpRequest => ({ method: 'tools/call', params: { name, arguments: args } });
const tempDir = () => mkdtempSync(join(tmpdir(), 'mcp-elicit-demo-test-'));

/** Starts `npm start`'s entry as its own process and resolves with its URL. */
async function startProcess(env: NodeJS.ProcessEnv, args: string[] = []): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts', '--port', '0', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const found = out.match(/Help desk demo: (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the demo exited (${code}) before it started: ${out}`)));
  });
  return { url, process: child };
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  return exited;
}

describe('the demo server', () => {
  describe('two processes sharing the key', () => {
    const key = 'a shared demo key that is at least thirty-two bytes long';
    const dirs = [tempDir(), tempDir()];
    let a: { url: string; process: ChildProcess };
    let b: { url: string; process: ChildProcess };
    before(async () => {
      [a, b] = await Promise.all(dirs.map((dir) => startProcess({ MCP_ELICIT_DEMO_KEY: key }, ['--data', dir, '--reset'])));
    });
    after(async () => {
      await Promise.all([stop(a.process), stop(b.process)]);
      dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    });

    it('finish each other’s rounds: the retry goes to the other process', async () => {
      const toA = rawHttpSend(`${a.url}mcp`);
      const toB = rawHttpSend(`${b.url}mcp`);
      const served: string[] = [];
      let attempt = 0;
      const send: Send = (req, options) => {
        attempt += 1;
        served.push(attempt === 1 ? 'A' : 'B');
        return attempt === 1 ? toA(req, options) : toB(req, options);
      };
      const result = await callWithInputs(send, tool('assign_ticket', { id: 'T-2' }), { elicit: person(accept({ agent: 'sam' })).elicit });
      assert.deepEqual(served, ['A', 'B']);
      assert.equal(textOf(result), 'Assigned T-2 to Sam.');
    });

    it('starts afresh by default, so the walkthrough works every time; --keep carries on with the last run', async () => {
      const dir = tempDir();
      const closeT1 = async (url: string) => {
        const result = await callWithInputs(rawHttpSend(`${url}mcp`), tool('close_ticket', { id: 'T-1' }), { elicit: person(accept({ confirm: true })).elicit });
        return textOf(result);
      };
      try {
        let run = await startProcess({}, ['--data', dir]);
        assert.match(await closeT1(run.url), /Closed T-1/);
        await stop(run.process);
        run = await startProcess({}, ['--data', dir]);
        assert.match(await closeT1(run.url), /Closed T-1/, 'a second npm start has T-1 open again');
        await stop(run.process);
        run = await startProcess({}, ['--data', dir, '--keep']);
        assert.doesNotMatch(await closeT1(run.url), /Closed T-1/, 'with --keep, T-1 stays closed');
        await stop(run.process);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('stops cleanly on Ctrl-C', async () => {
      const extra = await startProcess({}, ['--data', tempDir()]);
      assert.equal(await stop(extra.process), 0);
    });
  });

  describe('requestState', () => {
    let demo: Demo;
    const dir = tempDir();
    before(async () => (demo = await startDemo({ port: 0, dataDir: dir, reset: true, stateTtlSeconds: 1, page: noPage })));
    after(async () => {
      await demo.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('refuses tampered state with a clear error, before the tool acts', async () => {
      const send = rawHttpSend(`${demo.url}mcp`);
      const tampering: Send = (req, options) => {
        const state = req.params.requestState;
        return send(typeof state === 'string' ? { ...req, params: { ...req.params, requestState: `${state}x` } } : req, options);
      };
      const error = await failureOf(callWithInputs(tampering, tool('delete_ticket', { id: 'T-3' }), { elicit: person(accept({ confirm: true })).elicit }));
      assert.equal((error as { code: number }).code, -32602);
      assert.match((error as Error).message, /Invalid or expired requestState/);
      assert.ok(demo.store.ticket('T-3'), 'not deleted');
    });

    it('refuses stale state', async () => {
      const send = rawHttpSend(`${demo.url}mcp`);
      const error = await failureOf(
        callWithInputs(send, tool('delete_ticket', { id: 'T-3' }), {
          elicit: async () => {
            await sleep(2100);
            return { action: 'accept', content: { confirm: true } };
          },
        }),
      );
      assert.match((error as Error).message, /Invalid or expired requestState/);
      assert.ok(demo.store.ticket('T-3'));
    });

    it('refuses state minted for another tool', async () => {
      const send = rawHttpSend(`${demo.url}mcp`);
      const first = await send({ method: 'tools/call', params: { ...tool('assign_ticket', { id: 'T-3' }).params, _meta: envelope() } }, {});
      const minted = (first as { requestState: string }).requestState;
      const replay = await send(
        {
          method: 'tools/call',
          params: {
            name: 'delete_ticket',
            arguments: { id: 'T-3' },
            _meta: envelope(),
            inputResponses: { confirm: { action: 'accept', content: { confirm: true } } },
            requestState: minted,
          },
        },
        {},
      );
      assert.equal((replay as { isError?: boolean }).isError, true);
      assert.ok(demo.store.ticket('T-3'), 'not deleted');
    });
  });

  describe('its data', () => {
    it('survives a restart, and --reset restores the seed', async () => {
      const dir = tempDir();
      try {
        let demo = await startDemo({ port: 0, dataDir: dir, reset: true, page: noPage });
        await callWithInputs(rawHttpSend(`${demo.url}mcp`), tool('close_ticket', { id: 'T-1' }), { elicit: person(accept({ confirm: true })).elicit });
        await demo.close();
        demo = await startDemo({ port: 0, dataDir: dir, page: noPage });
        assert.equal(demo.store.ticket('T-1')!.status, 'closed');
        await demo.close();
        demo = await startDemo({ port: 0, dataDir: dir, reset: true, page: noPage });
        assert.equal(demo.store.ticket('T-1')!.status, 'open');
        await demo.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('a client that cannot ask', () => {
    let demo: Demo;
    const dir = tempDir();
    before(async () => (demo = await startDemo({ port: 0, dataDir: dir, reset: true, page: noPage })));
    after(async () => {
      await demo.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('never deletes (2026-07-28: no elicitation in the request’s capabilities)', async () => {
      const result = await rawHttpSend(`${demo.url}mcp`)({ method: 'tools/call', params: { name: 'delete_ticket', arguments: { id: 'T-4' }, _meta: envelope({}) } }, {});
      assert.match(textOf(result as object as { [key: string]: unknown }), /cannot ask the person to confirm, so T-4 was not deleted/);
      assert.ok(demo.store.ticket('T-4'));
    });

    it('never deletes (2025-11-25: a session without the capability)', async () => {
      const client = new Client({ name: 'no-elicitation', version: '1.0.0' }, { capabilities: {} });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${demo.url}mcp`)));
      try {
        const result = await client.callTool({ name: 'delete_ticket', arguments: { id: 'T-4' } });
        assert.match(textOf(result), /cannot ask the person to confirm/);
        assert.ok(demo.store.ticket('T-4'));
      } finally {
        await client.close();
      }
    });
  });

  describe('on the network', () => {
    let demo: Demo;
    const dir = tempDir();
    before(async () => (demo = await startDemo({ port: 0, dataDir: dir, reset: true, page: noPage })));
    after(async () => {
      await demo.close();
      rmSync(dir, { recursive: true, force: true });
    });

    /** A raw request, so Host and Origin can be anything. */
    const raw = (headers: { [name: string]: string }, path = '/mcp', method = 'POST') =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(path, demo.url);
        const req = request({ host: '127.0.0.1', port: url.port, path, method, headers }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on('error', reject);
        req.end(method === 'POST' ? '{}' : undefined);
      });

    it('listens on loopback only and refuses other Host names (DNS rebinding)', async () => {
      assert.equal(new URL(demo.url).hostname, '127.0.0.1');
      assert.equal(await raw({ host: 'evil.example', 'content-type': 'application/json' }), 403);
    });

    it('refuses MCP calls from pages of other origins', async () => {
      assert.equal(await raw({ host: new URL(demo.url).host, origin: 'https://evil.example', 'content-type': 'application/json' }), 403);
    });

    it('answers a body that is not JSON with a parse error', async () => {
      const response = await fetch(`${demo.url}mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
      assert.equal(response.status, 400);
      assert.equal(((await response.json()) as { error: { code: number } }).error.code, -32700);
    });
  });

  describe('customer checks', () => {
    it('are worded by the server, field by field', () => {
      assert.deepEqual(customerProblems({}), { name: 'A customer needs a name.', email: 'A customer needs an email address.' });
      assert.deepEqual(customerProblems({ name: 'Ada', email: 'ada@example' }), {
        email: '“ada@example” is not an email address: the part after @ needs a dot, like example.com.',
      });
      assert.deepEqual(customerProblems({ name: 'Ada', email: 'ADA@example.com' }, [{ name: 'Ada Lovelace', email: 'ada@example.com' }]), {
        email: 'ADA@example.com already belongs to Ada Lovelace: use another address.',
      });
    });
  });
});

function envelope(capabilities: object = { elicitation: { form: {}, url: {} } }) {
  return {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': capabilities,
    'io.modelcontextprotocol/clientInfo': { name: 'demo-test', version: '1.0.0' },
  };
}
