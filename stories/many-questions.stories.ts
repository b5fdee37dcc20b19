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
    include: { type: 'string', title: 'Tickets', oneOf: [{ const: 'all', title: 'All tickets' }, { const: 'closed', title: 'Closed tickets only' }] },
    format: { type: 'string', title: 'Format', enum: ['PDF', 'CSV'] },
    note: { type: 'string', title: 'A note for the finance team', maxLength: 200 },
  },
  ['include', 'format'],
);

/** Asked by a background task: "From a background task", with the task's own status (its id is never shown). */
export const FromABackgroundTask: Story = {
  render: () => question(report, { server: { name: 'Reports' }, task: { taskId: 'task-7f3a', statusMessage: 'Gathering the tickets of October' } }),
};

/** The second of three modal questions waiting their turn, as `elicit()` numbers them. */
export const SecondOfThree: Story = {
  render: () =>
    question(form('How urgent is T-2 “Cannot log in after password reset”?', { priority: { type: 'string', title: 'Priority', enum: ['low', 'normal', 'high', 'urgent'] } }, ['priority']), {
      queue: { position: 2, total: 3 },
    }),
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
