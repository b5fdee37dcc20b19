import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { kitchenSink } from '../demo/kitchen-sink.js';
import { form, press, question } from './support.js';

/**
 * The same questions on a 320 px phone, in a right-to-left page, and as Windows high contrast shows
 * them. `npm test` checks every story for sideways overflow at 320 px (also with WCAG 1.4.12's text
 * spacing); `npm run screenshot` saves these states as pictures in `docs/`.
 *
 * Forced colours cannot be switched on from a story: in Chromium open DevTools → Rendering →
 * "Emulate CSS media feature forced-colors: active" while looking at any story.
 */
const meta: Meta = {
  title: 'Elicitation/Small screens, right to left, forced colours',
  component: 'mcp-elicitation',
};
export default meta;

type Story = StoryObj;

/** A 320 px column (no wider than the screen, where the screen is narrower with the story's margins). */
const column = (content: unknown) => html`<div style="width: 320px; max-width: 100%; outline: 1px dashed #888;">${content}</div>`;
const server = { name: 'Help desk', origin: 'https://helpdesk.example.com' };

/** Every field kind in a 320 px column (WCAG 1.4.10): nothing scrolls sideways. */
export const Narrow: Story = { render: () => column(question(kitchenSink, { server })) };

/** After a failed accept, in 320 px: the error summary's links wrap. */
export const NarrowAfterAcceptAttempt: Story = {
  render: () => column(question(kitchenSink, { server })),
  play: press('accept-button'),
};

/** A link to a long host, in 320 px: the URL, the host and "Open ‹host›" wrap. */
export const NarrowLink: Story = {
  render: () => column(question({ mode: 'url', message: 'Sign in to connect billing.', url: `https://${'sign-in-'.repeat(7)}example.com/oauth?state=1f3a` }, { server })),
};

const arabic = form(
  'يرجى تأكيد بيانات الاتصال الخاصة بك.',
  {
    name: { type: 'string', title: 'الاسم الكامل', description: 'كما هو مكتوب في بطاقة الهوية.' },
    email: { type: 'string', format: 'email', title: 'البريد الإلكتروني' },
    channel: {
      type: 'string',
      title: 'طريقة التواصل',
      oneOf: [
        { const: 'mail', title: 'البريد' },
        { const: 'phone', title: 'الهاتف' },
      ],
    },
    topics: {
      type: 'array',
      title: 'المواضيع',
      items: {
        anyOf: [
          { const: 'billing', title: 'الفواتير' },
          { const: 'support', title: 'الدعم' },
        ],
      },
    },
  },
  ['name'],
);

/** In a right-to-left page: the layout mirrors, lists indent from the right, server text stays isolated. */
export const RightToLeft: Story = {
  render: () => html`<div dir="rtl" lang="ar">${question(arabic, { server: { name: 'مكتب المساعدة' } })}</div>`,
};

/** Right to left after a failed accept: the summary and the errors mirror too. */
export const RightToLeftAfterAcceptAttempt: Story = {
  render: () => html`<div dir="rtl" lang="ar">${question(arabic, { server: { name: 'مكتب المساعدة' } })}</div>`,
  play: press('accept-button'),
};

/** A link in a right-to-left page: the URL itself is always read left to right. */
export const RightToLeftLink: Story = {
  render: () => html`<div dir="rtl" lang="he">
    ${question({ mode: 'url', message: 'התחברו כדי לחבר את החיוב.', url: 'http://billing.example.com/signin' }, { server: { name: 'דלפק עזרה', origin: 'https://helpdesk.example.com' } })}
  </div>`,
};
