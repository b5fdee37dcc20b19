// The two validators, generated: for any schema of the subset and any content (right or wrong
// types, out of bounds, unknown options, missing keys), ajv and the CSP-safe validator give the
// same verdict, with the same fields in error.
import { expect } from '@open-wc/testing';
import { parseRequest } from '../../src/schema/parse-request.js';
import type { FieldModel } from '../../src/model/field-model.js';
import { toValidationSchema } from '../../src/validation/validation-schema.js';
import { compileWithAjv } from '../../src/validation/ajv-validator.js';
import { compileWithCfWorker } from '../../src/validation/cfworker-validator.js';
import type { ElicitContent } from '../../src/types.js';
import { supportedSchema } from './arbitraries.js';
import { check, fc } from './check.js';

/** Some value for a field: of its own type or another, fitting or not. */
function someValue(field: FieldModel): fc.Arbitrary<unknown> {
  const options = 'options' in field ? field.options.map((o) => o.value) : ['x'];
  return fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('ada@example.com', 'not an email', 'https://example.com', '2026-12-24', '2026-12-24T17:00:00Z', '2026-02-30', ''),
    fc.integer({ min: -100, max: 100 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constantFrom(...options),
    fc.array(fc.constantFrom(...options, 'other'), { maxLength: 6 }),
    fc.constant(null),
  );
}

const scenario = supportedSchema.chain((schema) => {
  const parsed = parseRequest({ message: 'm', requestedSchema: schema });
  const fields = parsed.mode === 'form' ? parsed.fields : [];
  return fc.record({ fields: fc.constant(fields), values: fc.tuple(...fields.map((f) => fc.option(someValue(f), { nil: undefined }))) });
});

const fieldsInError = (issues: { key: string }[]) => [...new Set(issues.map((i) => i.key))].sort();

describe('the two validators, by property', function () {
  this.timeout(300_000);

  it('give the same verdict, with the same fields in error, for any content', async () => {
    await check(
      fc.property(scenario, ({ fields, values }) => {
        const schema = toValidationSchema(fields);
        const content: ElicitContent = {};
        fields.forEach((f, i) => values[i] !== undefined && Object.defineProperty(content, f.key, { value: values[i], enumerable: true }));
        const ajv = compileWithAjv(schema)(content);
        const cfWorker = compileWithCfWorker(schema)(content);
        expect(cfWorker.length === 0, `verdict for ${JSON.stringify(content)} against ${JSON.stringify(schema)}`).to.equal(ajv.length === 0);
        expect(fieldsInError(cfWorker), 'fields in error').to.deep.equal(fieldsInError(ajv));
      }),
      1000,
    );
  });
});
