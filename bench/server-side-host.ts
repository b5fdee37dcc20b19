// The host of docs/adapter/server-side.mdx as its own process, for `npm run bench`: two routes over
// the step API and sealed tokens, nothing kept between them; `/heap` reports its heap after a GC,
// so the bench measures the host alone (not the MCP server, not the browsers' tokens).
// Usage: node --import tsx --expose-gc bench/server-side-host.ts <MCP endpoint URL>
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { continueCall, openPending, sealPending, startCall, type Step } from '../src/adapter/index.js';
import { rawHttpSend } from '../support/raw-send.js';

export const KEYS = ['bench key: thirty-two bytes or more of secret'];

const send = rawHttpSend(process.argv[2]);
const readJson = async (request: IncomingMessage): Promise<any> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
};
const reply = async (step: Step, user: string) =>
  step.done ? { result: step.result } : { questions: step.questions, token: await sealPending(step.pending, { keys: KEYS, subject: user, ttlSeconds: 600 }) };

const server = createServer(async (request, response) => {
  const body = await readJson(request);
  const user = String(request.headers['x-user'] ?? 'bench');
  let answer: unknown = {};
  if (request.url === '/call') answer = await reply(await startCall(send, { method: 'tools/call', params: body }), user);
  else if (request.url === '/answer') answer = await reply(await continueCall(send, await openPending(body.token, { keys: KEYS, subject: user }), body.answers), user);
  else if (request.url === '/heap') {
    (globalThis as { gc?: () => void }).gc?.();
    answer = { heapUsed: process.memoryUsage().heapUsed };
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
