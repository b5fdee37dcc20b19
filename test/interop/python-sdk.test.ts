// The official Python SDK (`mcp`, pinned in test/peers/python/requirements.txt) as a server: the
// help desk in test/peers/python/helpdesk.py, driven by callWithInputs (2026-07-28) and by the v2
// TypeScript client with createElicitationHandler (2025-11-25), with a real form in Chromium
// answered as a person would.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { callWithInputs, createElicitationHandler, type Send } from '../../src/adapter/index.js';
import { answer, nextQuestion, readQuestion } from '../../src/testing/playwright.js';
import { rawHttpSend, type SentMessage } from '../../support/raw-send.js';
import { assertValidOnTheWire, failureOf, textOf } from '../node/helpers.js';
import { openPerson, type Person } from './person.js';
import { startPython, type Peer } from './peers.js';

const call = (name: string, args: Record<string, unknown>) => ({ method: 'tools/call' as const, params: { name, arguments: args } });

describe('the official Python SDK (mcp 2.3.0) as a server', () => {
  let peer: Peer;
  let person: Person;
  let sent: SentMessage[];
  let received: Record<string, unknown>[];
  let send: Send;
  before(async () => {
    peer = await startPython('helpdesk:app');
    person = await openPerson({ name: 'Python help desk' });
  });
  after(async () => {
    await person?.close();
    await peer?.close();
  });

  /** A raw Streamable HTTP send that records what goes out (checked against the 2026 schema) and what comes back. */
  const fresh = () => {
    sent = [];
    received = [];
    const raw = rawHttpSend(peer.url, (message) => (assertValidOnTheWire(message), sent.push(message)));
    send = async (request, options) => {
      const result = (await raw(request, options)) as Record<string, unknown>;
      received.push(result);
      return result;
    };
  };
  /** The help desk's customers, as the server lists them. */
  const customers = async (): Promise<Record<string, unknown>> => JSON.parse(textOf(await callWithInputs(send, call('list_customers', {}), { elicit: person.elicit })));

  describe('in the 2026-07-28 era, through callWithInputs', () => {
    it('deletes a customer only after the person ticks the confirmation and accepts', async () => {
      fresh();
      const asking = callWithInputs(send, call('delete_customer', { customer_id: 'C-2' }), { elicit: person.elicit });
      const question = await nextQuestion(person.page);
      const seen = await readQuestion(question);
      assert.equal(seen.message, 'Delete Grace Hopper (grace@example.com)? This cannot be undone.');
      assert.deepEqual(
        seen.fields.map((f) => [f.label, f.control, f.required]),
        [['Yes, delete Grace Hopper', 'checkbox', true]],
      );
      await answer(question, { 'Yes, delete Grace Hopper': true });
      assert.equal(textOf(await asking), 'Deleted C-2 (Grace Hopper).');
      assert.equal('C-2' in (await customers()), false);
    });

    it('deletes nothing when the person accepts without ticking, declines or cancels', async () => {
      fresh();
      for (const [values, action, said] of [
        [{}, 'accept', 'Not deleted: the person did not confirm.'],
        [{}, 'decline', 'Not deleted: the person chose decline.'],
        [{}, 'cancel', 'Not deleted: the person chose cancel.'],
      ] as const) {
        const asking = callWithInputs(send, call('delete_customer', { customer_id: 'C-1' }), { elicit: person.elicit });
        const { result } = await answer(await nextQuestion(person.page), values, { action });
        // An unticked required box is sent as false, never left out.
        if (action === 'accept') assert.deepEqual(result, { action: 'accept', content: { confirm: false } });
        assert.equal(textOf(await asking), said);
      }
      assert.equal('C-1' in (await customers()), true);
    });

    it('echoes the sealed requestState byte for byte, and the server refuses one altered by a byte', async () => {
      fresh();
      const asking = callWithInputs(send, call('delete_customer', { customer_id: 'C-1' }), { elicit: person.elicit });
      await answer(await nextQuestion(person.page), {}, { action: 'decline' });
      await asking;
      const [first, retry] = sent;
      assert.equal(first.params.requestState, undefined);
      assert.match(String(received[0].requestState), /^v1\./, 'the SDK seals its state (v1.<token>)');
      assert.equal(retry.params.requestState, received[0].requestState);

      // A transport that changes one character of the state on the way out.
      const tampering: Send = (request, options) => {
        const state = request.params.requestState;
        if (typeof state !== 'string') return send(request, options);
        const flipped = state.slice(0, -1) + (state.endsWith('A') ? 'B' : 'A');
        return send({ ...request, params: { ...request.params, requestState: flipped } }, options);
      };
      const refused = failureOf(callWithInputs(tampering, call('delete_customer', { customer_id: 'C-1' }), { elicit: person.elicit }));
      await answer(await nextQuestion(person.page), { 'Yes, delete Ada Lovelace': true });
      const error = (await refused) as { code: number; message: string; data?: { reason?: string } };
      // As the TypeScript SDK says it: -32602 with the frozen message and the reason in data.
      assert.equal(error.code, -32602);
      assert.equal(error.message, 'Invalid or expired requestState');
      assert.equal(error.data?.reason, 'invalid_request_state');
      assert.equal('C-1' in (await customers()), true, 'nothing was deleted');
    });

    it('never deletes for a client that cannot ask: -32021, naming form elicitation', async () => {
      fresh();
      const meta = {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': {},
      };
      const error = await failureOf(
        send({ method: 'tools/call', params: { name: 'delete_customer', arguments: { customer_id: 'C-1' }, _meta: meta } }, { signal: new AbortController().signal }),
      );
      assert.equal((error as { code: number }).code, -32021);
      assert.deepEqual((error as { data: unknown }).data, { requiredCapabilities: { elicitation: { form: {} } } });
      assert.equal('C-1' in (await customers()), true);
    });

    it('creates a customer over several rounds, asking each time for exactly the fields Django refused, in Django’s words', async () => {
      fresh();
      const asking = callWithInputs(send, call('create_customer', { name: 'A', email: 'ada.example.com' }), { elicit: person.elicit });

      const first = await nextQuestion(person.page);
      const round1 = await readQuestion(first);
      assert.deepEqual(
        round1.fields.map((f) => [f.key, f.description]),
        [
          ['name', 'Ensure this value has at least 2 characters (it has 1).'],
          ['email', 'Enter a valid email address.'],
        ],
      );
      assert.match(round1.message, /Name: Ensure this value has at least 2 characters \(it has 1\)\. Email: Enter a valid email address\./);
      await answer(first, { Name: 'Ada Lovelace', Email: 'ada@example.com' });

      // Round 2: the name is kept by the server; only the email, which only the server knows is taken.
      const second = await nextQuestion(person.page);
      const round2 = await readQuestion(second);
      assert.deepEqual(
        round2.fields.map((f) => [f.key, f.description]),
        [['email', 'Customer with this Email already exists.']],
      );
      assert.equal(round2.fields[0].value, 'ada@example.com', 'the corrections round shows what the person typed');
      await answer(second, { Email: 'ada.lovelace@example.com' });

      assert.equal(textOf(await asking), 'Created C-3: Ada Lovelace <ada.lovelace@example.com>.');
      const retries = sent.filter((m) => m.params.inputResponses);
      assert.deepEqual(
        retries.map((m) => Object.keys(m.params.inputResponses as object)),
        [['fix'], ['fix']],
      );
      assert.deepEqual((retries[1].params.inputResponses as { fix: unknown }).fix, { action: 'accept', content: { email: 'ada.lovelace@example.com' } });
    });

    it('is refused by the form, not the server, when the person types what the schema forbids', async () => {
      fresh();
      const asking = callWithInputs(send, call('create_customer', { name: 'Alan Turing', email: 'alan' }), { elicit: person.elicit });
      const question = await nextQuestion(person.page);
      const refusal = await failureOf(answer(question, { Email: 'still not an address' }));
      assert.deepEqual((refusal as { problems: string[] }).problems, ['Email: Enter an email address like name@example.com']);
      await answer(question, { Email: 'alan@example.com' });
      assert.equal(textOf(await asking), 'Created C-4: Alan Turing <alan@example.com>.');
    });

    it('books a call through the SDK’s Elicit dependency: its generated schema, its defaults, its odd input key', async () => {
      fresh();
      const asking = callWithInputs(send, call('book_call', { customer_id: 'C-1' }), { elicit: person.elicit });
      const question = await nextQuestion(person.page);
      const seen = await readQuestion(question);
      assert.equal(seen.message, 'When should we call Ada Lovelace?');
      assert.deepEqual(
        seen.fields.map((f) => [f.label, f.control, f.required, f.value]),
        [
          ['Day', 'date', true, undefined],
          ['Part of the day', 'radios', false, 'morning'],
          ['How long (minutes)', 'integer', false, 15],
          ['A note for the agent', 'text', false, undefined],
        ],
      );
      await answer(question, { Day: '2026-12-24', 'Part of the day': 'afternoon' });
      assert.equal(textOf(await asking), 'Booked a 15-minute call with C-1 on 2026-12-24 (afternoon).');
      // The SDK names the input after the resolver's qualified name, ":" and "<locals>" included; echoed as given.
      assert.deepEqual(Object.keys(sent[1].params.inputResponses as object), ['helpdesk:build.<locals>.ask_slot']);
      assert.deepEqual(Object.values(sent[1].params.inputResponses as object)[0], { action: 'accept', content: { day: '2026-12-24', part_of_day: 'afternoon', minutes: 15 } });
    });

    it('turns a declined Elicit dependency into the SDK’s tool error', async () => {
      fresh();
      const asking = callWithInputs(send, call('book_call', { customer_id: 'C-1' }), { elicit: person.elicit });
      await answer(await nextQuestion(person.page), {}, { action: 'decline' });
      const result = await asking;
      assert.equal(result.isError, true);
      assert.match(textOf(result), /elicitation was decline/);
    });
  });

  describe('in the 2025-11-25 era, through the v2 TypeScript client and createElicitationHandler', () => {
    let client: Client;
    before(async () => {
      client = new Client({ name: 'interop', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } } });
      client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: person.elicit }));
      await client.connect(new StreamableHTTPClientTransport(new URL(peer.url)));
    });
    after(() => client?.close());

    it('negotiates 2025-11-25, and the server asks with its own elicitation/create', async () => {
      assert.equal(client.getNegotiatedProtocolVersion(), '2025-11-25');
      const calling = client.callTool({ name: 'delete_customer', arguments: { customer_id: 'C-3' } });
      await answer(await nextQuestion(person.page), { 'Yes, delete Ada Lovelace': true });
      assert.equal(textOf((await calling) as Record<string, unknown>), 'Deleted C-3 (Ada Lovelace).');
    });

    it('creates a customer over several rounds in this era too', async () => {
      const calling = client.callTool({ name: 'create_customer', arguments: { name: 'G', email: 'g@' } });
      const first = await nextQuestion(person.page);
      assert.deepEqual(
        (await readQuestion(first)).fields.map((f) => f.key),
        ['name', 'email'],
      );
      await answer(first, { Name: 'Grace Brewster Hopper', Email: 'alan@example.com' });
      const second = await nextQuestion(person.page);
      assert.deepEqual(
        (await readQuestion(second)).fields.map((f) => [f.key, f.description]),
        [['email', 'Customer with this Email already exists.']],
      );
      await answer(second, { Email: 'amazing.grace@example.com' });
      assert.match(textOf((await calling) as Record<string, unknown>), /^Created C-\d+: Grace Brewster Hopper <amazing\.grace@example\.com>\.$/);
    });

    it('books a call through the Elicit dependency, which asks the 2025 way here', async () => {
      const calling = client.callTool({ name: 'book_call', arguments: { customer_id: 'C-1' } });
      await answer(await nextQuestion(person.page), { Day: '2027-01-04', 'How long (minutes)': 30, 'A note for the agent': 'Ask about the invoice' });
      assert.equal(textOf((await calling) as Record<string, unknown>), 'Booked a 30-minute call with C-1 on 2027-01-04 (morning), note: Ask about the invoice.');
    });
  });
});
