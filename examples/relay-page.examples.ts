// The page's side of the relay (docs/adapter/server-side.mdx, "More than one worker").
// Regions are copied by `npm run examples`.
// #region connectRelay
import { connectRelay } from 'mcp-elicit';
// #endregion

// #region connectRelay
declare const chatLog: HTMLElement; // where your chat shows messages
// #endregion

export function page() {
  // #region connectRelay
  // Questions appear in the chat as they arrive (or, without `container`, as modal dialogs). A
  // dropped stream reconnects with backoff; nothing is lost.
  const relay = connectRelay('/mcp-elicit/relay', {
    container: chatLog,
    server: { name: 'Help desk', origin: 'https://mcp.example.com' },
    onEnd: ({ reason }) => console.info('a question ended elsewhere:', reason),
  });
  // #endregion
  return relay;
}
