/**
 * Object properties that arrive as attribute text. A framework that does not know a custom
 * element's properties (React before the element is defined, Vue without `.prop`, an HTML snippet)
 * writes `request="[object Object]"`: the object is lost. Such misuse is reported once per
 * element and property, naming the property and how to set it, and the element shows nothing
 * rather than a half-configured question. Plain-data properties accept JSON instead, so static
 * pages and CMS snippets can write them as attributes.
 */
import type { ComplexAttributeConverter } from 'lit';
import { UnreadableRequest } from '../../model/unreadable-request.js';
import { isObject } from '../../model/json.js';

/**
 * How each object property may be written as an attribute (named as the property, as Lit names
 * it): as JSON (true), or not at all (false: a function).
 */
export const OBJECT_ATTRIBUTES: Readonly<Record<string, boolean>> = {
  request: true,
  server: true,
  values: true,
  strings: true,
  task: true,
  queue: true,
  persist: true,
  extensions: true,
  validator: false,
  clock: false,
};

function parse(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** What an object turned into text looks like: `[object Object]`, `[object Promise]`… */
const STRINGIFIED = /^\s*\[object [^\]]*\]\s*$/;

/**
 * Whether the attribute `name` with `text` is misuse: an object turned into text, text that is not
 * a JSON object for a plain-data property, or any text for a property that holds a function.
 * (A `request` that is not JSON is not misuse: it is shown as a request that cannot be read.)
 */
export function isMisusedAttribute(name: string, text: string | null): boolean {
  const json = OBJECT_ATTRIBUTES[name];
  if (json === undefined || text === null) return false;
  if (!json || STRINGIFIED.test(text)) return true;
  if (name === 'request') return false;
  const parsed = parse(text);
  return !('value' in parsed) || !isObject(parsed.value);
}

/** `request` as an attribute: JSON, or an `UnreadableRequest` saying why it is not. */
export const requestAttribute: ComplexAttributeConverter<unknown> = {
  fromAttribute(text) {
    if (text === null) return undefined;
    const parsed = parse(text);
    return 'value' in parsed ? parsed.value : new UnreadableRequest(parsed.error);
  },
};

/** A plain-data property as an attribute: a JSON object (anything else was reported as misuse). */
export const jsonObjectAttribute: ComplexAttributeConverter<unknown> = {
  fromAttribute(text) {
    if (text === null) return undefined;
    const parsed = parse(text);
    return 'value' in parsed && isObject(parsed.value) ? parsed.value : undefined;
  },
};

/** A property that holds a function or object with methods: its attribute is observed only to report misuse. */
export const noAttributeValue: ComplexAttributeConverter<unknown> = { fromAttribute: () => undefined };
