import { setOwn } from '../internal/own.js';
import { InputRetryError } from './errors.js';
import { NEVER, answerAll, checkOptions, createAnswerer, type Answerer, type Json } from './inputs.js';
import { advance, checkRequest, firstStep, nextStep, prepareRun, TransportFailure, type InnerStep, type Run } from './steps.js';
import { followTask } from './follow-task.js';
import { parseTask } from './parse-task.js';
import { taskSettings } from './task-settings.js';
import type { CallWithInputsOptions, InputContext, McpRequest, ResultOf, Send } from './types.js';

/**
 * Sends `request` and answers every `input_required` result (MCP 2026-07-28 multi round-trip
 * requests) until the server returns a complete result, which it resolves with.
 *
 * Each round: every `inputRequests` entry is answered in order (`elicitation/create` by
 * `options.elicit`, sampling and roots by their handlers), then the same method and params are
 * sent again, as a new request, with `inputResponses` (exactly this round's keys, bare results)
 * and the server's `requestState` byte for byte. A decline answers its key and the round goes on;
 * a cancel answers every remaining elicitation of the round as cancel without asking.
 *
 * Rejects with a typed error, losing nothing: `InputRoundsExceededError` (with the last result),
 * `InputProtocolError`, `MissingInputHandlerError`, `MissingCapabilityError` (JSON-RPC -32021,
 * with `requiredCapabilities`), `InputRetryError` (a retry could not be sent; `resume()` sends it
 * again without asking the person twice), or the signal's reason when aborted. Other JSON-RPC
 * errors from the server are rethrown as `send` produced them.
 *
 * A legacy (2025-11-25) server's URL elicitation error -32042 is answered too: each URL is put to
 * the person, and the request is sent again once all were accepted.
 *
 * With `options.tasks`, the call declares the tasks extension and follows a `tools/call` answered
 * with a background task to its end: each question asked once, each answer sent with
 * `tasks/update` as it is given; `onTask` learns the task id at once (keep it for `resumeTask`).
 * It rejects with `TaskFailedError`, `TaskCancelledError` or `TaskConnectionError` (resumable).
 *
 * @example
 * ```ts source="examples/adapter.examples.ts#callWithInputs"
 * import { elicit } from 'mcp-elicit';
 * import { callWithInputs } from 'mcp-elicit/adapter';
 * import type { Send } from 'mcp-elicit/adapter';
 *
 * declare const send: Send; // your transport: one JSON-RPC request in, its result out (a few lines of fetch, or an SDK client: see "callWithInputs and the SDKs")
 * declare const messageElement: HTMLElement; // where the chat shows this call, for the question to appear inline
 *
 * const result = await callWithInputs(
 *   send,
 *   { method: 'tools/call', params: { name: 'close_ticket', arguments: { id: 'T-1' } } },
 *   {
 *     elicit: (params, ctx) =>
 *       elicit(params, {
 *         container: messageElement, // inline in the chat message
 *         signal: ctx.signal, // aborting the call closes the form
 *         values: ctx.previous, // a corrections round pre-fills what the person typed
 *         repeated: ctx.repeated, // the same URL asked again: "I've finished / Open again"
 *         server: { name: 'Help desk', origin: 'https://helpdesk.example.com' },
 *       }),
 *   },
 * );
 * ```
 */
export async function callWithInputs<R extends McpRequest>(send: Send, request: R, options: CallWithInputsOptions): Promise<ResultOf<R['method']>> {
  const maxRounds = checkOptions('callWithInputs', send, options);
  checkRequest('callWithInputs', request);
  const tasks = options.tasks ? taskSettings(options.tasks, 'callWithInputs') : undefined;
  const run = prepareRun('callWithInputs', send, options);
  const answerer = createAnswerer(options);
  if (tasks) {
    run.followTask = (result) => followTask(send, parseTask(result), { options, settings: tasks, answerer, envelope: run.envelope, maxRounds });
  }
  return (await finish(send, run, answerer, firstStep(send, run, request).catch(firstFailure))).result as ResultOf<R['method']>;
}

/** The first attempt's send failure is the caller's to see as it came: nothing was answered yet. */
function firstFailure(error: unknown): never {
  throw error instanceof TransportFailure && error.progress.round === 0 ? error.cause : error;
}

/**
 * Answers steps until the call is done. A retry that cannot be sent becomes an `InputRetryError`
 * whose `resume()` sends the same attempt again and carries on from there.
 */
async function finish(send: Send, run: Run, answerer: Answerer, started: Promise<InnerStep>): Promise<Extract<InnerStep, { done: true }>> {
  let step: InnerStep;
  try {
    step = await started;
    while (!step.done) step = await nextStep(send, run, step.pending, await answerStep(answerer, run, step));
  } catch (error) {
    if (!(error instanceof TransportFailure)) throw error;
    const { progress, state, cause } = error;
    const resume = () => finish(send, run, answerer, advanceAgain(send, run, error)).then((done) => done.result);
    throw new InputRetryError(progress.round, state.inputResponses, state.requestState, cause, resume);
  }
  return step;
}

/** The failed attempt, sent again as it was. */
function advanceAgain(send: Send, run: Run, failure: TransportFailure): Promise<InnerStep> {
  return advance(send, run, failure.progress, failure.state);
}

/**
 * Puts a step's questions to the person in this page: every input request of the round in order
 * (elicitations by `options.elicit`, sampling and roots by their handlers), with the cancel of one
 * answering the rest. A 2025-11-25 URL round needs every consent, or the server's error stands.
 */
async function answerStep(answerer: Answerer, run: Run, step: Extract<InnerStep, { done: false }>): Promise<Json> {
  const { pending, serverInfo } = step;
  const entries = Object.entries(pending.inputRequests);
  const signal = run.signal ?? NEVER;
  if (pending.legacyError) {
    for (const [index, [key, request]] of entries.entries()) {
      const ctx: InputContext = { key, round: pending.round, index, total: entries.length, signal };
      const answer = await answerer.answer(request, ctx);
      run.signal?.throwIfAborted();
      if ((answer as { action?: unknown }).action !== 'accept') throw step.cause;
    }
    return {};
  }
  const inputResponses: Json = {};
  const context = (key: string, index: number): InputContext => ({ key, round: pending.round, index, total: entries.length, signal, serverInfo });
  await answerAll(answerer, entries, context, (key, answer) => void setOwn(inputResponses, key, answer), run.signal);
  return inputResponses;
}
