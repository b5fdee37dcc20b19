// The Go SDK's own conformance server (conformance/everything-server@v1.8.0, unmodified, from the
// Go module proxy), with its own reading of the spec: every tool that asks, 2026-07-28 through
// callWithInputs and 2025-11-25 through createElicitationHandler, answered in a real form.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { callWithInputs, createElicitationHandler, type CallWithInputsOptions, type Send } from '../../src/adapter/index.js';
import { answer, nextQuestion, readQuestion } from '../../src/testing/playwright.js';
import { rawHttpSend, type SentMessage } from '../../support/raw-send.js';
import { assertValidOnTheWire, failureOf, textOf } from '../node/helpers.js';
import { openPerson, type Person } from './person.js';
import { startGoEverything, type Peer } from './peers.js';

const call = (name: string) => ({ method: 'tools/call' as const, params: { name, arguments: {} } });

/** A model's answer and the client's roots, as a host's own handlers would give them. */
const sample: CallWithInputsOptions['sample'] = async () => ({
  role: 'assistant',
  content: { type: 'text', text: 'Good morning,' },
  model: 'interop-model',
  stopReason: 'endTurn',
});
const listRoots: CallWithInputsOptions['listRoots'] = async () => ({ roots: [{ uri: 'file:///work/help-desk', name: 'help-desk' }] });

