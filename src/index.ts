/**
 * mcp-elicit: accessible web components for MCP elicitation. Importing this module defines
 * `<mcp-elicitation>`, `<mcp-elicitation-form>` and `<mcp-url-elicitation>`.
 */
import './define.js';

import { elicit } from './elicit.js';
import type { ElicitResult } from './types.js';

export { elicit, type ElicitOptions } from './elicit.js';
export { connectRelay } from './relay/connect-lazily.js';
export type { ConnectRelayOptions, RelayConnection, RelayEndReason, RelayStatus } from './relay/connect-relay.js';
import type * as AnswerInputs from './answer-inputs.js';
export type { AnswerInputsOptions, InputQuestion } from './answer-inputs.js';

/**
 * Puts a round of questions from a server-side step to the person and resolves with the answers
 * by key, for `continueCall` on the server (see `answer-inputs.ts`). Loaded when first used, so
 * pages whose MCP client runs in the page do not download it.
 */
export const answerInputs = (questions: { [key: string]: AnswerInputs.InputQuestion }, options?: AnswerInputs.AnswerInputsOptions): Promise<{ [key: string]: ElicitResult }> =>
  import('./answer-inputs.js').then((m) => m.answerInputs(questions, options, elicit));
export { McpElicitation, McpElicitationForm, McpUrlElicitation } from './elements.js';
export { en } from './i18n/en.js';
export type { StringOverrides, Strings } from './i18n/strings.js';
export type { FileStrings } from './i18n/files/en.js';
export { ajvValidator, cspSafeValidator, defaultValidator, type ContentValidator, type ValidatorProvider } from './validation/validator.js';
export type { Issue, IssueCode } from './model/issues.js';
export type { JsonSchema } from './validation/contract.js';
export { preloadValidator } from './validation/load-validator.js';
export type { McpElicitationOpenEvent, McpElicitationResultEvent } from './events.js';
export type {
  ElicitContent,
  ElicitRequestFormParams,
  ElicitRequestParams,
  ElicitRequestURLParams,
  ElicitResult,
  ElicitExtensions,
  ElicitValue,
  ElicitationOpenDetail,
  ElicitationResultDetail,
  OpenAIFormHooks,
  PersistOptions,
  PrimitiveSchema,
  QueuePosition,
  RequestedSchema,
  ResultReason,
  ServerIdentity,
  TaskInfo,
} from './types.js';
