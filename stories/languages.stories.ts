import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { form, press, question } from './support.js';

/**
 * The questions in every language that ships. The language follows the closest `lang` attribute
 * (or the `locale` property); the toolbar's Language and Direction switch it for every story.
 */
const meta: Meta = {
  title: 'Elicitation/Languages',
  component: 'mcp-elicitation',
};
export default meta;

type Story = StoryObj;

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt-BR', 'nl', 'pl', 'ja', 'zh-CN', 'ko', 'ar', 'he'];

const request = form(
  '…',
  {
    email: { type: 'string', format: 'email', title: '✉' },
    count: { type: 'integer', title: '#', minimum: 1, maximum: 5 },
    tags: {
      type: 'array',
      title: '☰',
      items: {
        anyOf: [
          { const: 'a', title: 'A' },
          { const: 'b', title: 'B' },
          { const: 'c', title: 'C' },
        ],
      },
      minItems: 2,
    },
  },
  ['email', 'count'],
);

/** After a failed accept, in each language, at 320 px: the error summary, field errors and buttons. */
export const EveryLanguage: Story = {
  render: () => html`<div style="display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(320px, 100%), 320px));">
    ${LANGUAGES.map(
      (lang) => html`<div lang=${lang}>
        ${question(request, { server: { name: lang } })}
      </div>`,
    )}
  </div>`,
  play: press('accept-button'),
};

/** One question with `locale` set: its words follow the property, whatever the page's language. */
export const LocaleProperty: Story = {
  render: () => html`<mcp-elicitation .request=${request} .server=${{ name: 'Help desk' }} locale="ja"></mcp-elicitation>`,
};
