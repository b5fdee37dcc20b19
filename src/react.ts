/**
 * mcp-elicit/react: React components for the elements, made with `@lit/react`, so objects are
 * always set as properties (never turned into attribute text) and events arrive as props.
 * Importing this module registers the elements first, so React never meets an undefined
 * `<mcp-elicitation>`, however late the module is loaded (code splitting, lazy routes).
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import './define.js';
import { McpElicitation, McpElicitationForm, McpUrlElicitation } from './elements.js';
import type { McpElicitationResultEvent } from './events.js';

const events = { onResult: 'mcp-elicitation-result' as EventName<McpElicitationResultEvent> };

/**
 * `<mcp-elicitation>`: props are the element's properties (`request`, `server`, `timeout`,
 * `values`, `strings`, …); `onResult` receives the `mcp-elicitation-result` event.
 *
 * @example
 * ```tsx source="test/packaging/react/question.tsx#component"
 * import { useState } from 'react';
 * import { Elicitation } from 'mcp-elicit/react';
 * import type { ElicitRequestParams, ElicitResult } from 'mcp-elicit';
 *
 * export function Question({ request }: { request: ElicitRequestParams }) {
 *   const [result, setResult] = useState<ElicitResult>();
 *   return (
 *     <>
 *       <Elicitation
 *         request={request}
 *         server={{ name: 'Help desk', origin: 'https://helpdesk.example.com' }}
 *         timeout={5 * 60_000}
 *         onResult={(event) => setResult(event.detail.result)}
 *       />
 *       {result && <output>{JSON.stringify(result)}</output>}
 *     </>
 *   );
 * }
 * ```
 */
export const Elicitation = createComponent({ react: React, tagName: 'mcp-elicitation', elementClass: McpElicitation, events, displayName: 'Elicitation' });

/** `<mcp-elicitation-form>`: form mode only. */
export const ElicitationForm = createComponent({
  react: React,
  tagName: 'mcp-elicitation-form',
  elementClass: McpElicitationForm,
  events,
  displayName: 'ElicitationForm',
});

/** `<mcp-url-elicitation>`: URL mode only. */
export const UrlElicitation = createComponent({
  react: React,
  tagName: 'mcp-url-elicitation',
  elementClass: McpUrlElicitation,
  events,
  displayName: 'UrlElicitation',
});

export type { McpElicitationResultEvent } from './events.js';
export type { ElicitRequestParams, ElicitResult, ElicitationResultDetail, ServerIdentity } from './types.js';
