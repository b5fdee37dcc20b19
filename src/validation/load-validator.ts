import type { FieldModel } from '../model/field-model.js';
import type { ContentValidator, ValidatorProvider } from './contract.js';

/** Resolves in the next task: after the browser had its chance to paint, or at once when aborted. */
export const nextTask = (signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Makes the validator for a form's fields; a provider that does not give a function has failed. */
export async function loadValidator(provider: ValidatorProvider, fields: readonly FieldModel[]): Promise<ContentValidator> {
  // The schema it checks is built with the validator, after the first paint.
  const { toValidationSchema } = await import('./validation-schema.js');
  const check = await provider(toValidationSchema(fields));
  if (typeof check !== 'function') throw new TypeError('the validator provider did not return a function');
  return check;
}
