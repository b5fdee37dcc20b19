/**
 * Where a question is in its life, decided in one place (`QuestionElement.phaseNow`, as it updates and as it ends) and rendered from:
 * - `waiting`: no request yet (or an object property came as text): nothing shows, no time counts;
 * - `loading`: something it shows is loading (its language's words, URL mode's view);
 * - `open`: on screen, to be answered;
 * - `ended`: answered (or timed out, withdrawn), read-only;
 * - `kept`: answered with `keep`: a summary, the read-only question behind "Show the question".
 * (`<mcp-elicitation>` may then compact a kept question: see `CompactController`.)
 */
export type Phase = 'waiting' | 'loading' | 'open' | 'ended' | 'kept';
