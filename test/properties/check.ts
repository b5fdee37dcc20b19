// How every property runs: with a fixed seed (printed with the counterexample when one fails, so
// the failure can be replayed), unless FC_SEED sets another, and FC_RUNS runs it longer.
import fc from 'fast-check';
import settings from 'virtual:fc-settings';

/** The seed every run uses unless FC_SEED says otherwise. */
export const SEED = 20261201;

/** Checks `property` `runs` times (FC_RUNS overrides); a failure names its seed, path and counterexample. */
export async function check<T>(property: fc.IAsyncProperty<T> | fc.IProperty<T>, runs = 100): Promise<void> {
  const seed = settings.seed ?? SEED;
  const numRuns = settings.runs ?? runs;
  const details = await fc.check(property as fc.IAsyncProperty<T>, { seed, numRuns, endOnFailure: false });
  if (details.failed) {
    const cause = details.errorInstance instanceof Error ? `\n${details.errorInstance.message}` : '';
    throw new Error(`${fc.defaultReportMessage(details)}${cause}\nReplay: FC_SEED=${seed} npm run test:properties (runs: ${numRuns})`);
  }
}

export { fc };
