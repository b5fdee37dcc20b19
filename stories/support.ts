// Shared by the stories: a question in a chosen state, and generated schemas for stress stories.
import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import '../src/index.js';
import type { McpElicitation } from '../src/index.js';
import type { Clock } from '../src/controllers/countdown-controller.js';
import { part } from '../test/harness.js';

export interface QuestionOptions {
  server?: { name: string; origin?: string };
  timeout?: number;
  values?: Record<string, unknown>;
  repeated?: boolean;
  /** Once answered, collapse to what was sent. */
  keep?: boolean;
  /** The background task that asks. */
  task?: { taskId: string; statusMessage?: string };
  /** Where the question stands among modal questions waiting their turn. */
  queue?: { position: number; total: number };
  /** Where the countdown's time comes from: a `ManualClock` holds a countdown still, for a stable picture. */
  clock?: Clock;
  /** Puts the question into a state once it has rendered (clicks, cancels…), once per element. */
  act?: (el: McpElicitation) => Promise<void> | void;
}

const acted = new WeakSet<Element>();

/** A part inside the question's shadow root. */
export const partOf = (el: McpElicitation, name: string): HTMLElement | null => part(el, name);

export function question(request: unknown, options: QuestionOptions = {}): TemplateResult {
  const act = options.act;
  return html`<mcp-elicitation
    .request=${request}
    .server=${options.server ?? { name: 'Help desk', origin: 'https://helpdesk.example.com' }}
    .timeout=${options.timeout ?? 0}
    .values=${options.values}
    .repeated=${options.repeated ?? false}
    .clock=${options.clock}
    .task=${options.task}
    .queue=${options.queue}
    ?keep=${options.keep ?? false}
    ${ref((el) => {
      if (!el || !act || acted.has(el)) return;
      acted.add(el);
      void (el as McpElicitation).ready.then(() => act(el as McpElicitation));
    })}
  ></mcp-elicitation>`;
}

export { countries, form, manyFields, manyOptions } from '../test/fixtures/generated.js';
export { ManualClock } from '../test/harness.js';
