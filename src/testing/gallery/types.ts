import type { ElicitContent, ElicitExtensions, ServerIdentity } from '../../types.js';
import type { Problem } from '../../model/field-model.js';
import type { UrlWarning } from '../../model/url-warning.js';

/**
 * What kind of answer a field takes, whatever control a renderer draws for it: a choice of one
 * (radios, a select, a searchable list alike) is a `choice`, of several a `choices`.
 */
export type FieldKind = 'text' | 'email' | 'uri' | 'date' | 'date-time' | 'number' | 'integer' | 'boolean' | 'choice' | 'choices' | 'resource' | 'resources' | 'file';

/** A field as a correct client shows it. */
export interface ExpectedField {
  /** The schema's property name: the key its answer is sent under. */
  key: string;
  /** The label a person reads: the schema's title, or the key when it has none. */
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Choices: every option offered, in the schema's order, by title and the value it sends. */
  options?: { title: string; value: string }[];
  /** What the field holds before the person touches it (the schema's default), as it would be sent. */
  value?: unknown;
}

/** Give the fields `values` (keyed by label as shown, or by schema key; options by title), press Accept. */
export interface Sends {
  values: Record<string, unknown>;
  /** Exactly what goes on the wire. */
  content: ElicitContent;
}

/** Give the fields `values` and press Accept: the client must refuse, and show why beside `field`. */
export interface Refuses {
  values: Record<string, unknown>;
  /** The schema key of the field at fault. */
  field: string;
}

export interface FormExpectation {
  shows: 'form';
  /** Every field, in the schema's order. */
  fields: ExpectedField[];
  sends?: Sends[];
  refuses?: Refuses[];
  /** Server text a correct client shows exactly as written, as text (never as markup). */
  showsText?: string[];
  /** No bidirectional control characters reach the screen unseen: they are shown, or removed. */
  revealsBidi?: true;
  /** Addresses a correct client never requests nor puts in the page (a thumbnail on `http:` or `javascript:`). */
  neverLoads?: string[];
}

export interface UrlExpectation {
  shows: 'url';
  /** Whether the client may open it at all (it refuses every scheme but https and http). */
  opens: boolean;
  /** The host the person is shown, as the browser will reach it (punycode stays punycode). */
  host?: string;
  /** What the person is warned of before opening, each mentioning a string when it names one. */
  warns: { code: UrlWarning['code']; mentions?: string }[];
}

export interface UnsupportedExpectation {
  /** The client cannot show it: it says so, and offers only Decline and Cancel. */
  shows: 'unsupported';
  /** Why, as mcp-elicit's problem codes (one per reason; a renderer of its own may word them as it likes). */
  because: Problem['code'][];
}

export type Expectation = FormExpectation | UrlExpectation | UnsupportedExpectation;

/** One request a renderer must survive, and what a correct client does with it. */
export interface GalleryCase {
  /** A stable name, such as `number-with-bounds`. */
  name: string;
  /** What it tries, in a sentence. */
  about: string;
  /** The `elicitation/create` params exactly as a server would send them (hostile ones included). */
  request: unknown;
  /** Who asks, as the host knows it: URL cases compare the link with the server's origin. */
  server: ServerIdentity;
  /**
   * The extensions the host turned on to show it (`ElicitExtensions`, as `elicit()` and the elements
   * take them). Absent: none, and the request is what it is without extensions.
   */
  extensions?: ElicitExtensions;
  expect: Expectation;
}
