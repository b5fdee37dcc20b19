import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { kitchenSink } from '../demo/kitchen-sink.js';
import './playground/elicitation-playground.js';

interface Args {
  source: string;
}

/**
 * Paste the `params` of any `elicitation/create` (from your server's logs, or a wire capture) to
 * see the form and, live, the ElicitResult it would send. Bad JSON shows what is wrong with it.
 */
const meta: Meta<Args> = {
  title: 'Playground',
  args: { source: JSON.stringify(kitchenSink, null, 2) },
  argTypes: { source: { control: 'text', description: 'elicitation/create params as JSON' } },
  render: (args) => html`<elicitation-playground .source=${args.source}></elicitation-playground>`,
};
export default meta;

type Story = StoryObj<Args>;

export const Playground: Story = {};

export const BadJson: Story = { args: { source: '{ "message": "missing a brace", "requestedSchema": { "type": "object" ' } };
