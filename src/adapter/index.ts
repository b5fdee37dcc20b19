/**
 * mcp-elicit/adapter: no DOM, no Lit; runs in Node and browsers.
 *
 * - `callWithInputs()` answers MCP 2026-07-28 `input_required` results and retries the call.
 * - `createElicitationHandler()` plugs an `elicit` function into an MCP SDK client (v2 or 1.x).
 */
export { callWithInputs, clientCapabilities, metaEnvelope, PROTOCOL_VERSION } from './call-with-inputs.js';
export { createElicitationHandler, type ElicitFunction } from './handler.js';
export {
  InputProtocolError,
  InputRetryError,
  InputRoundsExceededError,
  MissingCapabilityError,
  MissingInputHandlerError,
} from './errors.js';
export type {
  CallWithInputsOptions,
  ElicitHandler,
  Implementation,
  InputContext,
  ListRootsHandler,
  McpRequest,
  McpResult,
  RetryableMethod,
  SampleHandler,
  Send,
} from './types.js';
export type { ElicitContent, ElicitRequestParams, ElicitResult, ElicitValue } from '../types.js';
