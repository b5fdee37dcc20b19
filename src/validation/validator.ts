/**
 * The validator providers mcp-elicit ships: ajv (compiled), @cfworker/json-schema (CSP-safe) and the
 * default that picks between them. Each loads its library lazily, on the first form that needs it.
 */
import type { ContentValidator, ValidatorProvider } from './contract.js';

export type { ContentValidator, JsonSchema, ValidatorProvider } from './contract.js';

/** Under a Content-Security-Policy without 'unsafe-eval', ajv's code generation throws an EvalError. */
function blockedByCsp(error: unknown): boolean {
  return error instanceof EvalError || (error instanceof Error && /unsafe-eval|Content Security Policy/i.test(error.message));
}

/**
 * Remembers the validators of the last `size` schemas, so a form asked again (another round, the
 * same question in the next chat turn) is not compiled again, and memory stays bounded.
 */
export function memoize(provider: ValidatorProvider, size = 32): ValidatorProvider {
  const cache = new Map<string, Promise<ContentValidator>>();
  return (schema) => {
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
}

/** ajv with ajv-formats: compiled, fast on every keystroke. Needs `unsafe-eval` where a CSP is set. */
export const ajvValidator: ValidatorProvider = memoize(async (schema) => (await import('./ajv-validator.js')).compileWithAjv(schema));

/** @cfworker/json-schema: interprets instead of compiling, so it runs under any CSP. */
export const cspSafeValidator: ValidatorProvider = memoize(async (schema) =>
  (await import('./cfworker-validator.js')).compileWithCfWorker(schema),
);

/** Set once ajv was refused by the page's Content-Security-Policy: a page's policy does not change. */
let ajvBlocked = false;

/**
 * The default: ajv, falling back to the CSP-safe validator when the page's Content-Security-Policy
 * forbids ajv's code generation (ajv is then not tried again on that page). Either way the same
 * issues come out.
 */
export const defaultValidator: ValidatorProvider = async (schema) => {
  if (ajvBlocked) return cspSafeValidator(schema);
  try {
    return await ajvValidator(schema);
  } catch (error) {
    if (!blockedByCsp(error)) throw error;
    ajvBlocked = true;
    return cspSafeValidator(schema);
  }
};
