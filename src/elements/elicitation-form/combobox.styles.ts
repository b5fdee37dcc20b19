import { css } from 'lit';

// The combobox's own rules, adopted by the form's shadow root when the combobox module loads.
// - The listbox is a manual popover (top layer): the UA's centring is undone, Floating UI places it.
// - Options are positioned by the virtualizer (translateY), each at least 2.5rem high for touch.
// - Forced colours: the active option keeps the system highlight, the chosen ones a check mark.
// - Read-only (in a disabled fieldset), the controls that would act are not drawn: no toggle, no
//   chip's remove button, no filter box under a multiple choice's chips.
export const comboboxStyles = css`
  .combo-box {
    display: flex;
    min-width: 0;
    border-radius: calc(var(--_radius) - 2px);
  }

  .combo-box:focus-within {
    outline: var(--_focus);
    outline-offset: 2px;
  }

  .combo-box input {
    flex: 1;
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }

  .combo-box input:focus-visible {
    outline: none;
  }

  [part~='combobox-button'] {
    min-width: 2.5rem;
    padding: 0;
    border-inline-start: 0;
    border-start-start-radius: 0;
    border-end-start-radius: 0;
  }

  .popup {
    position: fixed;
    inset: auto;
    margin: 0;
    padding: 0;
    flex-direction: column;
    box-sizing: border-box;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) - 2px);
    background: var(--_bg);
    color: var(--_fg);
    box-shadow: 0 6px 20px rgb(0 0 0 / 0.2);
    font: inherit;
  }

  .popup:popover-open {
    display: flex;
  }

  .listbox {
    flex: 1 1 auto;
    min-height: 0;
    padding: 0.25rem 0;
    overflow: auto;
    overscroll-behavior: contain;
  }

  .sizer {
    position: relative;
  }

  .listbox .option {
    position: absolute;
    inset-inline: 0;
    top: 0;
    min-height: 2.5rem;
    padding-block: 0.5rem;
    padding-inline: 2rem 0.75rem;
    box-sizing: border-box;
    cursor: pointer;
  }

  .listbox .option[aria-selected='true']::before {
    content: '✓' / '';
    position: absolute;
    inset-inline-start: 0.75rem;
    font-weight: 700;
  }

  .listbox .option.active {
    background: var(--_accent);
    color: var(--_on-accent);
  }

  /* An option's description (openai/elicitation), under its title. */
  .listbox .option-description {
    display: block;
    font-size: 0.875em;
    color: var(--_muted);
  }

  .listbox .option.active .option-description {
    color: inherit;
  }

  .popup .none {
    padding: 0.5rem 0.75rem;
    color: var(--_muted);
  }

  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  [part~='chip'] {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    max-width: 100%;
    padding-inline-start: 0.5rem;
    border: 1px solid var(--_border);
    border-radius: 999px;
  }

  [part~='chip-remove-button'] {
    min-height: 2rem;
    min-width: 2rem;
    padding: 0;
    border: 0;
    border-radius: 999px;
  }

  /* Read-only (an answered question shown again): nothing to open, remove or filter. */
  fieldset:disabled [part~='combobox-button'],
  fieldset:disabled [part~='chip-remove-button'],
  fieldset:disabled .chips + .combo-box {
    display: none;
  }

  fieldset:disabled .combo-box input {
    border-radius: calc(var(--_radius) - 2px);
  }

  fieldset:disabled [part~='chip'] {
    min-height: 2rem;
    padding-inline-end: 0.5rem;
  }

  @media (forced-colors: active) {
    .listbox .option.active {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }

    .popup {
      border-color: CanvasText;
    }
  }
`;
