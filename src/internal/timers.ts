/**
 * The longest delay a timer holds (2^31 − 1 ms, about 24.8 days). Browsers and Node fire a timer
 * asked for longer after about 1 ms instead, so a wait taken from a host's option or a server's
 * pollIntervalMs would turn into a flood of requests. Every such wait goes through `timerDelay`.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** `ms` as a timer can hold it: never negative, never past MAX_TIMER_MS. */
export const timerDelay = (ms: number): number => Math.min(Math.max(0, ms), MAX_TIMER_MS);

/**
 * Resolves after `ms` (at most what a timer holds), or sooner when the function handed to `wake` is
 * called; rejects with the signal's reason as soon as it aborts. Leaves no timer or listener behind
 * either way. The one abortable wait: polls, backoffs and retries all go through it.
 */
export function sleep(ms: number, signal?: AbortSignal, wake?: (now: () => void) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(done, timerDelay(ms));
    function settle(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', aborted);
    }
    function done(): void {
      settle();
      resolve();
    }
    function aborted(): void {
      settle();
      reject(signal!.reason);
    }
    signal?.addEventListener('abort', aborted, { once: true });
    wake?.(done);
  });
}
