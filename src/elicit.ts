import type { StringOverrides } from './i18n/strings.js';
import type { ElicitExtensions, ElicitRequestParams, ElicitResult, PersistOptions, QueuePosition, ServerIdentity, TaskInfo } from './types.js';
import type { ValidatorProvider } from './validation/validator.js';
import './define.js';
import { focusedElement, hasFocusWithin } from './internal/focus.js';
import { dequeue, enqueue, isShowing } from './elements/elicitation/modal-queue.js';

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
  strings?: StringOverrides;
  /** The language of the question's words (`de`, `pt-BR`…). Default: the closest `lang` attribute of `container` (or the document). */
  locale?: string;
  /** Form mode: answers to pre-fill, e.g. what the person sent in an earlier round. */
  values?: Record<string, unknown>;
  /**
   * URL mode: the person already opened this URL and the server asks again. Offers "I've
   * finished" and "Open again" (the adapter's `ctx.repeated`).
   */
  repeated?: boolean;
  /**
   * URL mode: settles when the server says the interaction is complete (2025-11-25
   * `notifications/elicitation/complete`, handled by `createElicitationHandler`); an open consent
   * then closes as done (accept).
   */
  completed?: PromiseLike<unknown>;
  /**
   * Inline (with `container`): where this question stands in a round the host shows one by one,
   * shown as "1 of 2" (`answerInputs` sets it). Modal questions number themselves as they queue.
   */
  position?: QueuePosition;
  /** Form mode: another validator, e.g. `ajvValidator` (default: the CSP-safe `cspSafeValidator`). */
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
  /** The background task that asks (the adapter's `ctx.task`): the question says so, with the task's status. */
  task?: TaskInfo;
  /**
   * Inline (with `container`): whether the question takes focus when it appears.
   * - `'auto'` (default): only when nothing else has focus. It never takes it from where the person
   *   is typing, or from any control they are on: it says that it came instead (a "New question"
   *   label and a polite announcement), so that keys meant for the chat box cannot answer it.
   * - `'always'`: takes focus even from there (a host that knows nobody is typing).
   * - `'never'`: never takes focus.
   * Focus goes to the question's message, from where Tab reaches its first control. A modal question
   * always takes focus that way, as a dialog must.
   */
  focus?: 'auto' | 'always' | 'never';
  /**
   * Milliseconds after the question appears (or comes back into view) during which its buttons and
   * choices ignore key and pointer presses, as browsers' permission prompts do. Default 500.
   */
  activationDelay?: number;
  /**
   * Form mode: keep what the person types under this key (in `sessionStorage` by default), restore
   * it when the same question comes back (after a reload, say), forget it once answered. Secret-
   * looking fields are never kept.
   */
  persist?: PersistOptions;
  /**
   * Form mode: the extensions this host renders (OpenAI's form extension, `{ openai: true }` or its
   * hooks; core file inputs, `{ files: true }`). None by default. Give the adapter the same object,
   * so that servers are told.
   */
  extensions?: ElicitExtensions;
}

/** The question's element, set from the request and the options (not yet on the page). */
function questionElement(params: ElicitRequestParams, options: ElicitOptions) {
  const { container } = options;
  const element = document.createElement('mcp-elicitation');
  // `undefined` is how an element waits for its request; a question asked without one is shown
  // as one that cannot be answered, and ends like any other.
  element.request = params === undefined ? null : params;
  element.server = options.server;
  element.timeout = options.timeoutMs ?? 0;
  element.maxExtensions = options.maxExtensions ?? Infinity;
  element.strings = options.strings;
  element.locale = options.locale;
  element.values = options.values;
  element.repeated = options.repeated ?? false;
  element.task = options.task;
  element.persist = options.persist;
  element.extensions = options.extensions;
  element.keep = !!(container && options.keep);
  if (options.validator) element.validator = options.validator;
  if (options.activationDelay !== undefined) element.activationDelay = options.activationDelay;
  element.modal = !container;
  if (container && options.position) element.queue = options.position;
  return element;
}

/**
 * Shows an `elicitation/create` request to the person and resolves with the ElicitResult to send.
 * Never rejects: dismissal, timeout and abort all resolve `{action: "cancel"}`, and so does a call
 * outside a browser (server rendering), at once.
 *
 * Without `container` the question is a modal dialog. Modal questions take turns: one dialog at a
 * time, saying which of how many ("2 of 3 · Help desk asks"); each call settles on its own, and
 * aborting one that waits its turn removes it unseen.
 *
 * @example
 * ```ts source="examples/elicit.examples.ts#basic"
 * import { elicit } from 'mcp-elicit';
 * import type { ElicitRequestParams } from 'mcp-elicit';
 *
 * declare const params: ElicitRequestParams; // the elicitation/create params, as the server sent them
 *
 * const result = await elicit(params, {
 *   server: { name: 'Help desk', origin: 'https://helpdesk.example.com' },
 *   timeoutMs: 300_000,
 * });
 * // → { action: 'accept', content: {...} } | { action: 'decline' } | { action: 'cancel' }
 * ```
 */
export function elicit(params: ElicitRequestParams, options: ElicitOptions = {}): Promise<ElicitResult> {
  const { container, signal } = options;
  if (signal?.aborted) return Promise.resolve({ action: 'cancel' });
  // Outside a browser (server rendering, a Node script) nobody can be asked: that is a cancel, said.
  if (typeof document === 'undefined') {
    console.warn(
      'mcp-elicit: elicit() was called where there is no page (no document), so nobody could be asked and it answered cancel. ' +
        'When your MCP client runs on a server, send the question to the browser: startCall()/continueCall() from mcp-elicit/adapter, ' +
        'or its relay for 2025-11-25 servers (docs: "Your MCP client runs on a server").',
    );
    return Promise.resolve({ action: 'cancel' });
  }

  const element = questionElement(params, options);
  const stays = !!(container && options.keep);
  const focusedBefore = container ? focusedElement() : undefined;

  return new Promise((resolve) => {
    let done = false;
    const finish = (result: ElicitResult): void => {
      if (done) return;
      done = true;
      signal?.removeEventListener('abort', onAbort);
      element.removeEventListener('mcp-elicitation-result', onResult);
      if (!stays) {
        const hadFocus = hasFocusWithin(element);
        // A modal question hands focus back only as the last in line: otherwise the next dialog takes it.
        const line = container ? { empty: true, focusBefore: focusedBefore } : dequeue(element);
        element.remove();
        const target = options.returnFocus ?? line.focusBefore;
        if (hadFocus && line.empty && target?.isConnected) target.focus();
      }
      resolve(result);
    };
    const onResult = (event: CustomEvent<{ result: ElicitResult }>): void => finish(event.detail.result);
    const onAbort = (): void => {
      // A modal question still waiting its turn was never shown: it leaves the line unseen.
      if (!container && !isShowing(element)) finish({ action: 'cancel' });
      else element.abort();
    };
    element.addEventListener('mcp-elicitation-result', onResult);
    // Heard even where the event is not: in a pop-out window that was closed, say.
    element.onEnd = (detail) => finish(detail.result);
    signal?.addEventListener('abort', onAbort, { once: true });
    options.completed?.then(
      () => element.complete(),
      () => undefined,
    );
    if (container) {
      // Decided as it appears: whether the person is typing somewhere, or on a control, right now.
      const focus = options.focus ?? 'auto';
      const takesFocus = focus === 'always' || (focus === 'auto' && !focusedElement());
      container.append(element);
      if (takesFocus) void element.updateComplete.then(() => element.focus());
    } else enqueue(element);
  });
}
