import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import { elicit } from '../../src/index.js';
import { AnswerRefusedError, answer, nextQuestion, readQuestion, watchQuestions } from '../../src/testing/index.js';
import type { ElicitExtensions, ElicitRequestParams } from '../../src/types.js';

// mcp-elicit/testing reads and answers questions written for the extensions a host turns on, as a
// person does, without knowing their markup.

/** An openai/elicitation question in the 2026-07-28 shape: the core schema empty, the real one in `_meta`. */
const openai = (message: string, properties: Record<string, unknown>, required: string[] = []) =>
  ({
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties: {} },
    _meta: { 'openai/elicitation': { requestedSchema: { type: 'object', properties, required } } },
  }) as unknown as ElicitRequestParams;

async function open(request: ElicitRequestParams, extensions?: ElicitExtensions) {
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  const pending = elicit(request, { container, server: { name: 'Parts shop' }, extensions });
  return { question: await nextQuestion(container), pending };
}

const PLAN = openai(
  'Choose a plan',
  {
    plan: {
      type: 'string',
      title: 'Plan',
      oneOf: [
        { const: 'starter', title: 'Starter', description: 'One seat.' },
        { const: 'team', title: 'Team', description: 'Up to ten seats.' },
      ],
    },
  },
  ['plan'],
);

describe('mcp-elicit/testing with extensions', () => {
  before(() => watchQuestions());

  it('reads the fields of an openai/elicitation question from its extension schema, not the empty core one', async () => {
    const { question, pending } = await open(PLAN, { openai: true });
    const seen = await readQuestion(question);
    expect(seen.mode).to.equal('form');
    expect(seen.fields.map((f) => [f.key, f.label, f.control, f.required, f.options])).to.deep.equal([
      [
        'plan',
        'Plan',
        'radios',
        true,
        [
          { title: 'Starter', value: 'starter' },
          { title: 'Team', value: 'team' },
        ],
      ],
    ]);
    expect((await answer(question, { Plan: 'Team' })).result).to.deep.equal({ action: 'accept', content: { plan: 'team' } });
    await pending;
  });

  it('answers a pattern field by typing, and reports the refusal of text the pattern does not match', async () => {
    const { question, pending } = await open(openai('Which project?', { code: { type: 'string', title: 'Project code', pattern: '^[A-Z]{3}-[0-9]{3}$' } }, ['code']), {
      openai: true,
    });
    const refused = await answer(question, { 'Project code': 'abc' }).catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(AnswerRefusedError);
    expect((refused as AnswerRefusedError).problems).to.have.length(1);
    expect((await answer(question, { 'Project code': 'CAD-123' })).result).to.deep.equal({ action: 'accept', content: { code: 'CAD-123' } });
    await pending;
  });

  it('reads a question written for an extension the host did not turn on as unsupported, with no fields to fill', async () => {
    const { question, pending } = await open(PLAN);
    const seen = await readQuestion(question);
    expect(seen.mode).to.equal('unsupported');
    expect(seen.fields).to.deep.equal([]);
    expect(seen.unsupported).to.contain('openai/elicitation');
    expect(seen.actions).to.deep.equal(['decline', 'cancel']);
    await answer(question, {}, { action: 'decline' });
    expect((await pending).action).to.equal('decline');
  });

  describe('a core file input (x-mcp-file), with files on', () => {
    const INVOICE = {
      mode: 'form',
      message: 'Attach the invoice',
      requestedSchema: {
        type: 'object',
        properties: { invoice: { type: 'string', format: 'uri', title: 'Invoice', 'x-mcp-file': { accept: ['text/plain'], maxSize: 1024 } } },
        required: ['invoice'],
      },
    } as unknown as ElicitRequestParams;

    it('reads it as a file control that says what it takes, and attaches a test file as the picker would: its data: URI is sent', async () => {
      const { question, pending } = await open(INVOICE, { files: true });
      const [field] = (await readQuestion(question)).fields;
      expect([field.key, field.label, field.control, field.required, field.files]).to.deep.equal(['invoice', 'Invoice', 'file', true, { accept: ['text/plain'], maxSize: 1024 }]);
      const { result } = await answer(question, { Invoice: { name: 'invoice 1.txt', type: 'text/plain', contents: 'Paid' } });
      expect(result).to.deep.equal({ action: 'accept', content: { invoice: 'data:text/plain;name=invoice%201.txt;base64,UGFpZA==' } });
      await pending;
    });

    it('reports a file over its limit as refused on its field', async () => {
      const { question, pending } = await open(INVOICE, { files: true });
      const refused = await answer(question, { Invoice: { name: 'big.txt', type: 'text/plain', contents: 'x'.repeat(2048) } }).catch((error: unknown) => error);
      expect(refused).to.be.instanceOf(AnswerRefusedError);
      expect((await readQuestion(question)).fields[0].error).to.contain('big.txt');
      await answer(question, {}, { action: 'cancel' });
      await pending;
    });

    it('removes an attached file for null, as its remove button does', async () => {
      const request = structuredClone(INVOICE) as unknown as { requestedSchema: { properties: Record<string, unknown>; required: string[] } };
      request.requestedSchema.properties.note = { type: 'string', title: 'Note' };
      request.requestedSchema.required = ['note'];
      const { question, pending } = await open(request as unknown as ElicitRequestParams, { files: true });
      const refused = await answer(question, { Invoice: { name: 'a.txt', type: 'text/plain', contents: 'a' } }).catch((error: unknown) => error);
      expect(refused, 'the note is still missing').to.be.instanceOf(AnswerRefusedError);
      expect((await readQuestion(question)).fields[0].value).to.equal('data:text/plain;name=a.txt;base64,YQ==');
      expect((await answer(question, { Invoice: null, Note: 'none' })).result).to.deep.equal({ action: 'accept', content: { note: 'none' } });
      await pending;
    });

    it('reads the same field as a URI field when files are off', async () => {
      const { question, pending } = await open(INVOICE);
      expect((await readQuestion(question)).fields[0].control).to.equal('uri');
      await answer(question, {}, { action: 'cancel' });
      await pending;
    });
  });
});
