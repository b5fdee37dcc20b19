// The page a person answers on in the interop tests: each question the adapter asks (in Node)
// appears here, inline, one under the other as in a chat, and its answer goes back to Node.
import { elicit } from '../../../src/index.js';
import type { ElicitExtensions, ElicitRequestParams, ElicitResult, OpenAIFormHooks, ServerIdentity } from '../../../src/index.js';

/** The extensions the person's host turns on, as Node can send them: `hooks: true` gives the page's own upload and preview hooks. */
export interface PageExtensions {
  openai?: boolean | { hooks: true };
  files?: boolean;
}

declare global {
  interface Window {
    ask(params: ElicitRequestParams, server: ServerIdentity, asked: { values?: Record<string, unknown>; repeated?: boolean }): Promise<ElicitResult>;
    /** What the host's hooks were given, in order: each file uploaded, each preview opened. */
    hooked: ({ upload: string; field: string } | { preview: string; title: string })[];
    extensions?: PageExtensions;
  }
}

const transcript = document.querySelector('main')!;
window.hooked = [];

/** A host's hooks: an upload "stores" the file and gives its URI; a preview is noted. */
const hooks: OpenAIFormHooks = {
  async upload(file, field) {
    window.hooked.push({ upload: file.name, field: field.name });
    return `https://uploads.example/${encodeURIComponent(file.name)}`;
  },
  preview(uri, option) {
    window.hooked.push({ preview: uri, title: option.title });
  },
};

function extensionsOf(given: PageExtensions | undefined): ElicitExtensions | undefined {
  if (!given) return undefined;
  return { ...given, openai: typeof given.openai === 'object' ? hooks : given.openai };
}

window.ask = (params, server, { values, repeated }) => {
  const turn = document.createElement('section');
  transcript.append(turn);
  return elicit(params, { container: turn, server, keep: true, values, repeated, extensions: extensionsOf(window.extensions) });
};
