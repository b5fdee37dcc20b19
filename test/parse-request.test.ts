import { expect } from '@open-wc/testing';
import { looksSecret, parseRequest } from '../src/schema/parse-request.js';
import { parseServer } from '../src/schema/parse-asker.js';
import type { FieldModel } from '../src/model/field-model.js';
import everything from './fixtures/captured/2025-everything-elicitation-create-form.json';
import { oneField } from './helpers.js';

function fieldsOf(properties: Record<string, unknown>, required: string[] = []): FieldModel[] {
  const parsed = parseRequest({ message: 'm', requestedSchema: { type: 'object', properties, required } });
  if (parsed.mode !== 'form') throw new Error(`not a form: ${JSON.stringify(parsed)}`);
  return parsed.fields;
}

function problemsOf(params: unknown) {
  const parsed = parseRequest(params);
  if (parsed.mode !== 'unsupported') throw new Error(`expected unsupported, got ${parsed.mode}`);
  return parsed.problems;
}

describe('parseRequest', () => {
  describe('every variant of PrimitiveSchemaDefinition', () => {
    it('reads a string with its format and length bounds as a text field', () => {
      const [field] = fieldsOf({ email: { type: 'string', format: 'email', minLength: 3, maxLength: 40, title: 'Email' } }, ['email']);
      expect(field).to.deep.include({ kind: 'text', key: 'email', label: 'Email', format: 'email', minLength: 3, maxLength: 40, required: true });
    });

    it('keeps only the four formats the spec allows and treats others as plain text', () => {
      const fields = fieldsOf({
        a: { type: 'string', format: 'uri' },
        b: { type: 'string', format: 'date' },
        c: { type: 'string', format: 'date-time' },
        d: { type: 'string', format: 'hostname' },
      });
      expect(fields.map((f) => (f.kind === 'text' ? f.format : 'x'))).to.deep.equal(['uri', 'date', 'date-time', undefined]);
    });

    it('reads number and integer with their range', () => {
      const [n, i] = fieldsOf({ n: { type: 'number', minimum: 0, maximum: 1.5, default: 0.5 }, i: { type: 'integer', minimum: 1, default: 2 } });
      expect(n).to.deep.include({ kind: 'number', integer: false, minimum: 0, maximum: 1.5, default: 0.5 });
      expect(i).to.deep.include({ kind: 'number', integer: true, minimum: 1, default: 2 });
    });

    it('drops an integer default that is not a whole number', () => {
      const [i] = fieldsOf({ i: { type: 'integer', default: 2.5 } });
      expect(i).to.deep.include({ default: undefined });
    });

    it('reads a boolean with its default', () => {
      expect(fieldsOf({ b: { type: 'boolean', default: true } })[0]).to.deep.include({ kind: 'boolean', default: true });
    });

    it('reads an untitled enum as a select whose labels are the values', () => {
      const [f] = fieldsOf({ s: { type: 'string', enum: ['a', 'b'], default: 'b' } });
      expect(f).to.deep.include({ kind: 'select', default: 'b' });
      expect((f as { options: unknown }).options).to.deep.equal([
        { value: 'a', label: 'a' },
        { value: 'b', label: 'b' },
      ]);
    });

    it('reads a titled oneOf as a select that sends the const and shows the title', () => {
      const [f] = fieldsOf({
        s: {
          type: 'string',
          oneOf: [
            { const: 'hero-1', title: 'Superman' },
            { const: 'hero-2', title: 'Green Lantern' },
          ],
        },
      });
      expect((f as { options: unknown }).options).to.deep.equal([
        { value: 'hero-1', label: 'Superman' },
        { value: 'hero-2', label: 'Green Lantern' },
      ]);
    });

    it('reads the legacy enum with enumNames as titled options', () => {
      const [f] = fieldsOf({ s: { type: 'string', enum: ['pet-1', 'pet-2'], enumNames: ['Cats', 'Dogs'] } });
      expect((f as { options: unknown }).options).to.deep.equal([
        { value: 'pet-1', label: 'Cats' },
        { value: 'pet-2', label: 'Dogs' },
      ]);
    });

    it('reads an untitled multi-select (items.enum) with its item bounds', () => {
      const [f] = fieldsOf({ m: { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['x', 'y', 'z'] }, default: ['y'] } });
      expect(f).to.deep.include({ kind: 'multiselect', minItems: 1, maxItems: 2, default: ['y'] });
    });

    it('reads a titled multi-select (items.anyOf), and the draft items.oneOf form too', () => {
      const [a, b] = fieldsOf({
        a: { type: 'array', items: { anyOf: [{ const: 'fish-1', title: 'Tuna' }] } },
        b: { type: 'array', items: { oneOf: [{ const: 'c', title: 'C' }] } },
      });
      expect((a as { options: unknown }).options).to.deep.equal([{ value: 'fish-1', label: 'Tuna' }]);
      expect((b as { options: unknown }).options).to.deep.equal([{ value: 'c', label: 'C' }]);
    });

    it('reads all 13 fields of the server-everything request', () => {
      const parsed = parseRequest(everything.request.params);
      expect(parsed.mode).to.equal('form');
      const kinds = parsed.mode === 'form' ? parsed.fields.map((f) => f.kind) : [];
      expect(kinds).to.deep.equal(['text', 'boolean', 'text', 'text', 'text', 'text', 'number', 'number', 'select', 'multiselect', 'select', 'multiselect', 'select']);
    });
  });

  describe('labels and help', () => {
    it('labels a field by its title, else by its key', () => {
      const [a, b, c] = fieldsOf({ a: { type: 'string', title: 'Full name' }, b: { type: 'string' }, c: { type: 'string', title: '  ' } });
      expect([a.label, b.label, c.label]).to.deep.equal(['Full name', 'b', 'c']);
    });

    it('keeps the description as help text', () => {
      expect(fieldsOf({ a: { type: 'string', description: 'Why we ask' } })[0].description).to.equal('Why we ask');
    });
  });

  describe('defaults', () => {
    it('ignores a default of the wrong type or outside the options', () => {
      const fields = fieldsOf({
        t: { type: 'string', default: 3 },
        s: { type: 'string', enum: ['a'], default: 'z' },
        m: { type: 'array', items: { enum: ['a', 'b'] }, default: ['b', 'zz', 'b'] },
        b: { type: 'boolean', default: 'yes' },
      });
      expect(fields.map((f) => f.default)).to.deep.equal([undefined, undefined, ['b'], undefined]);
    });
  });

  describe('hostile and odd input', () => {
    it('ignores keywords it does not render, such as pattern, instead of rejecting the request', () => {
      const [f] = fieldsOf({ code: { type: 'string', pattern: '^(a+)+$', minLength: 2 } });
      expect(f).to.deep.include({ kind: 'text', minLength: 2 });
      expect(f).not.to.have.property('pattern');
    });

    it('refuses a keyword that constrains the answer but has the wrong kind of value: the form could not apply it', () => {
      const parsed = parseRequest({
        message: 'm',
        requestedSchema: {
          type: 'object',
          properties: { t: { type: 'string', minLength: -1 }, n: { type: 'number', minimum: 'x' }, h: { type: 'integer', maximum: Infinity }, e: { type: 'string', enum: 'a' } },
        },
      });
      expect(parsed).to.deep.include({ mode: 'unsupported' });
      expect((parsed as { problems: unknown[] }).problems).to.deep.equal([
        { code: 'bad-keyword', field: 't', keyword: 'minLength' },
        { code: 'bad-keyword', field: 'n', keyword: 'minimum' },
        { code: 'bad-keyword', field: 'h', keyword: 'maximum' },
        { code: 'bad-keyword', field: 'e', keyword: 'enum' },
      ]);
    });

    it('refuses a required that is not a list of names, and keeps a wrong title or default out of the way', () => {
      expect(parseRequest({ message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'string' } }, required: 'a' } })).to.deep.include({
        mode: 'unsupported',
        problems: [{ code: 'bad-keyword', field: 'requestedSchema', keyword: 'required' }],
      });
      const [f] = fieldsOf({ a: { type: 'string', title: 5, default: 7 } });
      expect(f).to.deep.include({ label: 'a', default: undefined });
    });

    it('treats a property called __proto__ as an ordinary field', () => {
      const parsed = parseRequest(JSON.parse('{"message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}}'));
      expect(parsed.mode).to.equal('form');
      if (parsed.mode === 'form') expect(parsed.fields[0]).to.deep.include({ key: '__proto__', required: true });
    });

    it('drops duplicate options, keeping the first', () => {
      const [f] = fieldsOf({ s: { type: 'string', enum: ['a', 'a', 'b'] } });
      expect((f as { options: { value: string }[] }).options.map((o) => o.value)).to.deep.equal(['a', 'b']);
    });

    it('refuses a number among the options (MCP forms have no number enums)', () => {
      expect(parseRequest({ message: 'm', requestedSchema: { type: 'object', properties: { s: { type: 'string', enum: ['a', 3] } } } })).to.deep.include({ mode: 'unsupported' });
    });

    it('accepts an empty properties object as a plain confirmation', () => {
      expect(parseRequest({ message: 'Go ahead?', requestedSchema: { type: 'object', properties: {} } })).to.deep.equal({
        mode: 'form',
        message: 'Go ahead?',
        messageHadBidi: false,
        fields: [],
        notes: [],
      });
    });

    it('treats a missing message as empty rather than failing', () => {
      expect(parseRequest({ requestedSchema: { type: 'object', properties: {} } })).to.deep.include({ message: '' });
    });
  });

  describe('requests it cannot show', () => {
    it('says a non-object request is not an object', () => {
      expect(problemsOf('hello')).to.deep.equal([{ code: 'not-an-object' }]);
      expect(problemsOf(null)).to.deep.equal([{ code: 'not-an-object' }]);
    });

    it('says when requestedSchema is missing', () => {
      expect(problemsOf({ message: 'm' })).to.deep.equal([{ code: 'no-schema' }]);
    });

    it('says what a requestedSchema that is not an object is: a string, an array, null', () => {
      expect(problemsOf({ message: 'm', requestedSchema: '{"type":"object"}' })).to.deep.equal([{ code: 'schema-wrong-kind', given: 'string' }]);
      expect(problemsOf({ message: 'm', requestedSchema: [] })).to.deep.equal([{ code: 'schema-wrong-kind', given: 'array' }]);
      expect(problemsOf({ message: 'm', requestedSchema: null })).to.deep.equal([{ code: 'schema-wrong-kind', given: 'null' }]);
    });

    it('notes each value an enum repeats, and each option dropped for a value already taken, with the titles kept and dropped', () => {
      const parsed = parseRequest({
        message: 'm',
        requestedSchema: {
          type: 'object',
          properties: {
            size: { type: 'string', enum: ['s', 's', 'm', 's'] },
            agent: {
              type: 'string',
              oneOf: [
                { const: 'a', title: 'Ann' },
                { const: 'a', title: 'Ann again' },
              ],
            },
            tags: {
              type: 'array',
              items: {
                anyOf: [
                  { const: 't', title: 'T' },
                  { const: 't', title: 'T2' },
                ],
              },
            },
          },
        },
      });
      expect(parsed.mode === 'form' && parsed.notes).to.deep.equal([
        { code: 'duplicate-enum', field: 'size', value: 's' },
        { code: 'duplicate-option', field: 'agent', value: 'a', kept: 'Ann', dropped: 'Ann again' },
        { code: 'duplicate-option', field: 'tags', value: 't', kept: 'T', dropped: 'T2' },
      ]);
    });

    it('says when the schema is not an object schema or has no properties', () => {
      expect(problemsOf({ message: 'm', requestedSchema: { type: 'array' } })).to.deep.equal([{ code: 'schema-not-object' }, { code: 'no-properties' }]);
    });

    it('names every field it cannot render, and why', () => {
      const problems = problemsOf({
        message: 'm',
        requestedSchema: {
          type: 'object',
          properties: {
            address: { type: 'object', properties: { street: { type: 'string' } } },
            people: { type: 'array', items: { type: 'object' } },
            tags: { type: 'array', items: { type: 'string' } },
            when: { type: 'null' },
            weird: { type: ['string', 'null'] },
            untyped: { title: 'x' },
            empty: { type: 'string', enum: [] },
            notSchema: 5,
          },
          required: ['ghost'],
        },
      });
      expect(problems).to.deep.equal([
        { code: 'nested-object', field: 'address' },
        { code: 'array-of-objects', field: 'people' },
        { code: 'unsupported-array', field: 'tags' },
        { code: 'unknown-type', field: 'when', type: '"null"' },
        { code: 'unknown-type', field: 'weird', type: '["string","null"]' },
        { code: 'unknown-type', field: 'untyped', type: '(none)' },
        { code: 'no-options', field: 'empty' },
        { code: 'not-a-field', field: 'notSchema' },
        { code: 'not-a-field', field: 'ghost' },
      ]);
    });

    it('refuses a mode it does not know', () => {
      expect(problemsOf({ mode: 'voice', message: 'm' })).to.deep.equal([{ code: 'unknown-mode', mode: 'voice' }]);
    });
  });

  describe('URL mode', () => {
    it('reads the url and message, and tolerates a legacy elicitationId', () => {
      expect(parseRequest({ mode: 'url', message: 'Sign in', url: 'https://a.example/x', elicitationId: 'e-1' })).to.deep.equal({
        mode: 'url',
        message: 'Sign in',
        messageHadBidi: false,
        url: 'https://a.example/x',
        urlText: 'https://a.example/x',
      });
    });
  });
});

