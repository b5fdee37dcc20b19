// A leaf, kept apart from the guard (controllers/activation-guard.ts, which needs a DOM) so that Node
// code, such as the bench, can read it.

/**
 * How long (ms) a question ignores presses after it appears or comes back into view. Browsers guard
 * their own permission prompts the same way: Chromium's InputEventActivationProtector ignores input
 * within the double-click interval (500 ms on most systems) of a prompt being shown, and Firefox's
 * `security.notification_enable_delay` is 500 ms. A person who sees a question and means to answer
 * it takes longer than this to read it and reach a button (see the accessibility guide).
 */
export const ACTIVATION_DELAY_MS = 500;
