import type { ElicitRequestFormParams } from '../src/types.js';

/** Every country Intl has an English name for: a list long enough for the filtering combobox. */
const countries = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const codes = Array.from({ length: 26 * 26 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));
  return codes
    .map((code) => ({ const: code, title: names.of(code) ?? code }))
    .filter((c) => c.title !== c.const && !/Unknown/.test(c.title))
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
})();

/** One form with every field kind and format the 2026-07-28 schema allows, and every kind of choice control. */
export const kitchenSink: ElicitRequestFormParams = {
  mode: 'form',
  message: 'Every field kind MCP forms allow. Try leaving required fields empty, or typing a bad email.',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Full name', description: 'As on your ID.', minLength: 2, maxLength: 60 },
      email: { type: 'string', format: 'email', title: 'Email' },
      website: { type: 'string', format: 'uri', title: 'Website' },
      birthday: { type: 'string', format: 'date', title: 'Birthday' },
      callback: { type: 'string', format: 'date-time', title: 'Call me back at', description: 'We will call at this time.' },
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 9, default: 2 },
      budget: { type: 'number', title: 'Budget (EUR)', minimum: 0 },
      newsletter: { type: 'boolean', title: 'Send me the newsletter', default: false },
      priority: { type: 'string', title: 'Priority', enum: ['low', 'normal', 'high'], default: 'normal' },
      agent: {
        type: 'string',
        title: 'Agent',
        oneOf: [
          { const: 'nour', title: 'Nour' },
          { const: 'sam', title: 'Sam' },
          { const: 'priya', title: 'Priya' },
        ],
      },
      plan: { type: 'string', title: 'Plan (legacy enumNames)', enum: ['p1', 'p2'], enumNames: ['Basic', 'Pro'] },
      size: { type: 'string', title: 'T-shirt size', enum: ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'] },
      country: { type: 'string', title: 'Country', description: 'Type to filter: “cote” finds Côte d’Ivoire.', oneOf: countries },
      channels: {
        type: 'array',
        title: 'Contact channels',
        minItems: 1,
        maxItems: 2,
        items: { type: 'string', enum: ['email', 'phone', 'chat'] },
        default: ['email'],
      },
      topics: {
        type: 'array',
        title: 'Topics',
        items: {
          anyOf: [
            { const: 'billing', title: 'Billing' },
            { const: 'bugs', title: 'Bugs' },
            { const: 'sales', title: 'Sales' },
          ],
        },
      },
    },
    required: ['name', 'email', 'seats', 'agent'],
  },
};
