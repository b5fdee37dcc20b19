/**
 * The longest delay a timer holds (2^31 − 1 ms, about 24.8 days). Browsers and Node fire a timer
 * asked for longer after about 1 ms instead, so a wait taken from a host's option or a server's
 * pollIntervalMs would turn into a flood of requests. Every such wait goes through `timerDelay`.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** `ms` as a timer can hold it: never negative, never past MAX_TIMER_MS. */
export const timerDelay = (ms: number): number => Math.min(Math.max(0, ms), MAX_TIMER_MS);
