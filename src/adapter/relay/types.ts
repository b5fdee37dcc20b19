// The relay's public shapes: its options, what a browser stream is told, and the Relay itself.
import type { ElicitExtensions, ElicitRequestParams, ElicitResult, TaskInfo } from '../../types.js';
import type { ValidatorProvider } from '../../validation/contract.js';
import type { ElicitFunction } from '../handler.js';
import type { RelayBus } from './bus.js';
import type { EndEvent, QuestionEvent, Verdict } from './messages.js';

export interface RelayOptions {
  /** Carries questions and answers between workers. Default: an in-memory bus (one process). */
  bus?: RelayBus;
  /** How long a question waits for its answer before it resolves as cancel. @default 600000 (10 minutes) */
  timeoutMs?: number;
  /**
   * How long a question waits while no browser of its subject is connected (after a reload, say)
   * before it resolves as cancel. Counted from when the last browser went, or from the question if
   * none was there. @default 30000
   */
  graceMs?: number;
  /** How often workers tell each other what is open and who is connected. @default 5000 */
  heartbeatMs?: number;
  /** How long an answer waits for the worker that asked to take it, before "the server's session ended". @default 5000 */
  answerTimeoutMs?: number;
  /** Checks accepted content; the form's default (CSP-safe) validator when not given. */
  validator?: ValidatorProvider;
  /**
   * The extensions the person's page renders (`connectRelay`'s `extensions`; the same as the
   * handler's or the steps'): an answer to a question written for one is checked against the
   * extension's schema. Off: such a question cannot be accepted.
   */
  extensions?: ElicitExtensions;
  /** Told of a failure of the bus (a publish or subscribe that failed); the relay carries on. @default console.error */
  onError?: (error: unknown) => void;
}

/** What `ask` takes besides the question. */
export interface AskOptions {
  /** The MCP request's signal: when the server cancels, the browser's form closes. */
  signal?: AbortSignal;
  /** This question's deadline, instead of the relay's `timeoutMs`. */
  timeoutMs?: number;
  /** URL mode: the URL was opened before and the server asks again. */
  repeated?: boolean;
  /** The background task that asks. */
  task?: TaskInfo;
}

/** What a browser stream says when it connects. */
export interface WatchOptions {
  /**
   * Ids of questions the page still shows from before (its stream dropped): those that ended
   * meanwhile are told as ended, even if the end was missed.
   */
  showing?: readonly string[];
}

/** What a browser stream is told. */
export type StreamEvent = { type: 'question'; question: QuestionEvent } | { type: 'end'; end: EndEvent } | { type: 'close' };

export interface Relay {
  /** This worker's id on the bus (the first part of each question id it makes). */
  readonly worker: string;
  /** Questions this worker waits on. */
  readonly openQuestions: number;
  /**
   * An `elicit` function for `createElicitationHandler`, that asks `subject`'s browsers: the host's
   * id for the signed-in person (the same subject the answers will be taken from).
   */
  elicitFor(subject: string, options?: { timeoutMs?: number }): ElicitFunction;
  /**
   * Asks `subject`'s browsers and resolves with the checked answer. Every other end (deadline,
   * withdrawal, no browser for the grace period, a closed relay) resolves as cancel; it rejects only
   * when `subject` is not a subject.
   */
  ask(subject: string, params: ElicitRequestParams, options?: AskOptions): Promise<ElicitResult>;
  /**
   * A browser stream of `subject` on this worker: `listener` hears the open questions at once (from
   * every worker), then each new question and each end. Resolves with the function that stops it.
   */
  watch(subject: string, listener: (event: StreamEvent) => void, options?: WatchOptions): Promise<() => Promise<void>>;
  /** An answer from a browser of `subject` (untrusted), carried to the worker that asked and checked there. */
  answer(subject: string, id: string, result: unknown): Promise<Verdict>;
  /** Ends this worker's questions as cancel ("the server's session ended"), closes its streams, lets the bus go. */
  close(): Promise<void>;
}
