import { McpElicitation } from './elements/elicitation/elicitation.js';
import { McpElicitationForm } from './elements/elicitation-form/elicitation-form.js';
import { McpUrlElicitation } from './elements/url-elicitation/url-elicitation.js';

/** Registers every element once; a second copy of the library on the page leaves the first in place. */
function define(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

define('mcp-elicitation-form', McpElicitationForm);
define('mcp-url-elicitation', McpUrlElicitation);
define('mcp-elicitation', McpElicitation);

declare global {
  interface HTMLElementTagNameMap {
    'mcp-elicitation': McpElicitation;
    'mcp-elicitation-form': McpElicitationForm;
    'mcp-url-elicitation': McpUrlElicitation;
  }
}
