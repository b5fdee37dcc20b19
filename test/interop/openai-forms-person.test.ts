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
    // The host gives its upload and preview hooks (the page's own: an upload becomes https://uploads.example/<name>).
    person = await openPerson({ name: 'Parts shop' }, { extensions: { openai: { hooks: true }, files: true } });
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

  it('suggestions: the person types a part of their own, and adds a suggested accessory and one of their own', async () => {
    const { result } = ask('review_part');
    const question = await nextQuestion(person.page);
    const [part, accessories] = (await readQuestion(question)).fields;
    assert.deepEqual(
      [part.control, part.ownText, part.options],
      [
        'combobox',
        true,
        [
          { title: 'M6 hex bolt', value: 'hex-bolt' },
          { title: 'M6 washer', value: 'washer' },
        ],
      ],
    );
    assert.deepEqual([accessories.control, accessories.multiple, accessories.ownText], ['combobox', true, true]);
    await answer(question, { Part: 'a part of my own', Accessories: ['M6 washer', 'custom-spacer'] });
    assert.deepEqual(JSON.parse(textOf(await result)), { action: 'accept', content: { accessories: ['washer', 'custom-spacer'], part: 'a part of my own' } });
  });

  it('suggestions: a suggestion picked by its title is sent by its value', async () => {
    const { result } = ask('review_part');
    await answer(await nextQuestion(person.page), { Part: 'M6 hex bolt' });
    assert.deepEqual(JSON.parse(textOf(await result)), { action: 'accept', content: { accessories: [], part: 'hex-bolt' } });
  });

  it('a resource: the server’s parts by title, a preview through the host’s hook, the one picked sent as its URI', async () => {
    const { result } = ask('pick_reference');
    const question = await nextQuestion(person.page);
    const [field] = (await readQuestion(question)).fields;
    assert.deepEqual([field.control, field.multiple, field.options?.map((o) => o.title)], ['resource', false, ['M6 hex bolt', 'M6 washer', 'Spacer']]);
    await question.locator('[part~="preview-button"]').click();
    assert.deepEqual(await person.page.evaluate(() => window.hooked.at(-1)), { preview: 'cad://parts/hex-bolt', title: 'M6 hex bolt' });
    await answer(question, { 'Reference file': 'M6 washer' });
    assert.deepEqual(JSON.parse(textOf(await result)), { action: 'accept', content: { reference: 'cad://parts/washer' } });
  });

  it('several resources: the default ticked at the start, the person ticks another, a list of URIs is sent', async () => {
    const { result } = ask('pick_parts');
    const question = await nextQuestion(person.page);
    assert.deepEqual((await readQuestion(question)).fields[0].value, ['cad://parts/hex-bolt']);
    await answer(question, { Parts: ['M6 hex bolt', 'Spacer'] });
    assert.deepEqual(JSON.parse(textOf(await result)), { action: 'accept', content: { parts: ['cad://parts/hex-bolt', 'cad://parts/spacer'] } });
  });

  it('the person’s own file (userOptions): added through the file chooser, turned into a URI by the host’s upload hook, sent with the server’s part', async () => {
    const { result } = ask('add_drawings');
    const question = await nextQuestion(person.page);
    const [field] = (await readQuestion(question)).fields;
    assert.deepEqual([field.control, field.multiple, field.files], ['resource', true, { accept: ['.stl', '.step'], kind: 'file' }]);
    await answer(question, { Drawings: ['M6 hex bolt', { name: 'bracket.stl', type: 'model/stl', contents: 'solid bracket' }] });
    assert.deepEqual(JSON.parse(textOf(await result)), { action: 'accept', content: { drawings: ['cad://parts/hex-bolt', 'https://uploads.example/bracket.stl'] } });
    assert.deepEqual(await person.page.evaluate(() => window.hooked.at(-1)), { upload: 'bracket.stl', field: 'drawings' });
  });

  describe('a question the page cannot show', () => {
    it('the person’s own files with no upload hook: said to be unsupported, never shown in part; the person declines and the helper hears it', async () => {
      const bare = await openPerson({ name: 'Parts shop' }, { extensions: { openai: true } });
      try {
        const { send } = recordingWire(peer.url);
        const result = callWithInputs(send, call('add_drawings'), { elicit: bare.elicit, extensions: { openai: true } });
        const question = await nextQuestion(bare.page);
        const seen = await readQuestion(question);
        assert.deepEqual([seen.mode, seen.fields, seen.actions], ['unsupported', [], ['decline', 'cancel']]);
        assert.match(seen.unsupported ?? '', /Drawings|drawings/);
        await answer(question, {}, { action: 'decline' });
        assert.deepEqual(JSON.parse(textOf(await result)), { action: 'decline' });
      } finally {
        await bare.close();
      }
    });

    it('a page that does not render the extension, behind an adapter that declared it: the question names the extension it needs, never an empty form', async () => {
      const plain = await openPerson({ name: 'Parts shop' });
      try {
        const { send } = recordingWire(peer.url);
        const result = callWithInputs(send, call('choose_plan'), { elicit: plain.elicit, extensions: { openai: true } });
        const question = await nextQuestion(plain.page);
        const seen = await readQuestion(question);
        assert.deepEqual([seen.mode, seen.fields], ['unsupported', []]);
        assert.match(seen.unsupported ?? '', /openai\/elicitation/);
        await answer(question, {}, { action: 'cancel' });
        assert.deepEqual(JSON.parse(textOf(await result)), { action: 'cancel' });
      } finally {
        await plain.close();
      }
    });
  });
});
