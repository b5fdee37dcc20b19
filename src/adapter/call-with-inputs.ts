import type { ElicitContent, ElicitRequestParams, ElicitResult, ElicitValue } from '../types.js';
import { setOwn } from '../internal/own.js';
import { VERSION } from '../version.js';
import {
  InputProtocolError,
  InputRetryError,
  InputRoundsExceededError,
  MissingCapabilityError,
  MissingInputHandlerError,
  isJsonRpcError,
} from './errors.js';
import type { CallWithInputsOptions, Implementation, InputContext, McpRequest, McpResult, Send } from './types.js';

export const PROTOCOL_VERSION = '2026-07-28';
const META = {
  protocolVersion: 'io.modelcontextprotocol/protocolVersion',
  clientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
  clientInfo: 'io.modelcontextprotocol/clientInfo',
  serverInfo: 'io.modelcontextprotocol/serverInfo',
} as const;

const RETRYABLE = new Set(['tools/call', 'prompts/get', 'resources/read']);
const INPUT_METHODS = new Set(['elicitation/create', 'sampling/createMessage', 'roots/list']);
/** SDK 1.x reports a closed connection and a local timeout with these codes: transport failures, not answers. */
const LOCAL_CODES = new Set([-32000, -32001]);

type Json = { [key: string]: unknown };
type Answers = { inputResponses?: Json; requestState?: string };

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The client capabilities this call can honour: elicitation always, sampling and roots only with their handlers. */
export function clientCapabilities(options: Pick<CallWithInputsOptions, 'sample' | 'listRoots'>): Json {
  return {
    elicitation: { form: {}, url: {} },
    ...(options.sample ? { sampling: {} } : {}),
    ...(options.listRoots ? { roots: {} } : {}),
  };
}

/** The 2026-07-28 per-request `_meta` envelope. */
export function metaEnvelope(options: CallWithInputsOptions): Json {
  const clientInfo: Implementation = (options.envelope && options.envelope.clientInfo) || { name: 'mcp-elicit', version: VERSION };
  return {
    [META.protocolVersion]: PROTOCOL_VERSION,
    [META.clientCapabilities]: clientCapabilities(options),
    [META.clientInfo]: clientInfo,
  };
}

