import { expect, fixture, html } from '@open-wc/testing';
import type { McpElicitationForm } from '../src/elements/elicitation-form/elicitation-form.js';
import type { ElicitContent, ElicitExtensions } from '../src/types.js';
import { accessibleText, click, control, nextResult, part, parts, settled, until } from './helpers.js';
import { SHOWN_AT_ONCE } from '../src/elements/elicitation-form/resource-picker.js';

// Resource pickers of OpenAI's form extension (`x-openai-input`, type "resource"), with `extensions.openai` on.

function openaiRequest(properties: Record<string, unknown>, required: string[] = []): unknown {
  return {
    mode: 'form',
    message: 'Choose CAD parts',
    requestedSchema: { type: 'object', properties: {} },
    _meta: { 'openai/elicitation': { requestedSchema: { type: 'object', properties, required } } },
  };
}

const parts3 = [
  {
    uri: 'cad://parts/hex-bolt',
    name: 'hex-bolt',
    title: 'M6 hex bolt',
    description: 'A fastener for the main joint.',
    _meta: {
      'openai/thumbnail': { src: 'data:image/png;base64,iVBORw0KGgo=' },
      'openai/preview': { target: { type: 'resource_link', uri: 'cad://parts/hex-bolt', name: 'M6 hex bolt' } },
    },
  },
  { uri: 'cad://parts/washer', name: 'washer', title: 'M6 washer' },
  { uri: 'cad://parts/nut', name: 'nut', title: 'M6 nut' },
];

const single = (extra: Record<string, unknown> = {}) => ({
  part: { type: 'string', format: 'uri', title: 'Part', 'x-openai-input': { type: 'resource', options: parts3, ...extra } },
});
const multi = (selection: 'explicit' | 'implicit', extra: Record<string, unknown> = {}) => ({
  parts: { type: 'array', title: 'Parts', items: { type: 'string', format: 'uri' }, 'x-openai-input': { type: 'resource', selection, options: parts3, ...extra } },
});

async function mount(request: unknown, extensions: ElicitExtensions): Promise<McpElicitationForm> {
  const el = await fixture<McpElicitationForm>(html`<mcp-elicitation-form .extensions=${extensions} .request=${request}></mcp-elicitation-form>`);
  await settled(el);
  return el;
}

async function accept(el: HTMLElement): Promise<ElicitContent | undefined> {
  const result = nextResult(el);
  click(el, 'accept-button');
  return (await result).result.content;
}

const box = (el: McpElicitationForm, title: string): HTMLInputElement =>
  [...el.shadowRoot!.querySelectorAll<HTMLLabelElement>('.resource label.option')].find((l) => l.textContent!.includes(title))!.querySelector('input')!;

