// Shared by the stories: a question in a chosen state, and generated schemas for stress stories.
import { html, type TemplateResult } from 'lit';
import '../src/index.js';
import type { McpElicitation } from '../src/index.js';
import type { Clock } from '../src/controllers/countdown-controller.js';
import type { ElicitExtensions } from '../src/types.js';
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
  /** The extensions the host renders (file inputs, OpenAI's form extension with its hooks). */
  extensions?: ElicitExtensions;
}

/** What a story's play function is given (the part of Storybook's context the stories use). */
export interface PlayContext {
  canvasElement: HTMLElement;
}

/**
 * A play function that puts each question of the story into a state once it is ready (clicks,
 * typing, cancels), as a person would. Storybook runs it after the story renders (never on a docs
 * page, so no story there takes focus); the tests and the visual suite run it too.
 */
export function onEachQuestion(act: (el: McpElicitation) => Promise<void> | void): (context: PlayContext) => Promise<void> {
  return async ({ canvasElement }) => {
    const questions = [...canvasElement.querySelectorAll<McpElicitation>('mcp-elicitation')];
    // Every question on screen first: one that came later (its language still loading) while
    // focus sat in another's error summary would say "New question", or not, by timing.
    await Promise.all(questions.map((el) => el.ready));
    for (const el of questions) {
      await act(el);
      await el.updateComplete;
    }
  };
}

/** A play function that presses one button of each question. */
export const press = (name: 'accept-button' | 'decline-button' | 'cancel-button') => onEachQuestion((el) => partOf(el, name)?.click());

/** A part inside the question's shadow root. */
export const partOf = (el: McpElicitation, name: string): HTMLElement | null => part(el, name);

export function question(request: unknown, options: QuestionOptions = {}): TemplateResult {
  return html`<mcp-elicitation
    .request=${request}
    .server=${options.server ?? { name: 'Help desk', origin: 'https://helpdesk.example.com' }}
    .timeout=${options.timeout ?? 0}
    .values=${options.values}
    .repeated=${options.repeated ?? false}
    .clock=${options.clock}
    .task=${options.task}
    .queue=${options.queue}
    .extensions=${options.extensions}
    ?keep=${options.keep ?? false}
  ></mcp-elicitation>`;
}

export { countries, form, manyFields, manyOptions } from '../test/fixtures/generated.js';
export { ManualClock } from '../test/harness.js';
