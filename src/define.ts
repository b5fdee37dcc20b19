import { McpElicitation, McpElicitationForm, McpUrlElicitation } from './elements.js';

/** Registers an element once; a second copy of the library on the page leaves the first in place. */
function define(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

// Outside a browser (server rendering) there may be no registry to put them in.
if (typeof customElements !== 'undefined') {
  define('mcp-elicitation-form', McpElicitationForm);
  define('mcp-url-elicitation', McpUrlElicitation);
  define('mcp-elicitation', McpElicitation);
}

declare global {
  interface HTMLElementTagNameMap {
    'mcp-elicitation': McpElicitation;
    'mcp-elicitation-form': McpElicitationForm;
    'mcp-url-elicitation': McpUrlElicitation;
  }
}
