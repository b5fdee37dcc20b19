// OpenAI's own server helpers (openai-mcp-extensions, test/peers/python/openai_forms.py) asking a
// person: each question shown by the real <mcp-elicitation> in Chromium with the extensions turned
// on, and answered through the testing kit as a person would, by labels and titles, files through
// the browser's own file chooser. The adapter runs in Node, on 2026-07-28.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { callWithInputs } from '../../src/adapter/index.js';
import { AnswerRefusedError, answer, nextQuestion, readQuestion } from '../../src/testing/playwright.js';
import { failureOf, recordingWire, textOf } from '../node/helpers.js';
import { THUMBNAIL_PNG, openPerson, type Person } from './person.js';
import { startPython, type Peer } from './peers.js';

const call = (name: string) => ({ method: 'tools/call' as const, params: { name, arguments: {} } });

describe('a person answers OpenAI’s form helpers (openai-mcp-extensions 0.2.1) in Chromium', () => {
  let peer: Peer;
  let person: Person;
  before(async () => {
    peer = await startPython('openai_forms:app');
    person = await openPerson({ name: 'Parts shop' }, { extensions: { openai: true, files: true } });
  });
  after(async () => {
    await person?.close();
    await peer?.close();
  });

  /** Calls `tool` as the host does, with the extensions its page renders. */
  const ask = (tool: string) => {
    const { send, sent } = recordingWire(peer.url);
    return { sent, result: callWithInputs(send, call(tool), { elicit: person.elicit, extensions: { openai: true, files: true } }) };
  };

  it('a pattern: text that does not match is refused on the field before anything is sent; a code that matches reaches the server', async () => {
    const { sent, result } = ask('set_project_code');
    const question = await nextQuestion(person.page);
    const seen = await readQuestion(question);
    assert.equal(seen.message, 'Which project is this for?');
    assert.deepEqual(
      seen.fields.map((f) => [f.key, f.label, f.control, f.required, f.description]),
      [['code', 'Project code', 'text', true, 'Three capitals, a dash, three digits']],
    );
    const refused = await failureOf(answer(question, { 'Project code': 'cad-123' }));
    assert.ok(refused instanceof AnswerRefusedError);
    assert.equal(sent.length, 1, 'nothing was sent back');
    await answer(question, { 'Project code': 'CAD-123' });
    assert.deepEqual(JSON.parse(textOf(await result)), { action: 'accept', content: { code: 'CAD-123' } });
  });

  it('option descriptions: the plans by their titles, the one picked sent by its value', async () => {
    const { result } = ask('choose_plan');
    const question = await nextQuestion(person.page);
    assert.deepEqual((await readQuestion(question)).fields[0].options, [
      { title: 'Starter', value: 'starter' },
      { title: 'Team', value: 'team' },
      { title: 'Enterprise', value: 'enterprise' },
    ]);
    await answer(question, { Plan: 'Team' });
    assert.deepEqual(JSON.parse(textOf(await result)), { action: 'accept', content: { plan: 'team' } });
  });

  it('thumbnails: each part still chosen by its title; nothing is fetched but the https: thumbnail the server named', async () => {
    const { result } = ask('choose_part');
    const question = await nextQuestion(person.page);
    await answer(question, { Part: 'M6 washer' });
    assert.deepEqual(JSON.parse(textOf(await result)), { action: 'accept', content: { part: 'washer' } });
    assert.deepEqual(
      person.requested.filter((url) => !url.startsWith('https://thumbnails.example/')),
      [],
    );
  });

  it('a core file input: the person attaches a PNG through the file chooser, and the server gets it as a data: URI with its name', async () => {
    const { result } = ask('attach_invoice');
    const question = await nextQuestion(person.page);
    const [invoice, note] = (await readQuestion(question)).fields;
    assert.deepEqual([invoice.control, invoice.required, invoice.files], ['file', true, { accept: ['application/pdf', 'image/png'], maxSize: 1_048_576 }]);
    assert.equal(note.control, 'text');
    await answer(question, { Invoice: { name: 'scan.png', type: 'image/png', contents: THUMBNAIL_PNG }, Note: 'March' });
    assert.deepEqual(JSON.parse(textOf(await result)), {
      action: 'accept',
      header: 'data:image/png;name=scan.png;base64',
      base64Length: THUMBNAIL_PNG.toString('base64').length,
      note: 'March',
    });
  });

  it('a core file input: a file over its 1 MiB limit is refused on the field and never sent; the person declines', async () => {
    const { sent, result } = ask('attach_invoice');
    const question = await nextQuestion(person.page);
    const big = { name: 'invoice.pdf', type: 'application/pdf', contents: new Uint8Array(1_048_577) };
    assert.ok((await failureOf(answer(question, { Invoice: big }))) instanceof AnswerRefusedError);
    assert.match((await readQuestion(question)).fields[0].error ?? '', /invoice\.pdf/);
    await answer(question, {}, { action: 'decline' });
    assert.deepEqual(JSON.parse(textOf(await result)), { action: 'decline' });
    assert.deepEqual(sent[1].params.inputResponses, { invoice: { action: 'decline' } });
  });
});
