import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { form } from './support.js';
import '../src/index.js';
import type { McpElicitationResultEvent } from '../src/index.js';

/**
 * The first question of Getting started: small enough to see whole, with what the host receives
 * written under it as soon as the person answers.
 */
const meta: Meta = {
  title: 'Guide/First question',
  component: 'mcp-elicitation',
};
export default meta;

const request = form('Close ticket T-1 and email the customer?', { confirm: { type: 'boolean', title: 'Yes, close it' } }, ['confirm']);

function showResult(event: McpElicitationResultEvent) {
  const output = (event.currentTarget as HTMLElement).parentElement?.querySelector('output');
  if (output) output.textContent = JSON.stringify(event.detail.result);
}

export const WhatItSends: StoryObj = {
  render: () => html`<div style="display: grid; gap: 0.75rem; max-width: 34rem">
    <mcp-elicitation
      .request=${request}
      .server=${{ name: 'Help desk', origin: 'https://helpdesk.example.com' }}
      @mcp-elicitation-result=${showResult}
    ></mcp-elicitation>
    <p style="margin: 0; font: 1rem/1.5 system-ui, sans-serif">The host receives: <code><output aria-live="polite">nothing yet</output></code></p>
  </div>`,
};
