// Loaded into a page whose Content-Security-Policy forbids eval, to check validation still works.
import { ajvValidator, defaultValidator } from '../../src/validation/validator.js';

const schema = { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] };
const another = { type: 'object', properties: { name: { type: 'string', minLength: 2 } }, required: ['name'] };

let violations = 0;
document.addEventListener('securitypolicyviolation', () => violations++);
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function probe(): Promise<Record<string, unknown>> {
  let ajv: string;
  try {
    await ajvValidator(schema);
    ajv = 'compiled';
  } catch (error) {
    ajv = (error as Error).name;
  }
  const check = await defaultValidator(schema);
  await settle();
  const afterFirstForm = violations;
  const second = await defaultValidator(another);
  await settle();
  return {
    ajv,
    invalid: check({ email: 'nope' }),
    valid: check({ email: 'ada@example.com' }),
    secondInvalid: second({ name: 'A' }),
    violationsAfterFirstForm: afterFirstForm,
    violationsForTheNextForm: violations - afterFirstForm,
  };
}

probe().then(
  (result) => parent.postMessage({ csp: result }, '*'),
  (error) => parent.postMessage({ csp: { error: String(error) } }, '*'),
);
