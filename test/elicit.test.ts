import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { elicit } from '../src/index.js';
import { armed, expectFocus, click, control, part, rootOf, settled, sleep, type, oneField, until, expectSameNode } from './helpers.js';
import type { McpElicitation } from '../src/elements/elicitation/elicitation.js';
import type { ElicitRequestParams } from '../src/index.js';

const current = (): McpElicitation => document.querySelector('mcp-elicitation')!;

async function opened(): Promise<McpElicitation> {
  for (let i = 0; i < 50 && !current(); i++) await sleep(5);
  const el = current();
  await el.updateComplete;
  await settled(el);
  return el;
}

describe('elicit()', () => {
  afterEach(() => document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove()));

  it('shows the question in a modal dialog and resolves with the answer', async () => {
    const answer = elicit(oneField('name', { type: 'string', title: 'Name' }, true), { server: { name: 'Help desk' } });
    const el = await opened();
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-label')).to.equal('Help desk asks');
    await expect(el).to.be.accessible();
    type(control(el, 'Name'), 'Ada');
    click(el, 'accept-button');
    expect(await answer).to.deep.equal({ action: 'accept', content: { name: 'Ada' } });
    expect(current() === null, 'the element is removed').to.equal(true);
  });

  it('puts focus on the dialog’s message, from where Tab reaches the first field', async () => {
    void elicit(oneField('name', { type: 'string', title: 'Name' }));
    const el = await opened();
    expectFocus(el, part(el, 'message')!);
    await armed(el);
    await sendKeys({ press: 'Tab' });
    expectFocus(el, control(el, 'Name'));
  });

  it('resolves cancel when Escape closes the dialog', async () => {
    const answer = elicit(oneField('name', { type: 'string' }));
    await armed(await opened());
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.deep.equal({ action: 'cancel' });
  });

  it('resolves cancel when the dialog gets a close request without a key press', async () => {
    const answer = elicit(oneField('name', { type: 'string' }));
    const el = await opened();
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    const request = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(request);
    expect(request.defaultPrevented, 'the element answers, then removes the dialog').to.equal(true);
    expect(await answer).to.deep.equal({ action: 'cancel' });
  });

  it('resolves decline when the person declines', async () => {
    const answer = elicit(oneField('name', { type: 'string' }));
    click(await opened(), 'decline-button');
    expect(await answer).to.deep.equal({ action: 'decline' });
  });

  it('shows the question inline in a container, focused on its message when nothing else had focus, and removes it once answered', async () => {
    const message = document.createElement('div');
    document.body.append(message);
    const answer = elicit(oneField('name', { type: 'string', title: 'Name' }), { container: message });
    const el = await opened();
    expect(el.parentElement).to.equal(message);
    expect(el.shadowRoot!.querySelector('dialog') === null).to.equal(true);
    await el.updateComplete;
    expectFocus(el, part(el, 'message')!);
    click(el, 'cancel-button');
    expect(await answer).to.deep.equal({ action: 'cancel' });
    expect(message.children).to.have.length(0);
    message.remove();
  });

  it('keeps the answered question in its container when asked to, read-only', async () => {
    const message = document.createElement('div');
    document.body.append(message);
    const answer = elicit(oneField('name', { type: 'string' }), { container: message, keep: true });
    click(await opened(), 'decline-button');
    await answer;
    const kept = message.querySelector('mcp-elicitation')!;
    await kept.updateComplete;
    expect(part(kept, 'status')!.textContent).to.equal('You declined. Nothing was shared.');
    expect(part(kept, 'actions') === null).to.equal(true);
    message.remove();
  });

  it('resolves cancel and removes the question when the signal aborts', async () => {
    const controller = new AbortController();
    const answer = elicit(oneField('name', { type: 'string' }), { signal: controller.signal });
    await opened();
    controller.abort();
    expect(await answer).to.deep.equal({ action: 'cancel' });
    expect(current() === null).to.equal(true);
  });

  it('resolves cancel at once, showing nothing, for an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await elicit(oneField('name', { type: 'string' }), { signal: controller.signal })).to.deep.equal({ action: 'cancel' });
    expect(current() === null).to.equal(true);
  });

  it('resolves cancel when the host removes the container', async () => {
    const message = document.createElement('div');
    document.body.append(message);
    const answer = elicit(oneField('name', { type: 'string' }), { container: message });
    await opened();
    message.remove();
    expect(await answer).to.deep.equal({ action: 'cancel' });
  });

  it('pre-fills values and applies strings', async () => {
    const answer = elicit(oneField('name', { type: 'string', title: 'Name' }), { values: { name: 'Ada' }, strings: { accept: 'Send' } });
    const el = await opened();
    expect(control(el, 'Name').value).to.equal('Ada');
    expect(part(el, 'accept-button')!.textContent!.trim()).to.equal('Send');
    click(el, 'accept-button');
    expect(await answer).to.deep.equal({ action: 'accept', content: { name: 'Ada' } });
  });
});

