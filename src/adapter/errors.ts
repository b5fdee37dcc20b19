import type { McpResult } from './types.js';

/** How much of a server's text an error message quotes: a few lines of a log, not megabytes. */
const QUOTED = 200;

/**
 * Server text as an error message quotes it: whole when short, else its first 200 characters and
 * how many more there were. A server's text can be megabytes; a message goes to logs and screens
 * whole, so it quotes, and the error's fields keep everything for code to read.
 */
export function excerpt(text: string, max = QUOTED): string {
  if (text.length <= max) return text;
  // Never split a surrogate pair: half an emoji is not text.
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
  return `${text.slice(0, end)}… (${(text.length - end).toLocaleString('en')} more characters)`;
}

/** An error's message as a message quotes it (cut like any server text). */
const messageOf = (cause: unknown): string => excerpt(cause instanceof Error ? cause.message : String(cause));

/**
 * The server kept asking: it wanted input once more after `maxRounds` rounds were answered.
 * Nothing is lost: `lastResult` is the `input_required` result left unanswered; when the server's
 * last word was instead a 2025-11-25 URL-elicitation error (-32042), `lastResult` is undefined and
 * the error is the `cause`.
 */
export class InputRoundsExceededError extends Error {
  override readonly name = 'InputRoundsExceededError';
  constructor(
    /** Rounds answered: `maxRounds`. */
    readonly rounds: number,
    readonly lastResult: McpResult | undefined,
    cause?: unknown,
  ) {
    const asked = rounds + 1;
    super(
      `The server asked for input ${asked} ${asked === 1 ? 'time' : 'times'} without finishing; ` +
        `this call answers at most ${rounds} ${rounds === 1 ? 'round' : 'rounds'} (maxRounds), so it gives up.`,
      cause === undefined ? undefined : { cause },
    );
  }
}

/**
 * The server broke the protocol (input_required where it is not allowed, a malformed or unknown
 * result). The message quotes server text cut to a readable length; `result` is what it sent, whole.
 */
export class InputProtocolError extends Error {
  override readonly name = 'InputProtocolError';
  constructor(
    message: string,
    readonly result?: unknown,
  ) {
    super(message);
  }
}

/** The server asked for a kind of input the host gave no handler for. Nothing was invented in its place. */
export class MissingInputHandlerError extends Error {
  override readonly name = 'MissingInputHandlerError';
  constructor(
    readonly key: string,
    readonly method: string,
  ) {
    const option = method === 'sampling/createMessage' ? 'sample' : method === 'roots/list' ? 'listRoots' : undefined;
    super(
      option
        ? `The server asked for "${method}" (input "${excerpt(key)}"), but no ${option} handler was given.`
        : `The server asked for "${excerpt(method)}" (input "${excerpt(key)}"), which MCP clients do not answer.`,
    );
  }
}

/**
 * JSON-RPC -32021: the server needs a client capability this call did not declare. The message
 * quotes them cut to a readable length; `requiredCapabilities` holds them whole.
 */
export class MissingCapabilityError extends Error {
  override readonly name = 'MissingCapabilityError';
  constructor(
    readonly requiredCapabilities: { [capability: string]: unknown },
    override readonly cause: unknown,
  ) {
    super(`The server requires client capabilities this call did not declare: ${excerpt(JSON.stringify(requiredCapabilities))}.`);
  }
}

/**
 * Sending a retry failed (network, server gone). The person's answers are kept: call `resume()`
 * to send the same retry again, without asking anything twice.
 */
export class InputRetryError extends Error {
  override readonly name = 'InputRetryError';
  constructor(
    /** The round whose answers were being sent. */
    readonly round: number,
    /** The answers of that round, as they would go on the wire. */
    readonly inputResponses: { [key: string]: unknown } | undefined,
    /** The server's state for that round, byte for byte. */
    readonly requestState: string | undefined,
    override readonly cause: unknown,
    /** Sends the same retry again (a fresh request) and carries on with the flow. */
    readonly resume: () => Promise<McpResult>,
  ) {
    super(`Sending the answers of round ${round} failed: ${messageOf(cause)}. Call resume() to send them again.`);
  }
}

/**
 * A task ended as `failed`: `error` is the JSON-RPC error the server reported for it, whole; the
 * message quotes it cut to a readable length.
 */
