import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { fieldOfPointer, issueCode, type ContentValidator, type JsonSchema } from './contract.js';
import type { Issue } from './issues.js';

let shared: Ajv | undefined;

function ajv(): Ajv {
  if (!shared) {
    // ownProperties: a key named like an Object.prototype member ("__proto__", "toString") is looked up as data.
    // logger: false: under a strict CSP, compiling fails on purpose (we fall back); ajv would print its code.
    shared = new Ajv({ allErrors: true, strict: false, ownProperties: true, validateSchema: false, addUsedSchema: false, logger: false });
    addFormats(shared, ['email', 'uri', 'date', 'date-time']);
  }
  return shared;
}

/** Compiles `schema` once; the returned function is cheap enough for every keystroke. */
export function compileWithAjv(schema: JsonSchema): ContentValidator {
  const compiler = ajv();
  const validate = compiler.compile(schema);
  // ajv keeps every schema it compiled, keyed by the object; the function needs nothing of it.
  compiler.removeSchema(schema);
  return (content) => {
    if (validate(content)) return [];
    const issues: Issue[] = [];
    for (const error of validate.errors ?? []) {
      const code = issueCode(error.keyword);
      const key = error.keyword === 'required' ? String(error.params.missingProperty) : fieldOfPointer(error.instancePath);
      if (!code || key === undefined) continue;
      const limit = typeof error.params.limit === 'number' ? error.params.limit : undefined;
      issues.push(limit === undefined ? { key, code } : { key, code, limit });
    }
    return issues;
  };
}
