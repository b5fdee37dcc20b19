import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How often a question in another window's document checks that the window is still there (ms). */
const CHECK_EVERY = 1000;

/**
 * Notices when a question's document loses its window: the question was moved into a pop-out, or
 * a frame, that was then closed or removed. The element still says `isConnected`, but nobody can
 * see or answer it, and nothing in that document runs again; the question must end (`onGone`),
 * or whoever awaits it waits for ever.
 *
 * It is brought back into this page's document (not connected) before it ends, so that its
 * result event is heard.
 *
 * Only a question in another document than the one this code runs in is watched (its own page
 * lives exactly as long as this code): on that window's `pagehide`, and every second after it
 * came, since a removed frame fires nothing.
 */
export class WindowWatch implements ReactiveController {
  private timer?: ReturnType<typeof setInterval>;
  private watched?: Window;

  constructor(
    private readonly host: ReactiveControllerHost & Element,
    private readonly onGone: () => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.stop();
    const doc = this.host.ownerDocument;
    if (typeof document === 'undefined' || doc === document) return;
    const view = doc.defaultView;
    // Connected into a document that never had a window (made by DOMParser, say): gone already.
    if (!view) return void queueMicrotask(this.check);
    this.watched = view;
    view.addEventListener('pagehide', this.onPageHide);
    this.timer = setInterval(this.check, CHECK_EVERY);
  }

  hostDisconnected(): void {
    this.stop();
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.watched?.removeEventListener('pagehide', this.onPageHide);
    this.watched = undefined;
  }

  /** The window is going: it has lost its document once the page is torn down, a moment later. */
  private onPageHide = (event: PageTransitionEvent): void => {
    // Kept in the back/forward cache, the page may come back with the question in it.
    if (!event.persisted) setTimeout(this.check);
  };

  private check = (): void => {
    if (!this.host.isConnected || this.host.ownerDocument.defaultView) return;
    this.stop();
    // A browser runs no event listener of a node whose document has no window, so the question's
    // result event would reach nobody. Its outermost element (through shadow roots) is brought
    // back into this page's document first, off screen, where it can say how it ended.
    let outermost: Element = this.host;
    for (let root = outermost.getRootNode(); root instanceof ShadowRoot; root = outermost.getRootNode()) outermost = root.host;
    document.adoptNode(outermost);
    this.onGone();
  };
}
