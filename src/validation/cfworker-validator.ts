import { Validator } from '@cfworker/json-schema';
import type { ContentValidator } from './validator.js';
import { fieldOfPointer, issueCode } from './validator.js';
import type { Issue } from './issues.js';
import type { JsonSchema } from './validation-schema.js';

type FieldSchema = { [keyword: string]: unknown };

/** Validates by interpretation (no eval): for pages whose CSP forbids ajv's compiled code. */
export function compileWithCfWorker(schema: JsonSchema): ContentValidator {
  const validator = new Validator(schema, '2020-12', false);
  const properties = schema.properties as Record<string, FieldSchema>;
  const required = (schema.required as string[] | undefined) ?? [];
  return (content) => {
    const { valid, errors } = validator.validate(content);
    if (valid) return [];
    // cfworker names a missing property only in its prose, so missing keys are found directly.
    const issues: Issue[] = required.filter((key) => !Object.hasOwn(content, key)).map((key) => ({ key, code: 'required' }));
    for (const error of errors) {
      const code = issueCode(error.keyword);
      const key = fieldOfPointer(decodeURIComponent(error.instanceLocation));
      if (!code || code === 'required' || key === undefined || !Object.hasOwn(properties, key)) continue;
      const bound = properties[key][code];
      issues.push(typeof bound === 'number' ? { key, code, limit: bound } : { key, code });
    }
    return issues;
  };
}
