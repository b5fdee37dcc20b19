// Loaded into a page whose Content-Security-Policy forbids eval, to check validation still works.
import { ajvValidator, defaultValidator } from '../../src/validation/validator.js';
import '../../src/define.js';
import { QUESTION_SELECTOR } from '../../src/model/markup.js';

const schema = { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] };
const another = { type: 'object', properties: { name: { type: 'string', minLength: 2 } }, required: ['name'] };

let violations = 0;
const styleViolations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => {
  violations++;
  if (event.effectiveDirective.startsWith('style-src')) styleViolations.push(`${event.effectiveDirective}: ${event.sample}`);
});

/** A question with a many-option choice, its list opened and scrolled: nothing may need an inline style. */
async function openCombobox(): Promise<void> {
  const el = document.createElement('mcp-elicitation');
  el.request = {
    message: 'Pick',
    requestedSchema: {
      type: 'object',
      properties: { pick: { type: 'string', title: 'Pick', oneOf: Array.from({ length: 300 }, (_, i) => ({ const: `o${i}`, title: `Option ${i}` })) } },
    },
  };
  document.body.append(el);
  await el.ready;
  const root = el.shadowRoot!.querySelector(QUESTION_SELECTOR)!.shadowRoot!;
  const input = root.querySelector<HTMLInputElement>('input[role="combobox"]')!;
  input.focus();
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }));
  await settle();
  root.querySelector('[role="listbox"]')!.scrollTop = 2000;
  await settle();
  el.remove();
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A whole question, shown, refused once and then accepted, as on any page: what it sends. */
async function acceptedForm(): Promise<unknown> {
  const el = document.createElement('mcp-elicitation');
  el.request = { message: 'Email?', requestedSchema: schema };
  document.body.append(el);
  await el.ready;
  const root = el.shadowRoot!.querySelector(QUESTION_SELECTOR)!.shadowRoot!;
  const input = root.querySelector<HTMLInputElement>('input')!;
  const result = new Promise((resolve) => el.addEventListener('mcp-elicitation-result', (e) => resolve((e as CustomEvent).detail.result), { once: true }));
  input.value = 'ada@example.com';
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  root.querySelector<HTMLButtonElement>('[part~="accept-button"]')!.click();
  const sent = await result;
  el.remove();
  return sent;
}

async function probe(): Promise<Record<string, unknown>> {
  let ajv: string;
  try {
    await ajvValidator(schema);
    ajv = 'compiled';
  } catch (error) {
    ajv = (error as Error).name;
  }
  // ajv's own attempt above was a violation, on purpose (reported a moment later); from here on, none is expected.
  await settle();
  const before = violations;
  const check = await defaultValidator(schema);
  const second = await defaultValidator(another);
  const form = await acceptedForm();
  await settle();
  return {
    ajv,
    invalid: check({ email: 'nope' }),
    valid: check({ email: 'ada@example.com' }),
    secondInvalid: second({ name: 'A' }),
    form,
    violationsOfTheDefault: violations - before,
    styleViolations: await openCombobox().then(() => styleViolations),
  };
}

probe().then(
  (result) => parent.postMessage({ csp: result }, '*'),
  (error) => parent.postMessage({ csp: { error: String(error) } }, '*'),
);
