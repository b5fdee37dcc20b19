// One connection to the help desk, in either protocol era, and tool calls whose questions appear
// inline in the chat message that asked them.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { elicit } from '../../src/index.js';
import type { ElicitRequestParams, ServerIdentity } from '../../src/index.js';
import {
  callWithInputs,
  createElicitationHandler,
  resumeTask,
  type CallWithInputsOptions,
  type InputContext,
  type McpResult,
  type Send,
  type TaskProgress,
  type ToolDefinition,
  withParamHeaders,
} from '../../src/adapter/index.js';
import { rawHttpSend } from '../../support/raw-send.js';
import { wireFetch, type WireSink } from './wire.js';

export type Era = '2026-07-28' | '2025-11-25';

export interface ToolInfo {
  name: string;
  description?: string;
  properties: { [name: string]: { type?: string; enum?: string[]; description?: string } };
  required: string[];
}

/** Where and how a call's questions are asked. */
export interface AskOptions {
  /** The chat message's element the questions go into (they stay there, answered, as a record). Without it: a modal dialog, in turn. */
  container?: HTMLElement;
  server: ServerIdentity;
  /** Milliseconds per question; 0: none. */
  timeoutMs: number;
  /** Every JSON-RPC message of the call. */
  wire: WireSink;
}

const CLIENT_INFO = { name: 'help-desk-page', title: 'mcp-elicit demo page', version: '1.0.0' };

/** Shows one question inline, with "Question 1 of 2" when a round asks several. */
function ask(params: ElicitRequestParams, options: AskOptions, extra: { signal?: AbortSignal; repeated?: boolean; ctx?: InputContext }): ReturnType<typeof elicit> {
  const { ctx } = extra;
  if (ctx && ctx.total > 1 && options.container) {
    const caption = document.createElement('p');
    caption.className = 'question-count';
    caption.textContent = `Question ${ctx.index + 1} of ${ctx.total}`;
    options.container.append(caption);
  }
  const answered = elicit(params, {
    container: options.container,
    keep: !!options.container,
    task: ctx?.task,
    // A background task's question keeps what the person types across a reload.
    persist: ctx?.task && { key: `${ctx.task.taskId}:${ctx.key}` },
    signal: extra.signal,
    server: options.server,
    timeoutMs: options.timeoutMs,
    values: ctx?.previous,
    repeated: ctx?.repeated ?? extra.repeated,
  });
  // A link the person consented to goes once answered: the server asks again (with its own "Open …
  // again") or answers, so no card keeps a live button to a sign-in that is over, and repeated
  // consents do not pile up. Declined, cancelled or timed out, it stays, saying so.
  const shown = options.container?.lastElementChild;
  if (params.mode !== 'url' || shown?.localName !== 'mcp-elicitation') return answered;
  return answered.then((result) => {
    if (result.action === 'accept') shown.remove();
    return result;
  });
}

export class HelpDeskSession {
  /** Corrupt the requestState of the next retry (2026-07-28), to see the server refuse it. */
  tamperNext = false;

  private current?: AskOptions;
  /** The tools from tools/list: their arguments marked `x-mcp-header` go as Mcp-Param-* headers too. */
  private listed: ToolDefinition[] = [];

  private constructor(
    readonly era: Era,
    private readonly client: Client,
    private readonly endpoint: URL,
  ) {}

  /** Connects in `era`; `connectionWire` sees the handshake (initialize or server/discover). */
  static async connect(era: Era, endpoint: URL, connectionWire: WireSink): Promise<HelpDeskSession> {
    let session: HelpDeskSession | undefined;
    const client = new Client(CLIENT_INFO, {
      capabilities: { elicitation: { form: {}, url: {} } },
      ...(era === '2026-07-28' ? { versionNegotiation: { mode: { pin: '2026-07-28' } }, inputRequired: { autoFulfill: false } } : {}),
    });
    const transport = new StreamableHTTPClientTransport(endpoint, {
      fetch: withParamHeaders(
        wireFetch(() => session?.current?.wire ?? connectionWire),
        (name) => session?.tool(name),
      ),
    });
    session = new HelpDeskSession(era, client, endpoint);
    const self = session;
    // 2025-11-25: the server asks with its own elicitation/create requests, answered here.
    client.setRequestHandler(
      'elicitation/create',
      createElicitationHandler({
        elicit: (params, { signal, repeated }) => {
          if (!self.current) return Promise.resolve({ action: 'cancel' as const });
          return ask(params, self.current, { signal, repeated });
        },
      }),
    );
    await client.connect(transport);
    return session;
  }

