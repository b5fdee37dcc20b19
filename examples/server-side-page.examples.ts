// The browser half of docs/adapter/server-side.mdx. Regions are copied by `npm run examples`.
// #region page
import { answerInputs } from 'mcp-elicit';
// #endregion

declare const messageElement: HTMLElement;

export async function page(ticket: string) {
  // #region page
  const post = async (path: string, body: object) =>
    (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();

  let reply = await post('/api/call', { ticket });
  while (reply.questions) {
    // "1 of 2", pre-filled with what the person typed in an earlier round; a cancel ends the round.
    const answers = await answerInputs(reply.questions, { container: messageElement, server: { name: 'Help desk' } });
    reply = await post('/api/answer', { token: reply.token, answers });
  }
  showResult(reply.result);
  // #endregion
}
declare function showResult(result: unknown): void;
