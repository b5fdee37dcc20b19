// @modelcontextprotocol/conformance 0.2.0-alpha.12 is built for Node 20 (tsdown --target node20)
// but imports `globSync` from 'fs', which Node has only from 22: on Node 20 its CLI does not even
// load. This hook gives that one import a `globSync` that says so; the package uses it only to
// gather results folders (`**/checks.json`, tier-check), never while running a client scenario,
// so the scenario itself runs unmodified. Loaded with `node --import` before the CLI.
import { register } from 'node:module';
import fs from 'node:fs';

if (typeof fs.globSync !== 'function') {
  register(
    'data:text/javascript,' +
      encodeURIComponent(`
const shim = 'data:text/javascript,' + encodeURIComponent("export * from 'node:fs'; export { default } from 'node:fs'; export function globSync() { throw new Error('fs.globSync needs Node 22 (the conformance package called it).'); }");
export async function resolve(specifier, context, next) {
  if ((specifier === 'fs' || specifier === 'node:fs') && context.parentURL?.includes('/@modelcontextprotocol/conformance/dist/')) return { url: shim, shortCircuit: true };
  return next(specifier, context);
}`),
  );
}
