import { canShow } from './datetime.js';
import type { FieldModel, Note, Option, Problem, TextFormat } from '../model/field-model.js';
import { hasBidiControls, revealBidiControls } from '../internal/bidi.js';
import { UnreadableRequest } from '../model/unreadable-request.js';
import { isObject, type Json } from '../model/json.js';
import { visible } from './parse-asker.js';

/** What every parsed request carries: the server's message, display-safe. */
interface Parsed {
  /** The message, with bidi controls shown as `[U+…]` (so it reads in its real order). */
  message: string;
  /** The message contained bidi controls (now shown): worth a warning where a link is at stake. */
  messageHadBidi: boolean;
}

/**
 * What an `elicitation/create` request asks, decided once: a form of field models, a URL to consent
 * to, or a request that cannot be shown (with every reason why). Pure: no DOM, no validator.
 *
 * This is the one place where server text is made display-safe: every label, description, option
 * title, message and field key in a problem has its bidi controls revealed here, so renderers show
 * what they get, as text.
 */
export type ParsedRequest =
  | (Parsed & {
      mode: 'form';
      fields: FieldModel[];
      /** What the request got wrong that the form shows anyway (merged or dropped options): for the developer's console. */
      notes: Note[];
    })
  | (Parsed & {
      mode: 'url';
      /** The URL as sent: what is analysed and, with consent, opened. */
      url: string;
      /** The URL as shown when it cannot be opened (bidi controls revealed). */
      urlText: string;
    })
  | (Parsed & { mode: 'unsupported'; problems: Problem[] });

const ownKeys = (value: Json): string[] => Object.keys(value);

const get = (value: Json, key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined);

/** Server text made display-safe (see `ParsedRequest`). */
const safe = revealBidiControls;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A name that shows nothing, spelled out: `""` for an empty one, `[U+200B]` for each invisible character. */
const spelledOut = (name: string): string =>
  name ? name.replace(/[\p{White_Space}\p{Default_Ignorable_Code_Point}]/gu, (c) => `[U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`) : '""';

const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

const FORMATS: readonly TextFormat[] = ['email', 'uri', 'date', 'date-time'];

const SECRET =
  /\b(password|passwd|passcode|passphrase|pwd|pin|secret|secrets|token|tokens|api key|apikey|access key|private key|client secret|credit card|card number|card no|card num|cvv|cvc|iban|ssn|social security)\b/i;

/** True when a field name or title reads like a request for a secret. */
export function looksSecret(...names: string[]): boolean {
  return names.some((name) =>
    SECRET.test(
      name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[_\-.]+/g, ' ')
        .toLowerCase(),
    ),
  );
}

/**
 * Options from `[{const, title}]`; entries without a string `const` are skipped, and of two with
 * one value the first is kept (each later one is noted in `notes`).
 */
export function titledOptions(key: string, entries: unknown[], notes: Note[]): Option[] {
  const options: Option[] = [];
  for (const entry of entries) {
    if (!isObject(entry)) continue;
    const value = text(get(entry, 'const'));
    if (value === undefined) continue;
    const label = safe(visible(get(entry, 'title')) ?? visible(value) ?? spelledOut(value));
    const first = options.find((o) => o.value === value);
    if (first) notes.push({ code: 'duplicate-option', field: safe(key), value: safe(value), kept: first.label, dropped: label });
    else options.push({ value, label });
  }
  return options;
}

/** Options from `enum` (and, for the legacy variant, `enumNames`); a value listed again is shown once (and noted). */
function enumOptions(key: string, values: unknown[], notes: Note[], names?: unknown): Option[] {
  const labels = Array.isArray(names) ? names : [];
  const options: Option[] = [];
  values.forEach((value, i) => {
    if (typeof value !== 'string') return;
    if (options.some((o) => o.value === value)) {
      if (!notes.some((n) => n.code === 'duplicate-enum' && n.field === safe(key) && n.value === safe(value)))
        notes.push({ code: 'duplicate-enum', field: safe(key), value: safe(value) });
      return;
    }
    // An option that would show nothing (" ", a zero-width space) is spelled out, as a blank key is.
    options.push({ value, label: safe(visible(labels[i]) ?? visible(value) ?? spelledOut(value)) });
  });
  return options;
}

const strings = (value: unknown): unknown[] | undefined => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined);
const objects = (value: unknown): unknown[] | undefined => (Array.isArray(value) && value.every(isObject) ? value : undefined);

