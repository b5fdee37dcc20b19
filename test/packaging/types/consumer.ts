// Type-checked with moduleResolution "bundler" and "node16": events typed on document, window and
// elements; the public types; the adapter; a wrong use fails.
import 'mcp-elicit';
import { elicit, type ElicitResult, type McpElicitationResultEvent } from 'mcp-elicit';
import { callWithInputs, InputRoundsExceededError, type Send } from 'mcp-elicit/adapter';
import type {} from 'mcp-elicit/vue';
import type { GlobalComponents } from 'vue';

// #region typedEvents
document.addEventListener('mcp-elicitation-result', (event) => {
  const { result, reason } = event.detail; // typed: ElicitResult, 'submit' | 'decline' | …
  console.log(result.action, reason);
});
// #endregion
window.addEventListener('mcp-elicitation-result', (event) => event.detail.result.content);
const element = document.querySelector('mcp-elicitation')!;
element.addEventListener('mcp-elicitation-result', (event: McpElicitationResultEvent) => event.detail.reason);
element.request = { message: 'Close T-1?', requestedSchema: { type: 'object', properties: {} } };
// @ts-expect-error detail is typed: there is no such field
document.addEventListener('mcp-elicitation-result', (event) => event.detail.nope);

export async function ask(send: Send): Promise<ElicitResult | unknown> {
  const answer: ElicitResult = await elicit({ message: 'm', requestedSchema: { type: 'object', properties: {} } });
  try {
    return await callWithInputs(send, { method: 'tools/call', params: { name: 't' } }, { elicit: (params, ctx) => elicit(params, { signal: ctx.signal }) });
  } catch (error) {
    return error instanceof InputRoundsExceededError ? error.lastResult : answer;
  }
}

// Vue's GlobalComponents know the tags and their props.
type Props = InstanceType<GlobalComponents['mcp-elicitation']>['$props'];
export const props: Props = { server: { name: 'Help desk' }, timeout: 1000 };
// @ts-expect-error server is a { name, origin? } object, not a string
export const wrong: Props = { server: 'Help desk' };
