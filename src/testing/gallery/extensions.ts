import type { GalleryCase } from './types.js';
import { INVOICE, PARTS, PIXEL, core, openai, partOptions, server } from './extension-requests.js';

/**
 * The extensions a host turns on (`ElicitExtensions`): OpenAI's form extension (`openai/elicitation`)
 * and core file inputs (SEP-2356 `x-mcp-file`, a draft), with the hostile requests a renderer must
 * survive. Each case says what the host turned on; without it, the same request is what it is
 * without extensions.
 */
export const extensions: GalleryCase[] = [
  {
    name: 'openai-pattern',
    about: 'A text that must match a pattern (openai/elicitation): checked before it is sent.',
    server,
    extensions: { openai: true },
    request: openai('Which project is this for?', { code: { type: 'string', title: 'Project code', pattern: '^[A-Z]{3}-[0-9]{3}$' } }, ['code']),
    expect: {
      shows: 'form',
      fields: [{ key: 'code', label: 'Project code', kind: 'text', required: true }],
      sends: [{ values: { 'Project code': 'ABC-123' }, content: { code: 'ABC-123' } }],
      refuses: [
        { values: { 'Project code': 'abc-123' }, field: 'code' },
        { values: { 'Project code': 'ABC-123 ' }, field: 'code' },
      ],
    },
  },
  {
    name: 'openai-option-descriptions',
    about: 'Titled options with a description each (openai/elicitation): the description shown under its option.',
    server,
    extensions: { openai: true },
    request: openai(
      'Choose a plan',
      {
        plan: {
          type: 'string',
          title: 'Plan',
          oneOf: [
            { const: 'starter', title: 'Starter', description: 'One seat, community support.' },
            { const: 'team', title: 'Team', description: 'Up to ten seats, support on weekdays.' },
          ],
        },
      },
      ['plan'],
    ),
    expect: {
      shows: 'form',
      fields: [
        {
          key: 'plan',
          label: 'Plan',
          kind: 'choice',
          required: true,
          options: [
            { title: 'Starter', value: 'starter' },
            { title: 'Team', value: 'team' },
          ],
        },
      ],
      sends: [{ values: { Plan: 'Team' }, content: { plan: 'team' } }],
      showsText: ['One seat, community support.', 'Up to ten seats, support on weekdays.'],
    },
  },
  {
    name: 'openai-thumbnails',
    about: 'Options with thumbnails, one inline (data:), one without (openai/elicitation): every option still chosen by its title.',
    server,
    extensions: { openai: true },
    request: openai('Choose a part', {
      part: {
        type: 'string',
        title: 'Part',
        oneOf: [
          { const: 'washer', title: 'M6 washer', 'x-openai-thumbnail': { src: PIXEL } },
          { const: 'spacer', title: 'Spacer' },
        ],
      },
    }),
    expect: {
      shows: 'form',
      fields: [
        {
          key: 'part',
          label: 'Part',
          kind: 'choice',
          required: false,
          options: [
            { title: 'M6 washer', value: 'washer' },
            { title: 'Spacer', value: 'spacer' },
          ],
        },
      ],
      sends: [{ values: { Part: 'Spacer' }, content: { part: 'spacer' } }],
    },
  },
  {
    name: 'openai-suggestions',
    about: 'Suggestions that still take free text, for one text and for a list (openai/elicitation).',
    server,
    extensions: { openai: true },
    request: openai(
      'Which part is under review?',
      {
        part: { type: 'string', title: 'Part', minLength: 1, 'x-openai-suggestions': [{ const: 'hex-bolt', title: 'M6 hex bolt' }] },
        accessories: {
          type: 'array',
          title: 'Accessories',
          items: {
            type: 'string',
            'x-openai-suggestions': [
              { const: 'washer', title: 'M6 washer' },
              { const: 'nut', title: 'M6 nut' },
            ],
          },
        },
      },
      ['part'],
    ),
    expect: {
      shows: 'form',
      fields: [
        { key: 'part', label: 'Part', kind: 'text', required: true, options: [{ title: 'M6 hex bolt', value: 'hex-bolt' }] },
        {
          key: 'accessories',
          label: 'Accessories',
          kind: 'choices',
          required: false,
          options: [
            { title: 'M6 washer', value: 'washer' },
            { title: 'M6 nut', value: 'nut' },
          ],
        },
      ],
      sends: [
        { values: { Part: 'M6 hex bolt', Accessories: ['M6 washer', 'custom-spacer'] }, content: { part: 'hex-bolt', accessories: ['washer', 'custom-spacer'] } },
        { values: { Part: 'a part of my own' }, content: { part: 'a part of my own' } },
      ],
      refuses: [{ values: {}, field: 'part' }],
    },
  },
  {
    name: 'openai-resource',
    about: 'One resource from the server’s options (openai/elicitation x-openai-input): its URI is sent.',
    server,
    extensions: { openai: true },
    request: openai('Choose a reference file', { reference: { type: 'string', format: 'uri', title: 'Reference file', 'x-openai-input': { type: 'resource', options: PARTS } } }, [
      'reference',
    ]),
    expect: {
      shows: 'form',
      fields: [{ key: 'reference', label: 'Reference file', kind: 'resource', required: true, options: partOptions }],
      sends: [{ values: { 'Reference file': 'M6 washer' }, content: { reference: 'cad://parts/washer' } }],
      refuses: [{ values: {}, field: 'reference' }],
    },
  },
  {
    name: 'openai-resources',
    about: 'Several resources, ticked (explicit selection), one ticked by default: a list of URIs is sent.',
    server,
    extensions: { openai: true },
    request: openai('Choose parts to inspect', {
      parts: {
        type: 'array',
        title: 'Parts',
        items: { type: 'string', format: 'uri' },
        'x-openai-input': { type: 'resource', selection: 'explicit', options: PARTS },
        default: ['cad://parts/hex-bolt'],
      },
    }),
    expect: {
      shows: 'form',
      fields: [{ key: 'parts', label: 'Parts', kind: 'resources', required: false, options: partOptions, value: ['cad://parts/hex-bolt'] }],
      sends: [
        { values: {}, content: { parts: ['cad://parts/hex-bolt'] } },
        { values: { Parts: ['M6 hex bolt', 'Spacer'] }, content: { parts: ['cad://parts/hex-bolt', 'cad://parts/spacer'] } },
      ],
    },
  },
  {
    name: 'openai-user-files-without-upload',
    about: 'The person’s own files (userOptions) when the host gave no upload hook: said to be unsupported, never shown without them.',
    server,
    extensions: { openai: true },
    request: openai('Add the drawings', {
      drawings: {
        type: 'array',
        items: { type: 'string', format: 'uri' },
        'x-openai-input': { type: 'resource', selection: 'implicit', options: [], userOptions: { accept: ['.stl'] } },
      },
    }),
    expect: { shows: 'unsupported', because: ['needs-upload'] },
  },
  {
    name: 'openai-extension-off',
    about: 'A question written for OpenAI’s form extension when the host did not turn it on: its core schema is empty on purpose, so it is never shown as an empty form.',
    server,
    request: openai('Choose a plan', { plan: { type: 'string', title: 'Plan', enum: ['starter', 'team'] } }),
    expect: { shows: 'unsupported', because: ['extension-off'] },
  },
  {
    name: 'file-input',
    about: 'A core file input (SEP-2356 x-mcp-file) when the host turned files on: a file control, whose file is sent as a data: URI.',
    server,
    extensions: { files: true },
    request: core('Attach the invoice', { invoice: INVOICE }, ['invoice']),
    expect: {
      shows: 'form',
      fields: [{ key: 'invoice', label: 'Invoice', kind: 'file', required: true }],
      sends: [
        { values: { Invoice: { name: 'invoice 1.txt', type: 'text/plain', contents: 'Paid' } }, content: { invoice: 'data:text/plain;name=invoice%201.txt;base64,UGFpZA==' } },
      ],
      refuses: [
        { values: {}, field: 'invoice' },
        { values: { Invoice: { name: 'invoice.pdf', type: 'application/pdf', contents: '%PDF-1.4' } }, field: 'invoice' },
      ],
    },
  },
  {
    name: 'file-input-off',
    about: 'The same file input when the host did not turn files on: what it is without the extension, a URI field.',
    server,
    request: core('Attach the invoice', { invoice: INVOICE }, ['invoice']),
    expect: {
      shows: 'form',
      fields: [{ key: 'invoice', label: 'Invoice', kind: 'uri', required: true }],
      sends: [{ values: { Invoice: 'https://files.example/invoice.txt' }, content: { invoice: 'https://files.example/invoice.txt' } }],
    },
  },
];
