import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { elicit, type ElicitRequestParams } from '../src/index.js';
import { localToRfc3339 } from '../src/schema/datetime.js';
import type { ContentValidator, ValidatorProvider } from '../src/validation/contract.js';
import type { McpElicitation } from '../src/elements/elicitation/elicitation.js';
import { armed, click, control, expectSameNode, optionTitles, mountElicitation, mountForm, nextResult, part, parts, settled, sleep, type, oneField, until } from './helpers.js';

const opened = (): Promise<McpElicitation> => until(() => document.querySelector('mcp-elicitation'));

describe('defects found by review', () => {
  afterEach(() => document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove()));

  describe('elicit() with a request that is not an object', () => {
    for (const request of [undefined, null, 42, 'text', []]) {
      it(`shows ${JSON.stringify(request) ?? 'undefined'} as a request that cannot be shown, and ends on Escape`, async () => {
        // Not a request at all, as a server could send: the types say so, the element copes.
        const answer = elicit(request as unknown as ElicitRequestParams, { server: { name: 'Help desk' } });
        const el = await opened();
        await settled(el);
        await armed(el);
        expect(part(el, 'unsupported')!.textContent).to.contain('The request is not a JSON object.');
        expect(part(el, 'accept-button')).to.be.null;
        expect(el.shadowRoot!.querySelector('dialog')!.getBoundingClientRect().height).to.be.greaterThan(50);
        await sendKeys({ press: 'Escape' });
        expect(await answer).to.deep.equal({ action: 'cancel' });
      });
    }

    it('ends on the signal and on cancel() too', async () => {
      const controller = new AbortController();
      const first = elicit(undefined as unknown as ElicitRequestParams, { signal: controller.signal });
      await opened();
      controller.abort();
      expect(await first).to.deep.equal({ action: 'cancel' });
      const second = elicit(undefined as unknown as ElicitRequestParams);
      (await opened()).cancel();
      expect(await second).to.deep.equal({ action: 'cancel' });
    });
  });

  describe('text that shows nothing', () => {
    it('labels a field whose title is only zero-width characters by its key', async () => {
      const el = await mountForm(oneField('nickname', { type: 'string', title: '\u200B\u200C\u2060' }));
      expect(control(el, 'nickname')).to.exist;
    });

    it('spells out a key that is itself invisible, and falls back to the value for a blank option title', async () => {
      const el = await mountForm({
        message: 'm',
        requestedSchema: { type: 'object', properties: { '\u200B': { type: 'string', oneOf: [{ const: 'x', title: ' \u200D ' }] } } },
      });
      expect(parts(el, 'label')[0].textContent).to.equal('[U+200B]');
      expect(optionTitles(control(el, '[U+200B]'))).to.deep.equal(['No answer', 'x']);
    });

    it('reads a message of only spaces like an empty one', async () => {
      const el = await mountForm({ ...oneField('a', { type: 'string' }), message: ' \n\t\u200B ' });
      expect(part(el, 'message')!.textContent).to.equal('The server did not say why it is asking.');
    });
  });

  it('treats timeout = Infinity as no timeout', async () => {
    const el = await mountForm(oneField('a', { type: 'string' }), { timeout: Infinity });
    expect(part(el, 'countdown')).to.be.null;
    expect(el.shadowRoot!.textContent).not.to.contain('Infinity');
  });

  it('forgets the old answers in draftContent once a form is replaced by another kind of request', async () => {
    const form = await mountForm(oneField('a', { type: 'string', title: 'A' }));
    type(control(form, 'A'), 'typed');
    expect(form.draftContent).to.deep.equal({ a: 'typed' });
    form.request = { message: 'm', requestedSchema: { type: 'object', properties: { n: { type: 'object' } } } };
    await form.updateComplete;
    expect(form.draftContent).to.deep.equal({});

    const wrapper = await mountElicitation(oneField('a', { type: 'string', title: 'A' }));
    type(control(wrapper, 'A'), 'typed');
    wrapper.request = { mode: 'url', message: 'Sign in', url: 'https://example.com/' };
    await wrapper.updateComplete;
    expect(wrapper.draftContent).to.be.undefined;
  });

  it('sends a date-time in the years 0–99 as that year, not 19xx', () => {
    expect(localToRfc3339('0099-06-15T10:30')).to.match(/^0099-06-15T10:30:00[+-]\d{2}:\d{2}$/);
    expect(localToRfc3339('0001-01-01T00:00')).to.match(/^0001-01-01T00:00:00/);
  });

  it('uses a validator set after the request, from then on', async () => {
    const el = await mountForm(oneField('a', { type: 'string', title: 'A' }));
    await settled(el);
    const refuseAll: ContentValidator = () => [{ key: 'a', code: 'minLength', limit: 99 }];
    el.validator = (async () => refuseAll) as ValidatorProvider;
    await settled(el);
    type(control(el, 'A'), 'short');
    click(el, 'accept-button');
    expect((await until(() => part(el, 'error-summary'))).textContent).to.contain('Enter at least 99 characters');
  });

  describe('<mcp-elicitation modal> used directly', () => {
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

  describe('focus when elicit() ends', () => {
    it('returns to what had it before a modal question', async () => {
      const button = await fixture<HTMLButtonElement>(html`<button>Ask</button>`);
      button.focus();
      const answer = elicit(oneField('ok', { type: 'boolean' }));
      const el = await opened();
      await settled(el);
      click(el, 'decline-button');
      await answer;
      expectSameNode(document.activeElement, button, 'focused element');
    });

    it('goes to the element the host names instead', async () => {
      const [, target] = (await fixture<HTMLDivElement>(html`<div><button>Ask</button><input aria-label="Next" /></div>`)).children as unknown as [HTMLElement, HTMLInputElement];
      const answer = elicit(oneField('ok', { type: 'boolean' }), { returnFocus: target });
      const el = await opened();
      await settled(el);
      click(el, 'cancel-button');
      await answer;
      expectSameNode(document.activeElement, target, 'focused element');
    });

    it('returns from an inline question that leaves the page, and stays put when the person had moved on', async () => {
      const page = await fixture<HTMLDivElement>(html`<div><button>Ask</button><div class="chat"></div><input aria-label="Elsewhere" /></div>`);
      const [ask, chat, elsewhere] = page.children as unknown as [HTMLButtonElement, HTMLElement, HTMLInputElement];
      ask.focus();
      const first = elicit(oneField('ok', { type: 'boolean' }), { container: chat });
      let el = await until(() => chat.querySelector('mcp-elicitation'));
      await settled(el);
      await sleep(0);
      click(el, 'decline-button');
      await first;
      expectSameNode(document.activeElement, ask, 'focused element');

      const second = elicit(oneField('ok', { type: 'boolean' }), { container: chat, timeoutMs: 300 });
      el = await until(() => chat.querySelector('mcp-elicitation'));
      await settled(el);
      await sleep(0);
      elsewhere.focus();
      await second;
      expectSameNode(document.activeElement, elsewhere, 'focused element after a timeout');
    });
  });
});
