import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { McpElicitation } from '../src/index.js';
import { countries, form, manyOptions, onEachQuestion, partOf, press, question } from './support.js';
import { rootOf } from '../test/harness.js';
import { answer, nextQuestion } from '../src/testing/index.js';

/**
 * Choices by size: a few options as radios (every one in view), up to fifteen in a select or
 * checkboxes, and more as a combobox that filters as you type, renders only what is in view, and
 * shows multiple choices as removable chips. Also the compact answered question (`keep`).
 */
const meta: Meta = { title: 'Elicitation/Choices', component: 'mcp-elicitation' };
export default meta;

type Story = StoryObj;

const server = { name: 'Help desk' };
const colours = [
  { const: 'r', title: 'Red' },
  { const: 'g', title: 'Green' },
  { const: 'b', title: 'Blue' },
];

/** Types into the combobox and opens its list, as a person would. */
const typeInto = (text: string) =>
  onEachQuestion((el: McpElicitation) => {
    const input = rootOf(el).querySelector<HTMLInputElement>('input[role="combobox"]')!;
    input.focus();
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  });

export const FewOptionsAsRadios: Story = {
  render: () =>
    question(
      form(
        'Pick a colour',
        {
          required: { type: 'string', title: 'Required, no default', oneOf: colours },
          optional: { type: 'string', title: 'Optional: "No answer" first', oneOf: colours },
          preset: { type: 'string', title: 'With a default', oneOf: colours, default: 'g' },
        },
        ['required'],
      ),
      { server },
    ),
};

export const SixToFifteenInASelect: Story = {
  render: () => question(form('Which size?', { size: { type: 'string', title: 'Size', enum: ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'] } }), { server }),
};

export const ManyOptionsAsACombobox: Story = {
  render: () => question(form('Where do you live?', { country: { type: 'string', title: 'Country', oneOf: countries() } }, ['country']), { server }),
};

/** Typing "cot" finds Côte d’Ivoire: case and accents are ignored. */
export const FilteredAsYouType: Story = {
  render: () => question(form('Where do you live?', { country: { type: 'string', title: 'Country', oneOf: countries() } }), { server }),
  play: typeInto('cot'),
};

export const NoMatches: Story = {
  render: () => question(form('Where do you live?', { country: { type: 'string', title: 'Country', oneOf: countries() } }), { server }),
  play: typeInto('zzzz'),
};

/** Chosen options as chips, in the list's order, each removable. */
export const ManyOptionsMultipleChoice: Story = {
  render: () =>
    question(form('Where do you ship?', { ship: { type: 'array', title: 'Countries', minItems: 1, maxItems: 5, items: { anyOf: countries() } } }, ['ship']), {
      server,
      values: { ship: ['FR', 'DE', 'CI'] },
    }),
};

/** 5,000 options: only those in view are in the DOM. */
export const FiveThousandOptions: Story = {
  render: () => question(form('Pick one', { pick: { type: 'string', title: 'One of 5,000', oneOf: manyOptions(5000) } }), { server }),
  play: typeInto(''),
};

const answered = form(
  'Who are you?',
  {
    name: { type: 'string', title: 'Name' },
    news: { type: 'boolean', title: 'Newsletter' },
    ship: { type: 'array', title: 'Ships to', items: { anyOf: countries().slice(0, 30) } },
    apiKey: { type: 'string', title: 'API key' },
  },
  ['name'],
);

/**
 * Answered as a host's own play function would, with mcp-elicit/testing: typed, ticked and
 * picked through the real controls, then accepted.
 */
export const AnsweredAndKept: Story = {
  render: () => question(answered, { server, keep: true }),
  play: async ({ canvasElement }) => {
    const asked = await nextQuestion(canvasElement);
    await answer(asked, { Name: 'Ada Lovelace', Newsletter: true, 'Ships to': ['Afghanistan', 'Andorra'], 'API key': 'sk-live-1234' });
  },
};

export const DeclinedAndKept: Story = {
  render: () => question(answered, { server, keep: true }),
  play: press('decline-button'),
};

/** The same, with "Show the question" opened: the read-only form, as it was sent. */
export const AnsweredAndKeptExpanded: Story = {
  render: () =>
    question(answered, {
      server,
      keep: true,
      values: { name: 'Ada Lovelace', news: true, ship: ['AD', 'AF'] },
    }),
  play: onEachQuestion(async (el) => {
    partOf(el, 'accept-button')?.click();
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const details = partOf(el, 'answer-details') as HTMLDetailsElement | null;
    if (!details) return;
    // The read-only question is drawn once the disclosure has opened (its toggle event).
    const opened = new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
    details.open = true;
    await opened;
    await el.updateComplete;
  }),
};
