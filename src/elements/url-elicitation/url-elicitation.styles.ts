import { css } from 'lit';

export const urlStyles = css`
  .intro {
    margin-bottom: 0.25rem;
  }

  [part='url'] {
    margin: 0 0 0.5rem;
    padding: 0.5rem 0.75rem;
    border-radius: calc(var(--_radius) - 2px);
    background: var(--mcp-elicit-url-background, rgba(127, 127, 127, 0.12));
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9375em;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
    user-select: all;
    unicode-bidi: isolate;
  }

  /* A host moves to the next line whole (it breaks only when longer than a line). */
  [part='url'] .host,
  [part='url-host'] {
    display: inline-block;
    max-width: 100%;
  }

  [part='url'] .host {
    font-weight: 700;
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 3px;
  }

  .host-line {
    font-size: 1.125em;
  }

  [part='url-host'] {
    overflow-wrap: anywhere;
    unicode-bidi: isolate;
  }

  .origin-line {
    color: var(--_muted);
    font-size: 0.875em;
    overflow-wrap: anywhere;
  }

  [part='url-warnings'] {
    margin-top: var(--_gap);
    padding: 0.5rem 0.75rem;
    border-radius: calc(var(--_radius) - 2px);
    background: var(--_warn-bg);
    color: var(--_warn-fg);
  }

  [part='url-warnings'] ul {
    margin: 0.25rem 0 0;
    padding-inline-start: 1.25rem;
  }

  [part='url-warnings'] [part~='warning'] {
    padding: 0;
    background: none;
  }

  .warnings-title {
    font-weight: 700;
  }

  .refused {
    margin-top: 0.5rem;
    font-weight: 600;
  }
`;
