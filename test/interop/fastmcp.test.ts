// FastMCP (pinned in test/peers/python/requirements.txt) as a server: one tool per response type
// `ctx.elicit` supports (test/peers/python/fastmcp_server.py). FastMCP writes every schema; the
// form must render each and send what the tool's Python type accepts.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { callWithInputs, createElicitationHandler } from '../../src/adapter/index.js';
import { answer, nextQuestion, readQuestion } from '../../src/testing/playwright.js';
import { rawHttpSend } from '../../support/raw-send.js';
import { textOf } from '../node/helpers.js';
import { openPerson, type Person } from './person.js';
import { startPython, type Peer } from './peers.js';

describe('FastMCP (4.2.3) as a server', () => {
  let peer: Peer;
  let person: Person;
  let client: Client;
  before(async () => {
    peer = await startPython('fastmcp_server:app');
    person = await openPerson({ name: 'FastMCP asks' });
    client = new Client({ name: 'interop', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: person.elicit }));
    await client.connect(new StreamableHTTPClientTransport(new URL(peer.url)));
  });
  after(async () => {
    await client?.close();
    await person?.close();
    await peer?.close();
  });

  /** Calls `tool`, answers its one question with `values` as a person would, and returns what the tool received. */
  async function ask(tool: string, values: Record<string, unknown>, check?: (seen: Awaited<ReturnType<typeof readQuestion>>) => void) {
    const calling = client.callTool({ name: tool, arguments: {} });
    const question = await nextQuestion(person.page);
    check?.(await readQuestion(question));
    await answer(question, values);
    return JSON.parse(textOf((await calling) as Record<string, unknown>));
  }

  /** FastMCP wraps a scalar in an object with one field, "value". */
  const onlyField = (label: string, control: string) => (seen: Awaited<ReturnType<typeof readQuestion>>) =>
    assert.deepEqual(
      seen.fields.map((f) => [f.key, f.label, f.control, f.required]),
      [['value', label, control, true]],
    );

  it('str: a required text field, titled by response_title', async () => {
    assert.deepEqual(await ask('ask_str', { 'Your name': 'Ada' }, onlyField('Your name', 'text')), { action: 'accept', type: 'str', value: 'Ada' });
  });

  it('int: a whole number, sent as a JSON integer', async () => {
    assert.deepEqual(await ask('ask_int', { Value: 3 }, onlyField('Value', 'integer')), { action: 'accept', type: 'int', value: 3 });
  });

  it('bool: a checkbox; left unticked, a required one sends false', async () => {
    assert.deepEqual(await ask('ask_bool', { Value: true }, onlyField('Value', 'checkbox')), { action: 'accept', type: 'bool', value: true });
    assert.deepEqual(await ask('ask_bool', {}), { action: 'accept', type: 'bool', value: false });
  });

  it('Literal: its values as radios', async () => {
    assert.deepEqual(await ask('ask_literal', { Value: 'high' }, onlyField('Value', 'radios')), { action: 'accept', type: 'str', value: 'high' });
  });

  it('Enum: the enum’s values, given back to the tool as the Enum member', async () => {
    const got = await ask('ask_enum', { Priority: 'normal' }, onlyField('Priority', 'radios'));
    assert.deepEqual(got, { action: 'accept', type: 'Priority', value: 'normal' });
  });

  it('titled choices (a dict of titles): options by title, the key sent; the field has no title, so its key labels it', async () => {
    const got = await ask('ask_titled', { value: 'High: today' }, (seen) => {
      assert.deepEqual(seen.fields[0].options, [
        { title: 'Low: when there is time', value: 'low' },
        { title: 'High: today', value: 'high' },
      ]);
      assert.equal(seen.fields[0].label, 'value');
    });
    assert.deepEqual(got, { action: 'accept', type: 'str', value: 'high' });
  });

  it('a list of strings: one choice among them', async () => {
    assert.deepEqual(await ask('ask_choice', { Value: 'green' }, onlyField('Value', 'radios')), { action: 'accept', type: 'str', value: 'green' });
  });

  it('a list in a list: a multiple choice (checkboxes), sent in the schema’s order', async () => {
    const got = await ask('ask_multi', { value: ['chat', 'email'] }, (seen) => assert.equal(seen.fields[0].control, 'checkboxes'));
    assert.deepEqual(got, { action: 'accept', type: 'list', value: ['email', 'chat'] });
  });

  it('titled multiple choice: boxes by title, the keys sent', async () => {
    const got = await ask('ask_titled_multi', { value: ['Sales', 'Billing'] });
    assert.deepEqual(got, { action: 'accept', type: 'list', value: ['billing', 'sales'] });
  });

  it('a dataclass: one field per attribute, its defaults pre-filled and sent as left, its bounds kept', async () => {
    const got = await ask('ask_dataclass', { Street: '1 rue de la République' }, (seen) => {
      assert.deepEqual(
        seen.fields.map((f) => [f.key, f.control, f.required, f.value]),
        [
          ['street', 'text', true, undefined],
          ['city', 'text', false, 'Lyon'],
          ['parcels', 'integer', false, 1],
          ['express', 'checkbox', false, false],
        ],
      );
    });
    assert.deepEqual(got, { action: 'accept', type: 'Shipping', value: { street: '1 rue de la République', city: 'Lyon', parcels: 1, express: false } });
  });

  it('a pydantic model: constraints refused on screen first, then a valid answer reaches the tool typed', async () => {
    const calling = client.callTool({ name: 'ask_model', arguments: {} });
    const question = await nextQuestion(person.page);
    const refusal = await answer(question, { 'Full name': 'A', Email: 'ada@example.com', Age: 12 }).catch((error) => error);
    assert.deepEqual(refusal.problems, ['Full name: Enter at least 2 characters', 'Age: Enter 18 or more']);
    await answer(question, { 'Full name': 'Ada Lovelace', Age: 36, Score: 0.75, Plan: 'pro', Newsletter: false });
    assert.deepEqual(JSON.parse(textOf((await calling) as Record<string, unknown>)), {
      action: 'accept',
      type: 'Profile',
      value: { name: 'Ada Lovelace', email: 'ada@example.com', age: 36, score: 0.75, plan: 'pro', newsletter: false },
    });
  });

  it('tells a decline and a cancel apart, as the tool sees them', async () => {
    for (const action of ['decline', 'cancel'] as const) {
      const calling = client.callTool({ name: 'ask_str', arguments: {} });
      await answer(await nextQuestion(person.page), {}, { action });
      assert.deepEqual(JSON.parse(textOf((await calling) as Record<string, unknown>)), { action });
    }
  });

  it('does not ask in the 2026-07-28 era: ctx.elicit needs a back channel, and FastMCP says so in a tool error', async () => {
    const result = await callWithInputs(rawHttpSend(peer.url), { method: 'tools/call', params: { name: 'ask_str', arguments: {} } }, { elicit: person.elicit });
    assert.equal(result.isError, true);
    assert.match(textOf(result), /elicitation via server-initiated requests is unavailable on 2026-07-28 connections/);
  });
});
