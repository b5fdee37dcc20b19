// @ts-check
// The arguments of npm run test:visual (scripts/visual.mjs), read apart from running anything.
// A change that moves every picture must not keep the suite busy for twenty minutes before it says
// so: Playwright stops after DEFAULT_MAX_FAILURES failed tests, unless `--all-failures` asks for
// every one, `--update` is making new baselines (it needs every changed picture), or the caller
// gave its own `--max-failures`/`-x`.

export const DEFAULT_MAX_FAILURES = 5;

/**
 * @param {string[]} args what followed `npm run test:visual --`
 * @returns {{ update: boolean, fromPackage: boolean, playwright: string[] }} the options of
 *   visual.mjs, and the arguments it passes on to `playwright test`
 */
export function visualArgs(args) {
  const own = ['--update', '--package', '--all-failures'];
  const update = args.includes('--update');
  const fromPackage = args.includes('--package');
  const allFailures = args.includes('--all-failures');
  const rest = args.filter((arg) => !own.includes(arg));
  const limited = rest.some((arg) => arg === '-x' || arg === '--max-failures' || arg.startsWith('--max-failures='));
  const limit = update || allFailures || limited ? [] : [`--max-failures=${DEFAULT_MAX_FAILURES}`];
  return { update, fromPackage, playwright: [...limit, ...rest] };
}
