// Loaded into a page whose Content-Security-Policy forbids eval, to check validation still works.
import { ajvValidator, defaultValidator } from '../../src/validation/validator.js';

const schema = { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] };

async function probe(): Promise<Record<string, unknown>> {
  let ajv: string;
  try {
    await ajvValidator(schema);
    ajv = 'compiled';
  } catch (error) {
    ajv = (error as Error).name;
  }
  const check = await defaultValidator(schema);
  return { ajv, invalid: check({ email: 'nope' }), valid: check({ email: 'ada@example.com' }) };
}

probe().then(
  (result) => parent.postMessage({ csp: result }, '*'),
  (error) => parent.postMessage({ csp: { error: String(error) } }, '*'),
);