export class TaskFailedError extends Error {
  override readonly name = 'TaskFailedError';
  readonly error: JsonRpcErrorLike;
  constructor(
    readonly taskId: string,
    error: unknown,
    /** The task's last status message, if it had one. */
    readonly statusMessage?: string,
  ) {
    const reported = isJsonRpcError(error) ? error : { code: -32603, message: 'The server reported the task failed without saying why.', data: error };
    super(`Task ${excerpt(taskId)} failed: ${excerpt(reported.message)} (JSON-RPC ${reported.code}).`);
    this.error = reported;
  }
}

/** A task ended as `cancelled`, by the server or another client (a cancel from this call rejects with the signal's reason instead). */
export class TaskCancelledError extends Error {
  override readonly name = 'TaskCancelledError';
  constructor(
    readonly taskId: string,
    readonly statusMessage?: string,
  ) {
    super(`Task ${excerpt(taskId)} was cancelled${statusMessage ? `: ${excerpt(statusMessage)}` : '.'}`);
  }
}

/**
 * The server could not be reached about a task, several times in a row. Nothing is lost: the task
 * goes on on the server, `unsent` holds answers the server has not received, and `resume()` carries
 * on following it (sending those first); `resumeTask()` does the same from a stored task id.
 */
export class TaskConnectionError extends Error {
  override readonly name = 'TaskConnectionError';
  constructor(
    readonly taskId: string,
    /** Answers given but not received by the server, by input key. */
    readonly unsent: { [key: string]: unknown },
    override readonly cause: unknown,
    /** Carries on following the task: sends the unsent answers, polls, asks what is still outstanding. */
    readonly resume: () => Promise<McpResult>,
  ) {
    super(`Lost touch with the server about task ${excerpt(taskId)}: ${messageOf(cause)}. Call resume() to carry on.`);
  }
}

/** A JSON-RPC error as a `send` function rejects with it (an SDK ProtocolError, or the raw error object). */
export interface JsonRpcErrorLike {
  code: number;
  message: string;
  data?: unknown;
}

export function isJsonRpcError(error: unknown): error is JsonRpcErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'number' &&
    Number.isInteger((error as { code: number }).code) &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** Why an answer from a browser was refused (see `InvalidAnswerError`). */
export type InvalidAnswerCode =
  /** Not `{ action, content? }`, an unknown action, or content that is not an object. */
  | 'not-a-result'
  /** A decline, a cancel or a URL consent that carries content. */
  | 'content-not-allowed'
  /** An accept of a question that cannot be shown as a form. */
  | 'cannot-accept'
  /** Content for a field the question does not have. */
  | 'unknown-field'
  /** A field whose value the form could not have sent (wrong type, out of range, not an option, bad format, required and missing). */
  | 'invalid-field'
  /** A question of the round has no answer. */
  | 'missing-answer'
  /** An answer to a question that was not asked. */
  | 'unexpected-answer';

/**
 * An answer that came back from a browser is not one the question's form could have sent. Nothing
 * was sent to the MCP server: ask the person again. `key` names the question (its input key, empty
 * when the check was of a single answer without one), `field` the field at fault, if one is.
 */
export class InvalidAnswerError extends Error {
  override readonly name = 'InvalidAnswerError';
  constructor(
    readonly key: string,
    readonly code: InvalidAnswerCode,
    detail: string,
    readonly field?: string,
    /** The validator's finding, for `invalid-field`: its code and limit, as the form would show it. */
    readonly issue?: { key: string; code: string; limit?: number },
  ) {
    super(`The answer to ${key ? `question "${key}"` : 'the question'} was refused: ${detail}.`);
  }
}

/** Why a sealed pending token was refused (see `PendingTokenError`). */
export type PendingTokenReason = 'malformed' | 'tampered' | 'expired' | 'subject' | 'replayed';

const TOKEN_REASONS: Record<PendingTokenReason, string> = {
  malformed: 'it is not a token sealPending made',
  tampered: 'it was changed, or sealed with keys this server does not have',
  expired: 'it has expired',
  subject: 'it was sealed for another subject',
  replayed: 'it was used before',
};

/**
 * A sealed pending token (`openPending`) could not be used. Nothing was sent to the MCP server.
 * `reason` says why: `malformed`, `tampered` (changed, or sealed under other keys), `expired`,
 * `subject` (sealed for another user or conversation) or `replayed` (the one-time guard saw it).
 */
export class PendingTokenError extends Error {
  override readonly name = 'PendingTokenError';
  constructor(readonly reason: PendingTokenReason) {
    super(`The pending token was refused: ${TOKEN_REASONS[reason]}.`);
  }
}
