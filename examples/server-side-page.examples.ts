// The browser half of docs/adapter/server-side.mdx. Regions are copied by `npm run examples`.
// #region page
import { answerInputs } from 'mcp-elicit';
// #endregion

// #region page
declare const messageElement: HTMLElement; // where the chat shows this call
declare const ticket: string; // what the person asked about
declare function showResult(result: unknown): void; // yours: the tool's answer in the chat
// #endregion

export async function page() {
  // #region page
  const post = async (path: string, body: object) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();

  let reply = await post('/api/call', { ticket });
  while (reply.questions) {
    // "1 of 2", pre-filled with what the person typed in an earlier round; a cancel ends the round.
    const answers = await answerInputs(reply.questions, { container: messageElement, server: { name: 'Help desk' } });
    reply = await post('/api/answer', { token: reply.token, answers });
  }
  showResult(reply.result);
  // #endregion
}
