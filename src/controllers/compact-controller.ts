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

/**
 * A compacted question: the copy on show, how it ended, what its fields held, which element it
 * was, and what to set on a new one of those to bring it back: ended as it was left, showing what
 * its fields held (nothing of it is kept for a reload).
 */
export interface Kept {
  copy: HTMLElement;
  ended: ElicitationResultDetail;
  values?: ElicitContent;
  tag: string;
  restore: { endedAs: ElicitationResultDetail; values?: ElicitContent; persist?: undefined };
}

/** The host, `<mcp-elicitation>`: a question is compacted only with `keep`, inline. */
export type CompactHost = ReactiveControllerHost & HTMLElement & { readonly keep: boolean; readonly modal: boolean };

/**
 * What compaction reads of its host besides that, and all it reads: it changes nothing there. The
 * host shows `kept.copy` while there is one, and asks for the question back (`revive`) as it updates.
 */
export interface CompactView<Q extends Compactable> {
  /** The live question, if there is one. */
  live(): Q | undefined;
  /** Whether focus is inside the host. */
  focused(): boolean;
  /** Where time comes from: the host's `clock`, or the system's. */
  clock(): Clock;
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
  /** What the person pressed in the copy, to press in the live question once it is back. */
  private press?: Press;
  private timer?: { clock: Clock; handle: unknown };

  constructor(
    private readonly host: CompactHost,
    private readonly view: CompactView<Q>,
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

  /**
   * Called by the host as it updates while compacted, with whether any of its properties changed:
   * then, or when something was pressed in the copy, the copy goes and this returns what to make
   * the live question again from (it is compacted again once the person has moved on); otherwise
   * undefined, and the copy stays.
   */
  revive(changed: boolean): Kept | undefined {
    const { kept, press } = this;
    if (!kept || (!changed && !press)) return undefined;
    this.kept = this.press = undefined;
    this.answered();
    if (press) void this.host.updateComplete.then(() => this.pressInLive(press));
    return kept;
  }

  hostConnected(): void {
    if (this.pending) this.wait(COMPACT_AFTER_MS);
  }

  hostDisconnected(): void {
    this.stopWaiting();
  }

  /** Asks the host for the live question back, to press there what the person pressed in the copy. */
  private bringBack = (press: Press): void => {
    this.press = press;
    this.host.requestUpdate();
  };

  private pressInLive(press: Press): void {
    const root = this.view.live()?.shadowRoot;
    if (root) pressAgain(root, press);
  }

  private compact(): void {
    const question = this.view.live();
    const { result, reason } = question ?? {};
    if (!question?.shadowRoot || !result || !reason || !this.host.keep || this.host.modal) return;
    const copy = keptCopy(question, this.bringBack);
    const ended = { result, reason };
    const values = question.draftContent;
    const tag = question.localName;
    this.kept = { copy, ended, values, tag, restore: tag === 'mcp-elicitation-form' ? { endedAs: ended, values, persist: undefined } : { endedAs: ended } };
    this.host.requestUpdate();
  }

  private wait(ms: number): void {
    this.stopWaiting();
    const clock = this.view.clock();
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
    const open = !!this.view.live()?.shadowRoot?.querySelector('details[open]');
    if (this.view.focused() || open) {
      this.host.addEventListener('focusout', this.onFocusOut);
      return;
    }
    this.pending = false;
    this.compact();
  };

  // Focus moving within the question is also a focusout: look again once it has settled.
  private onFocusOut = (): void => this.wait(0);
}
