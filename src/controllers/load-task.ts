import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type LoadStatus = 'initial' | 'pending' | 'complete' | 'error';

export interface LoadTaskOptions<A extends readonly unknown[], T> {
  /** What the load depends on; it runs again, before the host's next render, whenever one changes. */
  args: () => A;
  /**
   * Loads; a run that a newer one replaced sees its signal aborted, and its result is dropped.
   * Undefined: nothing to load for these args, complete at once (no `onComplete`, no second update).
   */
  task: (args: A, options: { signal: AbortSignal }) => Promise<T> | undefined;
  onComplete?: (value: T) => void;
  onError?: (error: unknown) => void;
  /** The question is not shown while this loads (its words, its view): see `QuestionElement`. */
  beforeShowing?: boolean;
}

/**
 * Something a host loads lazily from its properties, the shape of `@lit/task` (args, an
 * AbortSignal, pending/complete/error), in the few lines this library needs. It is the one way
 * this library loads a piece on demand: a question (see `QuestionElement.ready`) is ready only
 * once every LoadTask it holds has settled, so no piece can be forgotten there.
 */
export class LoadTask<A extends readonly unknown[] = readonly unknown[], T = unknown> implements ReactiveController {
  status: LoadStatus = 'initial';
  private args?: A;
  private run = 0;
  private controller?: AbortController;
  private done: Promise<T | undefined> = Promise.resolve(undefined);

  constructor(
    private readonly host: ReactiveControllerHost,
    readonly options: LoadTaskOptions<A, T>,
  ) {
    host.addController(this);
  }

  /** Settles with the latest run (following a newer one that replaced it): its value, or its error. */
  get taskComplete(): Promise<T | undefined> {
    const latest = async (): Promise<T | undefined> => {
      for (;;) {
        const run = this.done;
        try {
          const value = await run;
          if (run === this.done) return value;
        } catch (error) {
          if (run === this.done) throw error;
        }
      }
    };
    return latest();
  }

  hostUpdate(): void {
    const args = this.options.args();
    if (this.args && args.length === this.args.length && args.every((a, i) => Object.is(a, this.args![i]))) return;
    this.args = args;
    // A run still going is told to stop (aborting one that ended would only cost an exception's stack).
    if (this.status === 'pending') this.controller?.abort();
    const controller = (this.controller = new AbortController());
    const run = ++this.run;
    const loading = this.options.task(args, { signal: controller.signal });
    this.status = loading ? 'pending' : 'complete';
    this.done = loading?.then(
      (value) => {
        if (run === this.run) this.finish('complete', () => this.options.onComplete?.(value));
        return value;
      },
      (error) => {
        if (run === this.run) this.finish('error', () => this.options.onError?.(error));
        throw error;
      },
    ) ?? Promise.resolve(undefined);
    // Nobody may wait for a run that failed: keep its rejection from going unhandled.
    this.done.catch(() => undefined);
  }

  private finish(status: LoadStatus, report: () => void): void {
    this.status = status;
    report();
    this.host.requestUpdate();
  }
}
