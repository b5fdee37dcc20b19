/**
 * The relay's HTTP side, for any host: a Fetch-API handler (`Request` in, `Response` out) that runs
 * in Next.js route handlers, Hono, Deno and Bun, and in `node:http` through `toNodeListener`.
 *
 * - `GET`: an event stream (`text/event-stream`) of the person's questions: `ready` once connected,
 *   then `question` ({ id, params, timeoutMs, repeated?, task? }) and `end` ({ id, reason }). Query
 *   `?showing=id,id`: the questions this page still shows (after a dropped stream), so the ones that
 *   ended meanwhile are ended there too.
 * - `POST` with `application/json` `{ id, result }`: an answer. 200 taken, 404 no such question of
 *   this person, 409 already answered or ended, 410 the server's session ended, 422 the answer does
 *   not fit the question (`error` says which field), 400/413/415 not a well-formed answer.
 *
 * Every request is of the subject the host names (its signed-in user): without one, 401.
 */
import type { Relay, StreamEvent } from './relay.js';
import type { Verdict } from './messages.js';

export interface RelayHandlerOptions {
  /**
   * The host's id for the person making this request (its session cookie or token, checked by the
   * host), or undefined when nobody is signed in. Questions are asked of a subject, and answers are
   * taken only from the subject that was asked.
   */
  subject: (request: Request) => string | undefined | null | Promise<string | undefined | null>;
  /** A comment line every so often keeps the stream open through proxies. @default 15000 */
  keepAliveMs?: number;
  /** The largest answer body taken. @default 65536 */
  maxBodyBytes?: number;
}

const json = (status: number, body: object): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

const VERDICTS: { [S in Verdict['status']]: (verdict: Extract<Verdict, { status: S }>) => Response } = {
  ok: () => json(200, { ok: true }),
  unknown: () => json(404, { error: 'No open question of this id was asked of you.' }),
  ended: ({ reason }) => json(409, { error: `This question has ended (${reason}): the first answer wins.`, reason }),
  invalid: ({ error }) => json(422, { error }),
  gone: () => json(410, { error: "The server's session ended: this question can no longer be answered.", reason: 'session-ended' }),
};

const encoder = new TextEncoder();
const event = (name: string, data: unknown) => encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);

/** GET: the person's questions as an event stream (the open ones at once, then each new one and each end). */
function questionStream(relay: Relay, request: Request, subject: string, keepAliveMs: number): Response {
  const showing = (new URL(request.url).searchParams.get('showing') ?? '').split(',').filter(Boolean).slice(0, 100);
  let stop: (() => Promise<void>) | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearInterval(keepAlive);
    void stop?.();
    request.signal.removeEventListener('abort', finish);
  };
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (chunk: Uint8Array) => {
        if (!finished) controller.enqueue(chunk);
      };
      const onEvent = (streamEvent: StreamEvent) => {
        if (streamEvent.type === 'close') {
          finish();
          controller.close();
        } else if (streamEvent.type === 'end') send(event('end', streamEvent.end));
        else {
          const { deadline, ...question } = streamEvent.question;
          send(event('question', { ...question, timeoutMs: Math.max(0, deadline - Date.now()) }));
        }
      };
      request.signal.addEventListener('abort', finish);
      try {
        stop = await relay.watch(subject, onEvent, { showing });
      } catch (error) {
        finish();
        controller.error(error);
        return;
      }
      if (finished) return void stop();
      send(encoder.encode('retry: 1000\n\n'));
      send(event('ready', {}));
      keepAlive = setInterval(() => send(encoder.encode(': keep-alive\n\n')), keepAliveMs);
    },
    cancel: finish,
  });
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
}

