/**
 * Whether slot `index` of a list (a field, a summary line) was last rendered from these very
 * `inputs`, remembered in `memo` either way: a render skips such a slot (`noChange`), so a keystroke
 * renders one field and one summary line, not every one. Empty `memo` when the list is rendered anew.
 */
export function unchanged(memo: unknown[][], index: number, inputs: unknown[]): boolean {
  const last = memo[index];
  memo[index] = inputs;
  return !!last && inputs.every((input, i) => input === last[i]);
}