function isElicitResult(value: unknown): value is ElicitResult {
  return (
    isObject(value) &&
    (value.action === 'accept' || value.action === 'decline' || value.action === 'cancel') &&
    (value.content === undefined || isObject(value.content))
  );
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, ms);
    function done(): void {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }
    function aborted(): void {
      clearTimeout(timer);
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

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
 * @example
 * ```ts source="examples/adapter.examples.ts#callWithInputs"
 * import { elicit } from 'mcp-elicit';
 * import { callWithInputs } from 'mcp-elicit/adapter';
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
  if (typeof send !== 'function') throw new TypeError('callWithInputs: send must be a function that sends one JSON-RPC request.');
  if (!isObject(request) || typeof request.method !== 'string' || (request.params !== undefined && !isObject(request.params))) {
    throw new TypeError('callWithInputs: request must be { method, params } with params an object.');
  }
  if (!isObject(options) || typeof options.elicit !== 'function') {
    throw new TypeError('callWithInputs: options.elicit is required; it shows elicitation requests to the person.');
  }
  const maxRounds = options.maxRounds ?? 10;
  if (!Number.isInteger(maxRounds) || maxRounds < 0) throw new TypeError('callWithInputs: maxRounds must be a whole number, 0 or more.');

  const { signal } = options;
  const envelope = options.envelope === false ? undefined : metaEnvelope(options);
  const entered = new Map<string, ElicitValue>();
  const openedUrls = new Set<string>();
  let round = 0;

  const attempt = (answers: Answers): Promise<unknown> => {
    signal?.throwIfAborted();
    const params: Json = { ...request.params };
    if (answers.inputResponses) params.inputResponses = answers.inputResponses;
    if (answers.requestState !== undefined) params.requestState = answers.requestState;
    if (envelope) params._meta = { ...envelope, ...(isObject(request.params?._meta) ? request.params._meta : {}) };
    return send({ method: request.method, params }, { signal });
  };

  const run = async (answers: Answers, isRetry: boolean): Promise<McpResult> => {
    for (;;) {
      let result: unknown;
      try {
        result = await attempt(answers);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (isJsonRpcError(error) && !LOCAL_CODES.has(error.code)) {
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
    const { inputRequests, requestState } = result;
    if (inputRequests !== undefined && !isObject(inputRequests)) throw new InputProtocolError('inputRequests is not an object.', result);
    if (requestState !== undefined && typeof requestState !== 'string') throw new InputProtocolError('requestState is not a string.', result);
    const entries = Object.entries(inputRequests ?? {});
    if (!entries.length && requestState === undefined) {
      throw new InputProtocolError('The server asked for input but sent neither inputRequests nor requestState.', result);
    }
    const state: Answers = requestState === undefined ? {} : { requestState };
    if (!entries.length) {
      // Only state: the server is shedding load and asks to be called again shortly.
      await sleep(options.stateOnlyDelayMs ?? 250, signal);
      return state;
    }

    // Check the whole round before the person is asked anything, so nobody answers in vain.
    for (const [key, entry] of entries) {
      if (!isObject(entry) || typeof entry.method !== 'string' || !INPUT_METHODS.has(entry.method)) {
        throw new InputProtocolError(`Input "${key}" is not an elicitation, sampling or roots request.`, result);
      }
      if (entry.method === 'elicitation/create' && !isObject(entry.params)) throw new InputProtocolError(`Input "${key}" has no params.`, result);
      if (entry.method === 'sampling/createMessage' && !options.sample) throw new MissingInputHandlerError(key, entry.method);
      if (entry.method === 'roots/list' && !options.listRoots) throw new MissingInputHandlerError(key, entry.method);
    }

    const serverInfo = isObject(result._meta) && isObject(result._meta[META.serverInfo]) ? (result._meta[META.serverInfo] as Implementation) : undefined;
    const inputResponses: Json = {};
    let cancelled = false;
    for (const [index, [key, entry]] of entries.entries()) {
      const { method, params } = entry as { method: string; params?: Json };
      const ctx: InputContext = { key, round, index, total: entries.length, signal: signal ?? new AbortController().signal, serverInfo };
      let answer: unknown;
      if (method === 'elicitation/create') {
        if (cancelled) answer = { action: 'cancel' };
        else answer = await askPerson(params as unknown as ElicitRequestParams, ctx);
        if ((answer as ElicitResult).action === 'cancel') cancelled = true;
      } else if (method === 'sampling/createMessage') {
        answer = await options.sample!(params ?? {}, ctx);
      } else {
        answer = await options.listRoots!(params, ctx);
      }
      signal?.throwIfAborted();
      setOwn(inputResponses, key, answer);
    }
    return { ...state, inputResponses };
  };

  /** Puts one elicitation to the person, with what they entered before, and remembers the answer. */
  const askPerson = async (params: ElicitRequestParams, ctx: InputContext): Promise<ElicitResult> => {
    if (params.mode === 'url') {
      if (openedUrls.has(params.url)) ctx.repeated = true;
    } else {
      const properties = isObject(params.requestedSchema) && isObject(params.requestedSchema.properties) ? params.requestedSchema.properties : {};
      const previous: ElicitContent = {};
      for (const name of Object.keys(properties)) if (entered.has(name)) setOwn(previous, name, entered.get(name)!);
      if (Object.keys(previous).length) ctx.previous = previous;
    }
    const answer: unknown = await options.elicit(params, ctx);
    if (!isElicitResult(answer)) {
      throw new TypeError(`elicit() answered input "${ctx.key}" with ${JSON.stringify(answer)}, which is not an ElicitResult ({ action, content? }).`);
    }
    if (answer.action === 'accept') {
      if (params.mode === 'url') openedUrls.add(params.url);
      for (const [name, value] of Object.entries(answer.content ?? {})) entered.set(name, value);
    }
    return answer;
  };

  /** 2025-11-25: error -32042 lists URL elicitations to complete before the same request is sent again. */
  const answerLegacyUrls = async (elicitations: unknown[], error: unknown): Promise<Answers> => {
    if (round >= maxRounds) throw new InputRoundsExceededError(round, undefined, error);
    round += 1;
    for (const [index, params] of elicitations.entries()) {
      if (!isObject(params) || params.mode !== 'url') throw error;
      const key = typeof params.elicitationId === 'string' ? params.elicitationId : `url-${index}`;
      const ctx: InputContext = { key, round, index, total: elicitations.length, signal: signal ?? new AbortController().signal };
      const answer = await askPerson(params as unknown as ElicitRequestParams, ctx);
      signal?.throwIfAborted();
      // Without every consent the request cannot succeed: report the server's error as it came.
      if (answer.action !== 'accept') throw error;
    }
    return {};
  };

  return run({}, false);
}
