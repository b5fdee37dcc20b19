import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { kitchenSink } from '../demo/kitchen-sink.js';
import { ManualClock, form, manyFields, manyOptions, onEachQuestion, press, question } from './support.js';
import { rootOf } from '../test/harness.js';

interface Args {
  request: unknown;
  serverName: string;
  timeout: number;
}

/**
 * `<mcp-elicitation>` in form mode: one control per property of `requestedSchema`, with Accept,
 * Decline and Cancel. Every story here is also rendered and axe-checked by `npm test`.
 */
const meta: Meta<Args> = {
  title: 'Elicitation/Form mode',
  component: 'mcp-elicitation',
  args: { request: kitchenSink, serverName: 'Help desk', timeout: 0 },
  argTypes: {
    request: { control: 'object', description: 'The elicitation/create params, exactly as on the wire' },
    serverName: { control: 'text', description: 'Who asks, as the host knows the server' },
    timeout: { control: { type: 'number', min: 0, step: 1000 }, description: 'Milliseconds until it resolves as cancel (0: never)' },
  },
  render: (args) => question(args.request, { server: { name: args.serverName }, timeout: args.timeout }),
};
export default meta;

type Story = StoryObj<Args>;

// Every field kind and format

export const EveryFieldKind: Story = {};

export const Text: Story = {
  args: { request: form('What should we call you?', { name: { type: 'string', title: 'Full name', description: 'As on your ID.', minLength: 2, maxLength: 60 } }, ['name']) },
};

export const Email: Story = {
  args: { request: form('Where should we write?', { email: { type: 'string', format: 'email', title: 'Email' } }, ['email']) },
};

export const Uri: Story = {
  args: { request: form('Your portfolio', { site: { type: 'string', format: 'uri', title: 'Website', description: 'Shown as text, never as a link.' } }) },
};

export const DateField: Story = {
  args: { request: form('When were you born?', { born: { type: 'string', format: 'date', title: 'Birthday' } }) },
};

export const DateTime: Story = {
  args: {
    request: form('When should we call?', { at: { type: 'string', format: 'date-time', title: 'Call me at', default: '2026-12-24T17:00:00Z' } }),
  },
};

export const Numbers: Story = {
  args: {
    request: form(
      'How many, how much?',
      {
        seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 9, default: 2 },
        budget: { type: 'number', title: 'Budget (EUR)', minimum: 0, description: 'Decimals allowed.' },
      },
      ['seats'],
    ),
  },
};

export const Checkbox: Story = {
  args: { request: form('Close T-1 and email the customer?', { confirm: { type: 'boolean', title: 'Yes, close it', default: false } }, ['confirm']) },
};

export const SingleSelect: Story = {
  args: {
    request: form(
      'Three ways to offer one choice',
      {
        untitled: { type: 'string', title: 'Untitled enum', enum: ['low', 'normal', 'high'], default: 'normal' },
        titled: {
          type: 'string',
          title: 'Titled oneOf',
          oneOf: [
            { const: 'nour', title: 'Nour' },
            { const: 'sam', title: 'Sam' },
          ],
        },
        legacy: { type: 'string', title: 'Legacy enumNames', enum: ['p1', 'p2'], enumNames: ['Basic', 'Pro'] },
      },
      ['titled'],
    ),
  },
};

export const MultiSelect: Story = {
  args: {
    request: form('Two ways to offer many choices', {
      untitled: { type: 'array', title: 'Channels (items.enum)', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['email', 'phone', 'chat'] }, default: ['email'] },
      titled: {
        type: 'array',
        title: 'Topics (items.anyOf)',
        items: {
          anyOf: [
            { const: 'billing', title: 'Billing' },
            { const: 'bugs', title: 'Bugs' },
          ],
        },
      },
    }),
  },
};

export const SecretLookingField: Story = {
  args: { request: form('Connect your account', { apiKey: { type: 'string', title: 'API key' } }) },
};

export const ConfirmationOnly: Story = {
  args: { request: form('Go ahead and restart the build?', {}) },
};

// Every state

export const Pristine: Story = { args: { request: kitchenSink } };

export const InvalidAfterAcceptAttempt: Story = {
  render: (args) =>
    question(args.request, {
      server: { name: args.serverName },
      values: { email: 'not-an-email' },
    }),
  play: press('accept-button'),
};

/**
 * The focus ring on a text input (the play function focuses it as Tab would), and the highlight
 * of a choice under the pointer (the visual suite moves the pointer over "Sam").
 */
export const FocusAndHover: Story = {
  args: {
    request: form(
      'Who should take T-2?',
      {
        note: { type: 'string', title: 'A note for the agent' },
        agent: {
          type: 'string',
          title: 'Agent',
          oneOf: [
            { const: 'nour', title: 'Nour' },
            { const: 'sam', title: 'Sam' },
            { const: 'priya', title: 'Priya' },
          ],
        },
      },
      ['agent'],
    ),
  },
  play: onEachQuestion((el) => rootOf(el).querySelector<HTMLInputElement>('input:not([type="radio"])')?.focus()),
};

export const Sent: Story = {
  render: (args) =>
    question(args.request, {
      server: { name: args.serverName },
      values: { name: 'Ada Lovelace', email: 'ada@example.com', agent: 'sam' },
    }),
  play: press('accept-button'),
};

