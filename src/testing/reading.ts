/**
 * What the kit reads of a question and what answering it leads to, as plain data: no DOM here, so
 * the Playwright side (in Node) shares these types with the page.
 */
import type { ElicitationResultDetail } from '../types.js';

/** How a field is answered on screen. */
export type ControlKind =
  'text' | 'email' | 'uri' | 'date' | 'date-time' | 'number' | 'integer' | 'checkbox' | 'radios' | 'select' | 'checkboxes' | 'combobox' | 'resource' | 'file';

export interface FieldReading {
  /** The schema's property name: the key its answer is sent under. */
  key: string;
  /** The field's title as shown (the property name when it has none), without "(required)". */
  label: string;
  /** The control's accessible name, as a screen reader announces it ("Full name (required)"). */
  name: string;
  /** What kind of control takes the answer. */
  control: ControlKind;
  /** A choice of several options at once (a multi-select). */
  multiple?: boolean;
  required: boolean;
  /** The server's help text, when it gave one. */
  description?: string;
  /**
   * The options offered, by title and the value each sends: a choice's options, a combobox's
   * suggestions (openai/elicitation), a resource field's resources (the value is the URI).
   */
  options?: { title: string; value: string }[];
  /**
   * A combobox that takes the person's own text besides its options (openai/elicitation
   * suggestions): a value that is no option's title or value is typed as it is.
   */
  ownText?: true;
  /**
   * A resource field that takes the person's own files or folders (openai/elicitation
   * `userOptions`, through the host's upload hook), or a file field (`x-mcp-file`): what it
   * accepts (file extensions, MIME types; empty: anything), and for a file field its size limit.
   */
  files?: { accept: string[]; maxSize?: number; kind?: 'file' | 'directory' };
  /** What the field holds now, as Accept would send it (undefined: empty). */
  value: unknown;
  /** The error shown under the field, if any. */
  error?: string;
}

/**
 * A file to attach in a test, as a person would pick it from their disk: its name, MIME type (empty
 * when the system knows none) and contents.
 */
export interface TestFile {
  name: string;
  type?: string;
  contents: string | Uint8Array;
}

export interface QuestionReading {
  mode: 'form' | 'url' | 'unsupported';
  /** The name of the server, as the host gave it. */
  server: string;
  /** The server's message, as shown. */
  message: string;
  fields: FieldReading[];
  /** The problems the error summary lists after a refused Accept. */
  problems: string[];
  /** The countdown's text, when the question has a timeout. */
  countdown?: string;
  /**
   * URL mode: the link as shown, its host, the warnings shown beside it, and whether it can be
   * opened at all (a `javascript:` link, say, cannot: `refused` says why).
   */
  url?: { href: string; host: string; warnings: string[]; opens: boolean; refused?: string };
  /** Why the request cannot be shown (an unsupported request). */
  unsupported?: string;
  /**
   * The buttons that answer it and can be pressed now: an unsupported request has no accept, and a
   * form whose answers cannot be checked (its validator failed to load) offers none either.
   */
  actions: ('accept' | 'decline' | 'cancel')[];
  /** Buttons on show that cannot be pressed, and why, in the words on screen. */
  disabled?: { actions: ('accept' | 'decline' | 'cancel')[]; reason: string };
  /** Why a person cannot reach the question at all (not displayed, inert, inside a closed `<details>`). */
  unreachable?: string;
  /** Whether the question has been answered (its result is sent). */
  answered: boolean;
}

/** What pressing a button led to: an answer, or Accept refused with the problems shown. */
export type PressOutcome = ElicitationResultDetail | { refused: string[] };

/**
 * The kit's page script (page-kit.ts) as the Playwright side calls it, typed without the DOM
 * since that side runs in Node: an element is whatever Playwright hands the function sent.
 */
export interface PageKitApi {
  readQuestion(el: unknown): QuestionReading;
  takeNextQuestion(root: unknown): object | undefined;
  watchQuestions(): void;
  mark(el: unknown): string;
  /** Starts listening for what the next press on `el` leads to; returns its mark. */
  expectOutcome(el: unknown, timeout: number): string;
  /** What the press awaited on the question of this mark led to (it may have left the page). */
  outcomeOf(id: string): Promise<PressOutcome>;
  /**
   * Resolves once the question takes a person's presses: past the short window after it appears
   * (or comes into view) in which its buttons and choices ignore real key and pointer presses.
   */
  whenArmed(el: unknown, timeout: number): Promise<void>;
}
