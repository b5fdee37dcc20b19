import type { FieldModel, MultiSelectField, Note, Option, Problem, TextField, TextRules } from '../../model/field-model.js';
import type { Json } from '../../model/json.js';
import type { FieldReader, MakeField } from '../../schema/parse-request.js';
import { core, count, get, isObject, visibleText } from './core.js';
import { thumbnailSrc } from './thumbnail.js';
import { resourceField } from './resource.js';
import type { OpenAIFormHooks } from '../../types.js';

/** Compiles a `pattern` to a safe test (see pattern.ts), or undefined when it cannot be checked safely. */
export type Matcher = (source: string) => ((value: string) => boolean) | undefined;

/** Server text that shows something, made display-safe. */
const shown = (value: unknown): string | undefined => {
  const text = visibleText(value);
  return text && core.reveal(text);
};

/** Each option's `description` and `x-openai-thumbnail`, from the titled entries it came from. */
function describeOptions(options: Option[], entries: unknown): boolean {
  let thumbnails = false;
  if (!Array.isArray(entries)) return false;
  for (const option of options) {
    const entry = entries.find((e) => isObject(e) && e.const === option.value) as Json | undefined;
    if (!entry) continue;
    const description = shown(get(entry, 'description'));
    if (description) option.description = description;
    // Declared at all (even unusable): every option of the field is shown with an image.
    const icon = get(entry, 'x-openai-thumbnail');
    if (icon !== undefined) thumbnails = true;
    const src = thumbnailSrc(icon);
    if (src) option.thumbnail = src;
  }
  return thumbnails;
}

/**
 * A text rule's `pattern`: absent, safe (with the field's check: every entry sent matches, one text
 * or each of a list, suggested or typed), or a problem.
 */
function patternOf(key: string, schema: Json, matcher: Matcher): { pattern?: string; check?: FieldModel['check'] } | Problem {
  const source = get(schema, 'pattern');
  if (source === undefined) return {};
  if (typeof source !== 'string') return { code: 'bad-keyword', field: core.reveal(key), keyword: 'pattern' };
  const matches = matcher(source);
  if (!matches) return { code: 'unsafe-pattern', field: core.reveal(key) };
  return { pattern: source, check: (value) => ((Array.isArray(value) ? value : [String(value)]).every(matches) ? undefined : 'pattern') };
}

/** `x-openai-suggestions` on a string: offered in a combobox that still takes free text. */
function suggestionsOf(key: string, schema: Json, notes: Note[]): Option[] | Problem | undefined {
  const entries = get(schema, 'x-openai-suggestions');
  if (entries === undefined) return undefined;
  if (!Array.isArray(entries)) return { code: 'bad-keyword', field: core.reveal(key), keyword: 'x-openai-suggestions' };
  const options = core.titledOptions(key, entries, notes);
  describeOptions(options, entries);
  return options;
}

/** A list whose items take suggestions and free text: a multi-select that also takes the person's own entries. */
function suggestedList(key: string, schema: Json, items: Json, field: MakeField, notes: Note[], matcher: Matcher): FieldModel | Problem {
  const suggestions = suggestionsOf(key, items, notes);
  if (!suggestions || 'code' in suggestions) return suggestions ?? { code: 'unsupported-array', field: core.reveal(key) };
  const pattern = patternOf(key, items, matcher);
  if ('code' in pattern) return pattern;
  const format = get(items, 'format');
  const custom: TextRules = {
    minLength: count(get(items, 'minLength')),
    maxLength: count(get(items, 'maxLength')),
    ...(format === 'email' || format === 'uri' || format === 'date' || format === 'date-time' ? { format } : {}),
    pattern: pattern.pattern,
  };
  const given = get(schema, 'default');
  const chosen = Array.isArray(given) ? [...new Set(given.filter((v): v is string => typeof v === 'string'))] : undefined;
  return field<Omit<MultiSelectField, keyof ReturnType<MakeField>>>({
    kind: 'multiselect',
    options: suggestions,
    minItems: count(get(schema, 'minItems')),
    maxItems: count(get(schema, 'maxItems')),
    default: chosen,
    custom,
    check: pattern.check,
  });
}

/** What openai/elicitation adds to a text field: its pattern and its suggestions. */
function extendText(key: string, schema: Json, text: TextField, notes: Note[], matcher: Matcher): FieldModel | Problem {
  const pattern = patternOf(key, schema, matcher);
  if ('code' in pattern) return pattern;
  const suggestions = suggestionsOf(key, schema, notes);
  if (suggestions && 'code' in suggestions) return suggestions;
  return Object.assign(text, pattern, suggestions ? { suggestions } : {});
}

/**
 * How openai/elicitation reads a property: resource inputs and suggested lists itself; everything
 * else as the core does, with a text field's pattern and suggestions and an option's description
 * and thumbnail added.
 */
export function openaiReader(hooks: OpenAIFormHooks, matcher: Matcher): FieldReader {
  return (key, schema, core, field, notes) => {
    if (get(schema, 'x-openai-input') !== undefined) return resourceField(key, schema, field, hooks);
    const items = get(schema, 'items');
    if (get(schema, 'type') === 'array' && isObject(items) && get(items, 'x-openai-suggestions') !== undefined) return suggestedList(key, schema, items, field, notes, matcher);
    const made = core();
    if ('code' in made) return made;
    if (made.kind === 'text') return extendText(key, schema, made, notes, matcher);
    if (made.kind === 'select') made.thumbnails = describeOptions(made.options, get(schema, 'oneOf') ?? get(schema, 'enum'));
    if (made.kind === 'multiselect' && isObject(items)) made.thumbnails = describeOptions(made.options, get(items, 'anyOf') ?? get(items, 'oneOf'));
    return made;
  };
}
