// A client for the conformance suite's `http-custom-headers` scenario, run by its CLI as
// `node --import tsx headers-client.ts <way> <server-url>`. It lists the tools and makes the calls the
// scenario gives in MCP_CONFORMANCE_CONTEXT through callWithInputs, wired one documented way:
//   raw          rawHttpSend (demo/app/raw-send.ts) with withParamHeaders(fetch, tools) as its fetch
//   sdk          the v2 SDK client in manual mode, its transport's fetch wrapped by withParamHeaders
//   demo-sdk     the demo page's HelpDeskSession (demo/app/session.ts): call(), through the SDK client
//   demo-raw     the demo page's HelpDeskSession: callRaw(), its parallel and background calls
//   raw-plain    rawHttpSend with plain fetch      (what the scenario must fail)
//   sdk-plain    the v2 SDK client with plain fetch (what the scenario must fail)
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { callWithInputs, metaEnvelope, withParamHeaders, type CallWithInputsOptions, type Send, type ToolDefinition } from '../../../src/adapter/index.js';
import { rawHttpSend } from '../../../support/raw-send.js';
import { HelpDeskSession } from '../../../demo/app/session.js';

const WAYS = ['raw', 'sdk', 'demo-sdk', 'demo-raw', 'raw-plain', 'sdk-plain'];
const [way, url] = process.argv.slice(2);
if (!WAYS.includes(way) || !url) throw new Error(`Usage: headers-client.ts <${WAYS.join('|')}> <server-url>; got ${JSON.stringify(process.argv.slice(2))}.`);
const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? 'null') as { toolCalls?: { name: string; arguments: { [key: string]: unknown } }[] } | null;
if (!context?.toolCalls?.length) throw new Error('MCP_CONFORMANCE_CONTEXT has no toolCalls: run this through the conformance CLI.');

const CLIENT_INFO = { name: 'mcp-elicit-conformance', version: '1.0.0' };
let tools: ToolDefinition[] = [];
const fetchImpl = way.endsWith('-plain') ? fetch : withParamHeaders(fetch, (name) => tools.find((tool) => tool.name === name));
const elicit = () => Promise.reject(new Error('The scenario asks no questions.'));
const rawOptions: CallWithInputsOptions = { elicit, envelope: { clientInfo: CLIENT_INFO } };

let send: Send;
let close = async () => {};
if (way.startsWith('demo')) {
  // As the page does: connect, list the tools, then call; the questions would go to the page.
  const session = await HelpDeskSession.connect('2026-07-28', new URL(url), () => {});
  await session.tools();
  const options = { server: { name: 'conformance' }, timeoutMs: 0, wire: () => {} };
  for (const call of context.toolCalls) {
    const result = way === 'demo-sdk' ? await session.call(call.name, call.arguments, options) : await session.callRaw(call.name, call.arguments, options);
    console.log(`${call.name}: ${JSON.stringify(result)}`);
  }
  await session.close();
  process.exit(0);
}
if (way.startsWith('raw')) {
  send = rawHttpSend(url, undefined, fetchImpl);
  // tools/list is not a call that asks, so it goes straight through the send, with the same envelope.
  const listed = (await send({ method: 'tools/list', params: { _meta: metaEnvelope(rawOptions) } }, { signal: AbortSignal.timeout(30_000) })) as { tools: ToolDefinition[] };
  tools = listed.tools;
} else {
  const client = new Client(CLIENT_INFO, { capabilities: {}, versionNegotiation: { mode: { pin: '2026-07-28' } }, inputRequired: { autoFulfill: false } });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { fetch: fetchImpl }));
  tools = (await client.listTools()).tools as ToolDefinition[];
  send = (request, { signal }) => client.request(request as never, { signal, allowInputRequired: true });
  close = () => client.close();
}
for (const call of context.toolCalls) {
  const result = await callWithInputs(send, { method: 'tools/call', params: call }, way.startsWith('raw') ? rawOptions : { elicit, envelope: false });
  console.log(`${call.name}: ${JSON.stringify(result)}`);
}
await close();