/** Each keyword that constrains an answer, and what reads it (undefined: a value of the wrong kind). */
const CONSTRAINTS: Record<string, (value: unknown) => unknown> = {
  minLength: count,
  maxLength: count,
  minItems: count,
  maxItems: count,
  minimum: finite,
  maximum: finite,
  format: text,
  enum: strings,
  oneOf: objects,
  anyOf: objects,
};

/**
 * The first keyword of `schema` that constrains the answer but has a value of the wrong kind
 * (`minLength: "5"`, `maximum: Infinity`, `enum: "a"`): the form could not apply it, so it would
 * accept answers the server meant to refuse. Keywords that only present (title, description,
 * enumNames) and defaults are not checked: a wrong one is simply not used.
 */
function wrongKeyword(schema: Json): string | undefined {
  return Object.keys(CONSTRAINTS).find((keyword) => Object.hasOwn(schema, keyword) && CONSTRAINTS[keyword](schema[keyword]) === undefined);
}

/** What each kind of field is made with: the common part, with the kind's own added to it. */
export type MakeField = <T extends object>(own: T) => { key: string; label: string; description: string | undefined; required: boolean; secretLike: boolean } & T;

/** A string: a choice among options (oneOf or enum), or text with its format and lengths. */
function stringField(key: string, schema: Record<string, unknown>, notes: Note[], field: MakeField, fallback: unknown): FieldModel | Problem {
  const oneOf = get(schema, 'oneOf');
  const enumValues = get(schema, 'enum');
  if (Array.isArray(oneOf) || Array.isArray(enumValues)) {
    const options = Array.isArray(oneOf) ? titledOptions(key, oneOf, notes) : enumOptions(key, enumValues as unknown[], notes, get(schema, 'enumNames'));
    if (!options.length) return { code: 'no-options', field: safe(key) };
    const chosen = text(fallback);
    return field({ kind: 'select' as const, options, default: options.some((o) => o.value === chosen) ? chosen : undefined });
  }
  const format = FORMATS.find((f) => f === get(schema, 'format'));
  const [minLength, maxLength] = [count(get(schema, 'minLength')), count(get(schema, 'maxLength'))];
  // A date or date-time control shows nothing it cannot read: such a default is no default
  // there, and is kept apart so that the form can say it was left out.
  const given = text(fallback);
  const shown = given === undefined || canShow(format, given);
  return field({ kind: 'text' as const, format, minLength, maxLength, default: shown ? given : undefined, unshown: shown ? undefined : given });
}

/** An array of choices (anyOf/oneOf titled, or enum): a multi-select; anything else cannot be asked. */
function multiselectField(key: string, schema: Record<string, unknown>, notes: Note[], field: MakeField, fallback: unknown): FieldModel | Problem {
  const items = get(schema, 'items');
  if (!isObject(items)) return { code: 'unsupported-array', field: safe(key) };
  if (items.type === 'object' || isObject(get(items, 'properties'))) return { code: 'array-of-objects', field: safe(key) };
  const titled = get(items, 'anyOf') ?? get(items, 'oneOf');
  const enumValues = get(items, 'enum');
  let options: Option[];
  if (Array.isArray(titled)) options = titledOptions(key, titled, notes);
  else if (Array.isArray(enumValues)) options = enumOptions(key, enumValues, notes);
  else return { code: 'unsupported-array', field: safe(key) };
  if (!options.length) return { code: 'no-options', field: safe(key) };
  const chosen = Array.isArray(fallback) ? fallback.filter((v): v is string => options.some((o) => o.value === v)) : undefined;
  return field({
    kind: 'multiselect' as const,
    options,
    minItems: count(get(schema, 'minItems')),
    maxItems: count(get(schema, 'maxItems')),
    default: chosen ? [...new Set(chosen)] : undefined,
  });
}

/**
 * How an extension (src/extensions/) reads a property: it sees the property first and may read it
 * itself, or leave it to the core (`core`) and add to what that gives.
 */
export type FieldReader = (key: string, schema: Json, core: () => FieldModel | Problem, field: MakeField, notes: Note[]) => FieldModel | Problem;

