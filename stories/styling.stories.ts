import { html } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { form, question } from './support.js';

interface Args {
  colorScheme: 'light dark' | 'light' | 'dark';
  accent: string;
  onAccent: string;
  background: string;
  color: string;
  border: string;
  danger: string;
  radius: string;
  gap: string;
  font: string;
  maxWidth: string;
}

const request = form(
  'Who should receive the October report?',
  {
    email: { type: 'string', format: 'email', title: 'Email', description: 'We send the link there.' },
    format: {
      type: 'string',
      title: 'Format',
      oneOf: [
        { const: 'csv', title: 'CSV' },
        { const: 'pdf', title: 'PDF' },
      ],
    },
    copy: { type: 'boolean', title: 'Send me a copy' },
  },
  ['email'],
);

/**
 * A theme made only of the custom properties: every control on this story sets one
 * (`--mcp-elicit-accent-color`, `--mcp-elicit-radius`…) on the element, live. The guide's
 * Styling page embeds it.
 */
const meta: Meta<Args> = {
  title: 'Elicitation/Styling',
  component: 'mcp-elicitation',
  args: {
    colorScheme: 'light',
    accent: '#0b57d0',
    onAccent: '#ffffff',
    background: '#ffffff',
    color: '#1b1b1f',
    border: '#74777f',
    danger: '#b3261e',
    radius: '8px',
    gap: '1rem',
    font: '400 1rem/1.5 system-ui, sans-serif',
    maxWidth: '40rem',
  },
  argTypes: {
    colorScheme: { name: '--mcp-elicit-color-scheme', control: 'inline-radio', options: ['light dark', 'light', 'dark'] },
    accent: { name: '--mcp-elicit-accent-color', control: 'color' },
    onAccent: { name: '--mcp-elicit-on-accent-color', control: 'color' },
    background: { name: '--mcp-elicit-background', control: 'color' },
    color: { name: '--mcp-elicit-color', control: 'color' },
    border: { name: '--mcp-elicit-border-color', control: 'color' },
    danger: { name: '--mcp-elicit-danger-color', control: 'color' },
    radius: { name: '--mcp-elicit-radius', control: 'text' },
    gap: { name: '--mcp-elicit-gap', control: 'text' },
    font: { name: '--mcp-elicit-font', control: 'text' },
    maxWidth: { name: '--mcp-elicit-max-width', control: 'text' },
  },
  parameters: { controls: { include: ['colorScheme', 'accent', 'onAccent', 'background', 'color', 'border', 'danger', 'radius', 'gap', 'font', 'maxWidth'] } },
  render: (args) => {
    // "light dark" leaves the colours to the person's preference: only a forced scheme takes these.
    const colours =
      args.colorScheme === 'light dark'
        ? {}
        : {
            '--mcp-elicit-accent-color': args.accent,
            '--mcp-elicit-on-accent-color': args.onAccent,
            '--mcp-elicit-background': args.background,
            '--mcp-elicit-color': args.color,
            '--mcp-elicit-border-color': args.border,
            '--mcp-elicit-danger-color': args.danger,
          };
    const style = {
      '--mcp-elicit-color-scheme': args.colorScheme,
      ...colours,
      '--mcp-elicit-radius': args.radius,
      '--mcp-elicit-gap': args.gap,
      '--mcp-elicit-font': args.font,
      '--mcp-elicit-max-width': args.maxWidth,
    };
    return html`<div style=${styleMap(style)}>${question(request, { server: { name: 'Reports' } })}</div>`;
  },
};
export default meta;

export const ThemeEditor: StoryObj<Args> = {};

export const Violet: StoryObj<Args> = {
  args: { accent: '#6d28d9', border: '#6d28d9', radius: '2px', gap: '1.25rem', font: "400 15px/1.6 Georgia, 'Times New Roman', serif", maxWidth: '34rem' },
};

export const DarkAndRound: StoryObj<Args> = {
  args: { colorScheme: 'dark', accent: '#7dd3fc', onAccent: '#082f49', background: '#0f172a', color: '#e2e8f0', border: '#64748b', danger: '#fca5a5', radius: '16px' },
};
