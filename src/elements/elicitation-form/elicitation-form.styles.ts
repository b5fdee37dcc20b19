import { css } from 'lit';

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
    gap: var(--_gap);
  }

  .field {
    display: grid;
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

  input:not([type='checkbox']),
  select {
    font: inherit;
    color: inherit;
    background: var(--_bg);
    width: 100%;
    min-height: 2.5rem;
    padding: 0.375rem 0.625rem;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) - 2px);
  }

  input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: var(--_accent);
    flex: none;
  }

  .check-row,
  .option {
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
  }

  .check-row [part~='label'] {
    font-weight: 600;
  }

  .options {
    display: grid;
    gap: 0.25rem;
    margin-top: 0.25rem;
  }

  .options.scroll {
    max-height: 16rem;
    overflow: auto;
    padding: 0.25rem;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) - 2px);
  }

  .invalid input:not([type='checkbox']),
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

  [part~='error']::before {
    content: '⚠ ';
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
    padding-left: 1.25rem;
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

  fieldset:disabled {
    opacity: 0.85;
  }
`;