describe('<mcp-elicitation>', () => {
  it('shows form mode for a request without a mode, and URL consent for mode "url"', async () => {
    const el = document.createElement('mcp-elicitation');
    el.request = oneField('a', { type: 'string' });
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('mcp-elicitation-form')).to.exist;
    el.request = { mode: 'url', message: 'Sign in', url: 'https://example.com/login' };
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('mcp-url-elicitation')).to.exist;
    expect(part(el, 'url-host')!.textContent).to.equal('example.com');
    el.remove();
  });

  it('lets a host style the inner parts through the outer element', async () => {
    const style = document.createElement('style');
    style.textContent = 'mcp-elicitation.themed::part(accept-button) { outline: 5px dotted rgb(1, 2, 3); }';
    document.head.append(style);
    const el = document.createElement('mcp-elicitation');
    el.className = 'themed';
    el.request = oneField('a', { type: 'string' });
    document.body.append(el);
    await el.updateComplete;
    await (rootOf(el).host as McpElicitation).updateComplete;
    expect(getComputedStyle(part(el, 'accept-button')!).outlineColor).to.equal('rgb(1, 2, 3)');
    el.remove();
    style.remove();
  });

  it('is updateComplete only once the question inside has rendered', async () => {
    const el = document.createElement('mcp-elicitation');
    el.request = oneField('n', { type: 'integer', title: 'N', default: 4 });
    document.body.append(el);
    await el.updateComplete;
    expect(el.draftContent).to.deep.equal({ n: 4 });
    expect(control(el, 'N').value).to.equal('4');
    el.remove();
  });

  it('reports the result and reason of the question inside, and cancels on request', async () => {
    const el = document.createElement('mcp-elicitation');
    el.request = oneField('a', { type: 'string' });
    document.body.append(el);
    await el.updateComplete;
    expect(el.result).to.equal(undefined);
    el.cancel();
    expect(el.result).to.deep.equal({ action: 'cancel' });
    expect(el.reason).to.equal('dismiss');
    el.remove();
  });
});

describe('light and dark', () => {
  const background = (el: Element) => getComputedStyle(rootOf(el).host).backgroundColor;

  it('follows the person’s preference on a page that declares color-scheme: light dark', async () => {
    const { emulateMedia } = await import('@web/test-runner-commands');
    const el = document.createElement('mcp-elicitation');
    el.request = oneField('a', { type: 'string' });
    el.style.colorScheme = 'light dark'; // as the page's own rule would be inherited
    document.body.append(el);
    await el.updateComplete;
    try {
      await emulateMedia({ colorScheme: 'light' });
      expect(background(el)).to.equal('rgb(255, 255, 255)');
      await emulateMedia({ colorScheme: 'dark' });
      expect(background(el)).to.equal('rgb(30, 31, 34)');
      await expect(el).to.be.accessible();
    } finally {
      await emulateMedia({ colorScheme: 'light' });
      el.remove();
    }
  });

  it('can be forced by the host with --mcp-elicit-color-scheme', async () => {
    const el = document.createElement('mcp-elicitation');
    el.style.setProperty('--mcp-elicit-color-scheme', 'dark');
    el.request = oneField('a', { type: 'string' });
    document.body.append(el);
    await el.updateComplete;
    expect(background(el)).to.equal('rgb(30, 31, 34)');
    await expect(el).to.be.accessible();
    el.remove();
  });
});

describe('several questions on one page', () => {
  it('pass axe together: no duplicate landmarks or ids leak out of the shadow roots', async () => {
    const chat = document.createElement('div');
    document.body.append(chat);
    for (const message of ['First question', 'Second question']) {
      const el = document.createElement('mcp-elicitation');
      el.request = { ...oneField('a', { type: 'string', title: 'A' }), message };
      chat.append(el);
      await el.updateComplete;
    }
    await expect(chat).to.be.accessible();
    chat.remove();
  });
});

describe('before a request arrives', () => {
  it('shows nothing at all, and then the question', async () => {
    const el = document.createElement('mcp-elicitation');
    document.body.append(el);
    await el.updateComplete;
    const inner = rootOf(el).host as HTMLElement;
    expect(inner.getBoundingClientRect().height).to.equal(0);
    expect(rootOf(el).querySelector('[part~="unsupported"]') === null).to.equal(true);
    el.request = oneField('a', { type: 'string', title: 'A' });
    await el.updateComplete;
    expect(inner.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(control(el, 'A')).to.exist;
    el.remove();
  });
});

describe('elicit() with a request that is not an object', () => {
  afterEach(() => document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove()));
  const opened = (): Promise<McpElicitation> => until(() => document.querySelector('mcp-elicitation'));
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

describe('focus when elicit() ends', () => {
  afterEach(() => document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove()));
  const opened = (): Promise<McpElicitation> => until(() => document.querySelector('mcp-elicitation'));
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
