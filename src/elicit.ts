import type { Strings } from './i18n/strings.js';
import type { ElicitRequestParams, ElicitResult, ServerIdentity } from './types.js';
import type { ValidatorProvider } from './validation/validator.js';
import './define.js';
import { focusedElement, hasFocusWithin } from './internal/focus.js';

export interface ElicitOptions {
  /** Where the question appears inline (e.g. a chat message). Default: a modal dialog on `document.body`. */
  container?: Element;
  /** Who is asking, as the host knows the server. */
  server?: ServerIdentity;
  /** Milliseconds until the question resolves as cancel. 0 or unset: no timeout. */
  timeoutMs?: number;
  /** How many times the person may ask for more time (default: unlimited; 0: never). */
  maxExtensions?: number;
  /** Aborting withdraws the question: it resolves as cancel and the element is removed. */
  signal?: AbortSignal;
  /** Overrides for any user-facing text. */
  strings?: Partial<Strings>;
  /** Form mode: answers to pre-fill, e.g. what the person sent in an earlier round. */
  values?: Record<string, unknown>;
  /**
   * URL mode: the person already opened this URL and the server asks again. Offers "I've
   * finished" and "Open again" (the adapter's `ctx.repeated`).
   */
  repeated?: boolean;
  /** Form mode: another validator (see `cspSafeValidator`). */
  validator?: ValidatorProvider;
  /**
   * With `container`: leave the answered question in place, collapsed to what was sent (the
   * read-only question one click away), so a chat transcript keeps its history. Default: remove it.
   */
  keep?: boolean;
  /**
   * Where focus goes when the question ends and leaves the page (a modal, or inline without
   * `keep`), if it was in the question. Default: what had focus before the question appeared,
   * when that is still in the page.
   */
  returnFocus?: HTMLElement;
}

/**
 * Shows an `elicitation/create` request to the person and resolves with the ElicitResult to send.
 * Never rejects: dismissal, timeout and abort all resolve `{action: "cancel"}`, and so does a call
 * outside a browser (server rendering), at once.
 *
 * @example
 * ```ts source="examples/elicit.examples.ts#basic"
 * import { elicit } from 'mcp-elicit';
 *
 * const result = await elicit(params, {
 *   server: { name: 'Help desk', origin: 'https://helpdesk.example.com' },
 *   timeoutMs: 300_000,
 * });
 * // → { action: 'accept', content: {...} } | { action: 'decline' } | { action: 'cancel' }
 * ```
 */
export function elicit(params: ElicitRequestParams | unknown, options: ElicitOptions = {}): Promise<ElicitResult> {
  const { container, signal } = options;
  // Outside a browser (server rendering, a Node script) nobody can be asked: that is a cancel.
  if (signal?.aborted || typeof document === 'undefined') return Promise.resolve({ action: 'cancel' });

  const element = document.createElement('mcp-elicitation');
  // `undefined` is how an element waits for its request; a question asked without one is shown
  // as one that cannot be answered, and ends like any other.
  element.request = params === undefined ? null : params;
  element.server = options.server;
  element.timeout = options.timeoutMs ?? 0;
  element.maxExtensions = options.maxExtensions ?? Infinity;
  element.strings = options.strings;
  element.values = options.values;
  element.repeated = options.repeated ?? false;
  element.keep = !!(container && options.keep);
  if (options.validator) element.validator = options.validator;
  element.modal = !container;
  const focusedBefore = focusedElement();

  return new Promise((resolve) => {
    const onAbort = (): void => element.abort();
    element.addEventListener(
      'mcp-elicitation-result',
      (event) => {
        signal?.removeEventListener('abort', onAbort);
        if (!(container && options.keep)) {
          const hadFocus = hasFocusWithin(element);
          element.remove();
          const target = options.returnFocus ?? focusedBefore;
          if (hadFocus && target?.isConnected) target.focus();
        }
        resolve(event.detail.result);
      },
      { once: true },
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    (container ?? document.body).append(element);
    if (container) void element.updateComplete.then(() => element.focus());
  });
}
