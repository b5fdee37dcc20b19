// Node, ESM: the adapter answers a real server's input_required round.
// #region nodeEsm
import { callWithInputs } from 'mcp-elicit/adapter';
import { sendTo } from './send.cjs'; // your transport; this one is a fetch to Streamable HTTP, in send.cjs beside this file

const send = sendTo(process.env.MCP_URL); // e.g. http://127.0.0.1:3000/mcp
const result = await callWithInputs(
  send,
  { method: 'tools/call', params: { name: 'delete_file', arguments: { path: '/tmp/a' } } },
  {
    // No person in a script: answer from your own policy (here: yes), or cancel.
    elicit: async (params) => ({ action: 'accept', content: { confirm: true } }),
  },
);
// #endregion
console.log(JSON.stringify({ text: result.content[0].text }));
