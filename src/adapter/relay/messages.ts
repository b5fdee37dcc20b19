/**
 * What the relay's workers say to each other over the bus, and what a browser's event stream
 * carries. Everything here is JSON. Topics:
 *
 * - `show:<subject>`: to the workers holding that subject's browser streams (question, end, open).
 * - `ask:<subject>`: to the workers waiting on that subject's answers (sync, present).
 * - `worker:<id>`: to one worker (an answer for a question it asked; the verdict on an answer).
 */
import type { ElicitRequestParams, ElicitResult, TaskInfo } from '../../types.js';

/** Why a question ended, as the browser is told. */
export type EndReason =
  /** Someone answered it (this tab or another: the first answer wins). */
  | 'answered'
  /** The MCP server withdrew it (its request was cancelled), or the host closed the relay. */
  | 'cancelled'
  /** Its deadline passed: it was answered cancel. */
  | 'timeout'
  /** No browser of the person was there for the grace period: it was answered cancel. */
  | 'gone'
  /** The server's session that asked it ended (the worker holding it stopped): nobody waits for it any more. */
  | 'session-ended';

/** A question as it travels to the browser. */
export interface QuestionEvent {
  /** The relay's id for this question: the worker that asked, a dot, a random part. */
  id: string;
  /** The `elicitation/create` params exactly as the MCP server sent them (untrusted text). */
  params: ElicitRequestParams;
  /** When the question resolves as cancel, in ms since the epoch (by the asking worker's clock). */
  deadline: number;
  /** URL mode: the person opened this URL before and the server asks again. */
  repeated?: boolean;
  /** The background task asking, if any. */
  task?: TaskInfo;
}

/** A question that ended, as the browser is told. */
export interface EndEvent {
  id: string;
  reason: EndReason;
}

/** How an answer was received. */
export type Verdict =
  | { status: 'ok' }
  /** No open question of this id was asked of this subject (or it is long gone). */
  | { status: 'unknown' }
  /** It was already answered or ended: the first answer won. */
  | { status: 'ended'; reason: EndReason }
  /** The answer does not fit the question; `error` says which field and why. */
  | { status: 'invalid'; error: string }
  /** The worker that asked did not reply: its session ended. */
  | { status: 'gone' };

export type RelayMessage =
  | ({ type: 'question'; subject: string } & QuestionEvent)
  | ({ type: 'end'; subject: string } & EndEvent)
  /**
   * A worker's heartbeat for one subject: the ids of every question it has open for that subject,
   * and, in reply to a sync that named some, how those of them that are no longer open ended.
   */
  | { type: 'open'; subject: string; asker: string; ids: string[]; ended?: EndEvent[] }
  /**
   * A browser stream of this subject (re)connected or missed something: send the open questions
   * again, and say which are open. `ids`: questions the page still shows, to be told how they ended.
   */
  | { type: 'sync'; subject: string; ids?: string[] }
  /** A browser of this subject is connected to `worker`. */
  | { type: 'present'; subject: string; worker: string }
  /**
   * An answer from a browser, for the worker that asked; the verdict goes to `replyTo`. Not taken
   * after `before` (ms since the epoch): by then the browser was told that the session ended.
   */
  | { type: 'answer'; subject: string; id: string; result: ElicitResult; replyTo: string; nonce: string; before: number }
  | { type: 'verdict'; nonce: string; verdict: Verdict };

export const topics = {
  show: (subject: string) => `show:${subject}`,
  ask: (subject: string) => `ask:${subject}`,
  worker: (id: string) => `worker:${id}`,
};
