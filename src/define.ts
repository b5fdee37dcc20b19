import { McpElicitation, McpElicitationForm, McpUrlElicitation } from './elements.js';
import { preloadValidator } from './validation/load-validator.js';
import { defaultValidator } from './validation/validator.js';

/** Registers an element once; a second copy of the library on the page leaves the first in place. */
function define(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

// Outside a browser (server rendering) there may be no registry to put them in.
if (typeof customElements !== 'undefined') {
  define('mcp-elicitation-form', McpElicitationForm);
  define('mcp-url-elicitation', McpUrlElicitation);
  define('mcp-elicitation', McpElicitation);
  // A page that defines the elements is about to ask something: once it is idle, fetch the default
  // validator (6.7 KB gzip), so an Accept pressed the moment a form shows need not wait for the
  // network. On a slow phone (4x CPU, 150 ms round trip) that took the wait after the form showed
  // from about 750 ms to under 100 (see the benchmarks).
  const idle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 2_000));
  idle(() => void preloadValidator(defaultValidator));
}

declare global {
  interface HTMLElementTagNameMap {
    'mcp-elicitation': McpElicitation;
    'mcp-elicitation-form': McpElicitationForm;
    'mcp-url-elicitation': McpUrlElicitation;
  }
}
