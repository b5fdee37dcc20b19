import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { elicit } from '../src/index.js';
import { form, question } from './support.js';

/**
 * Questions from chat-scale use: one asked by a background task, one of several modal questions
 * waiting their turn, and the queue itself (the button opens three at once).
 */
const meta: Meta = {
  title: 'Elicitation/Many questions and background tasks',
  component: 'mcp-elicitation',
};
export default meta;

type Story = StoryObj;

const report = form(
  'October has 12 tickets, 3 still open. What should the report cover, and who reads it?',
  {
    include: {
      type: 'string',
      title: 'Tickets',
      oneOf: [
        { const: 'all', title: 'All tickets' },
        { const: 'closed', title: 'Closed tickets only' },
      ],
    },
    format: { type: 'string', title: 'Format', enum: ['PDF', 'CSV'] },
    note: { type: 'string', title: 'A note for the finance team', maxLength: 200 },
  },
  ['include', 'format'],
);

/** Asked by a background task: "From a background task", with the task's own status (its id is never shown). */
export const FromABackgroundTask: Story = {
  render: () => question(report, { server: { name: 'Reports' }, task: { taskId: 'task-7f3a', statusMessage: 'Gathering the tickets of October' } }),
};

/**
 * A question that appeared inline while the person was typing in the chat box: focus stays where
 * they type, and the question shows "New question" with an outline (and says so to screen
 * readers) until they reach it. Presses in its first half second are ignored.
 */
export const ArrivedWhileTyping: Story = {
  // Its question comes from the play function (the chat box must have focus first), which a docs
  // page does not run: shown in the catalogue and the pictures, not on the docs page.
  tags: ['!autodocs'],
  render: () => html`<div style="display: grid; gap: 0.75rem; max-width: 40rem;">
    <div class="transcript"></div>
    <textarea aria-label="Message" rows="2" style="font: inherit; padding: 0.5rem;">ok sure</textarea>
  </div>`,
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('textarea')!;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
    void elicit(form('Delete T-4 “Printer on floor 3 jams” for good?', { confirm: { type: 'boolean', title: 'Yes, delete it' } }, ['confirm']), {
      container: canvasElement.querySelector<HTMLElement>('.transcript')!,
      server: { name: 'Help desk' },
    });
    const el = await new Promise<Element>((resolve) => {
      const look = () => {
        const found = canvasElement.querySelector('mcp-elicitation');
        if (found) resolve(found);
        else requestAnimationFrame(look);
      };
      look();
    });
    await (el as unknown as { ready: Promise<unknown> }).ready;
  },
};

/** The second of three modal questions waiting their turn, as `elicit()` numbers them. */
export const SecondOfThree: Story = {
  render: () =>
    question(
      form('How urgent is T-2 “Cannot log in after password reset”?', { priority: { type: 'string', title: 'Priority', enum: ['low', 'normal', 'high', 'urgent'] } }, ['priority']),
      {
        queue: { position: 2, total: 3 },
      },
    ),
};

/** Three `elicit()` calls at once: one dialog at a time, "1 of 3", "2 of 3", "3 of 3"; each answer goes to its own call. */
export const ThreeAtOnce: Story = {
  render: () => {
    const answers: string[] = [];
    const log = document.createElement('ol');
    const ask = () => {
      for (const id of ['T-1', 'T-2', 'T-3']) {
        void elicit(form(`How urgent is ${id}?`, { priority: { type: 'string', title: 'Priority', enum: ['low', 'normal', 'high'] } }, ['priority']), {
          server: { name: 'Help desk' },
        }).then((result) => {
          answers.push(`${id}: ${JSON.stringify(result)}`);
          log.replaceChildren(...answers.map((a) => Object.assign(document.createElement('li'), { textContent: a })));
        });
      }
    };
    return html`<button type="button" style="font: inherit; min-height: 2.5rem; padding: 0.375rem 1rem;" @click=${ask}>Ask about three tickets at once</button>${log}`;
  },
  play: ({ canvasElement }) => canvasElement.querySelector('button')?.click(),
};
