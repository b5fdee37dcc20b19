/**
 * Where a question is in its life, decided in one place (`phaseOf`, as `QuestionElement` updates and ends) and rendered from:
 * - `waiting`: no request yet (or an object property came as text): nothing shows, no time counts;
 * - `loading`: something it shows is loading (its language's words, URL mode's view);
 * - `open`: on screen, to be answered;
 * - `ended`: answered (or timed out, withdrawn), read-only;
 * - `kept`: answered with `keep`: a summary, the read-only question behind "Show the question".
 * (`<mcp-elicitation>` may then compact a kept question: see `CompactController`.)
 */
export type Phase = 'waiting' | 'loading' | 'open' | 'ended' | 'kept';


/** The phase of a question that has a request to ask (`asking`), something it shows `loading`, has `ended`, with `keep`. */
export function phaseOf(asking: boolean, loading: boolean, ended: boolean, keep: boolean): Phase {
  if (!asking) return 'waiting';
  if (loading) return 'loading';
  if (!ended) return 'open';
  return keep ? 'kept' : 'ended';
}
