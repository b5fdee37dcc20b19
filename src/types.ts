/**
 * Wire shapes of MCP elicitation (2026-07-28, tolerant of 2025-11-25), as mcp-elicit reads and
 * writes them. Nothing here depends on the DOM, so the adapter shares these types.
 */

/** A value a form field can send: JSON number, string, boolean or a list of chosen strings. */
export type ElicitValue = string | number | boolean | string[];

/** `content` of an accepted form: keys are the schema's property names. */
export type ElicitContent = { [key: string]: ElicitValue };

/**
 * The answer that goes on the wire, exactly. (A type alias rather than an interface, so that it
 * fits the MCP SDKs' result types, which carry an index signature.)
 */
export type ElicitResult = {
  action: 'accept' | 'decline' | 'cancel';
  content?: ElicitContent;
};

/** Why a question ended: what the person did, or what happened to the question. */
export type ResultReason = 'submit' | 'decline' | 'dismiss' | 'timeout' | 'abort';

/** `detail` of the `mcp-elicitation-result` event. */
export interface ElicitationResultDetail {
  result: ElicitResult;
  reason: ResultReason;
}

/** One property of `requestedSchema` (the spec's PrimitiveSchemaDefinition), loosely typed on purpose: it is untrusted input. */
export interface PrimitiveSchema {
  type?: unknown;
  title?: unknown;
  description?: unknown;
  default?: unknown;
  [keyword: string]: unknown;
}

/** `requestedSchema` of a form-mode request. */
export interface RequestedSchema {
  $schema?: string;
  type: 'object';
  properties: { [name: string]: PrimitiveSchema };
  required?: string[];
}

/** Params of a form-mode `elicitation/create`. A missing `mode` means form. */
export interface ElicitRequestFormParams {
  mode?: 'form';
  message: string;
  requestedSchema: RequestedSchema;
  _meta?: { [key: string]: unknown };
}

/** Params of a URL-mode `elicitation/create`. `elicitationId` exists only in 2025-11-25 and is tolerated. */
export interface ElicitRequestURLParams {
  mode: 'url';
  message: string;
  url: string;
  elicitationId?: string;
  _meta?: { [key: string]: unknown };
}

/** Params of `elicitation/create`, exactly as on the wire. */
export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;

/**
 * Who is asking, as the host knows it. The spec says the person must see which server asks; the
 * server's self-reported `serverInfo` is not proof, so the host's own identity for it wins.
 */
export interface ServerIdentity {
  /** The name the person knows this server by. */
  name: string;
  /** The server's origin (e.g. `https://mcp.example.com`), used to flag links to other sites. */
  origin?: string;
}

/** The background task a question comes from (the tasks extension). */
export interface TaskInfo {
  /** The server's id for the task: opaque, not for display. */
  taskId: string;
  /** What the server says the task is doing (untrusted text, shown as text). */
  statusMessage?: string;
}

/** Where a question stands among those waiting their turn: "2 of 3". */
export interface QueuePosition {
  /** From 1. */
  position: number;
  total: number;
}

/** `detail` of the `mcp-elicitation-open` event: enough to notify the person, nothing to trust. */
export interface ElicitationOpenDetail {
  /** Who asks, as the host set it (undefined when the host did not say). */
  server?: ServerIdentity;
  mode: 'form' | 'url';
  /** The server's message as the question shows it (direction controls made visible): untrusted text. */
  message: string;
  /** The background task asking, if any. */
  task?: TaskInfo;
}

/**
 * Where a form keeps what the person typed, so a reload does not lose it. The host picks a key
 * that names this question (a task id and input key, say); `storage` defaults to `sessionStorage`.
 */
export interface PersistOptions {
  key: string;
  storage?: { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void };
}

/**
 * What a host (the page that shows questions) hands the OpenAI form extension, for what only it can
 * do. Each hook is optional; without one, what needs it is left out or said to be unsupported.
 */
export interface OpenAIFormHooks {
  /**
   * Turns a file the person picked (a resource field's `userOptions`) into a URI the server can
   * read. Without it, a question with `userOptions` is unsupported (said, never shown partly).
   */
  upload?: (file: File, field: { name: string; title: string }) => Promise<string>;
  /** Shows a resource option's preview (the host may show it as an MCP App). Without it, there is no preview button. */
  preview?: (uri: string, option: { title: string }) => void | Promise<void>;
}

/**
 * The extensions a host turns on: one object for the adapter (which declares them to servers) and
 * the elements (which render them). Nothing is on by default: without it, requests and forms are
 * exactly what they are without extensions.
 */
export interface ElicitExtensions {
  /** OpenAI's form extension (`openai/elicitation`): `true`, or the hooks the host provides. */
  openai?: boolean | OpenAIFormHooks;
  /** Core file inputs (SEP-2356 `x-mcp-file`, a draft). */
  files?: boolean;
}
