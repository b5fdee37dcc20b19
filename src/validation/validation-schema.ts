import type { FieldModel } from '../model/field-model.js';
import { setOwn } from '../internal/own.js';
import type { JsonSchema } from './contract.js';

/**
 * The schema that answers are checked against, rebuilt from the field models: only the keywords
 * the form renders (so unknown ones such as `pattern` never reject an answer, and no `$ref` is ever
 * followed), and required only where the form can leave a key out.
 */
export function toValidationSchema(fields: readonly FieldModel[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of fields) {
    const schema: JsonSchema = {};
    switch (field.kind) {
      case 'text':
        Object.assign(schema, { type: 'string' }, defined({ minLength: field.minLength, maxLength: field.maxLength, format: field.format }));
        break;
      case 'number':
        Object.assign(schema, { type: field.integer ? 'integer' : 'number' }, defined({ minimum: field.minimum, maximum: field.maximum }));
        break;
      case 'boolean':
        schema.type = 'boolean';
        break;
      case 'select':
        Object.assign(schema, { type: 'string', enum: field.options.map((o) => o.value) });
        break;
      case 'multiselect': {
        // A list that takes the person's own entries (openai/elicitation suggestions) checks each by
        // the field's rules; `pattern` is left to the form's own safe matcher, never the validator.
        const items = field.custom
          ? { type: 'string', ...defined({ minLength: field.custom.minLength, maxLength: field.custom.maxLength, format: field.custom.format }) }
          : { type: 'string', enum: field.options.map((o) => o.value) };
        Object.assign(schema, { type: 'array', uniqueItems: true, items }, defined({ minItems: field.minItems, maxItems: field.maxItems }));
        break;
      }
      case 'resource':
        // One URI, or a list of them (an uploaded file's URI is none of the options).
        if (field.multiple) Object.assign(schema, { type: 'array', uniqueItems: true, items: { type: 'string' } }, defined({ minItems: field.minItems, maxItems: field.maxItems }));
        else schema.type = 'string';
        break;
      case 'file':
        schema.type = 'string';
        break;
    }
    setOwn(properties, field.key, schema);
    if (field.required) required.push(field.key);
  }
  return { type: 'object', properties, required };
}

function defined(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
}