describe('resource pickers (openai/elicitation x-openai-input)', () => {
  it('a single choice sends the chosen resource URI, and shows each title, description and thumbnail', async () => {
    const el = await mount(openaiRequest(single(), ['part']), { openai: true });
    const group = control(el, 'Part');
    expect(group.getAttribute('role')).to.equal('radiogroup');
    expect(group.textContent).to.contain('A fastener for the main joint.');
    // The same image as a rich option's (the thumbnail part), decorative here: the title beside it names the option.
    const images = [...group.querySelectorAll<HTMLImageElement>('img')];
    expect(images.map((i) => i.getAttribute('part'))).to.deep.equal(['thumbnail', 'thumbnail', 'thumbnail']);
    expect(images.every((i) => i.referrerPolicy === 'no-referrer' && i.alt === '' && i.getAttribute('width') === '40')).to.equal(true);
    const { name, description } = await accessibleText(box(el, 'M6 hex bolt'));
    expect([name, description]).to.deep.equal(['M6 hex bolt', 'A fastener for the main joint.']);
    // The two without a thumbnail show the fallback picture, as a rich option without one does.
    expect(images.slice(1).every((i) => i.getAttribute('src')!.startsWith('data:image/svg+xml,'))).to.equal(true);
    box(el, 'M6 washer').click();
    expect(await accept(el)).to.deep.equal({ part: 'cad://parts/washer' });
  });

  it('an optional single choice starts with "No answer", so a choice can be taken back', async () => {
    const el = await mount(openaiRequest(single()), { openai: true });
    expect(box(el, 'No answer').checked).to.equal(true);
    box(el, 'M6 nut').click();
    box(el, 'No answer').click();
    expect(await accept(el)).to.deep.equal({});
  });

  it('multiple, explicit: ticking and unticking, sends the ticked URIs', async () => {
    const el = await mount(openaiRequest(multi('explicit')), { openai: true });
    box(el, 'M6 nut').click();
    box(el, 'M6 hex bolt').click();
    box(el, 'M6 nut').click();
    expect(await accept(el)).to.deep.equal({ parts: ['cad://parts/hex-bolt'] });
  });

  it('no preview button without the host’s preview hook; with it, the button calls it with the option’s URI', async () => {
    const without = await mount(openaiRequest(single()), { openai: true });
    expect(parts(without, 'preview-button')).to.have.length(0);
    const calls: [string, { title: string }][] = [];
    const el = await mount(openaiRequest(single()), { openai: { preview: (uri, option) => void calls.push([uri, option]) } });
    const buttons = parts<HTMLButtonElement>(el, 'preview-button');
    expect(buttons).to.have.length(1);
    expect(buttons[0].getAttribute('aria-label')).to.equal('Preview M6 hex bolt');
    buttons[0].click();
    expect(calls).to.deep.equal([['cad://parts/hex-bolt', { title: 'M6 hex bolt' }]]);
  });

  it('takes its words from the host’s strings, as every other word of the question', async () => {
    const el = await fixture<McpElicitationForm>(
      html`<mcp-elicitation-form
        .extensions=${{ openai: { preview: () => undefined } }}
        .strings=${{ preview: 'Look', previewOf: (title: string) => `Look at ${title}` }}
        .request=${openaiRequest(single())}
      ></mcp-elicitation-form>`,
    );
    await settled(el);
    const [button] = parts<HTMLButtonElement>(el, 'preview-button');
    expect(button.textContent?.trim()).to.equal('Look');
    expect(button.getAttribute('aria-label')).to.equal('Look at M6 hex bolt');
  });

  it('userOptions without the host’s upload hook: the question is unsupported, never shown without them', async () => {
    const el = await mount(openaiRequest(single({ userOptions: { kind: 'file' } })), { openai: true });
    expect(await until(() => part(el, 'unsupported'))).to.not.equal(null);
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
  });

  it('the person’s own folders (userOptions of kind directory): unsupported even with the upload hook, never a file picker in their place', async () => {
    const el = await mount(openaiRequest(single({ userOptions: { kind: 'directory' } })), { openai: { upload: async () => 'host://x' } });
    expect(await until(() => part(el, 'unsupported'))).to.not.equal(null);
    expect(part(el, 'unsupported')!.textContent).to.contain('“part” asks for your own files');
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
  });

  it('userOptions with the upload hook: the person’s own file goes to the hook, and the URI it gives is sent', async () => {
    const uploaded: string[] = [];
    const el = await mount(openaiRequest(multi('explicit', { userOptions: { kind: 'file', accept: ['.stl'] } })), {
      openai: { upload: async (file, field) => (uploaded.push(`${file.name} for ${field.name}`), 'host://files/mine.stl') },
    });
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('[part~="upload-button"] + input[type="file"]')!;
    expect(input.accept).to.equal('.stl');
    const transfer = new DataTransfer();
    transfer.items.add(new File(['solid'], 'mine.stl'));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await until(() => (el.draftContent.parts as string[] | undefined)?.length);
    expect(uploaded).to.deep.equal(['mine.stl for parts']);
    expect(box(el, 'mine.stl').checked).to.equal(true);
    expect(await accept(el)).to.deep.equal({ parts: ['host://files/mine.stl'] });
  });

  it('an upload the host’s hook rejects: an error on the field, tied to it, and nothing added', async () => {
    const el = await mount(openaiRequest(multi('explicit', { userOptions: { kind: 'file' } })), {
      openai: { upload: async () => Promise.reject(new Error('quota')) },
    });
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('[part~="upload-button"] + input[type="file"]')!;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['solid'], 'mine.stl'));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    const error = await until(() => part(el, 'error'));
    expect(error.textContent).to.contain('mine.stl could not be added. Try again, or choose another file.');
    expect(control(el, 'Parts').getAttribute('aria-describedby')!.split(' ')).to.include(error.id);
    expect(el.draftContent).to.deep.equal({});
  });

  it('10,000 options: a filter, and never more than a page of them on the page', async () => {
    const options = Array.from({ length: 10_000 }, (_, n) => ({ uri: `cad://parts/p${n}`, name: `p${n}`, title: `Part number ${n}` }));
    const el = await mount(openaiRequest({ part: { type: 'string', format: 'uri', title: 'Part', 'x-openai-input': { type: 'resource', options } } }), { openai: true });
    // The optional choice's "No answer", then a page of options.
    expect(el.shadowRoot!.querySelectorAll('.resource')).to.have.length(SHOWN_AT_ONCE + 1);
    expect(el.shadowRoot!.querySelector('.resource-count')!.textContent).to.equal('Showing 50 of 10,000: type to narrow the list');
    const filter = el.shadowRoot!.querySelector<HTMLInputElement>('.resource-filter')!;
    expect(filter.getAttribute('aria-label')).to.equal('Filter Part');
    filter.value = 'number 9999';
    filter.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.resource')).to.have.length(2);
    expect(el.shadowRoot!.querySelector('.resource-count')!.textContent).to.equal('1 shown');
    box(el, 'Part number 9999').click();
    expect(await accept(el)).to.deep.equal({ part: 'cad://parts/p9999' });
  });

  it('passes axe, thumbnails, preview and upload included', async () => {
    const el = await mount(openaiRequest(single({ userOptions: {} })), { openai: { preview: () => undefined, upload: async () => 'host://x' } });
    await expect(el).to.be.accessible();
  });
});

describe('resource pickers, implicit selection', () => {
  it('starts empty; the person adds offered resources (or their own files) and removes them, and what remains is sent', async () => {
    const request = openaiRequest(multi('implicit'));
    const el = await fixture<McpElicitationForm>(
      html`<mcp-elicitation-form .extensions=${{ openai: { upload: async () => 'host://x' } }} .request=${request}></mcp-elicitation-form>`,
    );
    await settled(el);
    const add = (title: string) => parts<HTMLButtonElement>(el, 'add-button').find((b) => b.getAttribute('aria-label') === `Add ${title}`)!;
    expect(parts(el, 'chip-remove-button')).to.have.length(0);
    add('M6 washer').click();
    add('M6 nut').click();
    await el.updateComplete;
    const removes = parts<HTMLButtonElement>(el, 'chip-remove-button');
    expect(removes.map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Remove M6 washer', 'Remove M6 nut']);
    expect(parts(el, 'add-button').map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Add M6 hex bolt']);
    removes[0].focus();
    removes[0].click();
    await el.updateComplete;
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).to.equal('Remove M6 nut');
    expect(await accept(el)).to.deep.equal({ parts: ['cad://parts/nut'] });
  });
});