  async tools(): Promise<ToolInfo[]> {
    const { tools } = await this.client.listTools();
    this.listed = tools as ToolDefinition[];
    return tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      properties: (tool.inputSchema.properties ?? {}) as ToolInfo['properties'],
      required: (tool.inputSchema.required ?? []) as string[],
    }));
  }

  /** The tickets as the server sees them (a call whose messages are not shown). */
  async tickets(): Promise<{ id: string; title: string; status: string; assignee?: string; history: { text: string }[] }[]> {
    const result = await this.client.callTool({ name: 'list_tickets', arguments: {} });
    return JSON.parse((result.content as { text: string }[])[0].text);
  }

  /** Calls a tool; its questions appear in `options.container`. Resolves with the tool's result. */
  async call(name: string, args: { [key: string]: unknown }, options: AskOptions, signal?: AbortSignal): Promise<McpResult> {
    this.current = options;
    try {
      if (this.era === '2025-11-25') {
        // The person may take their time: the request waits as long as the question may.
        const timeout = Math.max(options.timeoutMs, 0) + 10 * 60_000;
        return await this.client.callTool({ name, arguments: args }, { signal, timeout });
      }
      const send: Send = (request, { signal: sendSignal }) => {
        if (this.tamperNext && typeof request.params.requestState === 'string') {
          this.tamperNext = false;
          const state = request.params.requestState;
          request = { ...request, params: { ...request.params, requestState: `${state.slice(0, -2)}${state.endsWith('AA') ? 'BB' : 'AA'}` } };
        }
        return this.client.request(request as never, { signal: sendSignal, allowInputRequired: true });
      };
      return await callWithInputs(
        send,
        { method: 'tools/call', params: { name, arguments: args } },
        {
          envelope: false, // the SDK client adds the 2026-07-28 envelope itself
          signal,
          elicit: (params, ctx) => ask(params, options, { signal: ctx.signal, ctx }),
        },
      );
    } finally {
      this.current = undefined;
    }
  }

  /**
   * 2026-07-28 only: a call on its own connection-free path (plain fetch, its own wire), so that
   * several can run at once and a call can follow a background task. The SDK client does not
   * speak the tasks extension, so these calls send raw JSON-RPC (see raw-send.ts).
   */
  callRaw(name: string, args: { [key: string]: unknown }, options: AskOptions & { onTask?: (task: TaskProgress) => void }): Promise<McpResult> {
    return callWithInputs(this.rawSend(options.wire), { method: 'tools/call', params: { name, arguments: args } }, this.rawOptions(options));
  }

  /** Continues a background task after a reload, asking only what is still outstanding. */
  resume(taskId: string, answered: string[], options: AskOptions & { onTask?: (task: TaskProgress) => void }): Promise<McpResult> {
    return resumeTask(this.rawSend(options.wire), taskId, this.rawOptions(options, answered));
  }

  private rawSend(wire: WireSink): Send {
    return rawHttpSend(
      this.endpoint.href,
      undefined,
      withParamHeaders(
        wireFetch(() => wire),
        (name) => this.tool(name),
      ),
    );
  }

  private tool(name: string): ToolDefinition | undefined {
    return this.listed.find((tool) => tool.name === name);
  }

  private rawOptions(options: AskOptions & { onTask?: (task: TaskProgress) => void }, answered?: string[]): CallWithInputsOptions {
    return {
      envelope: { clientInfo: CLIENT_INFO },
      elicit: (params, ctx) => ask(params, options, { signal: ctx.signal, ctx }),
      tasks: { onTask: options.onTask, answered },
    };
  }

  close(): Promise<void> {
    return this.client.close();
  }
}
