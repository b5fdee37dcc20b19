import type { GalleryCase } from './types.js';

const server = { name: 'Gallery', origin: 'https://mcp.example.com' };
const form = (message: string, properties: Record<string, unknown>, required: string[] = []) => ({
  mode: 'form',
  message,
  requestedSchema: { type: 'object', properties, required },
});

const COUNTRIES = Array.from({ length: 40 }, (_, i) => ({ const: `c${i + 1}`, title: `Country ${i + 1}` }));

/** Every field kind and format the 2026-07-28 schema allows, with their constraints and defaults. */
export const forms: GalleryCase[] = [
  {
    name: 'text-with-length',
    about: 'A required text with a minimum and a maximum length.',
    server,
    request: form('What is your name?', { name: { type: 'string', title: 'Name', minLength: 2, maxLength: 20 } }, ['name']),
    expect: {
      shows: 'form',
      fields: [{ key: 'name', label: 'Name', kind: 'text', required: true }],
      sends: [{ values: { Name: 'Ada' }, content: { name: 'Ada' } }],
      refuses: [
        { values: { Name: 'A' }, field: 'name' },
        { values: {}, field: 'name' },
      ],
    },
  },
  {
    name: 'text-formats',
    about: 'Email, URI and date, each checked as its format.',
    server,
    request: form('How can we reach you?', {
      email: { type: 'string', title: 'Email', format: 'email' },
      site: { type: 'string', title: 'Website', format: 'uri' },
      birthday: { type: 'string', title: 'Birthday', format: 'date' },
    }),
    expect: {
      shows: 'form',
      fields: [
        { key: 'email', label: 'Email', kind: 'email', required: false },
        { key: 'site', label: 'Website', kind: 'uri', required: false },
        { key: 'birthday', label: 'Birthday', kind: 'date', required: false },
      ],
      sends: [
        {
          values: { Email: 'ada@example.com', Website: 'https://example.com/ada', Birthday: '1815-12-10' },
          content: { email: 'ada@example.com', site: 'https://example.com/ada', birthday: '1815-12-10' },
        },
        { values: {}, content: {} },
      ],
      refuses: [
        { values: { Email: 'ada.example.com' }, field: 'email' },
        { values: { Website: 'not a link' }, field: 'site' },
      ],
    },
  },
  {
    name: 'date-time',
    about: 'A date and time: shown in the person’s own time, sent with its offset.',
    server,
    request: form('When should we call?', { at: { type: 'string', title: 'Call at', format: 'date-time' } }, ['at']),
    expect: { shows: 'form', fields: [{ key: 'at', label: 'Call at', kind: 'date-time', required: true }], refuses: [{ values: {}, field: 'at' }] },
  },
  {
    name: 'number-with-bounds',
    about: 'A number with a minimum and a maximum, and fractions allowed.',
    server,
    request: form('How heavy is it?', { weight: { type: 'number', title: 'Weight (kg)', minimum: 0.5, maximum: 10 } }),
    expect: {
      shows: 'form',
      fields: [{ key: 'weight', label: 'Weight (kg)', kind: 'number', required: false }],
      sends: [{ values: { 'Weight (kg)': 2.5 }, content: { weight: 2.5 } }],
      refuses: [{ values: { 'Weight (kg)': 11 }, field: 'weight' }],
    },
  },
  {
    name: 'integer-with-default',
    about: 'A whole number with bounds and a default, which is what Accept sends untouched.',
    server,
    request: form('How many seats?', { seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 10, default: 2 } }),
    expect: {
      shows: 'form',
      fields: [{ key: 'seats', label: 'Seats', kind: 'integer', required: false, value: 2 }],
      sends: [
        { values: {}, content: { seats: 2 } },
        { values: { Seats: 10 }, content: { seats: 10 } },
      ],
      refuses: [
        { values: { Seats: 1.5 }, field: 'seats' },
        { values: { Seats: 0 }, field: 'seats' },
      ],
    },
  },
  {
    name: 'booleans',
    about: 'A required checkbox left unticked sends false; an optional one left alone sends nothing; a default is kept.',
    server,
    request: form(
      'Before we go on:',
      {
        agree: { type: 'boolean', title: 'I agree to the terms' },
        newsletter: { type: 'boolean', title: 'Newsletter', default: true },
        sms: { type: 'boolean', title: 'Text messages' },
      },
      ['agree'],
    ),
    expect: {
      shows: 'form',
      fields: [
        { key: 'agree', label: 'I agree to the terms', kind: 'boolean', required: true, value: false },
        { key: 'newsletter', label: 'Newsletter', kind: 'boolean', required: false, value: true },
        { key: 'sms', label: 'Text messages', kind: 'boolean', required: false },
      ],
      sends: [
        { values: {}, content: { agree: false, newsletter: true } },
        { values: { 'I agree to the terms': true, Newsletter: false, 'Text messages': true }, content: { agree: true, newsletter: false, sms: true } },
      ],
    },
  },
  {
    name: 'plain-enum',
    about: 'A choice of a few untitled values: each value is its own title.',
    server,
    request: form('Which size?', { size: { type: 'string', title: 'Size', enum: ['S', 'M', 'L'] } }, ['size']),
    expect: {
      shows: 'form',
      fields: [
        {
          key: 'size',
          label: 'Size',
          kind: 'choice',
          required: true,
          options: [
            { title: 'S', value: 'S' },
            { title: 'M', value: 'M' },
            { title: 'L', value: 'L' },
          ],
        },
      ],
      sends: [{ values: { Size: 'M' }, content: { size: 'M' } }],
      refuses: [{ values: {}, field: 'size' }],
    },
  },
  {
    name: 'titled-choice',
    about: 'A choice whose options have titles (oneOf of const and title): the person reads titles, the server gets values.',
    server,
    request: form('How urgent is it?', {
      priority: {
        type: 'string',
        title: 'Priority',
        oneOf: [
          { const: 'p1', title: 'Urgent' },
          { const: 'p2', title: 'Normal' },
          { const: 'p3', title: 'Whenever' },
        ],
        default: 'p2',
      },
    }),
    expect: {
      shows: 'form',
      fields: [
        {
          key: 'priority',
          label: 'Priority',
          kind: 'choice',
          required: false,
          value: 'p2',
          options: [
            { title: 'Urgent', value: 'p1' },
            { title: 'Normal', value: 'p2' },
            { title: 'Whenever', value: 'p3' },
          ],
        },
      ],
      sends: [
        { values: {}, content: { priority: 'p2' } },
        { values: { Priority: 'Urgent' }, content: { priority: 'p1' } },
      ],
    },
  },
  {
    name: 'legacy-enum-names',
    about: 'The 2025 legacy form of titled options: enum with enumNames.',
    server,
    request: form('Which team?', { team: { type: 'string', title: 'Team', enum: ['eng', 'ops'], enumNames: ['Engineering', 'Operations'] } }),
    expect: {
      shows: 'form',
      fields: [
        {
          key: 'team',
          label: 'Team',
          kind: 'choice',
          required: false,
          options: [
            { title: 'Engineering', value: 'eng' },
            { title: 'Operations', value: 'ops' },
          ],
        },
      ],
      sends: [{ values: { Team: 'Operations' }, content: { team: 'ops' } }],
    },
  },
  {
    name: 'many-options',
    about: 'A choice among 40 options: a person finds one by typing, not by scrolling.',
    server,
    request: form('Where do you live?', { country: { type: 'string', title: 'Country', oneOf: COUNTRIES } }, ['country']),
    expect: {
      shows: 'form',
      fields: [{ key: 'country', label: 'Country', kind: 'choice', required: true, options: COUNTRIES.map((c) => ({ title: c.title, value: c.const })) }],
      sends: [{ values: { Country: 'Country 37' }, content: { country: 'c37' } }],
      refuses: [{ values: {}, field: 'country' }],
    },
  },
  {
    name: 'multi-select',
    about: 'Several titled options at once, between one and two of them; sent in the schema’s order.',
    server,
    request: form(
      'How may we contact you?',
      {
        channels: {
          type: 'array',
          title: 'Channels',
          minItems: 1,
          maxItems: 2,
          items: {
            anyOf: [
              { const: 'email', title: 'Email' },
              { const: 'phone', title: 'Phone' },
              { const: 'post', title: 'Post' },
            ],
          },
        },
      },
      ['channels'],
    ),
    expect: {
      shows: 'form',
      fields: [
        {
          key: 'channels',
          label: 'Channels',
          kind: 'choices',
          required: true,
          options: [
            { title: 'Email', value: 'email' },
            { title: 'Phone', value: 'phone' },
            { title: 'Post', value: 'post' },
          ],
        },
      ],
      sends: [{ values: { Channels: ['Post', 'Email'] }, content: { channels: ['email', 'post'] } }],
      refuses: [
        { values: { Channels: ['Email', 'Phone', 'Post'] }, field: 'channels' },
        { values: {}, field: 'channels' },
      ],
    },
  },
  {
    name: 'multi-select-many',
    about: 'Several of 40 untitled options, with two chosen by default.',
    server,
    request: form('Which regions?', { regions: { type: 'array', title: 'Regions', items: { type: 'string', enum: COUNTRIES.map((c) => c.const) }, default: ['c2', 'c1'] } }),
    expect: {
      shows: 'form',
      fields: [{ key: 'regions', label: 'Regions', kind: 'choices', required: false, value: ['c1', 'c2'], options: COUNTRIES.map((c) => ({ title: c.const, value: c.const })) }],
      sends: [
        { values: {}, content: { regions: ['c1', 'c2'] } },
        { values: { Regions: ['c40'] }, content: { regions: ['c40'] } },
      ],
    },
  },
  {
    name: 'untitled-fields',
    about: 'Fields without a title are labelled by their property name; all optional, so an untouched form sends nothing.',
    server,
    request: form('Anything to add?', { note: { type: 'string' }, count: { type: 'integer' } }),
    expect: {
      shows: 'form',
      fields: [
        { key: 'note', label: 'note', kind: 'text', required: false },
        { key: 'count', label: 'count', kind: 'integer', required: false },
      ],
      sends: [
        { values: {}, content: {} },
        { values: { note: 'Thanks', count: 3 }, content: { note: 'Thanks', count: 3 } },
      ],
    },
  },
];
