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
import type { ElicitContent, ElicitRequestParams, ElicitResult, TaskInfo } from '../types.js';
import { EventStreamParser } from './event-stream.js';

/** Where the connection is: `reconnecting` after a dropped stream (the questions on screen stay). */
export type RelayStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Why a question ended before the person answered it here (see the adapter's `EndReason`). */
export type RelayEndReason = 'answered' | 'cancelled' | 'timeout' | 'gone' | 'session-ended';

export interface ConnectRelayOptions extends Pick<
  ElicitOptions,
  'container' | 'server' | 'strings' | 'locale' | 'keep' | 'validator' | 'focus' | 'activationDelay' | 'returnFocus' | 'extensions'
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
  const client = new RelayClient(url, options);
  const close = () => client.close();
  if (options.signal?.aborted) close();
  options.signal?.addEventListener('abort', close, { once: true });
  options.onStatus?.('connecting');
  void client.listen();
  return {
    get status() {
      return client.status;
    },
    close,
  };
}

/** One connection to a relay: the stream it listens to, the questions it shows, the answers it posts back. */
class RelayClient {
  status: RelayStatus = 'connecting';
  private readonly target: URL;
  private readonly fetch: typeof fetch;
  private readonly minMs: number;
  private readonly maxMs: number;
  /** Aborted when the connection closes (the page's signal, or `close()`). */
  private readonly closed = new AbortController();
  private readonly onScreen = new Map<string, OnScreen>();
  /** Questions done here (answered, or ended): a late copy of one is not shown again. */
  private readonly done = new Set<string>();

  constructor(
    url: string | URL,
    private readonly options: ConnectRelayOptions,
  ) {
    this.target = new URL(url, globalThis.location?.href);
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    // Called as a plain function, never as a method of this client (a host's unbound fetch stays valid).
    this.fetch = (input, init) => fetchImpl(input, init);
    this.minMs = options.retry?.minMs ?? 500;
    this.maxMs = options.retry?.maxMs ?? 30_000;
  }

  close(): void {
    if (this.closed.signal.aborted) return;
    this.closed.abort();
    for (const shown of this.onScreen.values()) shown.withdraw.abort();
    this.setStatus('closed');
  }

  /** Listens until closed; after a dropped stream, waits (with backoff and jitter) and listens again. */
  async listen(): Promise<void> {
    let wait = this.minMs;
    while (!this.closed.signal.aborted) {
      const failure = await this.receive(() => (wait = this.minMs));
      if (this.closed.signal.aborted) break;
      this.setStatus('reconnecting', failure);
      // Jitter, so that many pages do not come back at the same moment after a restart.
      await pause(wait * (0.5 + Math.random() / 2), this.closed.signal);
      wait = Math.min(wait * 2, this.maxMs);
    }
  }

  private setStatus(next: RelayStatus, error?: unknown): void {
    if (this.status === next && next !== 'reconnecting') return;
    this.status = next;
    this.options.onStatus?.(next, error);
  }

