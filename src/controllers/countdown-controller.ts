import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Where time comes from; tests pass a manual clock instead of patching globals. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface CountdownOptions {
  /** Called once when the deadline passes. */
  onExpire: () => void;
  /** Remaining times (ms) at which a screen reader is told how long is left. */
  thresholds?: readonly number[];
  clock?: Clock;
}

/**
 * A countdown to a deadline. Remaining time is always computed from the deadline, so a throttled or
 * hidden tab shows the right time when it wakes and expires on time. Ticks on whole seconds only
 * while the host is connected; a removed host keeps no timer.
 */
export class CountdownController implements ReactiveController {
  /** Length of one period (the `timeout`), which each extension adds again. */
  duration = 0;
  /** Milliseconds left, as of the last tick. */
  remaining = 0;
  /** How many times the deadline was extended. */
  extensions = 0;
  /** The last threshold crossed (ms), for the polite announcement; undefined before any. */
  announced?: number;

  /** Where time comes from. Set it before `start()`; a running countdown keeps the clock it started with. */
  clock: Clock;

  private deadline?: number;
  private handle?: unknown;
  private runningClock?: Clock;
  private readonly thresholds: readonly number[];

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: CountdownOptions,
  ) {
    this.clock = options.clock ?? systemClock;
    this.thresholds = [...(options.thresholds ?? [60_000, 30_000, 10_000])].sort((a, b) => b - a);
    host.addController(this);
  }

  get running(): boolean {
    return this.deadline !== undefined;
  }

  /** Starts (or restarts) a countdown of `ms`. */
  start(ms: number): void {
    this.stop();
    this.runningClock = this.clock;
    this.duration = ms;
    this.extensions = 0;
    this.announced = undefined;
    this.remaining = ms;
    this.deadline = this.runningClock.now() + ms;
    this.tick();
  }

  /** Adds one more period to the deadline. */
  extend(): void {
    if (this.deadline === undefined) return;
    this.deadline += this.duration;
    this.extensions += 1;
    this.announced = undefined;
    this.tick();
  }

  stop(): void {
    this.hostDisconnected();
    this.deadline = undefined;
  }

  hostConnected(): void {
    if (this.deadline !== undefined && this.handle === undefined) this.tick();
  }

  hostDisconnected(): void {
    if (this.handle !== undefined) this.runningClock?.clearTimeout(this.handle);
    this.handle = undefined;
  }

  private tick = (): void => {
    this.handle = undefined;
    const clock = this.runningClock;
    if (this.deadline === undefined || !clock) return;
    const before = this.remaining;
    this.remaining = Math.max(0, this.deadline - clock.now());
    if (this.remaining <= 0) {
      this.deadline = undefined;
      this.host.requestUpdate();
      this.options.onExpire();
      return;
    }
    // Announce the smallest threshold just crossed (a tab asleep past several says only the latest).
    const crossed = this.thresholds.filter((t) => this.remaining <= t && before > t && t < this.duration).pop();
    if (crossed !== undefined) this.announced = crossed;
    this.host.requestUpdate();
    const toNextSecond = this.remaining % 1000 || 1000;
    this.handle = clock.setTimeout(this.tick, toNextSecond);
  };
}
