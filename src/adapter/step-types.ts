// The shapes of the MRTR steps (see steps.ts): where a call stands between rounds (`Pending`,
// plain JSON), what a step is, the options, and what the loop carries from round to round.
import type { ElicitContent } from '../types.js';
import type { ValidatorProvider } from '../validation/contract.js';
import type { Question } from './check-answers.js';
import type { Json } from './inputs.js';
import type { CallWithInputsOptions, Implementation, McpResult, RetryableMethod } from './types.js';

/**
 * Where a call stands while a round of questions is out: plain JSON, to be kept (sealed with
 * `sealPending`) until the answers come back. It holds the tool's arguments and the server's
 * `requestState`, which are not the person's to see or change: send the browser the step's
 * `questions`, never this.
 */
export interface Pending {
  /** The original method and params, sent again with the answers. */
  method: RetryableMethod;
  params: { [key: string]: unknown };
  /** The server's `requestState`, byte for byte (absent when it sent none). */
  requestState?: string;
  /** The round these questions belong to, from 1. */
  round: number;
  /** This round's input requests as the server sent them, by key: the questions, and sampling or roots requests the host answers itself. */
  inputRequests: { [key: string]: { method: string; params?: { [key: string]: unknown } } };
  /** What the person entered earlier in this call, by field name (for `previous`). */
  entered?: ElicitContent;
  /** URLs the person agreed to open earlier in this call (for `repeated`). */
  opened?: string[];
  /**
   * A 2025-11-25 server's URL-elicitation error (-32042), when that is what asked: the same
   * request is sent again, unchanged, once every URL was accepted; otherwise the error stands.
   */
  legacyError?: { code: number; message: string; data?: unknown };
}

/** A question as the browser gets it, with what helps show it: earlier values, and whether the URL was opened before. */
export type StepQuestion = Question & { repeated?: boolean };

/** What a step resolves with: the call's result, or a round of questions and the state to continue from. */
export type Step =
  | { done: true; result: McpResult }
  | {
      done: false;
      /** The round's questions by key, in order: plain JSON, ready for the browser (`answerInputs`). */
      questions: { [key: string]: StepQuestion };
      /** Where the call stands: keep it on the server side, or seal it (`sealPending`) for the trip through the browser. */
      pending: Pending;
      /** The server's self-reported identity, for display only. */
      serverInfo?: Implementation;
    };

/**
 * Options of `startCall` and `continueCall`: pass the same ones to both. The same as
 * `callWithInputs`' for sampling, roots, rounds, the signal, the envelope, the state-only pause and
 * the extensions (those the person's page renders: declared to the server, their questions handed
 * to the page in the 2026-07-28 shape, and answers checked against their schemas);
 * the person is in a browser, so instead of `elicit` there is the validator that checks what comes back.
 */
export interface StepOptions extends Pick<CallWithInputsOptions, 'sample' | 'listRoots' | 'maxRounds' | 'signal' | 'envelope' | 'stateOnlyDelayMs' | 'extensions'> {
  /** Checks accepted content from the browser; the form's default validator unless given. */
  validator?: ValidatorProvider;
}

/** What one call runs with, checked once. */
export interface Run {
  maxRounds: number;
  signal?: AbortSignal;
  envelope?: Json;
  stateOnlyDelayMs: number;
  handlers: Pick<CallWithInputsOptions, 'sample' | 'listRoots' | 'extensions'>;
  /** Follows a `resultType: "task"` answer to its end (callWithInputs with `tasks`); without it, a task is a protocol error. */
  followTask?: (result: Json) => Promise<McpResult>;
}

/** A step as the loop sees it: with the server's -32042 error itself, when that is what asked. */
export type InnerStep = Step & { cause?: unknown };

/** A send failed without an answer from the server: the attempt, so it can be sent again. */
export class TransportFailure {
  constructor(
    readonly cause: unknown,
    readonly progress: Progress,
    readonly state: Attempt,
  ) {}
}

/** What the call carries from round to round. */
export type Progress = Pick<Pending, 'method' | 'params' | 'round' | 'entered' | 'opened'>;
/** What one attempt adds to the original params. */
export type Attempt = { requestState?: string; inputResponses?: Json };
