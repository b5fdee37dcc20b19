import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Clock } from './countdown-controller.js';
import type { ElicitContent, ElicitResult, ElicitationResultDetail, ResultReason } from '../types.js';
import { keptCopy, pressAgain, type Press } from '../internal/kept-copy.js';

// Loaded only by a question with `keep`, like the words of its summary. It imports nothing the
// up-front bundle has (the host hands it its clock and its focus), so that bundle stays one piece.

/**
 * How long an answered, kept question stays live before it may be compacted: long enough for its
 * outcome to have been announced, short next to the life of a chat.
 */
export const COMPACT_AFTER_MS = 3_000;

/** What compaction reads of a question element (`<mcp-elicitation-form>` or `<mcp-url-elicitation>`). */
export interface Compactable extends HTMLElement {
  readonly result?: ElicitResult;
  readonly reason?: ResultReason;
  readonly draftContent?: ElicitContent;
  /** See `QuestionElement.endedAs`. */
  endedAs?: ElicitationResultDetail;
}

/** A compacted question: the copy on show, how it ended, what its fields held, and which element it was. */
export interface Kept {
  copy: HTMLElement;
  ended: ElicitationResultDetail;
  values?: ElicitContent;
  tag: string;
}

export interface CompactOptions<Q extends Compactable> {
  /** Where time comes from: the host's `clock`, or the system's. */
  clock: () => Clock;
  /** Whether focus is inside the host. */
  hasFocus: () => boolean;
  /** The live question, if there is one. */
  live: () => Q | undefined;
  /** Whether a question may be compacted at all (with `keep`, inline). */
  allowed: () => boolean;
  /** Puts a question in place (undefined: the copy, while compacted). */
  swap: (question: Q | undefined) => void;
  /** A new question element, `<tag>`, with the host's properties. */
  make: (tag: string) => Q;
}

/**
 * With `keep`: a question answered a while ago, that the person has moved on from (focus is
 * elsewhere, its read-only question is closed), is swapped for a copy of what it shows (see
 * `keptCopy`): a chat keeps hundreds, and a live one holds several kilobytes. Pressing something in
 * the copy brings the live question back, read-only, and presses it there. If focus is inside
 * when the time comes, it waits for focus to leave; it stops while the host is out of the page.
 */
export class CompactController<Q extends Compactable> implements ReactiveController {
  /** The compacted question, while it is. */
  kept?: Kept;
  private pending = false;
  private timer?: { clock: Clock; handle: unknown };

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: CompactOptions<Q>,
  ) {
    host.addController(this);
  }

  /** The question was answered (or came back, ended): compact it once the person has moved on. */
  answered(): void {
    this.pending = true;
    this.wait(COMPACT_AFTER_MS);
  }

  /** A new request: there is nothing to compact, nor to bring back. */
  cancel(): void {
    this.pending = false;
    this.kept = undefined;
    this.stopWaiting();
  }

  /** Puts the live question back in place of the copy (the host renders it next). */
  revive(): void {
    const kept = this.kept;
    if (!kept) return;
    this.kept = undefined;
    // Ended as it was left, showing what its fields held; nothing of it is kept for a reload.
    const question = this.options.make(kept.tag);
    question.endedAs = kept.ended;
    if (kept.tag === 'mcp-elicitation-form') Object.assign(question, { values: kept.values, persist: undefined });
    this.options.swap(question);
    this.answered();
  }

  hostConnected(): void {
    if (this.pending) this.wait(COMPACT_AFTER_MS);
  }

  hostDisconnected(): void {
    this.stopWaiting();
  }

  /** The live question again; then `press` there what the person pressed in the copy. */
  private async bringBack(press: Press): Promise<void> {
    this.revive();
    this.host.requestUpdate();
    await this.host.updateComplete;
    const root = this.options.live()?.shadowRoot;
    if (root) pressAgain(root, press);
  }

  private compact(): void {
    const question = this.options.live();
    const { result, reason } = question ?? {};
    if (!question?.shadowRoot || !result || !reason || !this.options.allowed()) return;
    const copy = keptCopy(question, (press) => void this.bringBack(press));
    this.kept = { copy, ended: { result, reason }, values: question.draftContent, tag: question.localName };
    this.options.swap(undefined);
    this.host.requestUpdate();
  }

  private wait(ms: number): void {
    this.stopWaiting();
    const clock = this.options.clock();
    this.timer = { clock, handle: clock.setTimeout(this.check, ms) };
  }

  private stopWaiting(): void {
    this.timer?.clock.clearTimeout(this.timer.handle);
    this.timer = undefined;
    this.host.removeEventListener('focusout', this.onFocusOut);
  }

  private check = (): void => {
    this.timer = undefined;
    if (!this.pending || !this.host.isConnected) return;
    const open = !!this.options.live()?.shadowRoot?.querySelector('details[open]');
    if (this.options.hasFocus() || open) {
      this.host.addEventListener('focusout', this.onFocusOut);
      return;
    }
    this.pending = false;
    this.compact();
  };

  // Focus moving within the question is also a focusout: look again once it has settled.
  private onFocusOut = (): void => this.wait(0);
}
