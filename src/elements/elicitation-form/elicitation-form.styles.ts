import { css } from 'lit';

// Why some rules are as they are (kept out of the CSS, which ships as written):
// - Tracks of minmax(0, 1fr): a control's own minimum width (a date-time input wants about 300 px) never
//   makes the column wider than the card.
// - Server help without a sentence end is read with one (nothing shows), so that the error read after it in
//   the description is a sentence of its own.
// - A sign for the eye only: the alternative text after the slash is empty, so it is not read.
export const formStyles = css`
  form {
    margin: 0;
  }

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }

  .fields {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_gap);
  }

  .field {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.25rem;
  }

  [part~='label'] {
    font-weight: 600;
    overflow-wrap: anywhere;
    padding: 0;
  }

  .required {
    font-weight: 400;
    color: var(--_muted);
  }

  [part~='help-text'] {
    color: var(--_muted);
    font-size: 0.875em;
    overflow-wrap: anywhere;
  }

  input:not([type='checkbox'], [type='radio']),
  select {
    font: inherit;
    color: inherit;
    background: var(--_bg);
    width: 100%;
    min-width: 0;
    min-height: 2.5rem;
    padding: 0.375rem 0.625rem;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) - 2px);
  }

  input[type='date'],
  input[type='datetime-local'] {
    padding-inline: 0.5rem 0.25rem;
  }

  ::-webkit-calendar-picker-indicator {
    margin-inline-start: 0.25rem;
    padding: 0.125rem;
  }

  input:not([type='checkbox'], [type='radio']):hover,
  select:hover {
    border-color: var(--_fg);
  }

  input[type='checkbox'],
  input[type='radio'] {
    font: inherit;
    width: 1.25rem;
    height: 1.25rem;
    margin: calc((1lh - 1.25rem) / 2) 0 0;
    accent-color: var(--_accent);
    flex: none;
  }

  .check-row,
  label.option {
    display: flex;
    align-items: flex-start;
    gap: 0.625rem;
    padding-block: 0.25rem;
    border-radius: calc(var(--_radius) - 2px);
    cursor: pointer;
  }

  .check-row {
    gap: 0;
  }

  .check-row [part~='label'] {
    flex: 1 1 auto;
    min-width: 0;
    padding-inline-start: 0.625rem;
  }

  /* The highlight reaches a little past the row's ends without widening anything. */
  .check-row:hover,
  label.option:hover {
    background: var(--_hover);
    box-shadow: -0.375rem 0 0 var(--_hover), 0.375rem 0 0 var(--_hover);
  }

  fieldset:disabled * {
    cursor: default;
  }

  fieldset:disabled .check-row:hover,
  fieldset:disabled label.option:hover {
    background: none;
    box-shadow: none;
  }

  .options {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    margin-top: 0.125rem;
  }

  .options.scroll {
    max-height: 16rem;
    overflow: auto;
    padding: 0.25rem 0.625rem;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) - 2px);
  }

  .invalid input:not([type='checkbox'], [type='radio']),
  .invalid select,
  .invalid .options {
    border-color: var(--_danger);
    border-width: 2px;
  }

  [part~='error'] {
    color: var(--_danger);
    font-weight: 600;
    font-size: 0.875em;
  }

  .unended::after {
    content: '' / '.';
  }

  [part~='error']::before {
    content: '⚠ ' / '';
  }

  .summary {
    margin-bottom: var(--_gap);
    padding: 0.75rem 1rem;
    border: 2px solid var(--_danger);
    border-radius: calc(var(--_radius) - 2px);
  }

  .summary-title {
    font-weight: 700;
  }

  .summary ul,
  .unsupported ul {
    margin: 0.25rem 0 0;
    padding-inline-start: 1.25rem;
  }

  .summary a {
    color: var(--_danger);
    font-weight: 600;
  }

  .unsupported {
    padding: 0.75rem 1rem;
    border-radius: calc(var(--_radius) - 2px);
    background: var(--_warn-bg);
    color: var(--_warn-fg);
    overflow-wrap: anywhere;
  }

  .unsupported-title {
    font-weight: 700;
  }

  /* Answered, read only: the values stay as readable as they were typed (no fading, none of the
     browser's greyed-out disabled controls); a box or choice drawn plainly, ticked or not. */
  fieldset:disabled input:not([type='checkbox'], [type='radio']),
  fieldset:disabled select {
    color: var(--_fg);
    -webkit-text-fill-color: var(--_fg);
    opacity: 1;
  }

  fieldset:disabled input[type='checkbox'],
  fieldset:disabled input[type='radio'] {
    appearance: none;
    display: inline-grid;
    place-content: center;
    border: 2px solid var(--_muted);
    border-radius: 4px;
    background: var(--_bg);
  }

  fieldset:disabled input[type='radio'] {
    border-radius: 50%;
  }

  fieldset:disabled input:is([type='checkbox'], [type='radio']):checked {
    border-color: var(--_fg);
  }

  fieldset:disabled input[type='radio']:checked {
    background: radial-gradient(circle, var(--_fg) 0 0.3rem, var(--_bg) calc(0.3rem + 0.5px));
  }

  fieldset:disabled input[type='checkbox']:checked {
    background: var(--_fg);
  }

  fieldset:disabled input[type='checkbox']:checked::before {
    content: '';
    width: 0.35rem;
    height: 0.65rem;
    border: solid var(--_bg);
    border-width: 0 2px 2px 0;
    transform: translateY(-0.1rem) rotate(45deg);
  }

  @media (forced-colors: active) {
    fieldset:disabled input:is([type='checkbox'], [type='radio']) {
      forced-color-adjust: none;
      border-color: CanvasText;
      background: Canvas;
    }

    fieldset:disabled input[type='radio']:checked {
      background: radial-gradient(circle, CanvasText 0 0.3rem, Canvas calc(0.3rem + 0.5px));
    }

    fieldset:disabled input[type='checkbox']:checked {
      background: CanvasText;
    }

    fieldset:disabled input[type='checkbox']:checked::before {
      border-color: Canvas;
    }
  }

  .answer {
    display: grid;
    gap: 0.25rem;
    margin: 0;
  }

  .answer div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.5rem;
  }

  .answer dt {
    font-weight: 600;
  }

  .answer dt::after {
    content: ':';
  }

  .answer dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  .answer .masked {
    font-style: italic;
    color: var(--_muted);
  }
`;
