// Generated inputs for the property tests: requestedSchemas inside the spec's subset (every kind and
// format, bounds, enums titled and legacy, defaults valid and invalid, dates that do not exist,
// date-times with milliseconds or before standard time) and outside it (nested
// objects, arrays of objects, unknown types, keywords of the wrong type, huge numbers, odd keys).
import fc from 'fast-check';

type Json = Record<string, unknown>;

/** Property names, odd ones often: prototype names, separators, empty, invisible, other scripts. */
export const propertyKey = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,10}$/) },
  { weight: 2, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'a.b', 'a/b', 'a~b', '', ' ', '\u200b', 'имя', '名前', 'ﷺ', '😀') },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Server text: plain, empty, blank, bidi controls, markup, very long. */
export const serverText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom('', '   ', '\u202Egnp.exe', '<b>x</b>', 'مرحبا', 'x'.repeat(300)) },
);

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const bound = fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constant(0));
// 2 ** 53: the first integer past Number.MAX_SAFE_INTEGER (what 9007199254740993 in JSON becomes).
const number = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0, 2 ** 53, 1e21));

/** Drops the keys whose value is undefined (a schema as JSON would carry it). */
function defined(schema: Json): Json {
  return Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined));
}

const common = { title: maybe(serverText), description: maybe(serverText) };

/** Options as the spec writes them: values unique or not, titles or not. */
const optionValues = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 20 });
const withDuplicates = (values: string[]) => fc.constantFrom(values, [...values, values[0]]);

const stringSchema = fc.record({
  type: fc.constant('string'),
  ...common,
  minLength: maybe(bound),
  maxLength: maybe(fc.integer({ min: 0, max: 40 })),
  format: maybe(fc.constantFrom('email', 'uri', 'date', 'date-time')),
  default: maybe(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('ada@example.com', '2026-12-24', '2026-12-24T17:00:00Z', 'https://example.com'), fc.integer())),
});

