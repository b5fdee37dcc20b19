import type { ReactiveController, ReactiveControllerHost } from 'lit';

import { ACTIVATION_DELAY_MS } from '../internal/activation-delay.js';

/** Keys that act on a control: press, pick, toggle, move a choice, dismiss. Tab and typing text are never held back. */
const ACTING_KEYS = new Set([' ', 'Enter', 'Escape', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/** Where text is typed: keys there are text, except Enter (which submits the form) and Escape (which cancels). */
function typesText(target: EventTarget | undefined): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

export interface ActivationGuardOptions {
  /** The window (ms) after the question appears, or comes into view, in which presses are ignored. */
  delay: () => number;
  /** Whether the question is on screen and open (answered questions guard nothing). */
  open: () => boolean;
}

/**
 * Keeps a question from answering keystrokes and clicks that were meant for something else
 * (issue: someone typing in a chat box, Enter, and a question that appeared under their hands).
 *
 * - For `delay` ms after the question appears, after it scrolls back into view and after its tab
 *   is shown again, it is *arming*: the element covers its controls with a transparent layer (so a
 *   pointer press reaches no control, and tools that wait for a control to receive events, such as
 *   Playwright, wait), and keys that act on a control are held back.
 * - At any time, a key whose press began before the question could see it (a key held down, or
 *   released after focus moved in) does nothing: its repeats and its release are held back.
 * - Only presses from the person (trusted events) are held back; a host's own `click()` is not.
 */
export class ActivationGuard implements ReactiveController {
  /** True once the window has passed: the question's controls take presses. */
  armed = false;
  private timer?: ReturnType<typeof setTimeout>;
  private frame?: number;
  private inView = true;
  private started = false;
  private observer?: IntersectionObserver;
  /** Keys pressed down inside the question while it was armed (their release may act). */
  private readonly pressed = new Set<string>();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: ActivationGuardOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    for (const type of ['keydown', 'keyup', 'click', 'pointerdown'] as const) this.host.addEventListener(type, this.onEvent, true);
    this.host.ownerDocument.addEventListener('visibilitychange', this.onVisibility);
    if (typeof IntersectionObserver === 'function') {
      this.observer = new IntersectionObserver((entries) => this.onView(entries.at(-1)!.isIntersecting));
      this.observer.observe(this.host);
    }
    // Put back in a page (moved, or into another window): it appears anew.
    if (this.options.open()) {
      this.started = true;
      this.restart();
    }
  }

  hostDisconnected(): void {
    for (const type of ['keydown', 'keyup', 'click', 'pointerdown'] as const) this.host.removeEventListener(type, this.onEvent, true);
    this.host.ownerDocument.removeEventListener('visibilitychange', this.onVisibility);
    this.observer?.disconnect();
    this.observer = undefined;
    this.disarm();
    this.started = false;
  }

  hostUpdated(): void {
    const open = this.options.open();
    if (open && !this.started) {
      this.started = true;
      this.restart();
    } else if (!open && this.started) {
      // Ended (or hidden): nothing to guard, and nothing to draw again for it.
      this.started = false;
      if (this.frame !== undefined) cancelAnimationFrame(this.frame);
      clearTimeout(this.timer);
      this.pressed.clear();
      this.armed = false;
    }
  }

  /** A new request in the same element: it is a new question, seen for the first time. */
  renew(): void {
    if (this.started) this.restart();
  }

  /** A new window starts (the question appeared, or came back into sight); presses are held back until it passes. */
  private restart(): void {
    this.disarm();
    if (!this.started || !this.inView || this.host.ownerDocument.visibilityState === 'hidden') return;
    const delay = this.options.delay();
    const ms = Number.isFinite(delay) && delay >= 0 ? delay : ACTIVATION_DELAY_MS;
    if (ms === 0) {
      this.armed = true;
      this.host.requestUpdate();
      return;
    }
    // The window counts from the frame that shows the question, not from its render before it.
    this.frame = requestAnimationFrame(() => {
      this.timer = setTimeout(() => {
        this.armed = true;
        this.host.requestUpdate();
      }, ms);
    });
  }

  private disarm(): void {
    if (this.frame !== undefined) cancelAnimationFrame(this.frame);
    clearTimeout(this.timer);
    this.pressed.clear();
    if (this.armed) {
      this.armed = false;
      this.host.requestUpdate();
    }
  }

  private onView(inView: boolean): void {
    if (inView === this.inView) return;
    this.inView = inView;
    this.restart();
  }

  private onVisibility = (): void => this.restart();

  private onEvent = (event: Event): void => {
    if (!event.isTrusted || !this.started) return;
    if (this.allows(event)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  private allows(event: Event): boolean {
    if (event instanceof KeyboardEvent) {
      const target = event.composedPath()[0];
      const acting = ACTING_KEYS.has(event.key) && (event.key === 'Enter' || event.key === 'Escape' || !typesText(target));
      if (event.type === 'keydown') {
        // A held key repeats into whatever has focus now: only a press that began here may go on.
        if (event.repeat) return !acting || this.pressed.has(event.key);
        if (!acting) return true;
        if (this.armed) this.pressed.add(event.key);
        return this.armed;
      }
      // keyup: Space presses a button on release, so a release whose press began elsewhere does nothing.
      const began = this.pressed.delete(event.key);
      return !acting || began;
    }
    // A click or press that the transparent layer did not catch (a click made by a key, a touch
    // that started before the layer was drawn): only once armed.
    return this.armed;
  }
}