describe('the Go SDK conformance server (v1.8.0)', () => {
  let person: Person;
  before(async () => (person = await openPerson({ name: 'Go conformance server' })));
  after(() => person?.close());

  describe('2026-07-28 (stateless, its default), through callWithInputs', () => {
    let peer: Peer;
    let sent: SentMessage[];
    let send: Send;
    before(async () => (peer = await startGoEverything()));
    after(() => peer?.close());
    const fresh = () => {
      sent = [];
      send = rawHttpSend(peer.url, (message) => (assertValidOnTheWire(message), sent.push(message)));
    };

    it('test_input_required_result_elicitation: one question, answered in the form', async () => {
      fresh();
      const asking = callWithInputs(send, call('test_input_required_result_elicitation'), { elicit: person.elicit });
      const question = await nextQuestion(person.page);
      const seen = await readQuestion(question);
      assert.equal(seen.message, 'What is your name?');
      // No title in the schema: the property's name labels the field.
      assert.deepEqual(
        seen.fields.map((f) => [f.key, f.label, f.required]),
        [['name', 'name', true]],
      );
      await answer(question, { name: 'Ada' });
      assert.equal(textOf(await asking), 'Hello, Ada!');
      assert.equal(sent[1].params.requestState, undefined, 'no state was given, so none is sent');
    });

    it('tolerates what Go adds to an input_required result ("content": null) and still completes', async () => {
      fresh();
      const raw = await send(
        {
          ...call('test_input_required_result_elicitation'),
          params: {
            ...call('test_input_required_result_elicitation').params,
            _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': { elicitation: {} } },
          },
        },
        { signal: new AbortController().signal },
      );
      assert.equal((raw as { content: unknown }).content, null);
      assert.equal((raw as { resultType: string }).resultType, 'input_required');
    });

    it('test_input_required_result_request_state: echoes its plain-text state byte for byte', async () => {
      fresh();
      const asking = callWithInputs(send, call('test_input_required_result_request_state'), { elicit: person.elicit });
      await answer(await nextQuestion(person.page), { ok: true });
      assert.equal(textOf(await asking), 'state-ok: requestState received and confirmation accepted');
      assert.equal(sent[1].params.requestState, 'request_state');
    });

    it('test_input_required_result_multiple_inputs: a question, a sampling and a roots request in one round, answered together', async () => {
      fresh();
      const asking = callWithInputs(send, call('test_input_required_result_multiple_inputs'), { elicit: person.elicit, sample, listRoots });
      await answer(await nextQuestion(person.page), { name: 'Grace' });
      assert.equal(textOf(await asking), 'Good morning, Grace — 1 root(s) visible');
      const responses = sent[1].params.inputResponses as Record<string, unknown>;
      assert.deepEqual(Object.keys(responses).sort(), ['client_roots', 'greeting', 'user_name']);
      assert.deepEqual(responses.user_name, { action: 'accept', content: { name: 'Grace' } });
      assert.equal(sent[1].params.requestState, 'multiple_inputs');
    });

    it('test_input_required_result_capabilities: asks only for what this call declared', async () => {
      fresh();
      const asking = callWithInputs(send, call('test_input_required_result_capabilities'), { elicit: person.elicit });
      await answer(await nextQuestion(person.page), { name: 'Nour' });
      assert.equal(textOf(await asking), 'Capability-aware input requests fulfilled');
      assert.deepEqual(Object.keys(sent[1].params.inputResponses as object), ['user_name'], 'no sampling or roots, since no handler was given');
    });

    it('test_input_required_result_multi_round: two rounds, each with its own state', async () => {
      fresh();
      const asking = callWithInputs(send, call('test_input_required_result_multi_round'), { elicit: person.elicit });
      const first = await nextQuestion(person.page);
      assert.equal((await readQuestion(first)).message, 'Step 1: What is your name?');
      await answer(first, { name: 'Sam' });
      const second = await nextQuestion(person.page);
      assert.equal((await readQuestion(second)).message, 'Step 2: What is your favorite color?');
      await answer(second, { color: 'teal' });
      assert.equal(textOf(await asking), 'Multi-round complete: Sam likes teal');
      assert.deepEqual(
        sent.map((m) => m.params.requestState),
        [undefined, 'round=1', 'round=2;name=Sam'],
      );
    });

    it('test_input_required_result_tampered_state: refuses state altered on the way, with -32602 in its own words', async () => {
      fresh();
      // The conformance harness's own tampering: a suffix on the state the server minted.
      const tampering: Send = (request, options) =>
        typeof request.params.requestState === 'string'
          ? send({ ...request, params: { ...request.params, requestState: `${request.params.requestState}-TAMPERED` } }, options)
          : send(request, options);
      const refused = failureOf(callWithInputs(tampering, call('test_input_required_result_tampered_state'), { elicit: person.elicit }));
      await answer(await nextQuestion(person.page), { ok: true });
      const error = (await refused) as { code: number; message: string };
      // The TypeScript and Python SDKs say "Invalid or expired requestState"; Go names the cause. Both are -32602.
      assert.equal(error.code, -32602);
      assert.equal(error.message, 'invalid requestState: tampered');

      fresh();
      const untouched = callWithInputs(send, call('test_input_required_result_tampered_state'), { elicit: person.elicit });
      await answer(await nextQuestion(person.page), { ok: true });
      assert.equal(textOf(await untouched), 'state-ok: requestState received and confirmation accepted');
    });

    it('test_input_required_result_sampling and _list_roots: answered by the host’s handlers, no form shown', async () => {
      fresh();
      assert.equal(textOf(await callWithInputs(send, call('test_input_required_result_sampling'), { elicit: person.elicit, sample })), 'Sampling response: Good morning,');
      assert.equal(
        textOf(await callWithInputs(send, call('test_input_required_result_list_roots'), { elicit: person.elicit, listRoots })),
        'Client exposed 1 root(s): file:///work/help-desk',
      );
    });
  });

  describe('2025-11-25 (with sessions), through the v2 TypeScript client and createElicitationHandler', () => {
    let peer: Peer;
    let client: Client;
    before(async () => {
      peer = await startGoEverything({ stateless: false });
      client = new Client({ name: 'interop', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
      client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: person.elicit }));
      await client.connect(new StreamableHTTPClientTransport(new URL(peer.url)));
    });
    after(async () => {
      await client?.close();
      await peer?.close();
    });

    const callTool = (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args }) as Promise<Record<string, unknown>>;

    it('test_elicitation: the message the caller chose, a described username', async () => {
      const calling = callTool('test_elicitation', { message: 'Please share your name' });
      const question = await nextQuestion(person.page);
      const seen = await readQuestion(question);
      assert.equal(seen.message, 'Please share your name');
      assert.deepEqual(
        seen.fields.map((f) => [f.key, f.description, f.required]),
        [['username', 'Your preferred username', true]],
      );
      await answer(question, { username: 'ada' });
      assert.equal(textOf(await calling), 'Elicitation result: action=accept, content=map[username:ada]');
    });

    it('test_elicitation_sep1034_defaults: every default pre-filled, and sent when left as it is', async () => {
      const calling = callTool('test_elicitation_sep1034_defaults');
      const question = await nextQuestion(person.page);
      // Go writes the properties in alphabetical order; the form keeps the schema's order.
      assert.deepEqual(
        (await readQuestion(question)).fields.map((f) => [f.key, f.control, f.value]),
        [
          ['age', 'integer', 30],
          ['name', 'text', 'John Doe'],
          ['score', 'number', 95.5],
          ['status', 'radios', 'active'],
          ['verified', 'checkbox', true],
        ],
      );
      const { result } = await answer(question, {});
      assert.deepEqual(result, { action: 'accept', content: { age: 30, name: 'John Doe', score: 95.5, status: 'active', verified: true } });
      assert.match(textOf(await calling), /^Elicitation result: action=accept, content=map\[age:30 name:John Doe score:95\.5 status:active verified:true\]$/);
    });

    it('test_elicitation_sep1330_enums: legacy enumNames, titled and untitled, single and multiple', async () => {
      const calling = callTool('test_elicitation_sep1330_enums');
      const question = await nextQuestion(person.page);
      const seen = await readQuestion(question);
      assert.deepEqual(
        seen.fields.map((f) => [f.key, f.control, f.options?.map((o) => o.title)]),
        [
          ['legacyEnum', 'radios', ['Option One', 'Option Two', 'Option Three']],
          ['titledMulti', 'checkboxes', ['First Option', 'Second Option', 'Third Option']],
          ['titledSingle', 'radios', ['First Option', 'Second Option', 'Third Option']],
          ['untitledMulti', 'checkboxes', ['option1', 'option2', 'option3']],
          ['untitledSingle', 'radios', ['option1', 'option2', 'option3']],
        ],
      );
      const { result } = await answer(question, {
        legacyEnum: 'Option Two',
        titledMulti: ['Third Option', 'First Option'],
        titledSingle: 'Second Option',
        untitledMulti: ['option2'],
        untitledSingle: 'option3',
      });
      assert.deepEqual(result, {
        action: 'accept',
        content: { legacyEnum: 'opt2', titledMulti: ['value1', 'value3'], titledSingle: 'value2', untitledMulti: ['option2'], untitledSingle: 'option3' },
      });
      // A defect of the Go SDK (v1.8.0): it checks the accepted content against the schema it sent, and
      // its checker knows only `items.enum`, so it refuses every answer to its own titled multiple
      // choice (`items.anyOf`, SEP-1330), however right. The answer above is the spec's.
      assert.equal(textOf(await calling), 'elicitation failed: elicit schema property "titledMulti" items must specify enum for untitled enums');
    });

    it('tells decline from cancel, as the Go server reports them', async () => {
      for (const action of ['decline', 'cancel'] as const) {
        const calling = callTool('test_elicitation', { message: 'Your name?' });
        await answer(await nextQuestion(person.page), {}, { action });
        assert.match(textOf(await calling), new RegExp(`action=${action}`));
      }
    });
  });
});