/** Days at the end of a month, some of which do not exist (2026-04-31, 2100-02-29). */
const monthEnd = fc
  .tuple(fc.integer({ min: 1800, max: 2400 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 28, max: 31 }))
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${d}`);

/** A date field whose default may be a day that does not exist. */
const dateSchema = fc.record({ type: fc.constant('string'), ...common, format: fc.constant('date'), default: maybe(fc.oneof(monthEnd, fc.constant('2026-12-24'))) });

/** A date-time field whose default has milliseconds, an offset, or falls before standard time. */
const dateTimeSchema = fc.record({
  type: fc.constant('string'),
  ...common,
  format: fc.constant('date-time'),
  default: maybe(
    fc.oneof(
      fc.date({ min: new Date('1850-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom('2026-12-24T17:00:00.5+05:30', '1890-06-01T12:00:00+01:00', '2026-12-24T17:00:00Z'),
    ),
  ),
});

const numberSchema = fc.record({
  type: fc.constantFrom('number', 'integer'),
  ...common,
  minimum: maybe(number),
  maximum: maybe(number),
  default: maybe(fc.oneof(number, fc.string({ maxLength: 3 }))),
});

const booleanSchema = fc.record({ type: fc.constant('boolean'), ...common, default: maybe(fc.oneof(fc.boolean(), fc.constant('yes'))) });

const untitledEnum = optionValues.chain((values) =>
  fc.record({ type: fc.constant('string'), ...common, enum: withDuplicates(values), default: maybe(fc.oneof(fc.constantFrom(...values), fc.constant('not-an-option'))) }),
);
const titledEnum = optionValues.chain((values) =>
  fc.record({
    type: fc.constant('string'),
    ...common,
    // Sometimes options share titles in pairs, as a careless server writes them.
    oneOf: fc.boolean().map((twins) => values.map((value, i) => ({ const: value, title: `Title ${twins && i % 2 ? values[i - 1] : value}` }))),
    default: maybe(fc.constantFrom(...values)),
  }),
);
const legacyEnum = optionValues.chain((values) =>
  fc.record({
    type: fc.constant('string'),
    ...common,
    enum: fc.constant(values),
    enumNames: fc.constant(values.map((v) => `Name ${v}`)),
    default: maybe(fc.constantFrom(...values)),
  }),
);
const untitledMulti = optionValues.chain((values) =>
  fc.record({
    type: fc.constant('array'),
    ...common,
    minItems: maybe(fc.integer({ min: 0, max: 3 })),
    maxItems: maybe(fc.integer({ min: 0, max: 5 })),
    items: fc.constant({ type: 'string', enum: values }),
    default: maybe(fc.subarray([...values, values[0]])),
  }),
);
const titledMulti = optionValues.chain((values) =>
  fc.record({
    type: fc.constant('array'),
    ...common,
    minItems: maybe(fc.integer({ min: 0, max: 3 })),
    maxItems: maybe(fc.integer({ min: 0, max: 5 })),
    items: fc.constant({ anyOf: values.map((value) => ({ const: value, title: `Title ${value}` })) }),
    default: maybe(fc.shuffledSubarray(values)),
  }),
);

/** One property of the spec's subset (PrimitiveSchemaDefinition), every variant. */
export const supportedProperty: fc.Arbitrary<Json> = fc
  .oneof(stringSchema, dateSchema, dateTimeSchema, numberSchema, booleanSchema, untitledEnum, titledEnum, legacyEnum, untitledMulti, titledMulti)
  .map((s) => defined(s as Json));

/** A requestedSchema inside the subset: flat properties, some required. */
export const supportedSchema: fc.Arbitrary<Json> = fc
  .uniqueArray(fc.tuple(propertyKey, supportedProperty), { minLength: 0, maxLength: 6, selector: ([key]) => key })
  .chain((entries) =>
    fc.subarray(entries.map(([key]) => key)).map((required) => {
      const properties: Json = {};
      for (const [key, schema] of entries) Object.defineProperty(properties, key, { value: schema, enumerable: true, writable: true, configurable: true });
      return { type: 'object', properties, required };
    }),
  );

/** One property outside the subset, each a reason a form cannot be shown. */
export const unsupportedProperty: fc.Arbitrary<Json> = fc.oneof(
  fc.constant({ type: 'object', properties: { street: { type: 'string' } } }),
  fc.constant({ type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } }),
  fc.constant({ type: 'array', items: { type: 'string' } }),
  fc.constantFrom('null', 'any', 'date', 'file').map((type) => ({ type })),
  fc.constant({ type: ['string', 'null'] }),
  fc.constant({}),
  fc.constantFrom(
    { type: 'string', minLength: '5' },
    { type: 'string', maxLength: -1 },
    { type: 'string', enum: 'a' },
    { type: 'string', enum: [1, 2] },
    { type: 'string', oneOf: 'a' },
    { type: 'number', minimum: 'x' },
    { type: 'integer', maximum: Infinity },
    { type: 'number', minimum: Number.NaN },
    { type: 'array', items: { enum: ['a'] }, minItems: 1.5 },
    { type: 'string', format: 7 },
  ),
  fc.constant({ type: 'string', enum: [] }),
  fc.constant({ type: 'array', items: { anyOf: [] } }),
);

/** A requestedSchema with at least one property outside the subset (or a broken shape itself). */
export const unsupportedSchema: fc.Arbitrary<Json> = fc.oneof(
  fc.tuple(supportedSchema, propertyKey, unsupportedProperty).map(([schema, key, bad]) => {
    const properties = { ...(schema.properties as Json) };
    Object.defineProperty(properties, `${key}!`, { value: bad, enumerable: true, writable: true, configurable: true });
    return { ...schema, properties };
  }),
  fc.constantFrom<Json>(
    { type: 'string' },
    { type: 'object' },
    { type: 'object', properties: [] },
    { type: 'object', properties: {}, required: 'a' },
    { type: 'object', properties: {}, required: ['ghost'] },
  ),
);

/** `elicitation/create` params around a schema. */
export const formRequest = (schema: fc.Arbitrary<Json>) => fc.record({ message: serverText, requestedSchema: schema });

/** Anything at all: what a broken or hostile server might send as params. */
export const anything = fc.oneof(fc.anything(), fc.jsonValue(), formRequest(fc.anything() as fc.Arbitrary<Json>));
