import type { ElicitContent, ElicitRequestParams, ElicitResult, ElicitValue } from '../types.js';
import { setOwn } from '../internal/own.js';
import { InputProtocolError, MissingInputHandlerError, excerpt } from './errors.js';
import type { CallWithInputsOptions, InputContext } from './types.js';
import { isObject, type Json } from '../model/json.js';
import { isElicitResultShape } from '../model/elicit-result.js';
import { OpenedUrls } from './opened-urls.js';
import { OPENAI_ELICITATION_METHOD, toExtensionShape } from '../extensions/openai/request.js';

// What MRTR rounds and task polls share: checking the server's input requests, and putting each
// to the right handler with what the person said earlier in the same call.

export { isObject, type Json } from '../model/json.js';

/** The signal of a call that has none: never aborts. */
export const NEVER = new AbortController().signal;

/** Checks the arguments every entry point shares; returns `maxRounds` with its default. */
export function checkOptions(fn: string, send: unknown, options: CallWithInputsOptions): number {
  if (typeof send !== 'function') throw new TypeError(`${fn}: send must be a function that sends one JSON-RPC request.`);
  if (!isObject(options) || typeof options.elicit !== 'function') {
    throw new TypeError(`${fn}: options.elicit is required; it shows elicitation requests to the person.`);
  }
  const maxRounds = options.maxRounds ?? 10;
  if (!Number.isInteger(maxRounds) || maxRounds < 0) throw new TypeError(`${fn}: maxRounds must be a whole number, 0 or more.`);
  return maxRounds;
}

const INPUT_METHODS = new Set(['elicitation/create', 'sampling/createMessage', 'roots/list']);

/** One entry of `inputRequests`, checked: a method this client knows, with params where they are required. */
export interface InputRequest {
  method: string;
  params?: Json;
}

/**
 * Checks `inputRequests` before the person is asked anything, so nobody answers in vain: every
 * entry is a known kind, has the params it needs, and has a handler. Returns the entries in order.
 */
export function checkInputRequests(inputRequests: unknown, result: unknown, options: Pick<CallWithInputsOptions, 'sample' | 'listRoots' | 'extensions'>): [string, InputRequest][] {
  if (inputRequests !== undefined && !isObject(inputRequests)) throw new InputProtocolError('inputRequests is not an object.', result);
  const entries = Object.entries(inputRequests ?? {});
  // OpenAI's form extension, when the host renders it: its method is an elicitation too.
  const openai = !!options.extensions?.openai;
  for (const [key, entry] of entries) {
    const known = isObject(entry) && typeof entry.method === 'string' && (INPUT_METHODS.has(entry.method) || (openai && entry.method === OPENAI_ELICITATION_METHOD));
    if (!known) {
      throw new InputProtocolError(`Input "${excerpt(key)}" is not an elicitation, sampling or roots request.`, result);
    }
    if (entry.params !== undefined && !isObject(entry.params)) throw new InputProtocolError(`Input "${excerpt(key)}" has params that are not an object.`, result);
    if ((entry.method === 'elicitation/create' || entry.method === OPENAI_ELICITATION_METHOD) && !isObject(entry.params)) throw new InputProtocolError(`Input "${excerpt(key)}" has no params.`, result);
    if (entry.method === 'sampling/createMessage' && !options.sample) throw new MissingInputHandlerError(key, entry.method);
    if (entry.method === 'roots/list' && !options.listRoots) throw new MissingInputHandlerError(key, entry.method);
  }
  return entries as [string, InputRequest][];
}

const isElicitResult = (value: unknown): value is ElicitResult => isElicitResultShape(value);

/**
 * Answers checked input requests for one call. It remembers, across rounds and polls, what the
 * person entered (so a corrections round pre-fills it) and which URLs they opened (so the same URL
 * asked again says so).
 */
export function createAnswerer(options: CallWithInputsOptions) {
  const entered = new Map<string, ElicitValue>();
  const openedUrls = new OpenedUrls();

  /** Puts one elicitation to the person, with what they entered before, and remembers the answer. */
  const ask = async (params: ElicitRequestParams, ctx: InputContext): Promise<ElicitResult> => {
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

  /** The bare result for one input request, from the handler for its kind. */
  const answer = (request: InputRequest, ctx: InputContext): Promise<unknown> => {
    if (request.method === 'elicitation/create') return ask(request.params as unknown as ElicitRequestParams, ctx);
    // Read into the 2026-07-28 shape; answered as an elicitation is (a URI, or a list of URIs, for a resource).
    if (request.method === OPENAI_ELICITATION_METHOD) return ask(toExtensionShape(request.params) as ElicitRequestParams, ctx);
    if (request.method === 'sampling/createMessage') return options.sample!(request.params ?? {}, ctx);
    return options.listRoots!(request.params, ctx);
  };

  return { ask, answer };
}

export type Answerer = ReturnType<typeof createAnswerer>;

/**
 * Answers a batch of checked requests in order and returns the bare results by key. After a
 * cancel, the batch's remaining elicitations are answered cancel without asking: the person
 * dismissed the exchange, not one field of it.
 */
export async function answerAll(
  answerer: Answerer,
  entries: [string, InputRequest][],
  context: (key: string, index: number) => InputContext,
  onAnswer: (key: string, answer: unknown) => void | Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let cancelled = false;
  for (const [index, [key, request]] of entries.entries()) {
    let answer: unknown;
    const elicitation = request.method === 'elicitation/create' || request.method === OPENAI_ELICITATION_METHOD;
    if (elicitation && cancelled) answer = { action: 'cancel' };
    else answer = await answerer.answer(request, context(key, index));
    if (elicitation && (answer as ElicitResult).action === 'cancel') cancelled = true;
    signal?.throwIfAborted();
    await onAnswer(key, answer);
  }
}
