import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { McpElicitation } from '../src/index.js';
import { onEachQuestion, press, question } from './support.js';
import { rootOf } from '../test/harness.js';

/**
 * OpenAI's form extension (`openai/elicitation`), with the host's `extensions: { openai: true }`: a
 * `pattern` checked in linear time, a description under each option, option thumbnails (only
 * `https:` or `data:` images; the fallback otherwise), and suggestions that still take free text.
 * A question written for the extension while it is off cannot be answered, and says so.
 */
const meta: Meta = { title: 'Elicitation/OpenAI form extension', component: 'mcp-elicitation' };
export default meta;

type Story = StoryObj;

const server = { name: 'Bits & Bolts' };
const extensions = { openai: true };

/** A request as the extension sends it on 2026-07-28: its schema in `_meta`, the core schema empty. */
function openai(message: string, properties: Record<string, unknown>, required: string[] = []): unknown {
  return {
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties: {} },
    _meta: { 'openai/elicitation': { requestedSchema: { type: 'object', properties, required } } },
  };
}

/** A small picture as a `data:` URI (stories must not reach the network): a coloured square with a mark. */
const picture = (fill: string, mark: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${fill}"/><circle cx="24" cy="24" r="${mark}" fill="#fff" opacity=".85"/></svg>`)}`;

/** Types into the question's combobox and opens its list, as a person would. */
const typeInto = (text: string) =>
  onEachQuestion((el: McpElicitation) => {
    const input = rootOf(el).querySelector<HTMLInputElement>('input[role="combobox"]')!;
    input.focus();
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  });

const parts = [
  { const: 'hex-bolt', title: 'M6 hex bolt', description: 'A fastener for the main joint.' },
  { const: 'washer', title: 'M6 washer', description: 'Spreads the load under the bolt head.' },
  { const: 'nut', title: 'M6 nut' },
];

/** A project code that must match `^[A-Z]{3}-\d{4}$`: "cad-1" is refused with the field's error, after Accept. */
export const Pattern: Story = {
  render: () =>
    question(
      openai(
        'Which project is this for?',
        { code: { type: 'string', title: 'Project code', description: 'Three capitals, a dash and four digits.', pattern: '^[A-Z]{3}-\\d{4}$' } },
        ['code'],
      ),
      {
        server,
        extensions,
        values: { code: 'cad-1' },
      },
    ),
  play: press('accept-button'),
};

/** Each option's description under its title, in radios and checkboxes. */
export const OptionDescriptions: Story = {
  render: () =>
    question(
      openai(
        'Choose the parts to inspect',
        {
          main: { type: 'string', title: 'Main part', oneOf: parts },
          extras: { type: 'array', title: 'Also inspect', items: { anyOf: parts } },
        },
        ['main'],
      ),
      { server, extensions },
    ),
};

/** Thumbnails: a `data:` image for two options; an `http:` one is never loaded, so that option shows the fallback. */
export const Thumbnails: Story = {
  render: () =>
    question(
      openai('Choose a part to inspect', {
        part: {
          type: 'string',
          title: 'Part',
          oneOf: [
            { const: 'hex-bolt', title: 'M6 hex bolt', description: 'A fastener for the main joint.', 'x-openai-thumbnail': { src: picture('#3b6ea5', '8') } },
            { const: 'washer', title: 'M6 washer', 'x-openai-thumbnail': { src: picture('#6a8f3c', '12') } },
            { const: 'nut', title: 'M6 nut (its image is on http:, so not shown)', 'x-openai-thumbnail': { src: 'http://example.com/nut.png' } },
          ],
        },
      }),
      { server, extensions },
    ),
};

/** Suggestions that still take free text: the list opens as the person types, each suggestion with its description. */
export const Suggestions: Story = {
  render: () =>
    question(
      openai('Which part?', {
        part: { type: 'string', title: 'Part', minLength: 1, 'x-openai-suggestions': parts.map((p) => ({ ...p })) },
      }),
      { server, extensions },
    ),
  play: typeInto('m6'),
};

/** A list that takes suggested entries and the person's own, as chips. */
export const SuggestedList: Story = {
  render: () =>
    question(
      openai('Which accessories?', {
        accessories: { type: 'array', title: 'Accessories', items: { type: 'string', 'x-openai-suggestions': [{ const: 'washer', title: 'M6 washer' }] } },
      }),
      { server, extensions, values: { accessories: ['washer', 'custom-spacer'] } },
    ),
};

/** Written for the extension, shown by a host that has it off: it cannot be answered, and says why. */
export const ExtensionOff: Story = {
  render: () => question(openai('Which project is this for?', { code: { type: 'string', title: 'Project code', pattern: '^[A-Z]{3}-\\d{4}$' } }), { server }),
};

/** A pattern RE2 cannot run (a back-reference) cannot be checked safely: the question is unsupported, never partial. */
export const PatternThatCannotBeCheckedSafely: Story = {
  render: () => question(openai('Say it twice', { twice: { type: 'string', title: 'Twice', pattern: '^(a+)\\1$' } }), { server, extensions }),
};