describe('looksSecret', () => {
  it('flags names and titles that ask for secrets, in any casing or separator', () => {
    for (const name of ['password', 'apiKey', 'api_key', 'API Key', 'githubToken', 'client-secret', 'cardNumber', 'Credit card', 'cvv', 'PIN']) {
      expect(looksSecret(name), name).to.equal(true);
    }
  });

  it('flags every word it looks for, however the name is written', () => {
    const names = ['passwd', 'passcode', 'Passphrase', 'pwd', 'secrets', 'tokens', 'apikey', 'accessKey', 'private_key', 'clientSecret'];
    names.push('card-no', 'cardNum', 'CVC', 'iban', 'SSN', 'socialSecurity', 'pin.code');
    for (const name of names) expect(looksSecret(name), name).to.equal(true);
  });

  it('leaves ordinary fields alone', () => {
    for (const name of ['name', 'email', 'username', 'passport', 'passenger', 'tokenizer', 'spinner', 'description']) {
      expect(looksSecret(name), name).to.equal(false);
    }
  });
});

describe('server text in field models', () => {
  it('has bidi controls made visible in labels, help and option titles, once, when parsed', () => {
    const [field, select] = (() => {
      const parsed = parseRequest({
        message: '',
        requestedSchema: {
          type: 'object',
          properties: {
            a: { type: 'string', title: 'Name\u202E', description: 'Help\u2066' },
            b: { type: 'string', oneOf: [{ const: 'x', title: 'X\u202D' }] },
          },
        },
      });
      if (parsed.mode !== 'form') throw new Error('not a form');
      return parsed.fields;
    })();
    expect([field.label, field.description]).to.deep.equal(['Name[U+202E]', 'Help[U+2066]']);
    expect((select as { options: { label: string; value: string }[] }).options).to.deep.equal([{ value: 'x', label: 'X[U+202D]' }]);
  });
});

