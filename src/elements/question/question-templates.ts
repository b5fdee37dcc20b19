import { html, nothing, type TemplateResult } from 'lit';
import type { CountdownController } from '../../controllers/countdown-controller.js';
import { timeAnnouncementText, timeLeftText } from '../../i18n/messages.js';
import type { Strings } from '../../i18n/strings.js';
import { textPart } from '../../internal/text-part.js';

// The parts of a question's frame that need no element: pure, they render what they are given.

/** The message, or as much of a very long one as the person asked to see (`limit`), with a way to see more. */
export function messageTemplate(message: string, limit: number, s: Strings, more: () => void): TemplateResult {
  const shown = textPart(message, limit);
  // The message can take focus (tabindex -1), and as the first thing that can, it is where focus()
  // lands: the person reads first, and Tab reaches the first control (the ARIA dialog pattern).
  if (shown === message) return html`<p part="message" id="message" tabindex="-1" dir="auto" .textContent=${message}></p>`;
  return html`<p part="message" id="message" tabindex="-1" dir="auto" .textContent=${`${shown}…`}></p>
    <button part="message-more-button" type="button" @click=${more}>${s.moreOfMessage(shown.length, message.length)}</button>`;
}

/** Time left, what a screen reader hears of it, and "More time" once it is short (`extend`). */
export function countdownTemplate(countdown: CountdownController, maxExtensions: number, s: Strings, extend: () => void): TemplateResult {
  // "More time" appears in the last minute, or the last half of a short timeout (at least 20 s).
  const window = Math.max(Math.min(60_000, countdown.duration / 2), Math.min(20_000, countdown.duration));
  const canExtend = countdown.remaining <= window && countdown.extensions < maxExtensions;
  return html`<div class="countdown-row">
    <p part="countdown" role="timer" tabindex="-1" id="countdown">${timeLeftText(countdown.remaining, s)}</p>
    <p class="visually-hidden" aria-live="polite">
      ${countdown.announced === undefined ? '' : timeAnnouncementText(countdown.announced, s)}
    </p>
    ${canExtend ? html`<button part="more-time-button" type="button" @click=${extend}>${s.moreTime}</button>` : nothing}
  </div>`;
}
