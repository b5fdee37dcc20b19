// The Playground story's element: paste elicitation/create params, see the form and, live, the
// ElicitResult it would send. Part of the stories, not of the library.
import { LitElement, css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import '../../src/index.js';
import type { ElicitationResultDetail, McpElicitation } from '../../src/index.js';

export class ElicitationPlayground extends LitElement {
  static override styles = css`
    :host {
      display: grid;
      gap: 1rem;
      grid-template-columns: repeat(auto-fit, minmax(min(20rem, 100%), 1fr));
      font: 1rem/1.5 system-ui, sans-serif;
    }
    label {
      display: grid;
      gap: 0.25rem;
      font-weight: 600;
    }
    textarea,
    input {
      font: 0.875rem/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      color: inherit;
      background: transparent;
      border: 1px solid #74777f;
      border-radius: 6px;
      padding: 0.5rem;
    }
    textarea {
      min-height: 22rem;
      resize: vertical;
    }
    pre {
      margin: 0;
      padding: 0.5rem;
      border: 1px solid #74777f;
      border-radius: 6px;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
      font-size: 0.875rem;
    }
    .error {
      color: light-dark(#b3261e, #ffb4ab);
      font-weight: 600;
    }
    h2 {
      font-size: 1rem;
      margin: 0 0 0.25rem;
    }
  `;

  /** The JSON to start with. */
  @property() source = '';
  @state() private parsed?: unknown;
  @state() private error = '';
  @state() private wouldSend = '';
  @state() private sent?: ElicitationResultDetail;
  @state() private serverName = 'My MCP server';

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('source')) this.parse(this.source);
  }

  private parse(text: string): void {
    this.sent = undefined;
    try {
      this.parsed = JSON.parse(text);
      this.error = '';
    } catch (error) {
      this.error = `That is not valid JSON: ${(error as Error).message}`;
      return;
    }
    void this.updateComplete.then(() => this.refresh());
  }

  /** What Accept would send now, as the person edits. */
  private refresh = async (): Promise<void> => {
    const question = this.renderRoot.querySelector<McpElicitation>('mcp-elicitation');
    if (!question || this.sent) return;
    await question.updateComplete;
    const content = question.draftContent;
    this.wouldSend = JSON.stringify(content === undefined ? { action: 'accept' } : { action: 'accept', content }, null, 2);
  };

  protected override render() {
    return html`<div>
        <label
          >elicitation/create params (JSON)
          <textarea spellcheck="false" .value=${this.source} @input=${(e: Event) => this.parse((e.target as HTMLTextAreaElement).value)}></textarea>
        </label>
        <label
          >Server name <input .value=${this.serverName} @input=${(e: Event) => (this.serverName = (e.target as HTMLInputElement).value)}
        /></label>
      </div>
      <div>
        ${
          this.error
            ? html`<p class="error" role="alert">${this.error}</p>`
            : html`<mcp-elicitation
              .request=${this.parsed}
              .server=${{ name: this.serverName }}
              @input=${this.refresh}
              @change=${this.refresh}
              @mcp-elicitation-result=${(e: CustomEvent<ElicitationResultDetail>) => (this.sent = e.detail)}
            ></mcp-elicitation>`
        }
      </div>
      <div>
        <h2>${this.sent ? `Sent (${this.sent.reason})` : 'Accept would send'}</h2>
        <pre aria-live="polite">${this.sent ? JSON.stringify(this.sent.result, null, 2) : this.error ? nothing : this.wouldSend}</pre>
      </div>`;
  }
}

if (!customElements.get('elicitation-playground')) customElements.define('elicitation-playground', ElicitationPlayground);
