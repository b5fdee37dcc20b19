/**
 * mcp-elicit: accessible web components for MCP elicitation. Importing this module defines
 * `<mcp-elicitation>`, `<mcp-elicitation-form>` and `<mcp-url-elicitation>`.
 */
import './define.js';

export { elicit, type ElicitOptions } from './elicit.js';
export { connectRelay, type ConnectRelayOptions, type RelayConnection, type RelayEndReason, type RelayStatus } from './relay/connect-relay.js';
export { McpElicitation, McpElicitationForm, McpUrlElicitation } from './elements.js';
export { en } from './i18n/en.js';
export type { Strings } from './i18n/strings.js';
export {
  ajvValidator,
  cspSafeValidator,
  defaultValidator,
  type ContentValidator,
  type ValidatorProvider,
} from './validation/validator.js';
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
  ElicitValue,
  ElicitationOpenDetail,
  ElicitationResultDetail,
  PersistOptions,
  PrimitiveSchema,
  QueuePosition,
  RequestedSchema,
  ResultReason,
  ServerIdentity,
  TaskInfo,
} from './types.js';
