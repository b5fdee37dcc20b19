/**
 * The browser's side of the relay (`createRelay` and `createRelayHandler` in mcp-elicit/adapter):
 * one call connects to the host's relay URL and shows each question as it arrives, through
 * `elicit()`, inline or as a modal, and posts the answer back.
 */
import { elicit, type ElicitOptions } from '../elicit.js';
import { announce } from '../internal/announce.js';
import { sleep } from '../internal/timers.js';
import { resolveStrings } from '../i18n/localize.js';
import { loadPack } from '../i18n/packs/load.js';
import type { Strings } from '../i18n/strings.js';
import type { ElicitContent, ElicitRequestParams, ElicitResult, TaskInfo } from '../types.js';
import { EventStreamParser } from './event-stream.js';

/** Where the connection is: `reconnecting` after a dropped stream (the questions on screen stay). */
export type RelayStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Why a question ended before the person answered it here (see the adapter's `EndReason`). */
export type RelayEndReason = 'answered' | 'cancelled' | 'timeout' | 'gone' | 'session-ended';

export interface ConnectRelayOptions extends Pick<
  ElicitOptions,
  'container' | 'server' | 'strings' | 'locale' | 'keep' | 'validator' | 'focus' | 'activationDelay' | 'returnFocus'
> {
  /** Aborting disconnects and closes the questions on screen (the server answers them cancel after its grace period). */
  signal?: AbortSignal;
  /** Sent with every request, e.g. `Authorization`. Cookies of the same origin are sent anyway. */
  headers?: HeadersInit;
  /** The `fetch` to use. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Waits between reconnection attempts: from `minMs`, doubling, at most `maxMs`, with jitter. @default { minMs: 500, maxMs: 30000 } */
  retry?: { minMs?: number; maxMs?: number };
  /** Told whenever the connection's status changes, with the failure that caused a reconnection. */
  onStatus?: (status: RelayStatus, error?: unknown) => void;
  /**
   * Told when a question shown here ends without an answer from this page: answered in another tab,
   * withdrawn by the server, timed out, or "the server's session ended" (which is also shown, as a
   * status line where the question was, unless `notices` is false).
   */
  onEnd?: (end: { id: string; reason: RelayEndReason }) => void;
  /** Show "The server's session ended…" where such a question was. @default true */
  notices?: boolean;
}

export interface RelayConnection {
  readonly status: RelayStatus;
  /** Disconnects, and closes the questions on screen. */
  close(): void;
}

interface QuestionData {
  id: string;
  params: ElicitRequestParams;
  timeoutMs: number;
  repeated?: boolean;
  task?: TaskInfo;
}

interface OnScreen {
  /** Aborted when the question ended elsewhere, or the connection closed. */
  withdraw: AbortController;
  reason?: RelayEndReason;
}

/** Waits `ms`, or until the connection closes: either way the caller goes on to look at `closed`. */
const pause = (ms: number, closed: AbortSignal): Promise<unknown> => sleep(ms, closed).catch(() => undefined);

/**
 * Connects to a relay and shows its questions as they arrive. Returns at once; the connection
 * reconnects on its own after a dropped stream (with backoff), and no question is lost: the open
 * ones are sent again, and the ones that ended meanwhile are closed.
 *
 * @example
 * ```ts source="examples/relay-page.examples.ts#connectRelay"
 * import { connectRelay } from 'mcp-elicit';
 *
 * declare const chatLog: HTMLElement; // where your chat shows messages
 *
 * // Questions appear in the chat as they arrive (or, without `container`, as modal dialogs). A
 * // dropped stream reconnects with backoff; nothing is lost.
 * const relay = connectRelay('/mcp-elicit/relay', {
 *   container: chatLog,
 *   server: { name: 'Help desk', origin: 'https://mcp.example.com' },
 *   onEnd: ({ reason }) => console.info('a question ended elsewhere:', reason),
 * });
 * ```
 */
export function connectRelay(url: string | URL, options: ConnectRelayOptions = {}): RelayConnection {
  const target = new URL(url, globalThis.location?.href);
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const minMs = options.retry?.minMs ?? 500;
  const maxMs = options.retry?.maxMs ?? 30_000;
  const closed = new AbortController();
  const onScreen = new Map<string, OnScreen>();
  /** Questions done here (answered, or ended): a late copy of one is not shown again. */
  const done = new Set<string>();
  let status: RelayStatus = 'connecting';

  const setStatus = (next: RelayStatus, error?: unknown) => {
    if (status === next && next !== 'reconnecting') return;
    status = next;
    options.onStatus?.(next, error);
  };

  async function words(): Promise<Strings> {
    const tag = options.locale ?? (options.container?.closest('[lang]') ?? globalThis.document?.documentElement)?.getAttribute('lang') ?? 'en';
    const pack = await loadPack(tag).catch(() => undefined);
    return resolveStrings(options.strings, pack?.strings);
  }

  async function noticeSessionEnded(): Promise<void> {
    if (options.notices === false || typeof document === 'undefined') return;
    const text = (await words()).sessionEnded;
    const notice = document.createElement('p');
    notice.dataset.mcpElicitNotice = 'session-ended';
    notice.textContent = text;
    (options.container ?? document.body).append(notice);
    announce(document, text);
  }

  async function post(id: string, result: ElicitResult): Promise<Response | undefined> {
    for (let attempt = 0, wait = minMs; !closed.signal.aborted; attempt++, wait = Math.min(wait * 2, maxMs)) {
      try {
        const response = await doFetch(target, {
          method: 'POST',
          headers: { ...Object.fromEntries(new Headers(options.headers)), 'content-type': 'application/json' },
          body: JSON.stringify({ id, result }),
          credentials: 'same-origin',
          signal: closed.signal,
        });
        if (response.status < 500 || attempt >= 4) return response;
      } catch (error) {
        if (closed.signal.aborted || attempt >= 4) return undefined;
      }
      await pause(wait, closed.signal);
    }
    return undefined;
  }

  function ended(id: string, reason: RelayEndReason): void {
    const shown = onScreen.get(id);
    done.add(id);
    if (!shown || shown.reason) return;
    shown.reason = reason;
    shown.withdraw.abort();
  }

  async function show(question: QuestionData, values?: ElicitContent): Promise<void> {
    const withdraw = new AbortController();
    const shown: OnScreen = { withdraw };
    onScreen.set(question.id, shown);
    const { container, server, strings, locale, keep, validator, focus, activationDelay, returnFocus } = options;
    const result = await elicit(question.params, {
      container,
      server,
      strings,
      locale,
      keep,
      validator,
      focus,
      activationDelay,
      returnFocus,
      signal: withdraw.signal,
      // The server's deadline is fixed: the person cannot be offered more time than it gives.
      ...(question.timeoutMs > 0 ? { timeoutMs: question.timeoutMs, maxExtensions: 0 } : {}),
      ...(question.repeated ? { repeated: true } : {}),
      ...(question.task ? { task: question.task } : {}),
      ...(values ? { values } : {}),
    });
    onScreen.delete(question.id);
    if (shown.reason || closed.signal.aborted) {
      if (shown.reason && !closed.signal.aborted) {
        options.onEnd?.({ id: question.id, reason: shown.reason });
        if (shown.reason === 'session-ended') await noticeSessionEnded();
      }
      return;
    }
    done.add(question.id);
    const response = await post(question.id, result);
    if (response?.status === 410) {
      options.onEnd?.({ id: question.id, reason: 'session-ended' });
      await noticeSessionEnded();
    } else if (response?.status === 409) {
      const { reason } = (await response.json().catch(() => ({}))) as { reason?: RelayEndReason };
      options.onEnd?.({ id: question.id, reason: reason ?? 'answered' });
    } else if (response?.status === 422 && !values && result.content) {
      // The server refused what the form sent: ask again, with what the person entered.
      done.delete(question.id);
      await show(question, result.content);
    }
  }

  function onEvent(name: string, data: string): void {
    if (name === 'ready') return setStatus('open');
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const { id } = (parsed ?? {}) as { id?: unknown };
    if (typeof id !== 'string') return;
    if (name === 'question') {
      if (onScreen.has(id) || done.has(id)) return;
      void show(parsed as QuestionData);
    } else if (name === 'end') {
      ended(id, (parsed as { reason: RelayEndReason }).reason);
    }
  }

  async function listen(): Promise<void> {
    let wait = minMs;
    while (!closed.signal.aborted) {
      let failure: unknown;
      try {
        const streamUrl = new URL(target);
        // The questions still on screen: the ones that ended while the stream was down are ended.
        if (onScreen.size) streamUrl.searchParams.set('showing', [...onScreen.keys()].join(','));
        const response = await doFetch(streamUrl, {
          headers: { ...Object.fromEntries(new Headers(options.headers)), accept: 'text/event-stream' },
          credentials: 'same-origin',
          cache: 'no-store',
          signal: closed.signal,
        });
        if (!response.ok || !response.body) throw new Error(`the relay answered ${response.status} ${response.statusText}`.trim());
        const parser = new EventStreamParser();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done: finished, value } = await reader.read();
          if (finished) break;
          for (const { event, data } of parser.push(value)) {
            if (event === 'ready') wait = minMs;
            onEvent(event, data);
          }
        }
        failure = new Error('the relay closed the stream');
      } catch (error) {
        failure = error;
      }
      if (closed.signal.aborted) break;
      setStatus('reconnecting', failure);
      // Jitter, so that many pages do not come back at the same moment after a restart.
      await pause(wait * (0.5 + Math.random() / 2), closed.signal);
      wait = Math.min(wait * 2, maxMs);
    }
  }

  const close = () => {
    if (closed.signal.aborted) return;
    closed.abort();
    for (const shown of onScreen.values()) shown.withdraw.abort();
    setStatus('closed');
  };
  if (options.signal?.aborted) close();
  options.signal?.addEventListener('abort', close, { once: true });
  options.onStatus?.('connecting');
  void listen();
  return {
    get status() {
      return status;
    },
    close,
  };
}
