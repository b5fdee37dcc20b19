// The server's check of answers that come back from a browser: only what the question's form could
// have sent passes; anything else is refused with an InvalidAnswerError naming the question and field.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkAnswer, checkAnswers, InvalidAnswerError, type ElicitRequestParams } from '../../src/adapter/index.js';
import { gallery } from '../../src/testing/gallery/index.js';
import { parseRequest } from '../../src/schema/parse-request.js';
import { collectContent, type Draft } from '../../src/schema/form-state.js';
import { toValidationSchema } from '../../src/validation/validation-schema.js';
import { defaultValidator } from '../../src/validation/validator.js';
import type { FieldModel } from '../../src/model/field-model.js';
import { supportedSchema } from '../properties/arbitraries.js';

const ticket: ElicitRequestParams = {
  message: 'Open a ticket',
  requestedSchema: {
    type: 'object',
    properties: {
      title: { type: 'string', minLength: 3, maxLength: 40 },
      priority: { type: 'string', enum: ['low', 'high'] },
      copies: { type: 'integer', minimum: 1, maximum: 5 },
      urgent: { type: 'boolean' },
      tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
      due: { type: 'string', format: 'date' },
    },
    required: ['title'],
  },
};
const signIn: ElicitRequestParams = { mode: 'url', message: 'Sign in', url: 'https://example.com/signin' };

/** The error `promise` rejects with, which must be an InvalidAnswerError. */
async function refusal(promise: Promise<unknown>): Promise<InvalidAnswerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(error instanceof InvalidAnswerError, `expected an InvalidAnswerError, got ${String(error)}`);
  return error;
}

describe('checkAnswer: one answer from a browser', () => {
  it('passes an accept the form could send, as a clean copy', async () => {
    const sent = { action: 'accept', content: { title: 'Printer', priority: 'high', copies: 2, urgent: true, tags: ['a'], due: '2026-12-24' } };
    const checked = await checkAnswer(ticket, sent);
    assert.deepEqual(checked, sent);
    assert.notEqual(checked.content, sent.content);
  });

  it('passes decline and cancel without content, and URL consent', async () => {
    assert.deepEqual(await checkAnswer(ticket, { action: 'decline' }), { action: 'decline' });
    assert.deepEqual(await checkAnswer(ticket, { action: 'cancel' }), { action: 'cancel' });
    assert.deepEqual(await checkAnswer(signIn, { action: 'accept' }), { action: 'accept' });
  });

  it('takes the whole input request as well as its params', async () => {
    assert.deepEqual(await checkAnswer({ method: 'elicitation/create', params: ticket }, { action: 'accept', content: { title: 'Desk' } }), {
      action: 'accept',
      content: { title: 'Desk' },
    });
  });

  it('refuses a value that breaks its field, naming the question and the field', async () => {
    const error = await refusal(checkAnswer(ticket, { action: 'accept', content: { title: 'Printer', copies: 9 } }, { key: 'open' }));
    assert.equal(error.key, 'open');
    assert.equal(error.field, 'copies');
    assert.equal(error.code, 'invalid-field');
    assert.equal(error.issue?.code, 'maximum');
    assert.match(error.message, /question "open".*"copies"/);
  });

  it('refuses a missing required field, a wrong type, a title instead of the value, and a bad date', async () => {
    assert.equal((await refusal(checkAnswer(ticket, { action: 'accept', content: {} }))).field, 'title');
    assert.equal((await refusal(checkAnswer(ticket, { action: 'accept', content: { title: 'Printer', urgent: 'yes' } }))).field, 'urgent');
    assert.equal((await refusal(checkAnswer(ticket, { action: 'accept', content: { title: 'Printer', priority: 'High' } }))).field, 'priority');
    assert.equal((await refusal(checkAnswer(ticket, { action: 'accept', content: { title: 'Printer', due: '24/12/2026' } }))).field, 'due');
  });

  it('refuses a field the question does not have, even __proto__', async () => {
    const extra = await refusal(checkAnswer(ticket, { action: 'accept', content: { title: 'Printer', admin: true } }));
    assert.deepEqual([extra.code, extra.field], ['unknown-field', 'admin']);
    const proto = await refusal(checkAnswer(ticket, JSON.parse('{"action":"accept","content":{"title":"Printer","__proto__":{"admin":true}}}')));
    assert.deepEqual([proto.code, proto.field], ['unknown-field', '__proto__']);
  });

  it('refuses what a form never sends: empty text, null, objects, unsafe integers', async () => {
    for (const content of [{ title: '' }, { title: null }, { title: { x: 1 } }, { title: 'Printer', copies: 2 ** 60 }]) {
      const error = await refusal(checkAnswer(ticket, { action: 'accept', content }));
      assert.equal(error.code, 'invalid-field', JSON.stringify(content));
    }
  });

  it('refuses what is not an answer: unknown actions, extra keys, content on decline, cancel or URL consent', async () => {
    for (const [result, code] of [
      [null, 'not-a-result'],
      ['accept', 'not-a-result'],
      [{ action: 'yes' }, 'not-a-result'],
      [{ action: 'accept', content: { title: 'Printer' }, _meta: {} }, 'not-a-result'],
      [{ action: 'accept', content: [] }, 'not-a-result'],
      [{ action: 'decline', content: { title: 'Printer' } }, 'content-not-allowed'],
      [{ action: 'cancel', content: {} }, 'content-not-allowed'],
    ] as const) {
      assert.equal((await refusal(checkAnswer(ticket, result))).code, code, JSON.stringify(result));
    }
    assert.equal((await refusal(checkAnswer(signIn, { action: 'accept', content: {} }))).code, 'content-not-allowed');
  });

  it('refuses an accept of a question no form can show', async () => {
    const nested = { message: 'Address', requestedSchema: { type: 'object', properties: { address: { type: 'object' } } } } as unknown as ElicitRequestParams;
    assert.equal((await refusal(checkAnswer(nested, { action: 'accept', content: {} }))).code, 'cannot-accept');
    assert.deepEqual(await checkAnswer(nested, { action: 'decline' }), { action: 'decline' });
  });

  it('passes every answer the gallery says a form sends', async () => {
    for (const entry of gallery) {
      for (const sends of 'sends' in entry.expect ? (entry.expect.sends ?? []) : []) {
        await checkAnswer(entry.request as ElicitRequestParams, { action: 'accept', content: sends.content });
      }
    }
  });
});

