// mcp-elicit/adapter on a server whose person is in a browser (docs/adapter/server-side.mdx).
// Type-checked with Node's types (tsconfig.node.json). Regions are copied by `npm run examples`.
// #region nodeHttp
import { createServer, type IncomingMessage } from 'node:http';
import { continueCall, openPending, sealPending, startCall, type Send, type Step } from 'mcp-elicit/adapter';
// #endregion

// #region nodeHttp
declare const send: Send; // one JSON-RPC request to the MCP server (raw fetch, or an SDK client's request())
declare function userOf(request: IncomingMessage): string; // your session: who is signed in
declare function readJson(request: IncomingMessage): Promise<any>; // the request's JSON body
// #endregion

export function nodeHttp() {
  // #region nodeHttp
  // Secrets of 32 bytes or more, from your configuration; the first seals, any opens (rotation).
  const keys = [process.env.PENDING_KEY!, process.env.PENDING_KEY_PREVIOUS].filter((key): key is string => !!key);

  /** What the browser gets: the questions (plain JSON), and a token it can neither read nor change. */
  async function reply(step: Step, user: string) {
    if (step.done) return { result: step.result };
    return { questions: step.questions, token: await sealPending(step.pending, { keys, subject: user, ttlSeconds: 600 }) };
  }

  createServer(async (request, response) => {
    const user = userOf(request);
    const body = await readJson(request);
    let answer: unknown;
    try {
      if (request.url === '/api/call') {
        // The tool and its arguments come from your app (the model's tool call), never from the browser.
        answer = await reply(await startCall(send, { method: 'tools/call', params: { name: 'close_ticket', arguments: { id: body.ticket } } }), user);
      } else if (request.url === '/api/answer') {
        // Refused unless sealed here, for this user, and not expired; then the answers are checked
        // against the questions' schemas; only then is anything sent to the MCP server.
        const pending = await openPending(body.token, { keys, subject: user });
        answer = await reply(await continueCall(send, pending, body.answers), user);
      } else return void response.writeHead(404).end();
    } catch (error) {
      // PendingTokenError (reason), InvalidAnswerError (key, field): ask again or start over.
      return void response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  }).listen(8080, '127.0.0.1');
  // #endregion
}
