/**
 * MRTR (2026-07-28 multi round-trip requests) as steps: send the call, read what came back, and
 * either finish or stop at a round of questions with everything needed to go on written down as
 * plain JSON (`Pending`). Nothing is kept between steps but that JSON, so the answers may come back
 * to another process, another worker, after a restart: `startCall()` and `continueCall()` are for a
 * host whose MCP client runs on a server and whose person is in a browser. `callWithInputs()` is a
 * loop over the same steps, with the person in the same page.
 */
import type { ElicitContent, ElicitRequestParams, ElicitResult } from '../types.js';
import { setOwn } from '../internal/own.js';
import { checkAnswers } from './check-lazily.js';
import type { Question } from './check-answers.js';
import { isServerError, metaEnvelope, serverInfoOf, withEnvelope } from './envelope.js';
import { InputProtocolError, InputRoundsExceededError, MissingCapabilityError, MissingInputHandlerError, excerpt } from './errors.js';
import { checkInputRequests, isObject, NEVER, type InputRequest, type Json } from './inputs.js';
import { sleep } from '../internal/timers.js';
import { OPENAI_ELICITATION_METHOD, extensionSchemaOf, toExtensionShape } from '../extensions/openai/request.js';
import type { CallWithInputsOptions, InputContext, McpRequest, McpResult, Send } from './types.js';
import { TransportFailure, type Attempt, type InnerStep, type Pending, type Progress, type Run, type Step, type StepOptions, type StepQuestion } from './step-types.js';

const RETRYABLE: ReadonlySet<string> = new Set(['tools/call', 'prompts/get', 'resources/read']);

export type { Question };
export { TransportFailure };
export type { InnerStep, Pending, Run, Step, StepOptions, StepQuestion };

/** Checks what every step takes; returns the run settings. */
export function prepareRun(fn: string, send: unknown, options: StepOptions | CallWithInputsOptions): Run {
  if (typeof send !== 'function') throw new TypeError(`${fn}: send must be a function that sends one JSON-RPC request.`);
  if (!isObject(options as unknown)) throw new TypeError(`${fn}: options must be an object.`);
  const maxRounds = options.maxRounds ?? 10;
  if (!Number.isInteger(maxRounds) || maxRounds < 0) throw new TypeError(`${fn}: maxRounds must be a whole number, 0 or more.`);
  return {
    maxRounds,
    signal: options.signal,
    envelope: options.envelope === false ? undefined : metaEnvelope(options as unknown as CallWithInputsOptions),
    stateOnlyDelayMs: options.stateOnlyDelayMs ?? 250,
    // The extensions the person's page renders: declared in the envelope, and their questions taken.
    handlers: { sample: options.sample, listRoots: options.listRoots, extensions: options.extensions },
  };
}

/** Checks the request a call starts from. */
export function checkRequest(fn: string, request: unknown): asserts request is McpRequest {
  if (!isObject(request) || typeof request.method !== 'string' || (request.params !== undefined && !isObject(request.params))) {
    throw new TypeError(`${fn}: request must be { method, params } with params an object.`);
  }
}

/** Step one: sends the call as it is. */
export function firstStep(send: Send, run: Run, request: McpRequest): Promise<InnerStep> {
  return advance(send, run, { method: request.method, params: { ...request.params }, round: 0 }, {});
}

/**
 * The step after a round: sends the same call again with this round's bare results by key
 * (`inputResponses`: elicitations and any sampling or roots results) and the `requestState` byte
 * for byte, and reads what comes back. No check of the answers here: `continueCall` checks them.
 */
