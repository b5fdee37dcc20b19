import type { ElicitRequestParams } from '../types.js';
import { setOwn } from '../internal/own.js';
import {
  InputProtocolError,
  InputRetryError,
  InputRoundsExceededError,
  MissingCapabilityError,
} from './errors.js';
import { isServerError, metaEnvelope, serverInfoOf, withEnvelope } from './envelope.js';
import { NEVER, answerAll, checkInputRequests, checkOptions, createAnswerer, isObject, sleep, type Json } from './inputs.js';
import { followTask, parseTask, taskSettings } from './tasks.js';
import type { CallWithInputsOptions, InputContext, McpRequest, McpResult, Send } from './types.js';

const RETRYABLE = new Set(['tools/call', 'prompts/get', 'resources/read']);

type Answers = { inputResponses?: Json; requestState?: string };

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
 * const result = await callWithInputs(send, { method: 'tools/call', params: { name: 'close_ticket', arguments: { id: 'T-1' } } }, {
 *   elicit: (params, ctx) =>
 *     elicit(params, {
 *       container: messageElement, // inline in the chat message
 *       signal: ctx.signal, // aborting the call closes the form
 *       values: ctx.previous, // a corrections round pre-fills what the person typed
 *       repeated: ctx.repeated, // the same URL asked again: "I've finished / Open again"
 *       server: { name: 'Help desk', origin: 'https://helpdesk.example.com' },
 *     }),
 * });
 * ```
 */
export async function callWithInputs(send: Send, request: McpRequest, options: CallWithInputsOptions): Promise<McpResult> {
  const maxRounds = checkOptions('callWithInputs', send, options);
  if (!isObject(request) || typeof request.method !== 'string' || (request.params !== undefined && !isObject(request.params))) {
    throw new TypeError('callWithInputs: request must be { method, params } with params an object.');
  }
  const tasks = options.tasks ? taskSettings(options.tasks, 'callWithInputs') : undefined;

  const { signal } = options;
  const envelope = options.envelope === false ? undefined : metaEnvelope(options);
  const answerer = createAnswerer(options);
  let round = 0;

  const attempt = (answers: Answers): Promise<unknown> => {
    signal?.throwIfAborted();
    const params: Json = { ...request.params };
    if (answers.inputResponses) params.inputResponses = answers.inputResponses;
    if (answers.requestState !== undefined) params.requestState = answers.requestState;
    return send({ method: request.method, params: withEnvelope(params, envelope) }, { signal });
  };

  const run = async (answers: Answers, isRetry: boolean): Promise<McpResult> => {
    for (;;) {
      let result: unknown;
      try {
        result = await attempt(answers);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (isServerError(error)) {
          if (error.code === -32021) {
            const data = isObject(error.data) ? error.data : {};
            throw new MissingCapabilityError(isObject(data.requiredCapabilities) ? data.requiredCapabilities : {}, error);
          }
          if (error.code === -32042 && isObject(error.data) && Array.isArray(error.data.elicitations)) {
            answers = await answerLegacyUrls(error.data.elicitations, error);
            isRetry = true;
            continue;
          }
          throw error;
        }
        if (!isRetry) throw error;
        const failed = answers;
        throw new InputRetryError(round, failed.inputResponses, failed.requestState, error, () => run(failed, true));
      }

      if (!isObject(result)) throw new InputProtocolError(`The server answered ${request.method} with something that is not a result object.`, result);
      const type = result.resultType;
      if (type === undefined || type === 'complete') return result as McpResult;
      if (type === 'task') {
        if (!tasks) {
          throw new InputProtocolError('The server answered with a task, but this call did not declare the tasks extension (pass options.tasks).', result);
        }
        if (request.method !== 'tools/call') {
          throw new InputProtocolError(`The server answered ${request.method} with a task; the tasks extension covers only tools/call.`, result);
        }
        return followTask(send, parseTask(result), { options, settings: tasks, answerer, envelope, maxRounds });
      }
      if (type !== 'input_required') throw new InputProtocolError(`The server answered with resultType "${String(type)}", which this client does not support.`, result);
      if (!RETRYABLE.has(request.method)) {
        throw new InputProtocolError(`The server asked for input on ${request.method}; only tools/call, prompts/get and resources/read may.`, result);
      }
      if (round >= maxRounds) throw new InputRoundsExceededError(round, result as McpResult);
      round += 1;
      answers = await answerRound(result);
      isRetry = true;
    }
  };

  /** Answers one input_required result: every request in order, then what goes into the retry. */
  const answerRound = async (result: Json): Promise<Answers> => {
    const { requestState } = result;
    if (requestState !== undefined && typeof requestState !== 'string') throw new InputProtocolError('requestState is not a string.', result);
    // Checks the whole round before the person is asked anything, so nobody answers in vain.
    const entries = checkInputRequests(result.inputRequests, result, options);
    if (!entries.length && requestState === undefined) {
      throw new InputProtocolError('The server asked for input but sent neither inputRequests nor requestState.', result);
    }
    const state: Answers = requestState === undefined ? {} : { requestState };
    if (!entries.length) {
      // Only state: the server is shedding load and asks to be called again shortly.
      await sleep(options.stateOnlyDelayMs ?? 250, signal);
      return state;
    }
    const serverInfo = serverInfoOf(result);
    const inputResponses: Json = {};
    const context = (key: string, index: number): InputContext => ({ key, round, index, total: entries.length, signal: signal ?? NEVER, serverInfo });
    await answerAll(answerer, entries, context, (key, answer) => void setOwn(inputResponses, key, answer), signal);
    return { ...state, inputResponses };
  };

  /** 2025-11-25: error -32042 lists URL elicitations to complete before the same request is sent again. */
  const answerLegacyUrls = async (elicitations: unknown[], error: unknown): Promise<Answers> => {
    if (round >= maxRounds) throw new InputRoundsExceededError(round, undefined, error);
    round += 1;
    for (const [index, params] of elicitations.entries()) {
      if (!isObject(params) || params.mode !== 'url') throw error;
      const key = typeof params.elicitationId === 'string' ? params.elicitationId : `url-${index}`;
      const ctx: InputContext = { key, round, index, total: elicitations.length, signal: signal ?? NEVER };
      const answer = await answerer.ask(params as unknown as ElicitRequestParams, ctx);
      signal?.throwIfAborted();
      // Without every consent the request cannot succeed: report the server's error as it came.
      if (answer.action !== 'accept') throw error;
    }
    return {};
  };

  return run({}, false);
}
