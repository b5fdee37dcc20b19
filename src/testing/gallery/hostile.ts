import type { GalleryCase } from './types.js';

const server = { name: 'Gallery', origin: 'https://mcp.example.com' };
const schema = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required });

const MARKUP = '<img src=x onerror="alert(1)"><b>Bold?</b> <a href="javascript:alert(2)">Click</a>';
const LONG = 'The server explains itself at length. '.repeat(1300);

/** Server text that must stay text, and schema shapes that must not be half-shown. */
export const hostile: GalleryCase[] = [
  {
    name: 'markup-in-text',
    about: 'HTML in the message, a title and an option: shown as the characters it is, never as markup.',
    server,
    request: {
      mode: 'form',
      message: MARKUP,
      requestedSchema: schema({ pick: { type: 'string', title: '<script>alert(3)</script>', enum: ['<i>one</i>', 'two'] } }),
    },
    expect: {
      shows: 'form',
      fields: [
        {
          key: 'pick',
          label: '<script>alert(3)</script>',
          kind: 'choice',
          required: false,
          options: [
            { title: '<i>one</i>', value: '<i>one</i>' },
            { title: 'two', value: 'two' },
          ],
        },
      ],
      sends: [{ values: { '<script>alert(3)</script>': '<i>one</i>' }, content: { pick: '<i>one</i>' } }],
      showsText: [MARKUP, '<script>alert(3)</script>'],
    },
  },
  {
    name: 'bidi-in-message',
    about: 'A right-to-left override in the message, which would show “Decline” reading as “enilceD”: the controls are made visible.',
    server,
    request: { mode: 'form', message: 'Press \u202Eenilced\u202C to keep your data', requestedSchema: schema({ ok: { type: 'boolean', title: 'OK' } }) },
    expect: { shows: 'form', fields: [{ key: 'ok', label: 'OK', kind: 'boolean', required: false }], revealsBidi: true },
  },
  {
    name: 'very-long-message',
    about: 'A 49,000-character message: shown in parts, and the form below it still answers.',
    server,
    request: { mode: 'form', message: LONG, requestedSchema: schema({ ok: { type: 'boolean', title: 'Understood' } }, ['ok']) },
    expect: {
      shows: 'form',
      fields: [{ key: 'ok', label: 'Understood', kind: 'boolean', required: true, value: false }],
      sends: [{ values: { Understood: true }, content: { ok: true } }],
    },
  },
  {
    name: 'prototype-keys',
    about: 'Properties named __proto__ and constructor: answered and sent like any other key, polluting nothing.',
    server,
    request: JSON.parse(
      '{"mode":"form","message":"Odd names","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string","title":"Proto","minLength":2},"constructor":{"type":"string","title":"Constructor"}},"required":["__proto__"]}}',
    ),
    expect: {
      shows: 'form',
      fields: [
        { key: '__proto__', label: 'Proto', kind: 'text', required: true },
        { key: 'constructor', label: 'Constructor', kind: 'text', required: false },
      ],
      sends: [{ values: { Proto: 'xy', Constructor: 'z' }, content: JSON.parse('{"__proto__":"xy","constructor":"z"}') }],
      refuses: [
        { values: {}, field: '__proto__' },
        { values: { Proto: 'x' }, field: '__proto__' },
      ],
    },
  },
  {
    name: 'unicode-keys-and-titles',
    about: 'Keys and titles in other scripts, right-to-left among them.',
    server,
    request: { mode: 'form', message: 'שלום! Как вас зовут?', requestedSchema: schema({ 名前: { type: 'string', title: 'الاسم' } }, ['名前']) },
    expect: {
      shows: 'form',
      fields: [{ key: '名前', label: 'الاسم', kind: 'text', required: true }],
      sends: [{ values: { الاسم: 'Ada' }, content: { 名前: 'Ada' } }],
      showsText: ['שלום! Как вас зовут?'],
    },
  },
  {
    name: 'nested-object',
    about: 'A property that is an object: outside the flat schema elicitation allows, so not half-shown.',
    server,
    request: { mode: 'form', message: 'Where?', requestedSchema: schema({ address: { type: 'object', properties: { city: { type: 'string' } } } }) },
    expect: { shows: 'unsupported', because: ['nested-object'] },
  },
  {
    name: 'array-of-objects',
    about: 'A list of objects, which no flat form can take.',
    server,
    request: { mode: 'form', message: 'Who?', requestedSchema: schema({ people: { type: 'array', items: { type: 'object' } } }) },
    expect: { shows: 'unsupported', because: ['array-of-objects'] },
  },
  {
    name: 'constraint-of-the-wrong-kind',
    about: 'minLength given as a string: a form cannot check it, so it must not pretend to.',
    server,
    request: { mode: 'form', message: 'Postcode?', requestedSchema: schema({ postcode: { type: 'string', minLength: '5' } }) },
    expect: { shows: 'unsupported', because: ['bad-keyword'] },
  },
  {
    name: 'unknown-type',
    about: 'A property of a type elicitation does not have.',
    server,
    request: { mode: 'form', message: 'Nothing?', requestedSchema: schema({ nothing: { type: 'null' } }) },
    expect: { shows: 'unsupported', because: ['unknown-type'] },
  },
  {
    name: 'required-field-missing',
    about: 'required names a field the schema does not have: Accept could never be honest.',
    server,
    request: { mode: 'form', message: 'Name?', requestedSchema: schema({ name: { type: 'string' } }, ['name', 'age']) },
    expect: { shows: 'unsupported', because: ['not-a-field'] },
  },
  {
    name: 'schema-not-an-object',
    about: 'A requestedSchema whose type is not object.',
    server,
    request: { mode: 'form', message: 'Hmm', requestedSchema: { type: 'string' } },
    expect: { shows: 'unsupported', because: ['schema-not-object', 'no-properties'] },
  },
  {
    name: 'unknown-mode',
    about: 'A mode this protocol does not have.',
    server,
    request: { mode: 'carrier-pigeon', message: 'Coo' },
    expect: { shows: 'unsupported', because: ['unknown-mode'] },
  },
];