export function nextStep(send: Send, run: Run, pending: Pending, inputResponses: Json): Promise<InnerStep> {
  const entered: ElicitContent = { ...pending.entered };
  const opened = new Set(pending.opened);
  for (const [key, request] of Object.entries(pending.inputRequests)) {
    const answer = Object.hasOwn(inputResponses, key) ? (inputResponses[key] as ElicitResult) : undefined;
    if (!isElicitation(request.method) || answer?.action !== 'accept') continue;
    const params = request.params as unknown as ElicitRequestParams;
    if (params.mode === 'url') opened.add(params.url);
    else for (const [name, value] of Object.entries(answer.content ?? {})) setOwn(entered, name, value);
  }
  const progress: Progress = {
    method: pending.method,
    params: pending.params,
    round: pending.round,
    ...(Object.keys(entered).length ? { entered } : {}),
    ...(opened.size ? { opened: [...opened] } : {}),
  };
  // 2025-11-25 URL error: the same request again, unchanged; the server decides whether it is done.
  const attempt: Attempt = pending.legacyError ? {} : { inputResponses, ...(pending.requestState === undefined ? {} : { requestState: pending.requestState }) };
  return advance(send, run, progress, attempt);
}

/** Sends one attempt and reads the answer, until it finishes or asks the person something. */
export async function advance(send: Send, run: Run, progress: Progress, attempt: Attempt): Promise<InnerStep> {
  for (;;) {
    let result: unknown;
    try {
      result = await sendAttempt(send, run, progress, attempt);
    } catch (error) {
      if (isServerError(error) && error.code === -32042 && isObject(error.data) && Array.isArray(error.data.elicitations)) {
        return legacyUrlStep(run, progress, error.data.elicitations, error);
      }
      throw error;
    }

    if (!isObject(result)) throw new InputProtocolError(`The server answered ${progress.method} with something that is not a result object.`, result);
    const type = result.resultType;
    if (type === undefined || type === 'complete') return { done: true, result: result as McpResult };
    if (type === 'task') {
      if (!run.followTask) throw new InputProtocolError('The server answered with a task, but this call did not declare the tasks extension (pass options.tasks).', result);
      if (progress.method !== 'tools/call') throw new InputProtocolError(`The server answered ${progress.method} with a task; the tasks extension covers only tools/call.`, result);
      return { done: true, result: await run.followTask(result) };
    }
    if (type !== 'input_required') throw new InputProtocolError(`The server answered with resultType "${excerpt(String(type))}", which this client does not support.`, result);
    if (!RETRYABLE.has(progress.method)) {
      throw new InputProtocolError(`The server asked for input on ${progress.method}; only tools/call, prompts/get and resources/read may.`, result);
    }
    if (progress.round >= run.maxRounds) throw new InputRoundsExceededError(progress.round, result as McpResult);
    progress = { ...progress, round: progress.round + 1 };

    const { requestState } = result;
    if (requestState !== undefined && typeof requestState !== 'string') throw new InputProtocolError('requestState is not a string.', result);
    // The whole round is checked before anyone is asked anything, so nobody answers in vain.
    const entries = checkInputRequests(result.inputRequests, result, run.handlers);
    if (!entries.length && requestState === undefined) {
      throw new InputProtocolError('The server asked for input but sent neither inputRequests nor requestState.', result);
    }
    if (!entries.length) {
      // Only state: the server is shedding load and asks to be called again shortly.
      await sleep(run.stateOnlyDelayMs, run.signal);
      attempt = { requestState: requestState as string };
      continue;
    }
    const pending: Pending = {
      ...progress,
      ...(requestState === undefined ? {} : { requestState: requestState as string }),
      inputRequests: byKey(entries),
    };
    const serverInfo = serverInfoOf(result);
    return { done: false, questions: questionsOf(pending), pending, ...(serverInfo ? { serverInfo } : {}) };
  }
}

/** Sends the original method and params plus this attempt's answers, as a new request. */
async function sendAttempt(send: Send, run: Run, progress: Progress, attempt: Attempt): Promise<unknown> {
  run.signal?.throwIfAborted();
  const params: Json = { ...progress.params };
  if (attempt.inputResponses) params.inputResponses = attempt.inputResponses;
  if (attempt.requestState !== undefined) params.requestState = attempt.requestState;
  try {
    return await send({ method: progress.method, params: withEnvelope(params, run.envelope) }, { signal: run.signal });
  } catch (error) {
    if (run.signal?.aborted) throw run.signal.reason;
    if (!isServerError(error)) throw new TransportFailure(error, progress, attempt);
    if (error.code === -32021) {
      const data = isObject(error.data) ? error.data : {};
      throw new MissingCapabilityError(isObject(data.requiredCapabilities) ? data.requiredCapabilities : {}, error);
    }
    throw error;
  }
}

