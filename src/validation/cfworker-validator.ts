import { Validator } from '@cfworker/json-schema';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { fieldOfPointer, issueCode, type ContentValidator, type JsonSchema } from './contract.js';
import type { Issue } from '../model/issues.js';
import { setOwn } from '../internal/own.js';

type FieldSchema = { [keyword: string]: unknown };
type FormatCheck = (value: string) => boolean;

/** ajv-formats' own definitions (plain regular expressions and functions, no eval), so both validators agree. */
function formatCheck(name: string): FormatCheck {
  const definition = (fullFormats as Record<string, unknown>)[name];
  const test = typeof definition === 'object' && definition !== null && !(definition instanceof RegExp) ? (definition as { validate: unknown }).validate : definition;
  if (test instanceof RegExp) return (value) => test.test(value);
  if (typeof test === 'function') return (value) => Boolean(test(value));
  return () => true;
}

/**
 * Validates by interpretation (no eval): for pages whose CSP forbids ajv's compiled code. Formats
 * are checked with ajv-formats' definitions, so the same answers pass and fail as with ajv.
 */
export function compileWithCfWorker(schema: JsonSchema): ContentValidator {
  const properties = schema.properties as Record<string, FieldSchema>;
  const required = (schema.required as string[] | undefined) ?? [];
  const formats = new Map<string, FormatCheck>();
  const structural: Record<string, FieldSchema> = {};
  for (const [key, field] of Object.entries(properties)) {
    const { format, ...rest } = field;
    if (typeof format === 'string') formats.set(key, formatCheck(format));
    setOwn(structural, key, rest);
  }
  const validator = new Validator({ ...schema, properties: structural }, '2020-12', false);
  return (content) => {
    const issues: Issue[] = [];
    const { valid, errors } = validator.validate(content);
    if (!valid) {
      // cfworker names a missing property only in its prose, so missing keys are found directly.
      for (const key of required) if (!Object.hasOwn(content, key)) issues.push({ key, code: 'required' });
      for (const error of errors) {
        const code = issueCode(error.keyword);
        const key = fieldOfPointer(decodeURIComponent(error.instanceLocation));
        if (!code || code === 'required' || key === undefined || !Object.hasOwn(properties, key)) continue;
        const bound = properties[key][code];
        issues.push(typeof bound === 'number' ? { key, code, limit: bound } : { key, code });
      }
    }
    for (const [key, check] of formats) {
      const value = Object.hasOwn(content, key) ? content[key] : undefined;
      if (typeof value === 'string' && !check(value)) issues.push({ key, code: 'format' });
    }
    return issues;
  };
}
