import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../src/define.js';
import type { McpElicitationForm } from '../src/elements/elicitation-form/elicitation-form.js';
import { click, mountForm, mountUrl, part, parts, rootOf, settled, until, nextResult, type, oneField } from './helpers.js';
import type { McpElicitation } from '../src/elements/elicitation/elicitation.js';

const style = (el: Element) => getComputedStyle(el);
const hasEdge = (el: Element) => style(el).borderTopStyle !== 'none' && parseFloat(style(el).borderTopWidth) >= 1;

const risky = { mode: 'url', message: 'Pay', url: 'http://pay.example.com/' };
const secret = {
  message: 'm',
  requestedSchema: { type: 'object', properties: { apiKey: { type: 'string', title: 'API key' } }, required: ['apiKey'] },
};

describe('in forced colours (Windows high contrast)', () => {
  before(() => emulateMedia({ forcedColors: 'active' }));
  after(() => emulateMedia({ forcedColors: 'none' }));

  it('keeps the open button distinct from Decline', async () => {
    const el = await mountUrl(risky, { server: { name: 'Shop' } });
    await settled(el);
    const open = style(part(el, 'accept-button')!);
    const decline = style(part(el, 'decline-button')!);
    expect(open.backgroundColor).not.to.equal(decline.backgroundColor);
    expect(open.color).not.to.equal(decline.color);
  });

  it('keeps Accept distinct from Decline', async () => {
    const el = await mountForm(secret);
    await settled(el);
    expect(style(part(el, 'accept-button')!).backgroundColor).not.to.equal(style(part(el, 'decline-button')!).backgroundColor);
  });

  it('keeps the edges of the URL box and of the warnings', async () => {
    const el = await mountUrl(risky, { server: { name: 'Shop' } });
    await settled(el);
    expect(hasEdge(part(el, 'url')!), 'url').to.equal(true);
    expect(hasEdge(part(el, 'url-warnings')!), 'url-warnings').to.equal(true);
  });

  it('keeps the edges of a field warning, the error summary and an unsupported request', async () => {
    const el = await mountForm(secret);
    await settled(el);
    expect(hasEdge(part(el, 'warning')!), 'warning').to.equal(true);
    click(el, 'accept-button');
    expect(hasEdge(await until(() => part(el, 'error-summary'))), 'error-summary').to.equal(true);
    const unsupported = await mountForm({ message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'object' } } } });
    expect(hasEdge(part(unsupported, 'unsupported')!), 'unsupported').to.equal(true);
  });

  it('passes accessibility tests', async () => {
    const el = await mountUrl(risky, { server: { name: 'Shop' } });
    await settled(el);
    await expect(el).to.be.accessible();
  });
});

describe('right to left', () => {
  async function inRtl(request: unknown): Promise<McpElicitationForm> {
    const wrapper = await fixture<HTMLDivElement>(html`<div dir="rtl" lang="ar">
      <mcp-elicitation-form .request=${request}></mcp-elicitation-form>
    </div>`);
    const el = wrapper.querySelector('mcp-elicitation-form')!;
    await settled(el);
    return el;
  }

  it('indents lists from the right', async () => {
    const el = await inRtl({ message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'object' } } } });
    const list = rootOf(el).querySelector('.unsupported ul')!;
    expect(parseFloat(style(list).paddingRight)).to.be.greaterThan(0);
    expect(parseFloat(style(list).paddingLeft)).to.equal(0);
  });

  it('puts Accept first from the right, and the controls after their labels from the right', async () => {
    const el = await inRtl({ message: 'm', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean', title: 'موافق' } } } });
    const [accept, decline] = [part(el, 'accept-button')!, part(el, 'decline-button')!].map((b) => b.getBoundingClientRect());
    expect(accept.left).to.be.greaterThan(decline.left);
    const box = rootOf(el).querySelector('input[type="checkbox"]')!.getBoundingClientRect();
    const label = parts(el, 'label')[0].getBoundingClientRect();
    expect(box.left).to.be.greaterThan(label.left);
  });

  it('uses no physical left or right in any stylesheet', () => {
    const sheets = (customElements.get('mcp-elicitation-form') as unknown as { elementStyles: { cssText: string }[] }).elementStyles;
    const urlSheets = (customElements.get('mcp-url-elicitation') as unknown as { elementStyles: { cssText: string }[] }).elementStyles;
    for (const sheet of [...sheets, ...urlSheets]) expect(sheet.cssText).not.to.match(/(margin|padding|border)-(left|right)|text-align:\s*(left|right)|float:/);
  });
});

describe('<mcp-elicitation modal> used directly', () => {
  afterEach(() => document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove()));
  it('closes its dialog once answered, and opens it again for a new request', async () => {
    const el = await fixture<McpElicitation>(html`<mcp-elicitation modal .request=${oneField('ok', { type: 'boolean' })}></mcp-elicitation>`);
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    const result = nextResult(el);
    click(el, 'decline-button');
    await result;
    await el.updateComplete;
    expect(dialog.open).to.equal(false);
    el.request = oneField('again', { type: 'boolean' });
    await el.updateComplete;
    expect(dialog.open).to.equal(true);
    el.cancel();
  });

  it('does not open an empty dialog before its request arrives', async () => {
    const el = await fixture<McpElicitation>(html`<mcp-elicitation modal></mcp-elicitation>`);
    expect(el.shadowRoot!.querySelector('dialog')!.open).to.equal(false);
  });
});
