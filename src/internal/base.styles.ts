import { css } from 'lit';

/**
 * Tokens and the pieces every question shows (header, countdown, buttons, status). Each colour
 * reads a public `--mcp-elicit-*` custom property first, with light and dark defaults.
 */
export const baseStyles = css`
  :host {
    --_bg: var(--mcp-elicit-background, #ffffff);
    --_fg: var(--mcp-elicit-color, #1b1b1f);
    --_muted: var(--mcp-elicit-muted-color, #44474e);
    --_border: var(--mcp-elicit-border-color, #74777f);
    --_accent: var(--mcp-elicit-accent-color, #0b57d0);
    --_on-accent: var(--mcp-elicit-on-accent-color, #ffffff);
    --_danger: var(--mcp-elicit-danger-color, #b3261e);
    --_warn-bg: var(--mcp-elicit-warning-background, #fff4e0);
    --_warn-fg: var(--mcp-elicit-warning-color, #4d3300);
    --_focus: var(--mcp-elicit-focus-ring, 2px solid #0b57d0);
    --_radius: var(--mcp-elicit-radius, 8px);
    --_gap: var(--mcp-elicit-gap, 1rem);

    display: block;
    box-sizing: border-box;
    color-scheme: light dark;
    max-width: var(--mcp-elicit-max-width, 40rem);
    padding: var(--mcp-elicit-padding, 1rem 1.25rem);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_fg);
    font: var(--mcp-elicit-font, 400 1rem/1.5 system-ui, sans-serif);
  }

  @media (prefers-color-scheme: dark) {
    :host {
      --_bg: var(--mcp-elicit-background, #1e1f22);
      --_fg: var(--mcp-elicit-color, #e3e3e8);
      --_muted: var(--mcp-elicit-muted-color, #c4c6d0);
      --_border: var(--mcp-elicit-border-color, #8e9099);
      --_accent: var(--mcp-elicit-accent-color, #a8c7fa);
      --_on-accent: var(--mcp-elicit-on-accent-color, #062e6f);
      --_danger: var(--mcp-elicit-danger-color, #ffb4ab);
      --_warn-bg: var(--mcp-elicit-warning-background, #3a2a0a);
      --_warn-fg: var(--mcp-elicit-warning-color, #ffdcab);
      --_focus: var(--mcp-elicit-focus-ring, 2px solid #a8c7fa);
    }
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }

  p {
    margin: 0;
  }

  [part='header'] {
    display: grid;
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

  [part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: var(--_gap);
  }

  button {
    font: inherit;
    min-height: 2.5rem;
    padding: 0.375rem 1rem;
    border-radius: calc(var(--_radius) - 2px);
    border: 1px solid var(--_border);
    background: transparent;
    color: var(--_fg);
    cursor: pointer;
  }

  button[part~='accept-button'] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_on-accent);
    font-weight: 600;
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
`;
