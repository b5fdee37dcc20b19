// The demo's "MCP client runs on the server" routes: the page gets questions and a sealed token,
// never the arguments or the requestState; a bad token or a bad answer stops before the MCP server.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemo, type Demo } from '../../demo/server/http.js';

describe('the demo host with its MCP client on the server (/api/steps/…)', () => {
  let demo: Demo;
  const dir = mkdtempSync(join(tmpdir(), 'mcp-elicit-demo-steps-'));
  before(async () => (demo = await startDemo({ port: 0, dataDir: dir, reset: true, page: { html: '', css: '', js: '' } })));
  after(async () => {
    await demo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = async (path: string, body: unknown, conversation = 'conversation-1') => {
    const response = await fetch(new URL(path, demo.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-demo-conversation': conversation },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('asks through the page and finishes, showing the page both hops', async () => {
    const asked = await post('/api/steps/call', { tool: 'delete_ticket', args: { id: 'T-2' } });
    assert.equal(asked.status, 200);
    assert.deepEqual(Object.keys(asked.body.questions), ['confirm']);
    // The host's own JSON-RPC: the call and the server's input_required, with the requestState (the host may see it; the page's token hides it).
    assert.deepEqual(
      asked.body.wire.map((e: { direction: string }) => e.direction),
      ['out', 'in'],
    );
    const state = asked.body.wire[1].message.result.requestState;
    assert.equal(typeof state, 'string');
    assert.equal(asked.body.token.includes(state), false);
    const done = await post('/api/steps/answer', { token: asked.body.token, answers: { confirm: { action: 'accept', content: { confirm: true } } } });
    assert.equal(done.status, 200);
    assert.match(done.body.result.content[0].text, /T-2/);
    assert.equal(done.body.wire[0].message.params.requestState, state, 'sent back byte for byte');
    assert.equal(demo.store.ticket('T-2'), undefined);
  });

  it('refuses another conversation’s token and a bad answer, and the MCP server hears nothing', async () => {
    const asked = await post('/api/steps/call', { tool: 'delete_ticket', args: { id: 'T-3' } });
    const foreign = await post('/api/steps/answer', { token: asked.body.token, answers: { confirm: { action: 'accept', content: { confirm: true } } } }, 'conversation-2');
    assert.equal(foreign.status, 400);
    assert.deepEqual([foreign.body.error.name, foreign.body.error.reason, foreign.body.wire], ['PendingTokenError', 'subject', []]);
    const bad = await post('/api/steps/answer', { token: asked.body.token, answers: { confirm: { action: 'accept', content: { confirm: 'yes' } } } });
    assert.deepEqual([bad.status, bad.body.error.name, bad.body.error.key, bad.body.error.field, bad.body.wire], [400, 'InvalidAnswerError', 'confirm', 'confirm', []]);
    assert.ok(demo.store.ticket('T-3'), 'not deleted');
  });

  it('needs the page to name its conversation', async () => {
    const response = await fetch(new URL('/api/steps/call', demo.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(response.status, 400);
  });
});
