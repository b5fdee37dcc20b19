// What every renderer of the bench page shares: the request's shape, what a mounted form offers
// the measurements, where forms go, and the small waits.
export type Params = { message: string; requestedSchema: { properties: Record<string, Record<string, unknown>>; required?: string[] } };

/** A mounted form, with what keystroke measurement needs. */
export interface Mounted {
  /** The first text-like input whose validity a keystroke toggles (an email field). */
  input(): HTMLInputElement;
  /** Whether an error is shown for that input. */
  showsError(): boolean;
  /** Whether the feedback for the last keystroke is on screen (default: `showsError() === invalid`). */
  feedbackShown?(invalid: boolean): boolean;
  /** Waits until the DOM reflects the last change (a microtask for Lit and React alike). */
  settle(): Promise<void>;
  /** Puts the form where every keystroke gives feedback (mcp-elicit: after an accept attempt). */
  prepare(): Promise<void>;
  unmount(): void;
}

/** A renderer's form, ready to start: \`start\` renders it (the measured part), \`done\` waits until it is on screen. */
export interface Mounting {
  start: () => void;
  done: () => Promise<Mounted>;
}

/** What is measured: first paint, keystrokes (a prepared form), or mount/unmount cycles. */
export type Measuring = 'firstPaint' | 'keystroke' | 'cycles';

export const stage = document.createElement('div');
stage.style.cssText = 'position: absolute; left: 0; top: 0; width: 800px;';
document.body.append(stage);

/** Forces style and layout, so a measurement ends when the next frame has nothing left to do but paint. */
export const layout = (el: Element): number => el.getBoundingClientRect().height;

export const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/** Lets leftover work (a lazily loaded validator compiling) finish between runs. */
export const idle = () => new Promise((resolve) => setTimeout(resolve, 0));

export const sheetsOf = (kind: { elementStyles: unknown }) => (kind.elementStyles as { styleSheet?: CSSStyleSheet }[]).map((s) => s.styleSheet!).filter(Boolean);
