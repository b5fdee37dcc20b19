import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { fieldOfPointer, issueCode, type ContentValidator, type JsonSchema } from './contract.js';
import type { Issue } from '../model/issues.js';

let shared: Ajv | undefined;

function ajv(): Ajv {
  if (!shared) {
    // ownProperties: only own properties are data (a missing answer is not Object.prototype's member).
    // logger: false: ajv would print the code of a schema it fails to compile.
    shared = new Ajv({ allErrors: true, strict: false, ownProperties: true, validateSchema: false, addUsedSchema: false, logger: false });
    addFormats(shared, ['email', 'uri', 'date', 'date-time']);
  }
  return shared;
}

/**
 * Compiles `schema` once; the returned function is cheap enough for every keystroke.
 *
 * ajv meets the fields under names of its own (`p0`, `p1`…), and the answers are renamed to
 * match: ajv copies schemas into plain objects, where a property named "__proto__" is lost, so an
 * answer of the wrong type for it passed. The issues come back under the fields' own keys.
 */
export function compileWithAjv(schema: JsonSchema): ContentValidator {
  const compiler = ajv();
  const properties = schema.properties as Record<string, JsonSchema>;
  const keys = Object.keys(properties);
  const renamed: JsonSchema = {
    ...schema,
    properties: Object.fromEntries(keys.map((key, i) => [`p${i}`, properties[key]])),
    required: ((schema.required as string[] | undefined) ?? []).map((key) => `p${keys.indexOf(key)}`),
  };
  const validate = compiler.compile(renamed);
  // ajv keeps every schema it compiled, keyed by the object; the function needs nothing of it.
  compiler.removeSchema(renamed);
  const keyOf = (name: string | undefined): string | undefined => (name && /^p\d+$/.test(name) ? keys[Number(name.slice(1))] : undefined);
  return (content) => {
    const answers: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      if (Object.hasOwn(content, key)) answers[`p${i}`] = content[key];
    });
    if (validate(answers)) return [];
    const issues: Issue[] = [];
    for (const error of validate.errors ?? []) {
      const code = issueCode(error.keyword);
      const key = keyOf(error.keyword === 'required' ? String(error.params.missingProperty) : fieldOfPointer(error.instancePath));
      if (!code || key === undefined) continue;
      const limit = typeof error.params.limit === 'number' ? error.params.limit : undefined;
      issues.push(limit === undefined ? { key, code } : { key, code, limit });
    }
    return issues;
  };
}
