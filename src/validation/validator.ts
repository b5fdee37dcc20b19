/**
 * The validator providers mcp-elicit ships: @cfworker/json-schema (CSP-safe, the default) and ajv
 * (compiled). Each loads its library lazily, on the first form that needs it.
 */
import type { ContentValidator, JsonSchema, ValidatorProvider } from './contract.js';

export type { ContentValidator, JsonSchema, ValidatorProvider } from './contract.js';

/**
 * Remembers the validators of the last `size` schemas, so a form asked again (another round, the
 * same question in the next chat turn) is not compiled again, and memory stays bounded.
 */
export function memoize(provider: ValidatorProvider, size = 32): ValidatorProvider {
  const cache = new Map<string, Promise<ContentValidator>>();
  const memoized: ValidatorProvider = (schema) => {
    const key = JSON.stringify(schema);
    let made = cache.get(key);
    if (made) {
      cache.delete(key);
    } else {
      made = provider(schema);
      made.catch(() => cache.delete(key));
    }
    cache.set(key, made);
    if (cache.size > size) cache.delete(cache.keys().next().value!);
    return made;
  };
  // Fetching the library ahead is the provider's own business, memoized or not.
  if (provider.preload) memoized.preload = provider.preload;
  return memoized;
}

/** A memoized provider whose library, `load`, can be fetched ahead of any schema. */
function lazyProvider<M>(load: () => Promise<M>, compile: (module: M, schema: JsonSchema) => ContentValidator): ValidatorProvider {
  return memoize(Object.assign(async (schema: JsonSchema) => compile(await load(), schema), { preload: load }));
}

/** ajv with ajv-formats: compiled, fast on every keystroke. Needs `unsafe-eval` where a CSP is set. */
export const ajvValidator: ValidatorProvider = lazyProvider(
  () => import('./ajv-validator.js'),
  (m, schema) => m.compileWithAjv(schema),
);

/** @cfworker/json-schema: interprets instead of compiling, so it runs under any CSP. */
export const cspSafeValidator: ValidatorProvider = lazyProvider(
  () => import('./cfworker-validator.js'),
  (m, schema) => m.compileWithCfWorker(schema),
);

/**
 * The default: the CSP-safe validator. It never evaluates code, so it runs under any
 * Content-Security-Policy and Trusted Types, and raises no violation report on a page that forbids
 * eval (trying ajv first did, on every page load: there is no way to ask whether eval is allowed
 * without trying it). It is also the smaller download (6.7 KB gzip against ajv's 38). ajv gives the
 * same issues (a property test checks it); pass `ajvValidator` to use it where eval is allowed.
 */
export const defaultValidator: ValidatorProvider = cspSafeValidator;
