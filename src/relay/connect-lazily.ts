/**
 * `connectRelay`, loaded when first called: pages whose MCP client runs in the page never download
 * the relay's client. The connection it returns works at once; it connects when the code is in.
 */
import type * as Relay from './connect-relay.js';

/** See `connectRelay` in connect-relay.ts: connects to a relay and shows its questions as they arrive. */
export function connectRelay(url: string | URL, options: Relay.ConnectRelayOptions = {}): Relay.RelayConnection {
  let connection: Relay.RelayConnection | undefined;
  let closed = false;
  import('./connect-relay.js').then(
    (module) => {
      if (!closed) connection = module.connectRelay(url, options);
    },
    (error: unknown) => options.onStatus?.('closed', error),
  );
  return {
    get status() {
      return connection?.status ?? (closed ? 'closed' : 'connecting');
    },
    close() {
      if (closed) return;
      closed = true;
      if (connection) connection.close();
      else options.onStatus?.('closed');
    },
  };
}