describe('server text in the rest of a request', () => {
  it('reveals bidi controls in the message and says that it had some, for a warning where a link is at stake', () => {
    const parsed = parseRequest({ mode: 'url', message: 'Open \u202Egpj.exe', url: 'https://a.example/\u202E' });
    expect(parsed).to.deep.include({ message: 'Open [U+202E]gpj.exe', messageHadBidi: true, url: 'https://a.example/\u202E', urlText: 'https://a.example/[U+202E]' });
  });

  it('reveals bidi controls in the field keys and modes it names as problems', () => {
    expect(problemsOf({ message: '', requestedSchema: { type: 'object', properties: { 'a\u2067': { type: 'object' } } } })).to.deep.equal([
      { code: 'nested-object', field: 'a[U+2067]' },
    ]);
    expect(problemsOf({ mode: 'v\u202Eoice', message: '' })).to.deep.equal([{ code: 'unknown-mode', mode: 'v[U+202E]oice' }]);
  });
});

describe('parseServer', () => {
  it('trims the host’s name for the server and reveals bidi controls in it and its origin', () => {
    expect(parseServer({ name: '  Help\u202E desk ', origin: 'https://h.example' })).to.deep.equal({ name: 'Help[U+202E] desk', origin: 'https://h.example' });
  });

  it('gives an empty name for a missing or non-text one, so the element can say it is unidentified', () => {
    expect(parseServer(undefined)).to.deep.equal({ name: '' });
    expect(parseServer({ name: 42 } as unknown as { name: string })).to.deep.equal({ name: '' });
  });
});

describe('parseRequest: defects found by the answers property, each kept fixed', () => {
  afterEach(() => {
    document.querySelectorAll('body > mcp-elicitation').forEach((el) => el.remove());
    sessionStorage.clear();
  });

  it('a date or date-time default its control cannot show is no default, rather than one silently dropped', () => {
    const parsed = parseRequest({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: {
          d: { type: 'string', format: 'date', default: '2026-12-24T17:00:00Z' },
          t: { type: 'string', format: 'date-time', default: '2026-12-24' },
          ok: { type: 'string', format: 'date', default: '2026-12-24' },
        },
      },
    });
    expect(parsed.mode === 'form' && parsed.fields.map((f) => (f as { default?: string }).default)).to.deep.equal([undefined, undefined, '2026-12-24']);
  });

  it('an option whose value would show nothing (" ", a zero-width space) is spelled out', () => {
    const parsed = parseRequest(oneField('p', { type: 'string', enum: [' ', '\u200b', 'x'] }));
    expect(parsed.mode === 'form' && (parsed.fields[0] as { options: { label: string }[] }).options.map((o) => o.label)).to.deep.equal(['[U+0020]', '[U+200B]', 'x']);
  });
});
