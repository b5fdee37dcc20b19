import type { Meta, StoryObj } from '@storybook/web-components-vite';
import type { McpElicitation } from '../src/index.js';
import type { ElicitRequestFormParams } from '../src/types.js';
import { onEachQuestion, question } from './support.js';
import { attachFile, rootOf } from '../test/harness.js';

/**
 * What the host renders when it turns extensions on: core file inputs (SEP-2356 `x-mcp-file`, with
 * `extensions.files`), and OpenAI's resource pickers (`x-openai-input`, with `extensions.openai`),
 * with thumbnails, a preview button when the host gives a `preview` hook, and the person's own
 * files through its `upload` hook.
 */
const meta: Meta = { title: 'Elicitation/Files and resources', component: 'mcp-elicitation' };
export default meta;

type Story = StoryObj;

const server = { name: 'CAD library', origin: 'https://cad.example.com' };
const files = { files: true };
/** A 1×1 PNG, drawn 40 px square: a thumbnail that needs no network. */
const PIXEL = (colour: 'red' | 'blue') =>
  colour === 'red'
    ? 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='
    : 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPj/HwADBwIAMCbHYQAAAABJRU5ErkJggg==';

const receipt = (descriptor: Record<string, unknown> = { accept: ['image/*', '.pdf'], maxSize: 5_000_000 }): ElicitRequestFormParams => ({
  mode: 'form',
  message: 'Attach the receipt for this expense.',
  requestedSchema: {
    type: 'object',
    properties: {
      receipt: { type: 'string', format: 'uri', title: 'Receipt', description: 'A photo or a PDF of the receipt.', 'x-mcp-file': descriptor },
      note: { type: 'string', title: 'Note' },
    },
    required: ['receipt'],
  },
});

/** Attaches a file to the "Receipt" field of each question, as a person who chose it would. */
const attach = (file: () => File) => onEachQuestion(async (el: McpElicitation) => attachFile(el, 'Receipt', file()));

export const FileInput: Story = { render: () => question(receipt(), { server, extensions: files }) };

/** Chosen: its name and size, and a button that removes it. */
export const FileChosen: Story = {
  render: () => question(receipt(), { server, extensions: files }),
  play: async (context) => {
    await attach(() => new File(['x'.repeat(248_123)], 'receipt-2026-12-04.pdf', { type: 'application/pdf' }))(context);
    for (const el of context.canvasElement.querySelectorAll<McpElicitation>('mcp-elicitation')) {
      // Reading is asynchronous: the picture is of the file read, which the field's live region says (in any language).
      const read = () => !!rootOf(el).querySelector('.file [role="status"]')?.textContent;
      for (let i = 0; i < 100 && !read(); i++) await new Promise((r) => setTimeout(r, 20));
      if (!read()) throw new Error('The chosen file was not read within 2 s.');
    }
  },
};

/** Over `maxSize`: refused before a byte is read, the error on the field. */
export const FileTooLarge: Story = {
  render: () => question(receipt({ accept: ['image/*', '.pdf'], maxSize: 1_000_000 }), { server, extensions: files }),
  play: attach(() => new File([new Uint8Array(2_400_000)], 'scan.png', { type: 'image/png' })),
};

/** The host did not turn file inputs on: the field is the web address field it always was. */
export const FileInputOff: Story = { render: () => question(receipt(), { server }) };

const openai = (message: string, properties: Record<string, unknown>): unknown => ({
  mode: 'form',
  message,
  requestedSchema: { type: 'object', properties: {} },
  _meta: { 'openai/elicitation': { requestedSchema: { type: 'object', properties } } },
});

const partsList = [
  {
    uri: 'cad://parts/hex-bolt',
    name: 'hex-bolt',
    title: 'M6 hex bolt',
    description: 'A fastener for the main joint.',
    _meta: { 'openai/thumbnail': { src: PIXEL('red') }, 'openai/preview': { target: { type: 'resource_link', uri: 'cad://parts/hex-bolt', name: 'M6 hex bolt' } } },
  },
  { uri: 'cad://parts/washer', name: 'washer', title: 'M6 washer', _meta: { 'openai/thumbnail': { src: PIXEL('blue') } } },
  { uri: 'cad://parts/nut', name: 'nut', title: 'M6 nut', description: 'No thumbnail: the fallback image.' },
  { uri: 'cad://parts/spacer', name: 'spacer', title: 'Spacer, 10 mm', _meta: { 'openai/thumbnail': { src: 'data:image/png;base64,AAAA' } } },
];

const hooks = { preview: () => undefined, upload: async (file: File) => `host://uploads/${encodeURIComponent(file.name)}` };

/** One resource: radios, each with its thumbnail (or the fallback), description and, with the host's hook, a preview button. */
export const ResourcePicker: Story = {
  render: () =>
    question(openai('Choose a CAD part to inspect', { part: { type: 'string', format: 'uri', title: 'Part', 'x-openai-input': { type: 'resource', options: partsList } } }), {
      server,
      extensions: { openai: { preview: hooks.preview } },
    }),
};

/** Several, explicit: ticked and unticked; the person's own file through the host's upload hook. */
export const ResourcesExplicitWithUpload: Story = {
  render: () =>
    question(
      openai('Choose CAD parts to inspect', {
        parts: {
          type: 'array',
          title: 'Parts',
          items: { type: 'string', format: 'uri' },
          default: ['cad://parts/washer'],
          'x-openai-input': { type: 'resource', selection: 'explicit', options: partsList, userOptions: { kind: 'file', accept: ['.stl', '.step'] } },
        },
      }),
      { server, extensions: { openai: hooks } },
    ),
};

/** Implicit: the list is what is sent; offered parts are added, and each in the list can be removed. */
export const ResourcesImplicit: Story = {
  render: () =>
    question(
      openai('Which parts go in the kit?', {
        kit: { type: 'array', title: 'Kit', items: { type: 'string', format: 'uri' }, 'x-openai-input': { type: 'resource', selection: 'implicit', options: partsList } },
      }),
      { server, extensions: { openai: hooks } },
    ),
  play: onEachQuestion((el) => {
    const add = [...rootOf(el).querySelectorAll<HTMLButtonElement>('[part~="add-button"]')];
    add[0]?.click();
    add[2]?.click();
  }),
};

/** 10,000 resources: a filter, and at most 50 on the page at once. */
export const TenThousandResources: Story = {
  render: () =>
    question(
      openai('Choose a part', {
        part: {
          type: 'string',
          format: 'uri',
          title: 'Part',
          'x-openai-input': { type: 'resource', options: Array.from({ length: 10_000 }, (_, n) => ({ uri: `cad://parts/p${n}`, name: `p${n}`, title: `Part number ${n + 1}` })) },
        },
      }),
      { server, extensions: { openai: true } },
    ),
};
