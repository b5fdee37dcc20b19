import type { IssueCode } from './issues.js';

/**
 * Field models: what one property of `requestedSchema` becomes, decided once, before any rendering.
 * Every variant of the spec's PrimitiveSchemaDefinition maps to exactly one `kind`.
 */

export interface Option {
  /** What is sent: the `const` or `enum` value. */
  value: string;
  /** What the person reads: the `title`, an `enumNames` entry, or the value itself (bidi controls made visible). */
  label: string;
  /** The option's own `description` (openai/elicitation), display-safe: shown under the option. */
  description?: string;
  /**
   * The option's image (openai/elicitation `x-openai-thumbnail`, or a resource's
   * `_meta["openai/thumbnail"]`): an `https:` or `data:image/…` URL, already checked. Undefined on
   * a field whose `thumbnails` is true: that option shows the fallback image.
   */
  thumbnail?: string;
}

/**
 * What each entry the person types themselves must be (the field's own rules, openai/elicitation):
 * for a text field with suggestions, and for a list whose items take suggestions and free text.
 */
export interface TextRules {
  format?: TextFormat;
  minLength?: number;
  maxLength?: number;
  /** An ECMAScript pattern (`u` flag) that the parse found safe to check (see src/extensions/openai/). */
  pattern?: string;
}

interface FieldBase {
  /** The property name, used as the content key. May be any string, `__proto__` included. */
  key: string;
  /** `title`, else the key, with bidi controls made visible (it is server text, shown as text). */
  label: string;
  /** Help text, bidi controls made visible likewise. */
  description?: string;
  required: boolean;
  /** The name or title looks like it asks for a secret. */
  secretLike: boolean;
  /**
   * An extension's own check of the value the field would send (a `pattern`, in linear time; a
   * file's size): the issue, or undefined when it passes. The core's checks come first.
   */
  check?: (value: string | number | boolean | string[]) => IssueCode | undefined;
}

export type TextFormat = 'email' | 'uri' | 'date' | 'date-time';

export interface TextField extends FieldBase {
  kind: 'text';
  format?: TextFormat;
  minLength?: number;
  maxLength?: number;
  default?: string;
  /** A default its date or date-time control cannot show (`2026-04-31`): never sent, and said beside the field. */
  unshown?: string;
  /** openai/elicitation `pattern`, found safe to check (see `TextRules`; `check` applies it). */
  pattern?: string;
  /** openai/elicitation `x-openai-suggestions`: offered in a combobox that still takes free text. */
  suggestions?: Option[];
}

export interface NumberField extends FieldBase {
  kind: 'number';
  integer: boolean;
  minimum?: number;
  maximum?: number;
  default?: number;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}

export interface SelectField extends FieldBase {
  kind: 'select';
  options: Option[];
  default?: string;
  /** Some option has a thumbnail: every option is shown with an image (the fallback where it has none). */
  thumbnails?: boolean;
}

export interface MultiSelectField extends FieldBase {
  kind: 'multiselect';
  options: Option[];
  minItems?: number;
  maxItems?: number;
  default?: string[];
  /** Some option has a thumbnail: every option is shown with an image (the fallback where it has none). */
  thumbnails?: boolean;
  /**
   * openai/elicitation `items["x-openai-suggestions"]`: the options are suggestions, and the person
   * may add entries of their own, each checked by these rules. Absent: only the options can be chosen.
   */
  custom?: TextRules;
}

/** One of a resource field's server-provided entries (an `MCP.Resource`): `value` is its `uri`, `label` its title or name. */
export interface ResourceOption extends Option {
  /** The resource's `_meta["openai/preview"]` is there: the host's `preview` hook can show it. */
  preview: boolean;
  mimeType?: string;
}

/** `userOptions` of a resource field: the person adds their own files or folders, through the host's `upload` hook. */
export interface UserResourceOptions {
  kind: 'file' | 'directory';
  /** File extensions (`.stl`) or MIME types (`image/*`), as for `<input accept>`; empty: any file. */
  accept: string[];
}

/**
 * openai/elicitation `x-openai-input: { type: "resource" }`: the person picks resources the server
 * offers and, with `userOptions`, adds their own. Answers one URI, or a list of URIs when `multiple`.
 */
export interface ResourceField extends FieldBase {
  kind: 'resource';
  /** An `array` field: a list of URIs. Otherwise one URI. */
  multiple: boolean;
  /** Multi-select only: `explicit` (tick and untick), `implicit` (add and remove; all that remain are sent). */
  selection: 'explicit' | 'implicit';
  options: ResourceOption[];
  /** Some option has a thumbnail: every option is shown with an image. */
  thumbnails: boolean;
  userOptions?: UserResourceOptions;
  minItems?: number;
  maxItems?: number;
  /** Chosen at the start (only from `options`): a URI, or a list of them when `multiple`. */
  default?: string | string[];
}

/**
 * SEP-2356 `x-mcp-file` on a `format: "uri"` string (a draft, core MCP): the person attaches a file,
 * sent as an RFC 2397 `data:` URI. The slot ext-files fills (its parse and control).
 */
export interface FileField extends FieldBase {
  kind: 'file';
  /** File extensions or MIME types, as for `<input accept>`; empty: any file. */
  accept: string[];
  /** The largest file, in bytes, that may be read. */
  maxSize?: number;
  default?: string;
}

export type FieldModel = TextField | NumberField | BooleanField | SelectField | MultiSelectField | ResourceField | FileField;

/** Why a request cannot be shown. `field` names the property at fault, when there is one. */
export type Problem =
  | { code: 'not-an-object' | 'no-schema' | 'schema-not-object' | 'no-properties' | 'url-in-form' }
  | { code: 'unknown-mode'; mode: string }
  | { code: 'not-json'; reason: string }
  | { code: 'nested-object' | 'array-of-objects' | 'unsupported-array' | 'no-options' | 'not-a-field'; field: string }
  | { code: 'unknown-type'; field: string; type: string }
  | { code: 'bad-keyword'; field: string; keyword: string }
  /** `requestedSchema` is there but is not an object: its JSON type (`string`, `array`, `null`, `number`, `boolean`). */
  | { code: 'schema-wrong-kind'; given: string }
  /** The request is written for an extension (`openai/elicitation`) the host has not turned on. */
  | { code: 'extension-off'; extension: string }
  /**
   * `unsafe-pattern`: a `pattern` that cannot be checked safely (or at all). `needs-upload`: the
   * person's own files (`userOptions`) without the host's `upload` hook.
   */
  | { code: 'unsafe-pattern' | 'needs-upload'; field: string };

/**
 * Something a request got wrong that the form shows anyway, by a rule the developer should hear
 * about (the person sees nothing amiss). `field` is the property's key.
 */
export type Note =
  /** `enum` (or `items.enum`) lists `value` more than once: the option is shown once. */
  | { code: 'duplicate-enum'; field: string; value: string }
  /** Two `oneOf`/`anyOf` options share `value`: the first (`kept`) is shown, the later one (`dropped`) is not. */
  | { code: 'duplicate-option'; field: string; value: string; kept: string; dropped: string };
