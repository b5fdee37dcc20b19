/**
 * The events mcp-elicit fires, typed for listeners on elements, `document` and `window` alike
 * (they bubble and are composed, so one listener high up hears every question).
 */
import type { ElicitationResultDetail } from './types.js';

/**
 * `mcp-elicitation-result`: fired exactly once per request when the question ends.
 * `detail.result` is the ElicitResult for the wire, `detail.reason` says why.
 */
export type McpElicitationResultEvent = CustomEvent<ElicitationResultDetail>;

/** Makes the `mcp-elicitation-result` event (bubbling and composed). */
export function resultEvent(detail: ElicitationResultDetail): McpElicitationResultEvent {
  return new CustomEvent('mcp-elicitation-result', { detail, bubbles: true, composed: true });
}

declare global {
  interface GlobalEventHandlersEventMap {
    'mcp-elicitation-result': McpElicitationResultEvent;
  }
}