function toField(key: string, schema: unknown, required: boolean, notes: Note[], reader?: FieldReader): FieldModel | Problem {
  if (!isObject(schema)) return { code: 'not-a-field', field: safe(key) };
  const items = get(schema, 'items');
  const wrong = wrongKeyword(schema) ?? (isObject(items) ? wrongKeyword(items) : undefined);
  if (wrong) return { code: 'bad-keyword', field: safe(key), keyword: wrong };
  const title = text(get(schema, 'title'));
  const label = visible(title) ?? visible(key) ?? spelledOut(key);
  const description = visible(get(schema, 'description'));
  const base = {
    key,
    label: safe(label),
    description: description ? safe(description) : undefined,
    required,
    secretLike: looksSecret(key, title ?? ''),
  };
  // What every kind of field has, and what each kind adds (assigned to it, not spread into a new
  // object: spreading copies every property again, and this runs per field of every request).
  const field = <T extends object>(own: T): typeof base & T => Object.assign(base, own);
  const core = () => coreField(key, schema, notes, field);
  return reader ? reader(key, schema, core, field, notes) : core();
}

function coreField(key: string, schema: Json, notes: Note[], field: MakeField): FieldModel | Problem {
  const type = get(schema, 'type');
  const fallback = get(schema, 'default');
  switch (type) {
    case 'string':
      return stringField(key, schema, notes, field, fallback);
    case 'number':
    case 'integer': {
      const integer = type === 'integer';
      const value = finite(fallback);
      const [minimum, maximum] = [finite(get(schema, 'minimum')), finite(get(schema, 'maximum'))];
      const whole = value !== undefined && (!integer || Number.isInteger(value));
      return field({ kind: 'number' as const, integer, minimum, maximum, default: whole ? value : undefined });
    }
    case 'boolean':
      return field({ kind: 'boolean' as const, default: typeof fallback === 'boolean' ? fallback : undefined });
    case 'array':
      return multiselectField(key, schema, notes, field, fallback);
    case 'object':
      return { code: 'nested-object', field: safe(key) };
    default:
      return { code: 'unknown-type', field: safe(key), type: type === undefined ? '(none)' : safe(JSON.stringify(type)) };
  }
}

/**
 * Reads `elicitation/create` params as untrusted input and decides what can be shown. `reader`:
 * an extension's reading of each property (see `FieldReader`).
 */
export function parseRequest(params: unknown, reader?: FieldReader): ParsedRequest {
  if (params instanceof UnreadableRequest) {
    return { mode: 'unsupported', message: '', messageHadBidi: false, problems: [{ code: 'not-json', reason: safe(params.reason) }] };
  }
  if (!isObject(params)) return { mode: 'unsupported', message: '', messageHadBidi: false, problems: [{ code: 'not-an-object' }] };
  const raw = visible(get(params, 'message')) ?? '';
  const said = { message: safe(raw), messageHadBidi: hasBidiControls(raw) };
  const mode = get(params, 'mode');

  if (mode === 'url') {
    const url = text(get(params, 'url')) ?? '';
    return { mode: 'url', ...said, url, urlText: safe(url) };
  }
  if (mode !== undefined && mode !== 'form') {
    return { mode: 'unsupported', ...said, problems: [{ code: 'unknown-mode', mode: safe(String(mode)) }] };
  }

  const schema = get(params, 'requestedSchema');
  const problems: Problem[] = [];
  if (schema === undefined) problems.push({ code: 'no-schema' });
  else if (!isObject(schema)) problems.push({ code: 'schema-wrong-kind', given: schema === null ? 'null' : Array.isArray(schema) ? 'array' : typeof schema });
  else {
    if (get(schema, 'type') !== 'object') problems.push({ code: 'schema-not-object' });
    if (!isObject(get(schema, 'properties'))) problems.push({ code: 'no-properties' });
  }
  if (problems.length || !isObject(schema)) return { mode: 'unsupported', ...said, problems };

  const properties = get(schema, 'properties') as Json;
  const requiredList = get(schema, 'required');
  // A `required` that is not a list of names cannot say which answers may be left out.
  const names = strings(requiredList) as string[] | undefined;
  if (requiredList !== undefined && !names) problems.push({ code: 'bad-keyword', field: 'requestedSchema', keyword: 'required' });
  const required = new Set(names);

  const fields: FieldModel[] = [];
  const notes: Note[] = [];
  for (const key of ownKeys(properties)) {
    const field = toField(key, get(properties, key), required.has(key), notes, reader);
    if ('kind' in field) fields.push(field);
    else problems.push(field);
  }
  // A required name with no property could never be answered.
  for (const key of required) if (!Object.hasOwn(properties, key)) problems.push({ code: 'not-a-field', field: safe(key) });

  return problems.length ? { mode: 'unsupported', ...said, problems } : { mode: 'form', ...said, fields, notes };
}
