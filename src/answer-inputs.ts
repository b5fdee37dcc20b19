import type { ElicitOptions, elicit as Elicit } from './elicit.js';
import type { ElicitContent, ElicitRequestParams, ElicitResult } from './types.js';
import { isObject } from './model/json.js';

// Loaded lazily from the root entry, which hands it `elicit`: importing nothing of the root's own
// modules keeps esbuild from splitting them into a shared chunk, which would cost every page bytes.

const setOwn = <T>(target: Record<string, T>, key: string, value: T): void =>
  void Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/** One question of a round, as a server-side step hands it to the browser (`questions` of `startCall`/`continueCall`). */
export interface InputQuestion {
  method: 'elicitation/create';
  params: ElicitRequestParams;
  /** What the person entered earlier in this call for fields of the same names: pre-filled. */
  previous?: ElicitContent;
  /** URL mode: the person opened this URL before and the server asks again. */
  repeated?: boolean;
}

/** Options of `answerInputs`: those of `elicit()` for every question of the round, but its pre-fill, which comes from each question. */
export type AnswerInputsOptions = Omit<ElicitOptions, 'values' | 'repeated' | 'position' | 'completed'>;

/**
 * Puts a round of questions that came from the server (a step's `questions`) to the person, in
 * order, each saying where it stands ("1 of 2"), pre-filled from what they entered before. Inline
 * in `options.container` one after another, or as modal dialogs taking turns. Resolves with the
 * answers by key, which `continueCall` takes on the server; never rejects for the person's sake:
 * after a cancel, the questions left answer cancel without being shown, and so does every question
 * when `options.signal` aborts.
 *
 * @example
 * ```ts
 * import { answerInputs } from 'mcp-elicit';
 *
 * const { questions, token } = await (await fetch('/api/tool', { method: 'POST', body })).json();
 * const answers = await answerInputs(questions, { container: messageElement, server: { name: 'Help desk' } });
 * await fetch('/api/tool/continue', { method: 'POST', body: JSON.stringify({ token, answers }) });
 * ```
 */
export async function answerInputs(
  questions: { [key: string]: InputQuestion },
  options: AnswerInputsOptions = {},
  elicit: typeof Elicit,
): Promise<{ [key: string]: ElicitResult }> {
  if (!isObject(questions)) throw new TypeError('answerInputs: questions must be the questions object of a step ({ [key]: { method, params, previous? } }).');
  const entries = Object.entries(questions);
  for (const [key, question] of entries) {
    if (!isObject(question) || question.method !== 'elicitation/create' || !isObject(question.params)) {
      throw new TypeError(`answerInputs: question "${key}" is not an elicitation ({ method: 'elicitation/create', params }).`);
    }
  }
  // The round ends for every question left once one is cancelled, or when the host aborts.
  const round = new AbortController();
  const abort = () => round.abort(options.signal?.reason);
  if (options.signal?.aborted) abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  const total = entries.length;
  const ask = (question: InputQuestion, index: number): Promise<ElicitResult> => {
    if (round.signal.aborted) return Promise.resolve({ action: 'cancel' });
    return elicit(question.params, {
      ...options,
      signal: round.signal,
      ...(question.previous ? { values: question.previous } : {}),
      ...(question.repeated ? { repeated: true } : {}),
      ...(options.container && total > 1 ? { position: { position: index + 1, total } } : {}),
    }).then((result) => {
      if (result.action === 'cancel') round.abort();
      return result;
    });
  };
  const answers: { [key: string]: ElicitResult } = {};
  try {
    if (options.container) {
      // Inline: one at a time, in order.
      for (const [index, [key, question]] of entries.entries()) setOwn(answers, key, await ask(question, index));
    } else {
      // Modal: all in line at once; the dialogs take turns and number themselves.
      const results = await Promise.all(entries.map(([, question], index) => ask(question, index)));
      entries.forEach(([key], index) => setOwn(answers, key, results[index]));
    }
  } finally {
    options.signal?.removeEventListener('abort', abort);
  }
  return answers;
}
