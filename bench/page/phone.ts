// The bench page's slow phone: a pre-filled, valid 10-field question arrives on a page that loaded a
// while ago, and the person presses Accept the moment it shows. The runner throttles the CPU and the
// network; this side measures, and checks the press was kept and accepted.
import { ajvValidator, defaultValidator, elicit } from '../../src/index.js';
import type { McpElicitation } from '../../src/elements/elicitation/elicitation.js';
import type { PhoneVariant } from '../phone.js';
import { until } from './burst.js';
import { questionRoot } from '../../src/testing/read-question.js';

const VALUES = { f1: 'Hello', f2: 'ana@example.com', f5: 'g', f10: 'https://example.com/' };
const innerOf = (el: McpElicitation | null) => (el?.shadowRoot ? questionRoot(el) : undefined);

/**
 * `paint`: from the call until the form is on screen, laid out. `accept`: from then, with Accept
 * pressed at once, until the answer resolves. Throws unless the answer is the accept with the values.
 */
export async function phoneAccept(params: Record<string, unknown>, variant: PhoneVariant): Promise<{ paint: number; accept: number }> {
  const stage = document.body.appendChild(document.createElement('div'));
  const t0 = performance.now();
  const answer = elicit(params as never, { container: stage, values: VALUES, validator: variant.startsWith('ajv') ? ajvValidator : defaultValidator });
  const button = await until(() => innerOf(stage.querySelector<McpElicitation>('mcp-elicitation'))?.querySelector<HTMLButtonElement>('[part~="accept-button"]'));
  button.getBoundingClientRect();
  const shown = performance.now();
  button.click();
  const result = await answer;
  const accept = performance.now() - shown;
  stage.remove();
  const content = (result as { content?: Record<string, unknown> }).content ?? {};
  if (result.action !== 'accept' || content.f2 !== VALUES.f2 || content.f10 !== VALUES.f10) {
    throw new Error(`the first Accept was lost or refused: ${JSON.stringify(result)}`);
  }
  return { paint: shown - t0, accept };
}
