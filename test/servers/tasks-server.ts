// A 2026-07-28 server on the v2 SDK whose tools run as background tasks (the tasks extension), for
// the adapter's tests: it answers tools/call with a task and serves tasks/get, tasks/update and
// tasks/cancel through the demo's TaskBoard. Loopback only.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, createMcpHandler, createRequestStateCodec, inputRequired, inputResponse, type ServerContext } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { JobError, TASKS_EXTENSION, TaskBoard, type Job } from '../../demo/server/task-board.js';
import { TEST_KEY } from './mrtr-server.js';

const text = (value: string) => ({ content: [{ type: 'text', text: value }] });

const formatQuestion = {
  method: 'elicitation/create',
  params: {
    message: 'Which format should the report have?',
    requestedSchema: { type: 'object', properties: { format: { type: 'string', title: 'Format', enum: ['csv', 'pdf'] } }, required: ['format'] },
  },
};
const recipientQuestion = {
  method: 'elicitation/create',
  params: {
    message: 'Who should receive it?',
    requestedSchema: { type: 'object', properties: { email: { type: 'string', title: 'Email', format: 'email' } }, required: ['email'] },
  },
};

type Answer = { action?: string; content?: { [key: string]: unknown } };
const content = (answer: unknown) => ((answer as Answer).action === 'accept' ? ((answer as Answer).content ?? {}) : undefined);

/** The report job: counts, asks two questions at once, exports. A declined question ends it with a plain result. */
const exportReport =
  (month: string): Job =>
  async (job) => {
    job.status('Counting rows');
    await job.pause(30);
    const answers = await job.ask({ format: formatQuestion, recipients: recipientQuestion });
    const format = content(answers.format)?.format;
    const email = content(answers.recipients)?.email;
    if (!format || !email) return text(`Not exported: the questions were not answered (${(answers.format as Answer).action}, ${(answers.recipients as Answer).action}).`);
    job.status(`Exporting ${month} as ${String(format)}`);
    await job.pause(30);
    return text(`Exported ${month} as ${String(format)} to ${String(email)}`);
  };

/** Asks one question, then another: two rounds of a task. */
const twoSteps: Job = async (job) => {
  const first = await job.ask({ format: formatQuestion });
  job.status('Preparing');
  await job.pause(20);
  const second = await job.ask({ recipients: recipientQuestion });
  return text(`Sent ${String(content(first.format)?.format)} to ${String(content(second.recipients)?.email)}`);
};

/** Asks a new question every time it is answered: a server that never finishes. */
const endless: Job = async (job) => {
  for (let n = 1; ; n++) await job.ask({ [`q${n}`]: { ...formatQuestion, params: { ...formatQuestion.params, message: `Question ${n}` } } });
};

export interface TasksServer {
  url: string;
  board: TaskBoard;
  close(): Promise<void>;
}

export async function startTasksServer(options: { pollIntervalMs?: number } = {}): Promise<TasksServer> {
  const board = new TaskBoard({ pollIntervalMs: options.pollIntervalMs ?? 20 });
  const codec = createRequestStateCodec<{ confirmed: boolean }>({ key: TEST_KEY, ttlSeconds: 600, bind: (ctx) => ctx.mcpReq.method });

  const tools: { [name: string]: (args: { [key: string]: unknown }, ctx: ServerContext) => Promise<object> } = {
    export_report: async (args) => board.start(exportReport(String(args.month ?? 'October')), { lingerPolls: Number(args.lingerPolls ?? 0) }),
    export_in_two_steps: async () => board.start(twoSteps),
    failing_export: async () =>
      board.start(async (job) => {
        job.status('Connecting to the warehouse');
        await job.pause(20);
        throw new JobError(-32603, 'The warehouse is offline.');
      }),
    stopped_export: async () => {
      const created = board.start((job) => job.pause(60_000).then(() => text('never')));
      setTimeout(() => board.cancel(String(created.taskId), 'Stopped by an administrator'), 40);
      return created;
    },
    slow_export: async (args) =>
      board.start(
        async (job) => {
          await job.pause(Number(args.ms ?? 500));
          return text('slow but done');
        },
        { pollIntervalMs: Number(args.pollIntervalMs ?? 150) },
      ),
    endless_questions: async () => board.start(endless),
    // MRTR before the task exists: a confirmation first, then the background work.
    confirm_then_export: async (_args, ctx) => {
      const answer = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
      if (answer.kind === 'missing') {
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: 'Start the export? It runs in the background.',
              requestedSchema: { type: 'object', properties: { go: { type: 'boolean', title: 'Start it' } }, required: ['go'] },
            }),
          },
          requestState: await codec.mint({ confirmed: false }, ctx),
        });
      }
      if (answer.kind !== 'elicit' || answer.action !== 'accept') return text('Not started.');
      return board.start(exportReport('November'));
    },
  };

  const build = () => {
    const server = new Server(
      { name: 'tasks-test-server', version: '1.0.0' },
      { capabilities: { tools: {}, extensions: { [TASKS_EXTENSION]: {} } } as never, requestState: { verify: codec.verify } },
    );
    server.setRequestHandler('tools/list', async () => ({
      tools: Object.keys(tools).map((name) => ({ name, inputSchema: { type: 'object' as const } })),
    }));
    server.setRequestHandler('tools/call', async (request, ctx) => {
      const tool = tools[request.params.name];
      if (!tool) throw new Error(`No tool ${request.params.name}`);
      if (!TaskBoard.declared(ctx)) throw TaskBoard.required();
      return (await tool(request.params.arguments ?? {}, ctx)) as never;
    });
    board.install(server);
    return server;
  };

  const handler = toNodeHandler(createMcpHandler(build, { legacy: 'reject' }));
  const http: HttpServer = createServer((req, res) => {
    if (!/^(127\.0\.0\.1|localhost)(:\d+)?$/.test(req.headers.host ?? '')) return void res.writeHead(403).end('Forbidden host');
    void handler(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`,
    board,
    close: async () => {
      for (const taskId of board.tasks.keys()) board.cancel(taskId, 'The server is shutting down.');
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
