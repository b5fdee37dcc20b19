import { expect } from '@open-wc/testing';
import { collectContent, draftValue, initialDraft, type Draft } from '../src/schema/form-state.js';
import { localToRfc3339, offsetOf, rfc3339ToLocal } from '../src/schema/datetime.js';
import { parseRequest } from '../src/schema/parse-request.js';
import type { FieldModel } from '../src/model/field-model.js';

function field(schema: Record<string, unknown>, required = false): FieldModel {
  const parsed = parseRequest({ message: '', requestedSchema: { type: 'object', properties: { f: schema }, required: required ? ['f'] : [] } });
  if (parsed.mode !== 'form') throw new Error('not a form');
  return parsed.fields[0];
}

describe('drafts and content', () => {
  describe('what an empty field sends', () => {
    it('omits an optional text, number, select or multi-select left empty', () => {
      expect(draftValue(field({ type: 'string' }), '')).to.deep.equal({});
      expect(draftValue(field({ type: 'number' }), '')).to.deep.equal({});
      expect(draftValue(field({ type: 'string', enum: ['a'] }), '')).to.deep.equal({});
      expect(draftValue(field({ type: 'array', items: { enum: ['a'] } }), [])).to.deep.equal({});
    });

    it('omits an optional checkbox nobody touched, but sends false for a required one', () => {
      expect(draftValue(field({ type: 'boolean' }), undefined)).to.deep.equal({});
      expect(draftValue(field({ type: 'boolean' }, true), undefined)).to.deep.equal({ value: false });
    });

    it('sends an empty list for a required multi-select with nothing chosen (minItems decides if that is enough)', () => {
      expect(draftValue(field({ type: 'array', items: { enum: ['a'] } }, true), [])).to.deep.equal({ value: [] });
    });
  });

  describe('numbers', () => {
    it('sends numbers as JSON numbers and integers as integers', () => {
      expect(draftValue(field({ type: 'number' }), '3.25')).to.deep.equal({ value: 3.25 });
      expect(draftValue(field({ type: 'integer' }), '42')).to.deep.equal({ value: 42 });
      expect(draftValue(field({ type: 'integer' }), '7.0')).to.deep.equal({ value: 7 });
    });

    it('reports text the browser could not read as a number', () => {
      expect(draftValue(field({ type: 'number' }), '', true)).to.deep.equal({ issue: { key: 'f', code: 'badInput' } });
    });

    it('refuses an integer too large to send exactly', () => {
      expect(draftValue(field({ type: 'integer' }), '9007199254740993')).to.deep.equal({ issue: { key: 'f', code: 'unsafeInteger' } });
    });
  });

  describe('defaults and pre-fill', () => {
    it('starts every kind of control from the schema default', () => {
      expect(initialDraft(field({ type: 'string', default: 'x' }))).to.equal('x');
      expect(initialDraft(field({ type: 'integer', default: 4 }))).to.equal('4');
      expect(initialDraft(field({ type: 'boolean', default: false }))).to.equal(false);
      expect(initialDraft(field({ type: 'array', items: { enum: ['a', 'b'] }, default: ['b'] }))).to.deep.equal(['b']);
    });

    it('prefers a pre-filled answer to the default, but only one that fits the field', () => {
      const f = field({ type: 'string', enum: ['a', 'b'], default: 'a' });
      expect(initialDraft(f, 'b')).to.equal('b');
      expect(initialDraft(f, 'zzz')).to.equal('a');
    });
  });

  describe('collectContent', () => {
    it('builds content keyed by property name, with own keys even for __proto__', () => {
      const parsed = parseRequest(JSON.parse('{"message":"","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string"},"n":{"type":"integer"}}}}'));
      if (parsed.mode !== 'form') throw new Error('not a form');
      const drafts = new Map<string, Draft>([
        ['__proto__', 'polluted?'],
        ['n', '5'],
      ]);
      const { content, issues } = collectContent(parsed.fields, drafts);
      expect(issues).to.deep.equal([]);
      expect(Object.getPrototypeOf(content)).to.equal(Object.prototype);
      expect(Object.hasOwn(content, '__proto__')).to.equal(true);
      expect(JSON.stringify(content)).to.equal('{"__proto__":"polluted?","n":5}');
    });
  });
});

describe('date-time conversion', () => {
  it('turns a local datetime-local value into RFC 3339 with the local offset and seconds', () => {
    const value = localToRfc3339('2026-03-01T09:30')!;
    expect(value).to.match(/^2026-03-01T09:30:00[+-]\d{2}:\d{2}$/);
    expect(value.slice(-6)).to.equal(offsetOf(new Date(2026, 2, 1, 9, 30)));
    // The same instant, read back: no drift.
    expect(new Date(value).getTime()).to.equal(new Date(2026, 2, 1, 9, 30).getTime());
  });

  it('keeps seconds and milliseconds the person entered', () => {
    expect(localToRfc3339('2026-03-01T09:30:15.250')).to.match(/^2026-03-01T09:30:15\.250[+-]\d{2}:\d{2}$/);
  });

  it('rejects dates that do not exist', () => {
    expect(localToRfc3339('2026-02-30T10:00')).to.equal(undefined);
    expect(localToRfc3339('not a date')).to.equal(undefined);
  });

  it('shows an RFC 3339 default in local time, whatever offset it was written in', () => {
    const local = rfc3339ToLocal('2026-06-01T12:00:00Z');
    expect(new Date(local).getTime()).to.equal(Date.UTC(2026, 5, 1, 12));
    expect(rfc3339ToLocal('yesterday')).to.equal('');
    expect(rfc3339ToLocal('2026-06-01T12:00:00')).to.equal('', 'a date-time without an offset is ambiguous');
  });

  it('sends a date-time field as RFC 3339 with an offset', () => {
    const { value } = draftValue(field({ type: 'string', format: 'date-time' }), '2026-12-24T18:00');
    expect(value).to.match(/^2026-12-24T18:00:00[+-]\d{2}:\d{2}$/);
  });
});
