// The Vercel AI SDK as the host: `@ai-sdk/mcp`'s createMCPClient, whose onElicitationRequest
// handler answers both server-initiated requests and, since 2.0.88, every entry of an
// input_required result. mcp-elicit's createElicitationHandler is that handler; the person answers
// in a real form. Against the demo server (the v2 TypeScript SDK) and the Python SDK's help desk.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import { callWithInputs, createElicitationHandler } from '../../src/adapter/index.js';
import { answer, nextQuestion, readQuestion } from '../../src/testing/playwright.js';
import { rawHttpSend } from '../../support/raw-send.js';
import { startDemo, type Demo } from '../../demo/server/http.js';
import { failureOf, textOf } from '../node/helpers.js';
import { openPerson, type Person } from './person.js';
import { startPython, type Peer } from './peers.js';

type McpClient = Awaited<ReturnType<typeof createMCPClient>>;

/** The AI SDK's client, with every question put to the person through mcp-elicit. */
async function aiSdkClient(url: string, person: Person): Promise<McpClient> {
  const client = await createMCPClient({ transport: { type: 'http', url }, capabilities: { elicitation: {} } });
  client.onElicitationRequest(ElicitationRequestSchema, createElicitationHandler({ elicit: person.elicit }));
  return client;
}

const text = (result: unknown) => textOf(result as Record<string, unknown>);

describe('the Vercel AI SDK (@ai-sdk/mcp 2.0.99) as the host', () => {
  describe('against the demo server (v2 TypeScript SDK)', () => {
    let demo: Demo;
    let dataDir: string;
    let person: Person;
    let client: McpClient;
    before(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'mcp-elicit-ai-sdk-'));
      demo = await startDemo({ port: 0, dataDir, reset: true, page: { html: '', css: '', js: '' } });
      person = await openPerson({ name: 'Help desk' });
      client = await aiSdkClient(`${demo.url}mcp`, person);
    });
    after(async () => {
      await client?.close();
      await person?.close();
      await demo?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('closes a ticket once the person confirms, through the AI SDK’s own input_required loop', async () => {
      const calling = client.callTool({ name: 'close_ticket', arguments: { id: 'T-1' } });
      const question = await nextQuestion(person.page);
      assert.match((await readQuestion(question)).message, /Close T-1/);
      await answer(question, { 'Yes, close it and email the customer': true });
      assert.equal(text(await calling), 'Closed T-1 and emailed ada@example.com.');
    });

    it('runs a corrections round: each round is a fresh question, answered again', async () => {
      const calling = client.callTool({ name: 'create_customer', arguments: { name: 'A', email: 'ada.example.com' } });
      const first = await nextQuestion(person.page);
      assert.deepEqual(
        (await readQuestion(first)).fields.map((f) => f.key),
        ['name', 'email'],
      );
      await answer(first, { Name: 'Grace Hopper', Email: 'grace@example.com' });
      const second = await nextQuestion(person.page);
      const seen = await readQuestion(second);
      assert.deepEqual(
        seen.fields.map((f) => f.key),
        ['email'],
      );
      // The AI SDK passes no earlier answers on, so nothing is pre-filled (callWithInputs does pre-fill).
      assert.equal(seen.fields[0].value, undefined);
      await answer(second, { Email: 'amazing.grace@example.com' });
      assert.match(text(await calling), /Grace Hopper/);
    });

    it('lets the model’s tools ask too: the AI SDK tool’s execute goes through the same handler', async () => {
      const tools = await client.tools();
      const executing = tools.close_ticket.execute({ id: 'T-2' }, { toolCallId: 'call-1', messages: [], context: {} });
      await answer(await nextQuestion(person.page), {}, { action: 'decline' });
      assert.match(text(await executing), /said no|Leave the ticket open/i);
    });

    it('cannot do URL mode: the server will not ask a form-only client, the AI SDK refuses a URL request; callWithInputs can', async () => {
      // Declaring form mode only (all the AI SDK can show), the server refuses to ask for a sign-in page.
      const formOnly = await failureOf(client.callTool({ name: 'connect_billing', arguments: {} }));
      assert.match(String((formOnly as Error).message), /do not declare the required capability/);
      // Declaring URL mode too, the server asks, and the AI SDK refuses before anyone sees a thing.
      const claiming = await createMCPClient({ transport: { type: 'http', url: `${demo.url}mcp` }, capabilities: { elicitation: { form: {}, url: {} } } });
      claiming.onElicitationRequest(ElicitationRequestSchema, createElicitationHandler({ elicit: person.elicit }));
      const urlError = await failureOf(claiming.callTool({ name: 'connect_billing', arguments: {} }));
      await claiming.close();
      assert.match(String((urlError as Error).message), /Only form elicitation is supported/);

      // The workaround: the same tool through callWithInputs, which shows the consent prompt.
      const asking = callWithInputs(rawHttpSend(`${demo.url}mcp`), { method: 'tools/call', params: { name: 'connect_billing', arguments: {} } }, { elicit: person.elicit });
      const question = await nextQuestion(person.page);
      assert.equal((await readQuestion(question)).mode, 'url');
      await answer(question, {}, { action: 'decline' });
      assert.match(textOf(await asking), /declin|not connected|did not/i);
    });
  });

  describe('against the Python SDK’s help desk', () => {
    let peer: Peer;
    let person: Person;
    let client: McpClient;
    before(async () => {
      peer = await startPython('helpdesk:app');
      person = await openPerson({ name: 'Python help desk' });
      client = await aiSdkClient(peer.url, person);
    });
    after(async () => {
      await client?.close();
      await person?.close();
      await peer?.close();
    });

    it('deletes only after an accepted confirmation', async () => {
      const calling = client.callTool({ name: 'delete_customer', arguments: { customer_id: 'C-2' } });
      await answer(await nextQuestion(person.page), { 'Yes, delete Grace Hopper': true });
      assert.equal(text(await calling), 'Deleted C-2 (Grace Hopper).');
    });

    it('creates a customer over the rounds Django asks for', async () => {
      const calling = client.callTool({ name: 'create_customer', arguments: { name: 'A', email: 'nope' } });
      await answer(await nextQuestion(person.page), { Name: 'Ada Byron', Email: 'ada@example.com' });
      const second = await nextQuestion(person.page);
      assert.deepEqual(
        (await readQuestion(second)).fields.map((f) => [f.key, f.description]),
        [['email', 'Customer with this Email already exists.']],
      );
      await answer(second, { Email: 'ada.byron@example.com' });
      assert.equal(text(await calling), 'Created C-3: Ada Byron <ada.byron@example.com>.');
    });

    it('books a call through the SDK’s Elicit dependency, its odd key and all', async () => {
      const calling = client.callTool({ name: 'book_call', arguments: { customer_id: 'C-1' } });
      await answer(await nextQuestion(person.page), { Day: '2026-12-31' });
      assert.equal(text(await calling), 'Booked a 15-minute call with C-1 on 2026-12-31 (morning).');
    });
  });
});
