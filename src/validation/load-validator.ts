import type { FieldModel } from '../model/field-model.js';
import type { ContentValidator, ValidatorProvider } from './contract.js';

/** Resolves in the next task: after the browser had its chance to paint, or at once when aborted. */
export const nextTask = (signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** The provider's library, fetched ahead; a failure here is reported by the load that needs it. */
const preloadOf = (provider: ValidatorProvider): Promise<unknown> =>
  Promise.resolve()
    .then(() => provider.preload?.())
    .catch(() => undefined);

/** Makes the validator for a form's fields; a provider that does not give a function has failed. */
export async function loadValidator(provider: ValidatorProvider, fields: readonly FieldModel[]): Promise<ContentValidator> {
  // The schema it checks is built with the validator, after the first paint; both chunks are
  // fetched at once, so a cold start on a slow network waits for one round trip, not two.
  const [{ toValidationSchema }] = await Promise.all([import('./validation-schema.js'), preloadOf(provider)]);
  const check = await provider(toValidationSchema(fields));
  if (typeof check !== 'function') throw new TypeError('the validator provider did not return a function');
  return check;
}

/**
 * Fetches what a form's check needs (the provider's library and the schema builder) without
 * compiling anything, so the first Accept on a slow phone does not wait for the network. The
 * elements call it for the default validator once they are defined and the browser is idle; call
 * it for another provider you pass as `validator`. Resolves when loaded; never rejects.
 */
export async function preloadValidator(provider: ValidatorProvider): Promise<void> {
  await Promise.all([import('./validation-schema.js').catch(() => undefined), preloadOf(provider)]);
}
