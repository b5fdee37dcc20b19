/**
 * The events mcp-elicit fires, typed for listeners on elements, `document` and `window` alike
 * (they bubble and are composed, so one listener high up hears every question).
 */
import type { ElicitationOpenDetail, ElicitationResultDetail } from './types.js';

/**
 * `mcp-elicitation-result`: fired exactly once per request when the question ends.
 * `detail.result` is the ElicitResult for the wire, `detail.reason` says why.
 */
export type McpElicitationResultEvent = CustomEvent<ElicitationResultDetail>;

/** Makes the `mcp-elicitation-result` event (bubbling and composed). */
export function resultEvent(detail: ElicitationResultDetail): McpElicitationResultEvent {
  return new CustomEvent('mcp-elicitation-result', { detail, bubbles: true, composed: true });
}

/**
 * `mcp-elicitation-open`: fired when a question appears on screen (each new request, once), so a
 * host can tell a person who is looking elsewhere: a badge, the tab title, a system notification.
 */
export type McpElicitationOpenEvent = CustomEvent<ElicitationOpenDetail>;

/** Makes the `mcp-elicitation-open` event (bubbling and composed). */
export function openEvent(detail: ElicitationOpenDetail): McpElicitationOpenEvent {
  return new CustomEvent('mcp-elicitation-open', { detail, bubbles: true, composed: true });
}

declare global {
  interface GlobalEventHandlersEventMap {
    'mcp-elicitation-result': McpElicitationResultEvent;
    'mcp-elicitation-open': McpElicitationOpenEvent;
  }
}
