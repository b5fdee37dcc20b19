// Lit's own floor, for the bench: the least a Lit element can do to show a 1-field question. One
// template with the markup mcp-elicit renders for it, the same stylesheets, the same two shadow
// roots, and no logic at all (no parsing, no validation, no controllers, no events). Its distance
// from the static floor is what rendering through Lit costs before mcp-elicit does anything.
import { LitElement, html } from 'lit';
import { McpElicitationForm } from '../../src/elements/elicitation-form/elicitation-form.js';

type TextQuestion = { message: string; requestedSchema: { properties: Record<string, { title?: string; description?: string }> } };

class LitFloor extends LitElement {
  static override styles = McpElicitationForm.styles;
  static override properties = { request: { attribute: false } };
  declare request?: TextQuestion;

  override render() {
    if (!this.request) return null;
    const [field] = Object.values(this.request.requestedSchema.properties);
    return html`<div part="base" role="group" aria-labelledby="server" aria-describedby="message">
      <div part="header">
        <p part="server" id="server">${'Unknown server asks'}</p>
        <p part="message" id="message" dir="auto" .textContent=${this.request.message}></p>
      </div>
      <form novalidate>
        <fieldset><div class="fields">
          <div part="field" class="field ${''}">
            <label part="label" for="f0">${field.title}</label>
            <p part="help-text" id="f0-help" class=${''} dir="auto" .textContent=${field.description ?? ''}></p>
            <input part="control" id="f0" type=${'text'} aria-describedby="f0-help" .value=${''} />
          </div>
        </div></fieldset>
        <div part="actions">
          <button part="accept-button" type="submit" .textContent=${'Accept'}></button>
          <button part="decline-button" type="button" .textContent=${'Decline'}></button>
          <button part="cancel-button" type="button" .textContent=${'Cancel'}></button>
        </div>
      </form>
      <p part="status" role="status" tabindex="-1" .textContent=${''}></p>
    </div>`;
  }
}
customElements.define('bench-lit-floor', LitFloor);

/** Mounts Lit's floor in `host` (inside a shadow root with `outerSheets`, as the wrapper's); `start` sets the request. */
export async function mountLitFloor(host: HTMLElement, outerSheets: CSSStyleSheet[], request: unknown): Promise<{ start: () => void; done: () => Promise<void> }> {
  const outer = host.attachShadow({ mode: 'open', delegatesFocus: true });
  outer.adoptedStyleSheets = outerSheets;
  const el = document.createElement('bench-lit-floor') as LitFloor;
  el.className = 'question';
  outer.append(el);
  await el.updateComplete;
  return {
    start: () => void (el.request = request as TextQuestion),
    done: () => el.updateComplete.then(() => undefined),
  };
}
