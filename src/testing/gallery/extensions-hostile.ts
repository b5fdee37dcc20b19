import type { GalleryCase } from './types.js';
import { FIVE_MB_IMAGE, INVOICE, PIXEL, TEN_THOUSAND, core, openai, server } from './extension-requests.js';

/**
 * Requests for the extensions that a renderer must survive: a catastrophic pattern, one that cannot
 * be checked, thumbnails on `http:` and `javascript:`, a 5 MB image, 10,000 resources, a file over
 * its limit.
 */
export const extensionsHostile: GalleryCase[] = [
  {
    name: 'catastrophic-pattern',
    about: 'A pattern that backtracks catastrophically, ^(a+)+$: checked in time that grows only with the text, so 30,000 a’s and a b are refused at once, never hanging the tab.',
    server,
    extensions: { openai: true },
    request: openai('Type some a’s', { word: { type: 'string', title: 'Word', pattern: '^(a+)+$' } }, ['word']),
    expect: {
      shows: 'form',
      fields: [{ key: 'word', label: 'Word', kind: 'text', required: true }],
      sends: [{ values: { Word: 'aaaa' }, content: { word: 'aaaa' } }],
      refuses: [{ values: { Word: `${'a'.repeat(30_000)}b` }, field: 'word' }],
    },
  },
  {
    name: 'pattern-that-cannot-be-checked',
    about: 'A pattern with a back-reference, which no linear-time matcher can run: the question is unsupported rather than unchecked.',
    server,
    extensions: { openai: true },
    request: openai('Say it twice', { twice: { type: 'string', title: 'Twice', pattern: '^(a+)\\1$' } }),
    expect: { shows: 'unsupported', because: ['unsafe-pattern'] },
  },
  {
    name: 'thumbnail-on-http',
    about: 'A thumbnail on http: (the spec allows https: and data: only): never requested; the option stays choosable.',
    server,
    extensions: { openai: true },
    request: openai('Choose a part', {
      part: { type: 'string', title: 'Part', oneOf: [{ const: 'washer', title: 'M6 washer', 'x-openai-thumbnail': { src: 'http://tracker.example/washer.png' } }] },
    }),
    expect: {
      shows: 'form',
      fields: [{ key: 'part', label: 'Part', kind: 'choice', required: false, options: [{ title: 'M6 washer', value: 'washer' }] }],
      sends: [{ values: { Part: 'M6 washer' }, content: { part: 'washer' } }],
      neverLoads: ['http://tracker.example/washer.png'],
    },
  },
  {
    name: 'thumbnail-on-javascript',
    about: 'A thumbnail whose src is javascript:: never put in an image or run; the option stays choosable.',
    server,
    extensions: { openai: true },
    request: openai('Choose a part', {
      part: { type: 'string', title: 'Part', oneOf: [{ const: 'washer', title: 'M6 washer', 'x-openai-thumbnail': { src: 'javascript:alert(1)' } }] },
    }),
    expect: {
      shows: 'form',
      fields: [{ key: 'part', label: 'Part', kind: 'choice', required: false, options: [{ title: 'M6 washer', value: 'washer' }] }],
      sends: [{ values: { Part: 'M6 washer' }, content: { part: 'washer' } }],
      neverLoads: ['javascript:alert(1)'],
    },
  },
  {
    name: 'five-megabyte-thumbnail',
    about: 'A 5 MB data: image that no browser can draw: the form still shows at once and answers.',
    server,
    extensions: { openai: true },
    get request() {
      return openai('Choose a part', {
        part: {
          type: 'string',
          title: 'Part',
          oneOf: [
            { const: 'huge', title: 'Huge', 'x-openai-thumbnail': { src: FIVE_MB_IMAGE() } },
            { const: 'small', title: 'Small', 'x-openai-thumbnail': { src: PIXEL } },
          ],
        },
      });
    },
    expect: {
      shows: 'form',
      fields: [
        {
          key: 'part',
          label: 'Part',
          kind: 'choice',
          required: false,
          options: [
            { title: 'Huge', value: 'huge' },
            { title: 'Small', value: 'small' },
          ],
        },
      ],
      sends: [{ values: { Part: 'Huge' }, content: { part: 'huge' } }],
    },
  },
  {
    name: 'ten-thousand-resources',
    about: '10,000 resource options: shown without freezing the page, and the last but one can be picked.',
    server,
    extensions: { openai: true },
    request: openai('Choose a part', { part: { type: 'string', format: 'uri', title: 'Part', 'x-openai-input': { type: 'resource', options: TEN_THOUSAND } } }, ['part']),
    expect: {
      shows: 'form',
      fields: [{ key: 'part', label: 'Part', kind: 'resource', required: true, options: TEN_THOUSAND.map((p) => ({ title: p.title, value: p.uri })) }],
      sends: [{ values: { Part: 'Part 9999' }, content: { part: 'cad://parts/p9999' } }],
    },
  },
  {
    name: 'file-over-its-limit',
    about: 'A file larger than maxSize (1 KiB): refused on its field, never read past the limit, never sent.',
    server,
    extensions: { files: true },
    request: core('Attach the invoice', { invoice: INVOICE }, ['invoice']),
    expect: {
      shows: 'form',
      fields: [{ key: 'invoice', label: 'Invoice', kind: 'file', required: true }],
      refuses: [{ values: { Invoice: { name: 'invoice.txt', type: 'text/plain', contents: 'x'.repeat(2048) } }, field: 'invoice' }],
    },
  },
];
