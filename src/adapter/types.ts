import type { ElicitContent, ElicitExtensions, ElicitRequestParams, ElicitResult, TaskInfo } from '../types.js';

/** A client or server `Implementation` (`clientInfo`, `serverInfo`). */
export interface Implementation {
  name: string;
  version: string;
  title?: string;
  [key: string]: unknown;
}

/** Any JSON-RPC result. `resultType` is absent from servers of earlier protocol versions. */
export interface McpResult {
  resultType?: string;
  _meta?: { [key: string]: unknown };
  [key: string]: unknown;
}

/** One block of a tool result's or a prompt message's `content`: text, image, audio, a resource or a link to one. */
export interface ContentBlock {
  type: 'text' | 'image' | 'audio' | 'resource' | 'resource_link' | (string & {});
  /** `type: "text"`: the text (untrusted: show it as text). */
  text?: string;
  /** `image`, `audio`: base64 data, with its `mimeType`. */
  data?: string;
  mimeType?: string;
  /** `resource_link`: where the resource is, and its name. */
  uri?: string;
  name?: string;
  /** `resource`: the embedded resource. */
  resource?: ResourceContents;
  [key: string]: unknown;
}

/** The contents of a resource (`resources/read`, an embedded `resource` block): text or base64 `blob`. */
export interface ResourceContents {
  uri: string;
  mimeType?: string;
  text?: string;
  blob?: string;
  [key: string]: unknown;
}

/** The complete result of `tools/call`. */
export interface CallToolResult extends McpResult {
  content: ContentBlock[];
  structuredContent?: { [key: string]: unknown };
  isError?: boolean;
}

/** The complete result of `prompts/get`. */
export interface GetPromptResult extends McpResult {
  description?: string;
  messages: { role: 'user' | 'assistant'; content: ContentBlock }[];
}

/** The complete result of `resources/read`. */
export interface ReadResourceResult extends McpResult {
  contents: ResourceContents[];
}

/** The complete result of each retryable method (what `callWithInputs` resolves with). */
export type ResultOf<M extends string> = M extends 'tools/call'
  ? CallToolResult
  : M extends 'prompts/get'
    ? GetPromptResult
    : M extends 'resources/read'
      ? ReadResourceResult
      : McpResult;

/** The three methods a server may answer with `input_required`. */
export type RetryableMethod = 'tools/call' | 'prompts/get' | 'resources/read';

/** The request `callWithInputs` sends, and sends again with the answers. */
export interface McpRequest {
  method: RetryableMethod;
  params: { [key: string]: unknown; _meta?: { [key: string]: unknown } };
}

/**
 * Sends one JSON-RPC request, with a fresh id each call, and resolves with its `result` or rejects
 * with the JSON-RPC error (an object with numeric `code`, `message` and maybe `data`). Anything
 * else it throws is taken for a transport failure.
 */
export type Send = (request: { method: string; params: { [key: string]: unknown } }, options: { signal?: AbortSignal }) => Promise<unknown>;

/** What a handler learns about the request it answers. */
export interface InputContext {
  /** The key the server gave this request in `inputRequests`. */
  key: string;
  /** Which round this is, from 1. */
  round: number;
  /** Position of this request in its round, from 0, and how many the round has: say "1 of 2". */
  index: number;
  total: number;
  /** Aborted when the whole call is aborted: close the form (it answers cancel). */
  signal: AbortSignal;
  /**
   * Form mode: what the person entered earlier in this call for fields of the same names, so a
   * corrections round can pre-fill them (pass it to `elicit()` as `values`). Undefined if nothing.
   */
  previous?: ElicitContent;
  /**
   * URL mode: the person already opened this same URL in an earlier round and the server asks
   * again. Show it as "I've finished / Open again" (pass it to `elicit()` as `repeated`).
   */
  repeated?: boolean;
  /** The server's self-reported identity from the result's `_meta`: for display, never for trust. */
  serverInfo?: Implementation;
  /**
   * Tasks extension: the background task that asks, with its `statusMessage` (pass it to
   * `elicit()` as `task`, so the person sees the question comes from work in the background).
   */
  task?: TaskInfo;
}