  /** One stream, read to its end; `ready` is told when the relay says it is listening. Returns what ended the stream. */
  private async receive(ready: () => void): Promise<unknown> {
    try {
      const streamUrl = new URL(this.target);
      // The questions still on screen: the ones that ended while the stream was down are ended.
      if (this.onScreen.size) streamUrl.searchParams.set('showing', [...this.onScreen.keys()].join(','));
      const response = await this.fetch(streamUrl, {
        headers: { ...Object.fromEntries(new Headers(this.options.headers)), accept: 'text/event-stream' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: this.closed.signal,
      });
      if (!response.ok || !response.body) throw new Error(`the relay answered ${response.status} ${response.statusText}`.trim());
      const parser = new EventStreamParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done: finished, value } = await reader.read();
        if (finished) break;
        for (const { event, data } of parser.push(value)) {
          if (event === 'ready') ready();
          this.onEvent(event, data);
        }
      }
      return new Error('the relay closed the stream');
    } catch (error) {
      return error;
    }
  }

  private onEvent(name: string, data: string): void {
    if (name === 'ready') return this.setStatus('open');
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const { id } = (parsed ?? {}) as { id?: unknown };
    if (typeof id !== 'string') return;
    if (name === 'question') {
      if (this.onScreen.has(id) || this.done.has(id)) return;
      void this.show(parsed as QuestionData);
    } else if (name === 'end') {
      this.ended(id, (parsed as { reason: RelayEndReason }).reason);
    }
  }

  /** The question ended elsewhere: it leaves the screen, saying why. */
  private ended(id: string, reason: RelayEndReason): void {
    const shown = this.onScreen.get(id);
    this.done.add(id);
    if (!shown || shown.reason) return;
    shown.reason = reason;
    shown.withdraw.abort();
  }

  /** Shows a question (again, with what the person entered, after the server refused it) and posts the answer. */
  private async show(question: QuestionData, values?: ElicitContent): Promise<void> {
    const shown: OnScreen = { withdraw: new AbortController() };
    this.onScreen.set(question.id, shown);
    const result = await elicit(question.params, this.elicitOptions(question, shown.withdraw.signal, values));
    this.onScreen.delete(question.id);
    if (shown.reason || this.closed.signal.aborted) {
      if (shown.reason && !this.closed.signal.aborted) await this.endedElsewhere(question.id, shown.reason);
      return;
    }
    this.done.add(question.id);
    await this.answer(question, result, values);
  }

  private elicitOptions(question: QuestionData, signal: AbortSignal, values?: ElicitContent): ElicitOptions {
    const { container, server, strings, locale, keep, validator, focus, activationDelay, returnFocus, extensions } = this.options;
    return {
      // The extensions this page renders: give the server's relay the same (`createRelay({ extensions })`).
      extensions,
      container,
      server,
      strings,
      locale,
      keep,
      validator,
      focus,
      activationDelay,
      returnFocus,
      signal,
      // The server's deadline is fixed: the person cannot be offered more time than it gives.
      ...(question.timeoutMs > 0 ? { timeoutMs: question.timeoutMs, maxExtensions: 0 } : {}),
      ...(question.repeated ? { repeated: true } : {}),
      ...(question.task ? { task: question.task } : {}),
      ...(values ? { values } : {}),
    };
  }

  /** Posts the person's answer, and says what the relay made of it. */
  private async answer(question: QuestionData, result: ElicitResult, values?: ElicitContent): Promise<void> {
    const response = await this.post(question.id, result);
    if (response?.status === 410) {
      await this.endedElsewhere(question.id, 'session-ended');
    } else if (response?.status === 409) {
      const { reason } = (await response.json().catch(() => ({}))) as { reason?: RelayEndReason };
      this.options.onEnd?.({ id: question.id, reason: reason ?? 'answered' });
    } else if (response?.status === 422 && !values && result.content) {
      // The server refused what the form sent: ask again, with what the person entered.
      this.done.delete(question.id);
      await this.show(question, result.content);
    }
  }

  private async endedElsewhere(id: string, reason: RelayEndReason): Promise<void> {
    this.options.onEnd?.({ id, reason });
    if (reason === 'session-ended') await this.noticeSessionEnded();
  }

  /** Posts an answer; a failure or a 5xx is tried again (at most five times, with backoff) until the connection closes. */
  private async post(id: string, result: ElicitResult): Promise<Response | undefined> {
    for (let attempt = 0, wait = this.minMs; !this.closed.signal.aborted; attempt++, wait = Math.min(wait * 2, this.maxMs)) {
      try {
        const response = await this.fetch(this.target, {
          method: 'POST',
          headers: { ...Object.fromEntries(new Headers(this.options.headers)), 'content-type': 'application/json' },
          body: JSON.stringify({ id, result }),
          credentials: 'same-origin',
          signal: this.closed.signal,
        });
        if (response.status < 500 || attempt >= 4) return response;
      } catch {
        if (this.closed.signal.aborted || attempt >= 4) return undefined;
      }
      await pause(wait, this.closed.signal);
    }
    return undefined;
  }

  /** "The server's session ended…" where the question was, and said to a screen reader. */
  private async noticeSessionEnded(): Promise<void> {
    const { options } = this;
    if (options.notices === false || typeof document === 'undefined') return;
    const tag = options.locale ?? (options.container?.closest('[lang]') ?? globalThis.document?.documentElement)?.getAttribute('lang') ?? 'en';
    const pack = await loadPack(tag).catch(() => undefined);
    const text = resolveStrings(options.strings, pack?.strings).sessionEnded;
    const notice = document.createElement('p');
    notice.dataset.mcpElicitNotice = 'session-ended';
    notice.textContent = text;
    (options.container ?? document.body).append(notice);
    announce(document, text);
  }
}
