import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AnswerError, planAnswer } from '../../src/testing/plan.js';
import type { FieldReading, QuestionReading } from '../../src/testing/reading.js';

// How the testing kit plans an answer to the controls the extensions add (openai/elicitation
// suggestions and resources, x-mcp-file files): pure, so both drivers carry out the same plan.

const reading = (...fields: Omit<FieldReading, 'name' | 'value' | 'required'>[]): QuestionReading => ({
  mode: 'form',
  server: 'Parts shop',
  message: 'Tell us',
  fields: fields.map((f) => ({ name: f.label, value: undefined, required: false, ...f })),
  problems: [],
  actions: ['accept', 'decline', 'cancel'],
  answered: false,
});
const SUGGESTED = [
  { title: 'M6 hex bolt', value: 'hex-bolt' },
  { title: 'M6 washer', value: 'washer' },
];
const PARTS = [
  { title: 'M6 hex bolt', value: 'cad://parts/hex-bolt' },
  { title: 'Spacer', value: 'cad://parts/spacer' },
];
const file = { name: 'bracket.stl', type: 'model/stl', contents: 'solid bracket' };
const refusal = (run: () => unknown): AnswerError => {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof AnswerError, String(error));
    return error;
  }
  assert.fail('expected an AnswerError');
};
const steps = (q: QuestionReading, values: Record<string, unknown>) => planAnswer(q, values).map(({ field, index, ...step }) => (void field, void index, step));

describe('the testing kit’s plan for the extensions’ controls', () => {
  const part = reading({ key: 'part', label: 'Part', control: 'combobox', multiple: false, options: SUGGESTED, ownText: true });
  const accessories = reading({ key: 'accessories', label: 'Accessories', control: 'combobox', multiple: true, options: SUGGESTED, ownText: true });

  it('picks a suggestion by its title or its value, and types anything else as the person’s own text', () => {
    assert.deepEqual(steps(part, { Part: 'M6 washer' }), [{ do: 'choose', title: 'M6 washer' }]);
    assert.deepEqual(steps(part, { Part: 'hex-bolt' }), [{ do: 'choose', title: 'M6 hex bolt' }]);
    assert.deepEqual(steps(part, { Part: 'a bolt of my own' }), [{ do: 'type-own', text: 'a bolt of my own' }]);
    assert.match(refusal(() => planAnswer(part, { Part: 3 })).message, /^"Part" takes one of its suggestions or text of your own; 3 is neither\.$/);
  });

  it('ticks suggestions in a list by title and adds the person’s own entries after them', () => {
    assert.deepEqual(steps(accessories, { Accessories: ['washer', 'custom-spacer', 'M6 hex bolt'] }), [
      { do: 'tick-options', titles: ['M6 washer', 'M6 hex bolt'], own: ['custom-spacer'] },
    ]);
  });

  it('still refuses, in a combobox that takes no text of the person’s own, an option it does not offer', () => {
    const closed = reading({ key: 'part', label: 'Part', control: 'combobox', multiple: false, options: SUGGESTED });
    assert.match(refusal(() => planAnswer(closed, { Part: 'a bolt of my own' })).message, /^"Part" offers no option "a bolt of my own"/);
  });

  it('picks resources by title or URI, and adds the person’s own files only where the field takes them', () => {
    const one = reading({ key: 'reference', label: 'Reference', control: 'resource', multiple: false, options: PARTS });
    assert.deepEqual(steps(one, { Reference: 'cad://parts/spacer' }), [{ do: 'pick-resources', titles: ['Spacer'], files: [] }]);
    assert.match(refusal(() => planAnswer(one, { Reference: file })).message, /^"Reference" takes only the resources it offers, not a file of the person's own\.$/);
    assert.match(refusal(() => planAnswer(one, { Reference: ['Spacer'] })).message, /^"Reference" takes one resource, not a list\.$/);

    const drawings = reading({ key: 'drawings', label: 'Drawings', control: 'resource', multiple: true, options: PARTS, files: { accept: ['.stl'], kind: 'file' } });
    assert.deepEqual(steps(drawings, { Drawings: ['M6 hex bolt', file] }), [{ do: 'pick-resources', titles: ['M6 hex bolt'], files: [file] }]);
    assert.match(refusal(() => planAnswer(drawings, { Drawings: ['A nut'] })).message, /^"Drawings" offers no option "A nut"/);
  });

  it('attaches a test file to a file field, removes it for null, and refuses anything else naming the field', () => {
    const invoice = reading({ key: 'invoice', label: 'Invoice', control: 'file', files: { accept: ['text/plain'], maxSize: 1024 } });
    assert.deepEqual(steps(invoice, { Invoice: file }), [{ do: 'attach', file }]);
    assert.deepEqual(steps(invoice, { Invoice: null }), [{ do: 'attach', file: null }]);
    const error = refusal(() => planAnswer(invoice, { Invoice: 'data:text/plain;base64,aGk=' }));
    assert.equal(error.field, 'Invoice');
    assert.match(error.message, /^"Invoice" takes a file: give \{ name, type, contents \}, or null to remove it/);
  });
});