/** Answers `elicitation/create`: typically `(params, ctx) => elicit(params, { signal: ctx.signal, … })`. */
export type ElicitHandler = (params: ElicitRequestParams, ctx: InputContext) => Promise<ElicitResult>;

/** Answers `sampling/createMessage` (deprecated in 2026-07-28) with a bare CreateMessageResult. */
export type SampleHandler = (params: { [key: string]: unknown }, ctx: InputContext) => Promise<{ [key: string]: unknown }>;

/** Answers `roots/list` (deprecated in 2026-07-28) with a bare ListRootsResult. */
export type ListRootsHandler = (params: { [key: string]: unknown } | undefined, ctx: InputContext) => Promise<{ roots: unknown[] }>;

export interface CallWithInputsOptions {
  /** Shows each `elicitation/create` to the person. */
  elicit: ElicitHandler;
  /** Answers `sampling/createMessage`; without it, sampling is not declared and a request for it rejects. */
  sample?: SampleHandler;
  /** Answers `roots/list`; without it, roots are not declared and a request for it rejects. */
  listRoots?: ListRootsHandler;
  /** Most `input_required` rounds to answer before giving up. @default 10 */
  maxRounds?: number;
  /** Stops the flow: open forms are cancelled and the call rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * The 2026-07-28 `_meta` envelope (protocol version, client capabilities, client info) added to
   * every attempt. `false` when the transport adds it already (the v2 SDK client does).
   * @default { clientInfo: { name: 'mcp-elicit', version } }
   */
  envelope?: false | { clientInfo?: Implementation };
  /** Pause before retrying a result that carries only `requestState` (the server is shedding load). @default 250 */
  stateOnlyDelayMs?: number;
  /**
   * Follow background tasks (the `io.modelcontextprotocol/tasks` extension): declares it in the
   * call's client capabilities, so a server may answer `tools/call` with a task, which is then
   * polled, its questions put to the person once each, and its result resolved. `true` for the
   * defaults. Off by default: a server that answers with a task anyway breaks the protocol.
   */
  tasks?: boolean | TaskOptions;
  /**
   * The extensions the host renders (the same object its `elicit` is given): declared in the call's
   * client capabilities (`openai: …` declares `extensions["openai/elicitation"] = { form: {} }`), and
   * an `openai/elicitation/create` input request is then answered, read into the 2026-07-28 shape.
   */
  extensions?: ElicitExtensions;
}

/** A task's status in the tasks extension. The last three are final. */
export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

/** What the host learns about a task while it runs. Store it to continue the task after a reload (`resumeTask`). */
export interface TaskProgress {
  taskId: string;
  status: TaskStatus;
  /** The server's words about where the task is (untrusted text, for display only). */
  statusMessage?: string;
  /** Input keys whose answers the server has received: pass them back as `tasks.answered` when resuming. */
  answered: string[];
  /** When the server may forget the task (`createdAt + ttlMs`, ms since the epoch), if it said. */
  expiresAt?: number;
}

export interface TaskOptions {
  /**
   * Called as soon as the server creates the task, and again whenever its status, status message
   * or answered keys change, the final status included. Keep `taskId` (and `answered`) somewhere
   * that survives a reload; forget them once the status is final.
   */
  onTask?: (task: TaskProgress) => void;
  /** Input keys answered before (by an earlier page, say): never asked again. */
  answered?: readonly string[];
  /**
   * On abort, stop following but leave the task running on the server (to resume later with
   * `resumeTask`), instead of sending `tasks/cancel`. @default false
   */
  keepOnAbort?: boolean;
  /** Polls no more often than this, whatever the server's `pollIntervalMs`. @default 200 */
  minPollIntervalMs?: number;
  /** Polls at least this often, whatever the server's `pollIntervalMs`. Without one, polls every second. @default 30000 */
  maxPollIntervalMs?: number;
}
