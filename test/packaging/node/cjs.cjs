// Node, CommonJS: require() the adapter (its CommonJS build) and the elements' entry (ESM, which
// Node >= 20.19 can require), and answer a real server.
// #region nodeCjs
const { callWithInputs } = require('mcp-elicit/adapter');
// #endregion
const { sendTo } = require('./send.cjs');
const { elicit } = require('mcp-elicit');

(async () => {
  const outside = await elicit({ message: 'anyone there?' });
  const result = await callWithInputs(
    sendTo(process.env.MCP_URL),
    { method: 'tools/call', params: { name: 'delete_file', arguments: { path: '/tmp/b' } } },
    {
      elicit: async () => ({ action: 'decline' }),
    },
  );
  console.log(JSON.stringify({ outside, text: result.content[0].text }));
})();
