import { css } from 'lit';

// The file input's own styles, adopted into the form's shadow root when its module loads (see
// `FileInputs`): the button and the chosen file on one row that wraps on a narrow screen.
export const fileStyles = css`
  .file-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    min-width: 0;
  }

  .file-chip {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    max-width: 100%;
    min-width: 0;
    padding-inline-start: 0.75rem;
    border: 1px solid var(--_border);
    border-radius: 999px;
  }

  .file-chip > span {
    overflow-wrap: anywhere;
    min-width: 0;
  }

  .file-chip [part~='chip-remove-button'] {
    min-height: 2.5rem;
    min-width: 2.5rem;
    padding: 0;
    border: 0;
    border-radius: 999px;
    flex-shrink: 0;
  }

  /* Read-only (an answered question shown again): nothing to choose or remove. */
  fieldset:disabled .file-row [part~='control'],
  fieldset:disabled .file-chip [part~='chip-remove-button'] {
    display: none;
  }

  fieldset:disabled .file-chip {
    min-height: 2.5rem;
    padding-inline-end: 0.75rem;
  }

  @media (forced-colors: active) {
    .file-chip {
      border-color: CanvasText;
    }
  }
`;
