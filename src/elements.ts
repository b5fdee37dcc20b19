/**
 * mcp-elicit/elements: the element classes, registered under no name. For hosts that choose their
 * own tag names: register all three (the wrapper creates its inner form or URL consent from the
 * class, so each needs a name in the page's registry), e.g.
 * `customElements.define('acme-question-form', McpElicitationForm)`.
 */
export { McpElicitation } from './elements/elicitation/elicitation.js';
export { McpElicitationForm } from './elements/elicitation-form/elicitation-form.js';
export { McpUrlElicitation } from './elements/url-elicitation/url-elicitation.js';
export type { McpElicitationResultEvent } from './events.js';
