// The page a person answers on in the interop tests: each question the adapter asks (in Node)
// appears here, inline, one under the other as in a chat, and its answer goes back to Node.
import { elicit } from '../../../src/index.js';
import type { ElicitRequestParams, ElicitResult, ServerIdentity } from '../../../src/index.js';

declare global {
  interface Window {
    ask(params: ElicitRequestParams, server: ServerIdentity, asked: { values?: Record<string, unknown>; repeated?: boolean }): Promise<ElicitResult>;
  }
}

const transcript = document.querySelector('main')!;

window.ask = (params, server, { values, repeated }) => {
  const turn = document.createElement('section');
  transcript.append(turn);
  return elicit(params, { container: turn, server, keep: true, values, repeated });
};