/** 2025-11-25: error -32042 lists URL elicitations to complete before the same request is sent again. */
function legacyUrlStep(run: Run, progress: Progress, elicitations: unknown[], error: { code: number; message: string; data?: unknown }): InnerStep {
  if (progress.round >= run.maxRounds) throw new InputRoundsExceededError(progress.round, undefined, error);
  const inputRequests: Pending['inputRequests'] = {};
  for (const [index, params] of elicitations.entries()) {
    // Only URLs may be asked this way; anything else leaves the server's error as it came.
    if (!isObject(params) || params.mode !== 'url' || typeof params.url !== 'string') throw error;
    setOwn(inputRequests, typeof params.elicitationId === 'string' ? params.elicitationId : `url-${index}`, { method: 'elicitation/create', params });
  }
  const pending: Pending = {
    ...progress,
    round: progress.round + 1,
    inputRequests,
    legacyError: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) },
  };
  return { done: false, questions: questionsOf(pending), pending, cause: error };
}

/** An input request the person answers: a core elicitation, or one of OpenAI's form extension (taken only with it on). */
const isElicitation = (method: string): boolean => method === 'elicitation/create' || method === OPENAI_ELICITATION_METHOD;

function byKey(entries: [string, InputRequest][]): Pending['inputRequests'] {
  const map: Pending['inputRequests'] = {};
  for (const [key, request] of entries) setOwn(map, key, request);
  return map;
}

/** The round's elicitations as the browser gets them: with what the person entered before for fields of the same names. */
export function questionsOf(pending: Pending): { [key: string]: StepQuestion } {
  const questions: { [key: string]: StepQuestion } = {};
  const entered = pending.entered ?? {};
  for (const [key, request] of Object.entries(pending.inputRequests)) {
    if (!isElicitation(request.method)) continue;
    // OpenAI's form extension, in whichever reading it came, goes to the page in the 2026-07-28 shape.
    const params = (request.method === OPENAI_ELICITATION_METHOD ? toExtensionShape(request.params) : request.params) as unknown as ElicitRequestParams;
    const question: StepQuestion = { method: 'elicitation/create', params };
    if (params.mode === 'url') {
      if (pending.opened?.includes(params.url)) question.repeated = true;
    } else {
      const schema = extensionSchemaOf(params) ?? params.requestedSchema;
      const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
      const previous: ElicitContent = {};
      for (const name of Object.keys(properties)) if (Object.hasOwn(entered, name)) setOwn(previous, name, entered[name]);
      if (Object.keys(previous).length) question.previous = previous;
    }
    setOwn(questions, key, question);
  }
  return questions;
}

/** A step for the host: the loop's extras left out. */
function publicStep(step: InnerStep): Step {
  if (step.done) return step;
  const { cause: _cause, ...rest } = step;
  return rest;
}

/** The send failure itself, for a host that calls the steps: it sends again by calling the step again. */
function unwrap(error: unknown): never {
  throw error instanceof TransportFailure ? error.cause : error;
}

