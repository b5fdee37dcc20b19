// Node, ESM: the adapter answers a real server's input_required round.
// #region nodeEsm
import { callWithInputs } from 'mcp-elicit/adapter';
// #endregion
import sendModule from './send.cjs';

const send = sendModule.sendTo(process.env.MCP_URL);
// #region nodeEsm
const result = await callWithInputs(send, { method: 'tools/call', params: { name: 'delete_file', arguments: { path: '/tmp/a' } } }, {
  // No person in a script: answer from your own policy (here: yes), or cancel.
  elicit: async (params) => ({ action: 'accept', content: { confirm: true } }),
});
// #endregion
console.log(JSON.stringify({ text: result.content[0].text }));
