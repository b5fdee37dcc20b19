import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { focusedElement, hasFocusWithin } from '../internal/focus.js';

/**
 * A question that appears while the person is busy elsewhere (focus on a control or a text box
 * outside it, not in a dialog) says so: `new` wears the "New question" label and, through the
 * host's `data-arrived` attribute, an accent outline, and is announced politely; once focus comes
 * in it is `seen`, and the outline goes (the label stays until the question ends, so nothing moves
 * under a pointer on its way to a button). Focus given as it appears (elicit()'s choice) makes it
 * `none` again before anything was said.
 */
export class ArrivalController implements ReactiveController {
  state: 'none' | 'new' | 'seen' = 'none';
  private announced = false;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('focusin', this.onFocusIn);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('focusin', this.onFocusIn);
  }

  /** The question was answered, or asks something new: no cue. */
  reset(): void {
    this.state = 'none';
  }

  /** Called as the host updates, with whether the question is appearing now (shown, open, not yet opened). */
  notice(appearing: boolean): void {
    const doc = this.host.ownerDocument;
    if (appearing && focusedElement(doc) && !hasFocusWithin(this.host) && !this.host.closest('dialog')) {
      this.state = 'new';
      this.announced = false;
    }
    this.host.toggleAttribute('data-arrived', this.state === 'new');
  }

  /**
   * Once the question is on screen, tells a screen reader what `words()` says, unless focus came
   * into it meanwhile (then the message is read anyway). The announcer loads on first use.
   */
  announce(words: () => string, lang: () => string | undefined): void {
    if (this.state !== 'new') return;
    setTimeout(() => {
      if (this.state !== 'new' || !this.host.isConnected) return;
      this.announced = true;
      const said = words();
      const language = lang();
      void import('../internal/announce.js').then(({ announce }) => announce(this.host.ownerDocument, said, language));
    });
  }

  private onFocusIn = (): void => {
    if (this.state !== 'new') return;
    this.state = this.announced ? 'seen' : 'none';
    this.host.requestUpdate();
  };
}
