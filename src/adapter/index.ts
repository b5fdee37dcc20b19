/**
 * mcp-elicit/adapter: no DOM, no Lit; runs in Node and browsers.
 *
 * - `callWithInputs()` answers MCP 2026-07-28 `input_required` results and retries the call.
 * - `resumeTask()` continues a background task (the tasks extension) after a reload.
 * - `createElicitationHandler()` plugs an `elicit` function into an MCP SDK client (v2 or 1.x).
 * - `createRelay()` carries the questions an MCP client on a server waits on to the person's
 *   browser, across workers (`createRelayHandler()` is its HTTP side, `createRedisBus()` its bus).
 */
export { callWithInputs } from './call-with-inputs.js';
export { paramHeaders, withParamHeaders, type ToolDefinition, type ToolSource } from './param-headers.js';
export { openPending, sealPending, type OpenOptions, type SealKey, type SealOptions } from './seal.js';
export { continueCall, startCall, type Pending, type Step, type StepOptions, type StepQuestion } from './steps.js';
export { clientCapabilities, metaEnvelope, PROTOCOL_VERSION, TASKS_EXTENSION } from './envelope.js';
export { resumeTask } from './resume-task.js';
export { createElicitationHandler, type ElicitationHandler, type ElicitFunction } from './handler.js';
export type { CheckAnswerOptions, OpenAIQuestion, Question } from './check-answers.js';
export { checkAnswer, checkAnswers } from './check-lazily.js';
export { createRelay, type AskOptions, type Relay, type RelayOptions, type StreamEvent, type WatchOptions } from './relay/relay.js';
export { createRelayHandler, toNodeListener, type NodeRequestLike, type NodeResponseLike, type RelayHandlerOptions } from './relay/http.js';
export { createMemoryBus, type RelayBus, type Unsubscribe } from './relay/bus.js';
export { createRedisBus, type RedisBusOptions, type RedisClientLike } from './relay/redis-bus.js';
export type { EndEvent, EndReason, QuestionEvent, RelayMessage, Verdict } from './relay/messages.js';
export {
  InputProtocolError,
  InputRetryError,
  InputRoundsExceededError,
  InvalidAnswerError,
  type InvalidAnswerCode,
  MissingCapabilityError,
  MissingInputHandlerError,
  PendingTokenError,
  type PendingTokenReason,
  TaskCancelledError,
  TaskConnectionError,
  TaskFailedError,
} from './errors.js';
export type {
  CallToolResult,
  CallWithInputsOptions,
  ContentBlock,
  GetPromptResult,
  ElicitHandler,
  Implementation,
  InputContext,
  ListRootsHandler,
  McpRequest,
  McpResult,
  ReadResourceResult,
  ResourceContents,
  ResultOf,
  RetryableMethod,
  SampleHandler,
  Send,
  TaskOptions,
  TaskProgress,
  TaskStatus,
} from './types.js';
export type { ElicitContent, ElicitExtensions, ElicitRequestParams, ElicitResult, ElicitValue, OpenAIFormHooks, TaskInfo } from '../types.js';
export type { ValidatorProvider } from '../validation/contract.js';
