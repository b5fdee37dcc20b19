// Shared by the stories: a question in a chosen state, and generated schemas for stress stories.
import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import '../src/index.js';
import type { McpElicitation } from '../src/index.js';

export interface QuestionOptions {
  server?: { name: string; origin?: string };
  timeout?: number;
  values?: Record<string, unknown>;
  repeated?: boolean;
  /** Puts the question into a state once it has rendered (clicks, cancels…), once per element. */
  act?: (el: McpElicitation) => Promise<void> | void;
}

const acted = new WeakSet<Element>();

/** Waits until the form's validator has loaded, so an accept attempt is judged at once. */
export async function ready(el: McpElicitation): Promise<void> {
  await el.updateComplete;
  const inner = el.shadowRoot!.querySelector('.question') as (HTMLElement & { updateComplete: Promise<unknown>; validatorState?: string }) | null;
  for (let i = 0; i < 100 && inner?.validatorState === 'loading'; i++) await new Promise((r) => setTimeout(r, 10));
  await inner?.updateComplete;
}

/** A part inside the question's shadow root. */
export function partOf(el: McpElicitation, name: string): HTMLElement | null {
  return el.shadowRoot!.querySelector('.question')!.shadowRoot!.querySelector(`[part~="${name}"]`);
}

export function question(request: unknown, options: QuestionOptions = {}): TemplateResult {
  const act = options.act;
  return html`<mcp-elicitation
    .request=${request}
    .server=${options.server ?? { name: 'Help desk', origin: 'https://helpdesk.example.com' }}
    .timeout=${options.timeout ?? 0}
    .values=${options.values}
    .repeated=${options.repeated ?? false}
    ${ref((el) => {
      if (!el || !act || acted.has(el)) return;
      acted.add(el);
      void ready(el as McpElicitation).then(() => act(el as McpElicitation));
    })}
  ></mcp-elicitation>`;
}

export { form, manyFields, manyOptions } from '../test/fixtures/generated.js';