describe('checkAnswers: a round of answers from a browser', () => {
  const questions = {
    open: { method: 'elicitation/create' as const, params: ticket },
    login: { method: 'elicitation/create' as const, params: signIn, previous: {} },
  };

  it('passes exactly the keys asked, each checked', async () => {
    const checked = await checkAnswers(questions, { login: { action: 'accept' }, open: { action: 'decline' } });
    assert.deepEqual(Object.keys(checked), ['open', 'login']);
    assert.deepEqual(checked.open, { action: 'decline' });
  });

  it('refuses a missing answer, an answer to a question not asked, and a bad answer, naming the question', async () => {
    const missing = await refusal(checkAnswers(questions, { open: { action: 'decline' } }));
    assert.deepEqual([missing.code, missing.key], ['missing-answer', 'login']);
    const extra = await refusal(checkAnswers(questions, { open: { action: 'decline' }, login: { action: 'cancel' }, other: { action: 'cancel' } }));
    assert.deepEqual([extra.code, extra.key], ['unexpected-answer', 'other']);
    const bad = await refusal(checkAnswers(questions, { open: { action: 'accept', content: { title: 'x' } }, login: { action: 'cancel' } }));
    assert.deepEqual([bad.code, bad.key, bad.field], ['invalid-field', 'open', 'title']);
    const notAMap = await refusal(checkAnswers(questions, [{ action: 'cancel' }]));
    assert.equal(notAMap.code, 'not-a-result');
  });
});

/** What a person might leave in one control, as the form keeps it (a draft). */
function draftFor(field: FieldModel): fc.Arbitrary<Draft> {
  switch (field.kind) {
    case 'text':
      if (field.format === 'email') return fc.oneof(fc.emailAddress(), fc.constant(''));
      if (field.format === 'uri') return fc.oneof(fc.webUrl(), fc.constant(''));
      if (field.format === 'date')
        return fc.oneof(
          fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
          fc.constant(''),
        );
      if (field.format === 'date-time') return fc.date({ min: new Date('1971-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 16));
      return fc.oneof(fc.string({ maxLength: 30 }), fc.constant(''));
    case 'number':
      return fc.oneof(fc.integer({ min: -2000, max: 2000 }), fc.double({ min: -1e4, max: 1e4, noNaN: true, noDefaultInfinity: true })).map(String);
    case 'boolean':
      return fc.option(fc.boolean(), { nil: undefined });
    case 'select':
      return fc.constantFrom('', ...field.options.map((o) => o.value));
    case 'multiselect':
      return fc.subarray(field.options.map((o) => o.value));
    default:
      // Resource and file fields come only with extensions, which these schemas do not use.
      return fc.constant(undefined);
  }
}

describe('checkAnswer, by property', () => {
  it('passes any answer a real form could send (the form’s own drafts, content and validation)', async () => {
    const cases = supportedSchema.chain((schema) => {
      const parsed = parseRequest({ message: 'Q', requestedSchema: schema });
      if (parsed.mode !== 'form') return fc.constant({ schema, drafts: new Map<string, Draft>() });
      return fc
        .tuple(...parsed.fields.map((field) => draftFor(field).map((draft) => [field.key, draft] as const)))
        .map((entries) => ({ schema, drafts: new Map<string, Draft>(entries) }));
    });
    let sent = 0;
    const details = await fc.check(
      fc.asyncProperty(cases, async ({ schema, drafts }) => {
        const params = { message: 'Q', requestedSchema: schema } as unknown as ElicitRequestParams;
        const parsed = parseRequest(params);
        if (parsed.mode !== 'form') return;
        // What Accept sends: the form's content, only when neither reading the drafts nor its validator found an issue.
        const { content, issues } = collectContent(parsed.fields, drafts);
        if (issues.length) return;
        const validate = await defaultValidator(toValidationSchema(parsed.fields));
        if (validate(content).length) return;
        sent += 1;
        const wire = JSON.parse(JSON.stringify({ action: 'accept', content }));
        assert.deepEqual(await checkAnswer(params, wire), wire);
      }),
      { seed: 20261204, numRuns: Number(process.env.FC_RUNS ?? 300) },
    );
    if (details.failed) throw new Error(fc.defaultReportMessage(details));
    assert.ok(sent > 50, `only ${sent} generated answers were ones a form sends`);
  });
});
