// The demo page's look: its layout, panels, transcript, Wire view and composer. Kept apart from
// the page's behaviour (helpdesk-app.ts), as a host would keep its own stylesheet.
import { css } from 'lit';

export const helpDeskStyles = css`
    :host {
      display: block;
      color-scheme: light dark;
      --bg: #f6f7f9;
      --card: #ffffff;
      --fg: #1b1b1f;
      --muted: #44474e;
      --line: #c4c6cf;
      --accent: #0b57d0;
      --error: #b3261e;
      color: var(--fg);
      background: var(--bg);
      min-height: 100vh;
      font: 1rem/1.5 system-ui, sans-serif;
    }
    @media (prefers-color-scheme: dark) {
      :host {
        --bg: #121316;
        --card: #1e1f22;
        --fg: #e3e3e8;
        --muted: #c4c6d0;
        --line: #44474e;
        --accent: #a8c7fa;
        --error: #ffb4ab;
      }
    }
    header {
      padding: 1rem 1.5rem;
      border-bottom: 1px solid var(--line);
      background: var(--card);
    }
    h1 {
      margin: 0;
      font-size: 1.5rem;
    }
    h2 {
      font-size: 1.125rem;
      margin: 0 0 0.5rem;
    }
    h3 {
      font-size: 1rem;
      margin: 0 0 0.5rem;
      font-weight: 600;
    }
    header p,
    .muted {
      color: var(--muted);
      margin: 0.25rem 0 0;
    }
    .layout {
      display: grid;
      grid-template-columns: minmax(18rem, 25rem) minmax(0, 1fr);
      gap: 1.5rem;
      padding: 1.5rem;
      max-width: 80rem;
    }
    /* One column: the conversation and the scenarios first, the settings and tickets after them. */
    @media (max-width: 50rem) {
      .layout {
        grid-template-columns: minmax(0, 1fr);
      }
      .layout > main {
        order: -1;
      }
    }
    .last-event-inline {
      display: none;
    }
    .panel {
      background: var(--card);
      border: 1px solid var(--line);
      border-radius: 8px;
      padding: 1rem;
      margin-bottom: 1rem;
    }
    fieldset {
      border: 0;
      margin: 0 0 0.75rem;
      padding: 0;
    }
    legend,
    label.field {
      font-weight: 600;
    }
    label.field {
      display: grid;
      gap: 0.25rem;
      margin-bottom: 0.75rem;
    }
    label.field input {
      font-weight: 400;
    }
    label.check {
      display: flex;
      align-items: flex-start;
      gap: 0.5rem;
      padding-block: 0.125rem;
    }
    label.check input {
      flex: none;
      width: 1.125rem;
      height: 1.125rem;
      margin: 0.1875rem 0 0;
    }
    /* Inputs and selects the same height side by side: border-box, as a select is by default. */
    input:not([type='radio']):not([type='checkbox']),
    select {
      box-sizing: border-box;
      font: inherit;
      color: inherit;
      background: var(--card);
      border: 1px solid var(--muted);
      border-radius: 6px;
      padding: 0.375rem 0.5rem;
      min-height: 2.5rem;
    }
    button {
      font: inherit;
      border: 1px solid var(--muted);
      border-radius: 6px;
      background: var(--card);
      color: var(--fg);
      padding: 0.375rem 0.75rem;
      min-height: 2.25rem;
      cursor: pointer;
    }
    button.primary {
      background: var(--accent);
      border-color: var(--accent);
      color: var(--card);
      font-weight: 600;
    }
    button:disabled {
      opacity: 0.6;
      cursor: not-allowed;
    }
    :focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: 2px;
    }
    .scenarios {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      margin-bottom: 1rem;
    }
    /* Labels on one line above controls of one height, and Run level with the controls. */
    .composer form {
      display: flex;
      flex-wrap: wrap;
      gap: 0.75rem;
      align-items: end;
    }
    .composer label.field {
      margin: 0;
      grid-template-rows: auto 2.5rem;
    }
    .composer button.primary {
      min-height: 2.5rem;
    }
    .transcript {
      list-style: none;
      margin: 0 0 1rem;
      padding: 0;
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 1rem;
    }
    .turn h3 {
      overflow-wrap: anywhere;
    }
    .turn {
      background: var(--card);
      border: 1px solid var(--line);
      border-radius: 8px;
      padding: 1rem;
    }
    .turn code,
    pre {
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      font-size: 0.875rem;
    }
    /* Wide enough at 1280 px for a link asked again ("I’ve finished", "Open … again", Decline,
       Cancel) on one line. */
    .questions {
      display: grid;
      gap: 0.75rem;
      margin: 0.5rem 0;
      --mcp-elicit-max-width: 46rem;
    }
    .questions:empty {
      display: none;
    }
    .question-count {
      margin: 0;
      font-weight: 600;
      color: var(--muted);
    }
    .result {
      margin: 0.5rem 0;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    .result.error {
      color: var(--error);
    }
    details.wire {
      margin-top: 0.5rem;
    }
    details.wire > ol {
      padding-left: 1.25rem;
    }
    pre {
      overflow: auto;
      max-height: 20rem;
      padding: 0.5rem;
      border: 1px solid var(--line);
      border-radius: 6px;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      font-size: 0.875rem;
    }
    th,
    td {
      text-align: left;
      padding: 0.25rem 0.375rem;
      border-bottom: 1px solid var(--line);
      vertical-align: top;
    }
    td {
      white-space: nowrap;
    }
    /* The last event may be a long address: it breaks anywhere, but short words ("Opened") stay whole. */
    td:last-child {
      white-space: normal;
      overflow-wrap: anywhere;
      min-width: 7ch;
    }
    /* A phone: the page's gutters and the cards' padding shrink, so the questions keep their width. */
    @media (max-width: 30rem) {
      header {
        padding: 0.75rem;
      }
      .layout {
        gap: 1rem;
        padding: 0.75rem 0.5rem;
      }
      .panel,
      .turn {
        padding: 0.75rem 0.5rem;
      }
      th,
      td {
        padding-inline: 0.25rem;
      }
      /* A phone: the last event goes under the ticket's title, where words keep whole. */
      .last-event {
        display: none;
      }
      .last-event-inline {
        display: block;
        font-weight: 400;
        overflow-wrap: anywhere;
      }
    }
    .visually-hidden {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  `;
