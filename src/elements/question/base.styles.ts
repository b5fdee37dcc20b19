import { css } from 'lit';

// Why some rules are as they are (kept out of the CSS, which ships as written):
// - light-dark() follows color-scheme, which the question inherits from the page unless
//   --mcp-elicit-color-scheme sets one: a light-only page (no color-scheme, or `light`) gets a light card
//   whatever the system's dark mode; a page that declares `light dark` gets the person's preference.
// - Reflow (WCAG 1.4.10): a word longer than the line (a URL, a host, a server's label) breaks rather than
//   pushing the card wider than a 320 px screen. Inherited by every text.
// - box-sizing is set on every element, not inherited: the content of a <details> hangs from its
//   ::details-content pseudo-element, which * does not reach.
// - A question that appeared where the person was not looking wears an accent outline until focus comes
//   into it, and a "New question" label until it ends (removing it earlier would move the buttons under a
//   pointer on its way to them); while it arms (ActivationGuard), a transparent layer (.arming::after)
//   covers its controls, so a press reaches none of them and automation waits for them to take events.
// - Forced colours (Windows high contrast) replace every colour with a few system ones: the primary action
//   keeps its fill as the system highlight, and boxes that were told apart by their background keep an edge
//   instead.
/**
 * Tokens and the pieces every question shows (header, countdown, buttons, status). Each colour
 * reads a public `--mcp-elicit-*` custom property first, with light and dark defaults chosen by
 * `color-scheme` (`--mcp-elicit-color-scheme`; by default the page's own, inherited).
 */
export const baseStyles = css`
  :host {
    /* Unset, the var() leaves the declaration invalid at computed-value time: color-scheme is then inherited. */
    color-scheme: var(--mcp-elicit-color-scheme);
    --_bg: var(--mcp-elicit-background, light-dark(#ffffff, #1e1f22));
    --_fg: var(--mcp-elicit-color, light-dark(#1b1b1f, #e3e3e8));
    --_muted: var(--mcp-elicit-muted-color, light-dark(#44474e, #c4c6d0));
    --_border: var(--mcp-elicit-border-color, light-dark(#74777f, #8e9099));
    --_accent: var(--mcp-elicit-accent-color, light-dark(#0b57d0, #a8c7fa));
    --_on-accent: var(--mcp-elicit-on-accent-color, light-dark(#ffffff, #062e6f));
    --_danger: var(--mcp-elicit-danger-color, light-dark(#b3261e, #ffb4ab));
    --_warn-bg: var(--mcp-elicit-warning-background, light-dark(#fff4e0, #3a2a0a));
    --_warn-fg: var(--mcp-elicit-warning-color, light-dark(#4d3300, #ffdcab));
    --_focus: var(--mcp-elicit-focus-ring, 2px solid light-dark(#0b57d0, #a8c7fa));
    --_radius: var(--mcp-elicit-radius, 8px);
    --_gap: var(--mcp-elicit-gap, 1rem);
    --_hover: color-mix(in srgb, var(--_accent) 10%, transparent);
    --_pressed: color-mix(in srgb, var(--_accent) 22%, transparent);

    display: block;
    box-sizing: border-box;
    min-width: 0;
    max-width: var(--mcp-elicit-max-width, 40rem);
    overflow-wrap: anywhere;
    padding: var(--mcp-elicit-padding, 1rem 1.25rem);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_fg);
    font: var(--mcp-elicit-font, 400 1rem/1.5 system-ui, sans-serif);
  }

  @media (max-width: 30rem) {
    :host {
      padding: var(--mcp-elicit-padding, 0.75rem);
    }
  }

  :host([hidden]),
  :host([data-empty]) {
    display: none;
  }

  :host([data-arrived]) {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }

  [part='base'] {
    position: relative;
  }

  .arming::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }

  [part='arrival'] {
    justify-self: start;
    padding: 0 0.5rem;
    border-radius: 999px;
    background: var(--_accent);
    color: var(--_on-accent);
    font-size: 0.8125em;
    font-weight: 600;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  p {
    margin: 0;
  }

  [part='header'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.25rem;
    margin-bottom: var(--_gap);
  }

  [part='server'] {
    color: var(--_muted);
    font-size: 0.875em;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  [part='message'] {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    unicode-bidi: plaintext;
    font-size: 1.0625em;
  }

  [part='message-more-button'] {
    justify-self: start;
  }

  [part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: var(--_gap);
  }

  [part='actions'] > * {
    flex-shrink: 0;
  }

  button {
    font: inherit;
    min-width: 0;
    max-width: 100%;
    min-height: 2.5rem;
    padding: 0.375rem 1rem;
    border-radius: calc(var(--_radius) - 2px);
    border: 1px solid var(--_border);
    background: transparent;
    color: var(--_fg);
    cursor: pointer;
  }

  button:hover:not(:disabled) {
    background: var(--_hover);
    border-color: var(--_fg);
  }

  button[part~='accept-button'] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
    font-weight: 600;
  }

  button:active:not(:disabled) {
    background: var(--_pressed);
  }

  /* The primary action keeps its fill under the pointer and when pressed, a shade nearer the text
     colour (darker in light, lighter in dark): its label keeps its contrast. */
  button[part~='accept-button']:hover:not(:disabled) {
    background: color-mix(in srgb, var(--_accent) 85%, var(--_fg));
    border-color: color-mix(in srgb, var(--_accent) 85%, var(--_fg));
  }

  button[part~='accept-button']:active:not(:disabled) {
    background: color-mix(in srgb, var(--_accent) 70%, var(--_fg));
    border-color: color-mix(in srgb, var(--_accent) 70%, var(--_fg));
  }

  button:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }

  :focus-visible {
    outline: var(--_focus);
    outline-offset: 2px;
  }

  .countdown-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    margin-top: var(--_gap);
  }

  [part='countdown'] {
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }

  [part='status']:not(:empty) {
    margin-top: var(--_gap);
    font-weight: 600;
  }

  [part='status']:focus {
    outline: none;
  }

  [part~='warning'] {
    padding: 0.5rem 0.75rem;
    border-radius: calc(var(--_radius) - 2px);
    background: var(--_warn-bg);
    color: var(--_warn-fg);
  }

  [part='answer-details'] {
    margin-top: var(--_gap);
  }

  [part='answer-details'] > summary {
    cursor: pointer;
    color: var(--_muted);
    min-height: 1.5rem;
  }

  [part='answer-details'][open] > summary {
    margin-bottom: 0.75rem;
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  @media (forced-colors: active) {
    button[part~='accept-button'],
    button[part~='open-again-button'],
    button:is([part~='accept-button'], [part~='open-again-button']):is(:hover, :active):not(:disabled) {
      forced-color-adjust: none;
      background: Highlight;
      border-color: Highlight;
      color: HighlightText;
    }

    button:is([part~='accept-button'], [part~='open-again-button']):is(:hover, :active):not(:disabled) {
      outline: 2px solid CanvasText;
      outline-offset: 1px;
    }

    button:disabled {
      forced-color-adjust: none;
      background: Canvas;
      border-color: GrayText;
      color: GrayText;
    }

    [part~='warning'],
    [part='url'],
    [part='url-warnings'],
    .unsupported {
      border: 1px solid CanvasText;
    }

    [part='url-warnings'] [part~='warning'] {
      border: 0;
    }

    :focus-visible {
      outline-color: Highlight;
    }

    :host([data-arrived]) {
      outline-color: Highlight;
    }

    [part='arrival'] {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
  }
`;
