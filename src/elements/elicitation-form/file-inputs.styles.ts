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

// A resource picker (OpenAI's extension): each resource on a row, its image, title and description,
// and its preview or remove button at the end.
export const resourceStyles = css`
  .resource-list {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  /* On a narrow screen the buttons wrap under the resource rather than squeeze its title. */
  .resource {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    min-width: 0;
  }

  .resource > .option {
    flex: 1 1 10rem;
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-width: 0;
  }

  .resource-text {
    display: grid;
    min-width: 0;
    overflow-wrap: break-word;
  }

  .resource-description {
    color: var(--_muted);
    font-size: 0.875em;
  }

  .resource .thumbnail {
    flex-shrink: 0;
    width: 40px;
    height: 40px;
    border-radius: 4px;
    object-fit: cover;
    outline: 1px solid var(--_border);
    outline-offset: -1px;
  }

  /* A long list scrolls in place: the buttons stay near. */
  .resource-list.long {
    max-height: 22rem;
    overflow-y: auto;
    padding-inline-end: 0.25rem;
  }

  .resource-filter {
    margin-block-end: 0.25rem;
  }

  .resource-count {
    margin: 0 0 0.25rem;
    color: var(--_muted);
    font-size: 0.875em;
  }

  [part~='preview-button'],
  [part~='upload-button'] {
    flex-shrink: 0;
  }

  fieldset:disabled :is([part~='preview-button'], [part~='upload-button'], .resource-filter) {
    display: none;
  }
`;
