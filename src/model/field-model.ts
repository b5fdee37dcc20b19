/**
 * Field models: what one property of `requestedSchema` becomes, decided once, before any rendering.
 * Every variant of the spec's PrimitiveSchemaDefinition maps to exactly one `kind`.
 */

export interface Option {
  /** What is sent: the `const` or `enum` value. */
  value: string;
  /** What the person reads: the `title`, an `enumNames` entry, or the value itself (bidi controls made visible). */
  label: string;
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
  /** A file input (SEP-2356 `x-mcp-file`, with `extensions.files` on): the file is sent as a `data:` URI. */
  file?: FileSpec;
}

/** What a file input takes (SEP-2356's descriptor): the types (`image/png`, `image/*`, `.pdf`; none: any) and the most bytes. */
export interface FileSpec {
  accept: string[];
  maxSize?: number;
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
}

export interface MultiSelectField extends FieldBase {
  kind: 'multiselect';
  options: Option[];
  minItems?: number;
  maxItems?: number;
  default?: string[];
}

export type FieldModel = TextField | NumberField | BooleanField | SelectField | MultiSelectField;

/** Why a request cannot be shown. `field` names the property at fault, when there is one. */
export type Problem =
  | { code: 'not-an-object' | 'no-schema' | 'schema-not-object' | 'no-properties' | 'url-in-form' }
  | { code: 'unknown-mode'; mode: string }
  | { code: 'not-json'; reason: string }
  | { code: 'nested-object' | 'array-of-objects' | 'unsupported-array' | 'no-options' | 'not-a-field'; field: string }
  | { code: 'unknown-type'; field: string; type: string }
  | { code: 'bad-keyword'; field: string; keyword: string }
  /** `requestedSchema` is there but is not an object: its JSON type (`string`, `array`, `null`, `number`, `boolean`). */
  | { code: 'schema-wrong-kind'; given: string };

/**
 * Something a request got wrong that the form shows anyway, by a rule the developer should hear
 * about (the person sees nothing amiss). `field` is the property's key.
 */
export type Note =
  /** `enum` (or `items.enum`) lists `value` more than once: the option is shown once. */
  | { code: 'duplicate-enum'; field: string; value: string }
  /** Two `oneOf`/`anyOf` options share `value`: the first (`kept`) is shown, the later one (`dropped`) is not. */
  | { code: 'duplicate-option'; field: string; value: string; kept: string; dropped: string };