/**
 * Starts a call whose questions are answered elsewhere (the MCP client on a server, the person in a
 * browser). Sends `request` once (again, after a pause, while the server only sheds load) and
 * resolves with a step: `{ done: true, result }`, or `{ done: false, questions, pending }` when the
 * server asks (`input_required`, or a 2025-11-25 URL error -32042). Send `questions` to the browser
 * (`answerInputs` there), keep `pending` (sealed with `sealPending` if it travels), then call
 * `continueCall` with the answers.
 *
 * Sampling and roots requests are answered on the server side by `options.sample` and
 * `options.listRoots` in `continueCall`; only elicitations become questions (with
 * `options.extensions.openai`, OpenAI's `openai/elicitation/create` entries too, handed on as
 * `elicitation/create` in the 2026-07-28 shape). Rejects with the same
 * typed errors as `callWithInputs`; a failed send rejects with what `send` threw.
 *
 * @example
 * ```ts
 * const step = await startCall(send, { method: 'tools/call', params: { name: 'close_ticket', arguments: { id: 'T-1' } } });
 * if (step.done) return reply(step.result);
 * const token = await sealPending(step.pending, { keys, subject: user.id, ttlSeconds: 600 });
 * reply({ questions: step.questions, token });
 * ```
 */
export async function startCall(send: Send, request: McpRequest, options: StepOptions = {}): Promise<Step> {
  const run = prepareRun('startCall', send, options);
  checkRequest('startCall', request);
  return firstStep(send, run, request).then(publicStep, unwrap);
}

/**
 * Continues a call with the browser's answers to a step's questions. The answers are checked
 * first (`checkAnswers`: exactly the keys asked, each a well-formed result whose accepted content
 * is valid for its question); a bad one rejects with `InvalidAnswerError` and nothing is sent.
 * Sampling and roots requests of the round are answered by `options.sample` and `options.listRoots`.
 * Then the same call is sent again with `inputResponses` and the `requestState` byte for byte,
 * and it resolves with the next step.
 *
 * A failed send rejects with what `send` threw; calling `continueCall` again with the same
 * pending state and answers sends the same retry.
 */
export async function continueCall(send: Send, pending: Pending, answers: { [key: string]: ElicitResult }, options: StepOptions = {}): Promise<Step> {
  const run = prepareRun('continueCall', send, options);
  checkPending('continueCall', pending);
  const checked = await checkAnswers(questionsOf(pending), answers, { validator: options.validator, extensions: options.extensions });
  if (pending.legacyError && Object.values(checked).some((answer) => answer.action !== 'accept')) {
    // Without every consent the request cannot succeed: the server's error stands, as it came.
    throw Object.assign(new Error(pending.legacyError.message), pending.legacyError);
  }
  const inputResponses: Json = {};
  const entries = Object.entries(pending.inputRequests);
  for (const [index, [key, request]] of entries.entries()) {
    if (isElicitation(request.method)) {
      setOwn(inputResponses, key, checked[key]);
      continue;
    }
    const ctx: InputContext = { key, round: pending.round, index, total: entries.length, signal: run.signal ?? NEVER };
    if (request.method === 'sampling/createMessage') {
      if (!run.handlers.sample) throw new MissingInputHandlerError(key, request.method);
      setOwn(inputResponses, key, await run.handlers.sample(request.params ?? {}, ctx));
    } else {
      if (!run.handlers.listRoots) throw new MissingInputHandlerError(key, request.method);
      setOwn(inputResponses, key, await run.handlers.listRoots(request.params, ctx));
    }
    run.signal?.throwIfAborted();
  }
  return nextStep(send, run, pending, inputResponses).then(publicStep, unwrap);
}

/** Checks a pending state given back by the host (from `openPending`, or its own store). */
function checkPending(fn: string, pending: unknown): asserts pending is Pending {
  const ok =
    isObject(pending) &&
    typeof pending.method === 'string' &&
    RETRYABLE.has(pending.method) &&
    isObject(pending.params) &&
    Number.isInteger(pending.round) &&
    (pending.round as number) >= 1 &&
    (pending.requestState === undefined || typeof pending.requestState === 'string') &&
    isObject(pending.inputRequests) &&
    Object.values(pending.inputRequests).every((r) => isObject(r) && typeof r.method === 'string') &&
    (pending.entered === undefined || isObject(pending.entered)) &&
    (pending.opened === undefined || (Array.isArray(pending.opened) && pending.opened.every((u) => typeof u === 'string')));
  if (!ok) throw new TypeError(`${fn}: pending must be the pending state of a step (as startCall or continueCall gave it).`);
}