export const Declined: Story = {
  play: press('decline-button'),
};

export const Cancelled: Story = {
  play: onEachQuestion((el) => el.cancel()),
};

export const TimedOut: Story = {
  render: (args) => question(args.request, { server: { name: args.serverName }, timeout: 60_000, clock: new ManualClock() }),
  play: onEachQuestion((el) => (el.clock as ManualClock).advance(60_000)),
};

/** Two minutes to answer, held still at 25 seconds left (a manual clock), with "More time" on offer (it shows in the last minute). */
export const CountdownNearItsEnd: Story = {
  args: { timeout: 120_000, request: form('Close T-1?', { confirm: { type: 'boolean', title: 'Yes, close it' } }) },
  render: (args) => question(args.request, { server: { name: args.serverName }, timeout: args.timeout, clock: new ManualClock() }),
  play: onEachQuestion((el) => (el.clock as ManualClock).advance(95_000)),
};

export const Unsupported: Story = {
  args: {
    request: form('Where do you live?', {
      address: { type: 'object', properties: { street: { type: 'string' } } },
      people: { type: 'array', items: { type: 'object' } },
      postcode: { type: 'string', minLength: '5' },
    }),
  },
};

// Hard cases

export const LongAndRightToLeftText: Story = {
  args: {
    request: form(
      `${'This message is long on purpose, to show how the question wraps. '.repeat(8)}\n\nAnd a second paragraph, after a blank line.\n\nمرحبا! هذا سؤال من الخادم باللغة العربية.`,
      {
        city: { type: 'string', title: 'المدينة', description: 'اكتب اسم مدينتك.' },
        lang: {
          type: 'string',
          title: 'שפה',
          oneOf: [
            { const: 'he', title: 'עברית' },
            { const: 'ar', title: 'العربية' },
          ],
        },
        note: { type: 'string', title: 'A very long title that goes on and on to show how labels wrap when servers are verbose' },
      },
    ),
  },
};

/** A message of 48,000 characters: its start, and a button that shows more (laying out megabytes would freeze the page). */
export const VeryLongMessage: Story = {
  args: { request: form(`${'The server explains itself at length, as some do. '.repeat(960)}And finally asks.`, { ok: { type: 'boolean', title: 'Understood' } }) },
};

const unbroken = 'Supercalifragilisticexpialidocious'.repeat(4);

/** Words longer than any line: labels, option titles, help and error-summary links all wrap inside the card. */
export const LongUnbrokenText: Story = {
  render: (args) =>
    question(
      form(
        `${unbroken}?`,
        {
          [unbroken]: { type: 'string', title: unbroken, description: unbroken, minLength: 3 },
          pick: {
            type: 'string',
            title: 'Pick',
            oneOf: [
              { const: 'a', title: unbroken },
              { const: 'b', title: 'B' },
            ],
          },
          many: {
            type: 'array',
            title: 'Many',
            minItems: 1,
            items: {
              anyOf: [
                { const: 'a', title: unbroken },
                { const: 'b', title: 'B' },
              ],
            },
          },
          at: { type: 'string', format: 'date-time', title: 'When' },
        },
        [unbroken, 'many'],
      ),
      { server: { name: unbroken } },
    ),
  play: press('accept-button'),
};

export const TwoHundredOptions: Story = {
  args: {
    request: form('Pick from long lists', {
      one: { type: 'string', title: 'One of 200', oneOf: manyOptions(200) },
      many: { type: 'array', title: 'Any of 200', maxItems: 5, items: { anyOf: manyOptions(200) } },
    }),
  },
};

export const FiftyFields: Story = { args: { request: manyFields(50) } };

export const HostileText: Story = {
  args: {
    request: form('<script>alert(1)</script><img src=x onerror=alert(2)> Open invoice\u202Efdp.exe', {
      a: { type: 'string', title: '<b onclick="alert(3)">bold?</b>', description: '<a href="https://evil.example">click me</a>' },
    }),
  },
};

// Light, dark and themed

export const Dark: Story = {
  render: (args) => html`<div style="--mcp-elicit-color-scheme: dark; background: #121316; padding: 1rem;">
    ${question(args.request, { server: { name: args.serverName } })}
  </div>`,
};

/** Themed with CSS parts and custom properties only: nothing inside the shadow root is touched. */
export const Themed: Story = {
  render: (args) => html`<style>
      .themed mcp-elicitation {
        --mcp-elicit-accent-color: #6d28d9;
        --mcp-elicit-border-color: #6d28d9;
        --mcp-elicit-radius: 2px;
        --mcp-elicit-gap: 1.25rem;
        --mcp-elicit-font: 400 15px/1.6 Georgia, 'Times New Roman', serif;
        --mcp-elicit-max-width: 34rem;
      }
      .themed mcp-elicitation::part(server) {
        color: #5b21b6;
        text-transform: uppercase;
        letter-spacing: 0.08em;
      }
      .themed mcp-elicitation::part(accept-button) {
        text-transform: uppercase;
        letter-spacing: 0.05em;
      }
      .themed mcp-elicitation::part(field) {
        border-inline-start: 3px solid #ddd6fe;
        padding-inline-start: 0.75rem;
      }
    </style>
    <div class="themed" style="--mcp-elicit-color-scheme: light;">${question(args.request, { server: { name: args.serverName } })}</div>`,
};
