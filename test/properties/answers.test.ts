// Answers, generated: for any schema of the subset and any values a person gives its controls, what
// Accept sends is checked against the server's own requestedSchema by an independent validator
// (ajv's 2020-12 dialect with ajv-formats, used directly, not through mcp-elicit's validation).
// A date box shows what Accept would send; a number typed as text is sent digit for digit or
// refused; an untouched default goes out as the same value (the same instant, for a date-time).
import { expect } from '@open-wc/testing';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import '../../src/index.js';
import type { McpElicitation } from '../../src/index.js';
import { parseRequest } from '../../src/schema/parse-request.js';
import type { FieldModel } from '../../src/model/field-model.js';
import { answer, readQuestion } from '../../src/testing/dom-answer.js';
import { questionRoot } from '../../src/testing/read-question.js';
import { AnswerError, AnswerRefusedError } from '../../src/testing/plan.js';
import { supportedSchema } from './arbitraries.js';
import { check, fc } from './check.js';
import { fieldId } from '../../src/model/markup.js';

// ownProperties: JSON has only own properties (a field named "hasOwnProperty" left empty is absent, not a function).
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, ownProperties: true });
addFormats(ajv);

type Json = Record<string, unknown>;

/** What a person might give one field (undefined: they leave it as it is). */
function valueFor(field: FieldModel): fc.Arbitrary<unknown> {
  const titles = 'options' in field ? field.options.map((o) => o.label) : [];
  switch (field.kind) {
    case 'text':
      if (field.format === 'email') return fc.oneof(fc.emailAddress(), fc.string({ maxLength: 12 }), fc.constant(''));
      if (field.format === 'uri') return fc.oneof(fc.webUrl(), fc.string({ maxLength: 12 }), fc.constant(''));
      if (field.format === 'date')
        return fc.oneof(
          fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
          fc.constant(''),
        );
      if (field.format === 'date-time') return fc.date({ min: new Date('1971-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 19));
      return fc.oneof(fc.string({ maxLength: 50 }), fc.constant(''), fc.constant('   '));
    case 'number':
      return fc.oneof(
        fc.integer({ min: -2000, max: 2000 }),
        fc.double({ min: -1e4, max: 1e4, noNaN: true, noDefaultInfinity: true }),
        // Typed as text, 15 to 21 digits: past about 16, a double cannot hold them all.
        fc.tuple(fc.boolean(), fc.bigInt({ min: 10n ** 14n, max: 10n ** 21n })).map(([minus, n]) => `${minus ? '-' : ''}${n}`),
      );
    case 'boolean':
      return fc.boolean();
    case 'select':
      // By title, or by the value it sends.
      return fc.constantFrom(...titles, ...field.options.map((o) => o.value));
    case 'multiselect':
      return fc.subarray(titles);
    default:
      // Resource and file fields come only with extensions, which these schemas do not use.
      return fc.constant(undefined);
  }
}

/** A schema, and for each of its fields a value or none. */
const scenario = supportedSchema.chain((schema) => {
  const parsed = parseRequest({ message: 'm', requestedSchema: schema });
  const fields = parsed.mode === 'form' ? parsed.fields : [];
  return fc.record({
    schema: fc.constant(schema),
    fields: fc.constant(fields),
    given: fc.tuple(...fields.map((f) => fc.option(valueFor(f), { nil: undefined, freq: 3 }))),
  });
});

describe('answers, by property', function () {
  // Each property runs many times: minutes at the most, never the 8 s of a single test.
  this.timeout(300_000);

  it('what Accept sends always validates against the requestedSchema, with only its keys, no empty optionals, and untouched defaults kept', async () => {
    await check(
      fc.asyncProperty(scenario, async ({ schema, fields, given }) => {
        // A value given by key must not also be another field's label (the kit would refuse the ambiguity).
        fc.pre(fields.every((f) => fields.every((g) => g === f || g.label !== f.key)));
        const values: Json = {};
        fields.forEach((f, i) => given[i] !== undefined && Object.defineProperty(values, f.key, { value: given[i], enumerable: true }));
        const el = document.createElement('mcp-elicitation');
        el.request = { message: 'Property', requestedSchema: schema };
        el.server = { name: 'Property server' };
        document.body.append(el);
        try {
          await el.ready;
          // What a date box shows is what Accept would send: never a value the person cannot see.
          const shownNow = await readQuestion(el as McpElicitation);
          for (const [i, field] of shownNow.fields.entries()) {
            if (field.control !== 'date' && field.control !== 'date-time') continue;
            const box = questionRoot(el).getElementById(fieldId(i)) as HTMLInputElement;
            expect(box.value !== '', `the box of "${field.key}" shows ${JSON.stringify(box.value)}, and Accept would send ${JSON.stringify(field.value)}`).to.equal(
              field.value !== undefined,
            );
          }
          let sent: Json | undefined;
          try {
            const { result } = await answer(el as McpElicitation, values);
            expect(result.action).to.equal('accept');
            sent = (result.content ?? {}) as Json;
          } catch (error) {
            if (error instanceof AnswerRefusedError) return; // the form refused: nothing was sent
            if (error instanceof AnswerError) return fc.pre(false); // a value no control takes
            throw error;
          }
          const validate = ajv.compile(schema);
          expect(validate(sent), `${JSON.stringify(sent)} against ${JSON.stringify(schema)}: ${ajv.errorsText(validate.errors)}`).to.equal(true);
          const keys = fields.map((f) => f.key);
          for (const key of Object.keys(sent)) expect(keys, `sent key "${key}"`).to.include(key);
          for (const [i, field] of fields.entries()) {
            const has = Object.hasOwn(sent, field.key);
            if (field.required) expect(has, `required "${field.key}" is sent`).to.equal(true);
            if (!field.required && field.kind === 'text' && (given[i] === '' || (given[i] === undefined && !field.default))) {
              expect(has, `optional "${field.key}" left empty is absent`).to.equal(false);
            }
            if (field.kind === 'select' && given[i] !== undefined) {
              // The option asked for, by its title (as a person reads it) or else by its value.
              const asked = field.options.find((o) => o.label === given[i]) ?? field.options.find((o) => o.value === given[i]);
              expect(sent[field.key], `"${field.key}" given ${JSON.stringify(given[i])}`).to.equal(asked?.value);
            }
            if (field.kind === 'number' && typeof given[i] === 'string' && has) {
              // Sent digit for digit, or refused: never rounded in silence.
              expect(BigInt(sent[field.key] as number), `"${field.key}" typed as ${given[i]}`).to.equal(BigInt(given[i] as string));
            }
            // An empty text default is no answer: a form leaves an empty field out (checked above).
            if (given[i] === undefined && field.default !== undefined && field.default !== '') {
              const kept = field.kind === 'multiselect' ? field.options.map((o) => o.value).filter((v) => (field.default as string[]).includes(v)) : field.default;
              if (field.kind === 'text' && field.format === 'date-time') {
                // The same moment, written with the person's own offset.
                expect(Date.parse(sent[field.key] as string), `the default of "${field.key}", left as it is`).to.equal(Date.parse(kept as string));
              } else if (field.kind !== 'multiselect' || (kept as string[]).length || field.required) {
                expect(sent[field.key], `the default of "${field.key}", left as it is`).to.deep.equal(kept);
              }
            }
          }
        } finally {
          el.remove();
        }
      }),
      120,
    );
  });
});
