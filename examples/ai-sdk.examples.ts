// mcp-elicit with the Vercel AI SDK's MCP client, as the README shows it. Regions are copied by `npm run examples`.
// #region aiSdk
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
// #endregion
// #region aiSdk aiSdkUrl
import { elicit } from 'mcp-elicit';
// #endregion
// #region aiSdk
import { createElicitationHandler } from 'mcp-elicit/adapter';
// #endregion
// #region aiSdkUrl
import { callWithInputs, type Send } from 'mcp-elicit/adapter';
// #endregion

// #region aiSdk aiSdkUrl
declare const messageElement: HTMLElement; // where the chat shows this call, for the question to appear inline
// #endregion
// #region aiSdkUrl
declare const send: Send; // your transport (see "With a raw transport" above)
// #endregion

export async function aiSdk() {
  // #region aiSdk
  const mcp = await createMCPClient({
    transport: { type: 'http', url: 'https://helpdesk.example.com/mcp' },
    capabilities: { elicitation: {} }, // form mode: the AI SDK answers nothing else
  });
  // Every question the server asks, on either protocol era, is shown to the person.
  mcp.onElicitationRequest(
    ElicitationRequestSchema,
    createElicitationHandler({
      elicit: (params, options) => elicit(params, { ...options, container: messageElement, server: { name: 'Help desk', origin: 'https://helpdesk.example.com' } }),
    }),
  );
  const tools = await mcp.tools(); // hand these to generateText / streamText as usual
  // #endregion
  return tools;
}

export async function aiSdkUrl() {
  // #region aiSdkUrl
  // A tool that needs URL mode (a sign-in page): call it through callWithInputs instead.
  const result = await callWithInputs(
    send,
    { method: 'tools/call', params: { name: 'connect_billing', arguments: {} } },
    {
      elicit: (params, ctx) => elicit(params, { container: messageElement, signal: ctx.signal, repeated: ctx.repeated }),
    },
  );
  // #endregion
  return result;
}
