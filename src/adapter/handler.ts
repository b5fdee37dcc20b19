import type { ElicitExtensions, ElicitRequestParams, ElicitResult, TaskInfo } from '../types.js';
import { isObject } from '../model/json.js';
import { OPENAI_ELICITATION_METHOD, toExtensionShape } from '../extensions/openai/request.js';
import { isElicitAction } from '../model/elicit-result.js';
import { OpenedUrls } from './opened-urls.js';

/** The shape of `elicit()` the handler needs: mcp-elicit's own `elicit` fits as it is. */
export type ElicitFunction = (
  params: ElicitRequestParams,
  options: { signal?: AbortSignal; repeated?: boolean; task?: TaskInfo; completed?: Promise<void> },
) => Promise<ElicitResult>;

/** What `createElicitationHandler` returns: the request handler, with the handler of the server's "complete" notification. */
export interface ElicitationHandler {
  (request: { params?: unknown }, ctx?: HandlerContext): Promise<ElicitResult>;
  /**
   * 2025-11-25 `notifications/elicitation/complete`: the URL interaction with this `elicitationId`
   * is done, so its open consent closes as done (`completed` settles for `elicit`). Unknown and
   * finished ids are ignored, as the spec says. Register it with
   * `client.setNotificationHandler('notifications/elicitation/complete', handler.complete)`.
   */
  complete: (notification: { params?: unknown }) => void;
  /**
   * 2025-11-25 `openai/elicitation/create` (OpenAI's form extension, with `extensions.openai`): the
   * request read into the 2026-07-28 shape and shown as `elicit` shows any. It takes the request
   * (SDK 1.x, `{ method, params }`) or its params (the v2 SDK's custom-method handlers):
   * `client.setRequestHandler('openai/elicitation/create', { params: z.looseObject({}) }, handler.openai)`.
   * Undefined when the extension is off.
   */
  openai?: (requestOrParams: unknown, ctx?: HandlerContext) => Promise<ElicitResult>;
}

/**
 * The context a caller passes the handler: the v2 SDK's `ctx.mcpReq.signal`, SDK 1.x's
 * `extra.signal`, or ext-tasks' input context (`signal`, and `taskId` for a task's question).
 */
type HandlerContext = { mcpReq?: { signal?: AbortSignal }; signal?: AbortSignal; taskId?: unknown } | undefined;

/**
 * Makes the handler for `elicitation/create` of an MCP SDK client:
 *
 * - `@modelcontextprotocol/client` (v2): `client.setRequestHandler('elicitation/create', handler)`.
 *   It answers 2025-11-25 server-initiated requests, and the SDK's own 2026-07-28 auto-fulfilment
 *   of `input_required` routes here too.
 * - `@modelcontextprotocol/sdk` 1.x: `client.setRequestHandler(ElicitRequestSchema, handler)`.
 * - `@modelcontextprotocol/ext-tasks`: `createApplicationInputHandler({ elicitation: handler, … })`;
 *   a background task's question reaches `elicit` with `task: { taskId }`.
 *
 * The SDK's abort signal (the server cancelled, the request timed out) cancels the open form. A
 * URL-mode request for a URL the person already opened through this handler is passed on with
 * `repeated: true`, so the prompt offers "I've finished / Open again" instead of looping silently.
 *
 * @example
 * ```ts source="examples/adapter.examples.ts#handler"
 * client.setRequestHandler(
 *   'elicitation/create',
 *   createElicitationHandler({
 *     elicit: (params, options) => elicit(params, { ...options, server: { name: 'Help desk' } }), // options: signal, repeated
 *   }),
 * );
 * ```
 */
export function createElicitationHandler(options: { elicit: ElicitFunction; extensions?: ElicitExtensions }): ElicitationHandler {
  if (typeof options?.elicit !== 'function') {
    throw new TypeError('createElicitationHandler: options.elicit is required; it shows the request to the person.');
  }
  const opened = new OpenedUrls();
  const openai = !!options.extensions?.openai;
  /** Open URL questions by the server's elicitationId, each with how to close it as done. */
  const waiting = new Map<string, () => void>();
  const handler = async (request: { params?: unknown }, ctx?: HandlerContext): Promise<ElicitResult> => {
    const signal = ctx?.mcpReq?.signal ?? ctx?.signal;
    // The extension's 2025-11-25 method, registered on this handler (SDK 1.x passes the method): the 2026-07-28 shape.
    const legacy = openai && (request as { method?: unknown })?.method === OPENAI_ELICITATION_METHOD;
    const params = (legacy ? toExtensionShape(request.params) : request?.params) as ElicitRequestParams;
    const url = params?.mode === 'url' && typeof params.url === 'string' ? params.url : undefined;
    const task = typeof ctx?.taskId === 'string' ? { taskId: ctx.taskId } : undefined;
    const id = url && typeof (params as { elicitationId?: unknown }).elicitationId === 'string' ? (params as { elicitationId: string }).elicitationId : undefined;
    let completed: Promise<void> | undefined;
    if (id !== undefined) completed = new Promise<void>((resolve) => waiting.set(id, resolve));
    let result: unknown;
    try {
      result = await options.elicit(params, { signal, ...(url && opened.has(url) ? { repeated: true } : {}), ...(task ? { task } : {}), ...(completed ? { completed } : {}) });
    } finally {
      if (id !== undefined) waiting.delete(id);
    }
    const action = (result as ElicitResult | undefined)?.action;
    if (!isElicitAction(action)) {
      throw new TypeError(`elicit() answered with ${JSON.stringify(result)}, which is not an ElicitResult ({ action, content? }).`);
    }
    if (url && action === 'accept') {
      opened.add(url);
    }
    return result as ElicitResult;
  };
  const complete = (notification: { params?: unknown }): void => {
    const params = notification?.params as { elicitationId?: unknown } | undefined;
    const id = typeof params?.elicitationId === 'string' ? params.elicitationId : undefined;
    const close = id === undefined ? undefined : waiting.get(id);
    if (!close) return;
    waiting.delete(id!);
    close();
  };
  const openaiHandler = (requestOrParams: unknown, ctx?: HandlerContext): Promise<ElicitResult> => {
    const params = isObject(requestOrParams) && requestOrParams.method === OPENAI_ELICITATION_METHOD ? requestOrParams.params : requestOrParams;
    return handler({ params: toExtensionShape(params) }, ctx);
  };
  return Object.assign(handler, { complete }, openai ? { openai: openaiHandler } : {});
}