/** POST: one answer, `{ id, result }`, checked by the relay and answered with its verdict. */
async function takeAnswer(relay: Relay, request: Request, subject: string, maxBodyBytes: number): Promise<Response> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return json(415, { error: 'An answer is sent as application/json: { "id": "…", "result": { "action": … } }.' });
  }
  const text = await request.text();
  if (encoder.encode(text).byteLength > maxBodyBytes) return json(413, { error: `An answer is at most ${maxBodyBytes} bytes.` });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { error: 'The body is not JSON.' });
  }
  const { id, result } = (body ?? {}) as { id?: unknown; result?: unknown };
  if (typeof id !== 'string' || result === undefined) return json(400, { error: 'An answer is { "id": "…", "result": { "action": … } }.' });
  const verdict = await relay.answer(subject, id, result);
  return (VERDICTS[verdict.status] as (verdict: Verdict) => Response)(verdict);
}

/**
 * Makes the relay's HTTP handler: mount it on one path (say `/mcp-elicit/relay`) for GET and POST.
 *
 * @example
 * ```ts source="examples/relay.examples.ts#fetchHandler"
 * import { createRelay } from 'mcp-elicit/adapter';
 * import { createRelayHandler } from 'mcp-elicit/adapter';
 *
 * declare function userOf(request: Request): string | undefined; // your session: who is signed in
 *
 * const relay = createRelay(); // one per process, as above
 * // Next.js (app/mcp-elicit/relay/route.ts), Hono, Deno, Bun: the handler is Request in, Response out.
 * const handler = createRelayHandler(relay, { subject: (request) => userOf(request) });
 * const GET = handler;
 * const POST = handler;
 * ```
 */
export function createRelayHandler(relay: Relay, options: RelayHandlerOptions): (request: Request) => Promise<Response> {
  if (typeof options?.subject !== 'function') {
    throw new TypeError('createRelayHandler: options.subject is required: a function that names the signed-in person of a request.');
  }
  const keepAliveMs = options.keepAliveMs ?? 15_000;
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024;

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'GET, POST' } });
    const subject = await options.subject(request);
    if (typeof subject !== 'string' || !subject) return json(401, { error: 'Sign in to see and answer your questions.' });
    return request.method === 'GET' ? questionStream(relay, request, subject, keepAliveMs) : takeAnswer(relay, request, subject, maxBodyBytes);
  };
}

/** The parts of Node's `IncomingMessage` the adapter reads. */
export interface NodeRequestLike extends AsyncIterable<Uint8Array | string> {
  method?: string;
  url?: string;
  headers: { [name: string]: string | string[] | undefined };
}

/** The parts of Node's `ServerResponse` the adapter writes. */
export interface NodeResponseLike {
  writeHead(status: number, headers: { [name: string]: string }): unknown;
  flushHeaders?(): void;
  write(chunk: Uint8Array): unknown;
  end(chunk?: Uint8Array | string): unknown;
  on(event: 'close', listener: () => void): unknown;
  readonly writableFinished?: boolean;
}

/**
 * Runs a Fetch-API handler in `node:http` (or Express, or Connect): `(req, res) => void`. The
 * request's signal aborts when the client goes away, and an event stream is written as it comes.
 */
export function toNodeListener(handler: (request: Request) => Promise<Response>): (req: NodeRequestLike, res: NodeResponseLike) => void {
  return (req, res) => {
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    void (async () => {
      try {
        const host = [req.headers.host].flat()[0] ?? 'localhost';
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (value !== undefined) for (const one of [value].flat()) headers.append(name, one);
        }
        let body: Uint8Array<ArrayBuffer> | undefined;
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          const chunks: Uint8Array[] = [];
          for await (const chunk of req) chunks.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
          body = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
          let at = 0;
          for (const chunk of chunks) (body.set(chunk, at), (at += chunk.byteLength));
        }
        const request = new Request(new URL(req.url ?? '/', `http://${host}`), { method: req.method, headers, body, signal: gone.signal });
        const response = await handler(request);
        res.writeHead(response.status, Object.fromEntries(response.headers));
        if (!response.body) return void res.end();
        res.flushHeaders?.();
        const reader = response.body.getReader();
        gone.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          res.write(value);
        }
        res.end();
      } catch (error) {
        if (gone.signal.aborted) return;
        console.error('mcp-elicit relay: a request failed', error);
        try {
          res.writeHead(500, { 'content-type': 'text/plain' });
        } catch {
          // Headers already went: the stream just ends.
        }
        res.end();
      }
    })();
  };
}
