import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { armed, click, expectFocus, mountElicitation, mountUrl, nextResult, part, parts, recordResults, rootOf, sleep } from './helpers.js';
import legacy from './fixtures/captured/2025-everything-elicitation-create-url.json';

const server = { name: 'Billing', origin: 'https://mcp.example.com' };
const request = (url: string, message = 'Sign in to connect billing') => ({ mode: 'url', message, url });

/** Records window.open calls while `body` runs; nothing is opened. */
async function watchingOpen<T>(body: (calls: unknown[][]) => Promise<T>): Promise<T> {
  const original = window.open;
  const calls: unknown[][] = [];
  window.open = ((...args: unknown[]) => {
    calls.push(args);
    return null;
  }) as typeof window.open;
  try {
    return await body(calls);
  } finally {
    window.open = original;
  }
}

/** Waits for the lazily loaded lookups (public-suffix list, punycode), if any are loading. */
const ready = (el: HTMLElement & { ready: Promise<void> }): Promise<void> => el.ready;

describe('<mcp-url-elicitation>', () => {
  it('passes accessibility tests', async () => {
    const el = await mountUrl(request('https://login.example.com/authorize?x=1'), { server });
    await ready(el);
    await expect(el).to.be.accessible();
  });

  it('shows who asks, the message and the whole URL as plain text, never a link', async () => {
    const el = await mountUrl(request('https://login.example.com/authorize?client=a&state=b'), { server });
    await ready(el);
    expect(part(el, 'server')!.textContent).to.equal('Billing asks');
    expect(part(el, 'message')!.textContent).to.equal('Sign in to connect billing');
    expect(part(el, 'url')!.textContent).to.equal('https://login.example.com/authorize?client=a&state=b');
    expect(part(el, 'url-host')!.textContent).to.equal('login.example.com');
    expect(rootOf(el).querySelector('a, img, link, iframe') === null).to.equal(true);
    expect(part(el, 'accept-button')!.textContent!.trim()).to.equal('Open login.example.com');
  });

  it('fetches nothing before consent', async () => {
    const target = `${location.origin}/__must-not-be-fetched?probe=${Math.random()}`;
    await watchingOpen(async () => {
      const el = await mountUrl(request(target), { server: { name: 'Local', origin: location.origin } });
      await ready(el);
      await sleep(100);
      const fetched = performance.getEntriesByType('resource').some((r) => r.name.includes('__must-not-be-fetched'));
      expect(fetched).to.equal(false);
    });
  });

  describe('when the person opens it', () => {
    it('opens it only on the click, in a new context without opener or referrer, and accepts without content', async () => {
      await watchingOpen(async (calls) => {
        const el = await mountUrl(request('https://login.example.com/a'), { server });
        await ready(el);
        expect(calls).to.have.length(0);
        const result = nextResult(el);
        click(el, 'accept-button');
        expect(calls).to.deep.equal([['https://login.example.com/a', '_blank', 'noopener,noreferrer']]);
        expect(await result).to.deep.equal({ result: { action: 'accept' }, reason: 'submit' });
      });
    });

    it('says the page was opened and offers to open it again, without answering twice', async () => {
      await watchingOpen(async (calls) => {
        const el = await mountUrl(request('https://login.example.com/a'), { server });
        await ready(el);
        const seen = recordResults(el);
        click(el, 'accept-button');
        await el.updateComplete;
        expect(part(el, 'status')!.textContent).to.equal('You opened login.example.com in a new tab. Finish there, then come back.');
        expect(part(el, 'accept-button') === null).to.equal(true);
        click(el, 'open-again-button');
        expect(calls).to.have.length(2);
        expect(calls[1]).to.deep.equal(['https://login.example.com/a', '_blank', 'noopener,noreferrer']);
        expect(seen).to.have.length(1);
        await expect(el).to.be.accessible();
      });
    });
  });

  it('declines and cancels like form mode, Escape included', async () => {
    const el = await mountUrl(request('https://login.example.com/a'), { server });
    let result = nextResult(el);
    click(el, 'decline-button');
    expect(await result).to.deep.equal({ result: { action: 'decline' }, reason: 'decline' });
    el.request = request('https://login.example.com/a');
    await el.updateComplete;
    await armed(el);
    part(el, 'cancel-button')!.focus();
    result = nextResult(el);
    await sendKeys({ press: 'Escape' });
    expect(await result).to.deep.equal({ result: { action: 'cancel' }, reason: 'dismiss' });
  });

  describe('refused links', () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
      'blob:https://x.example/1',
      'vbscript:x',
      'slack://open',
      'not a url',
    ]) {
      it(`refuses ${url}, says why and offers only Decline and Cancel`, async () => {
        const el = await mountUrl(request(url), { server });
        expect(part(el, 'accept-button') === null).to.equal(true);
        expect(part(el, 'decline-button')).to.exist;
        expect(part(el, 'cancel-button')).to.exist;
        expect(part(el, 'url')!.textContent).to.equal(url);
        expect(part(el, 'warning')!.textContent).to.contain('not opened, for your safety');
        await expect(el).to.be.accessible();
      });
    }
  });

  describe('warnings, in plain words', () => {
    const cases: [string, string, RegExp][] = [
      ['http outside loopback', 'http://login.example.com/', /not encrypted/],
      ['a punycode host', 'https://xn--pple-43d.com/', /displays as “аpple\.com” but its real name is “xn--pple-43d\.com”/],
      ['a look-alike host', 'https://xn--pple-43d.com/', /made to look like “apple\.com”/],
      ['credentials in the URL', 'https://admin:hunter2@login.example.com/', /user name or password/],
      ['an IP host', 'https://203.0.113.7/', /bare IP number/],
      ['another site than the server', 'https://example-login.com/', /on example-login\.com, but the request came from example\.com/],
    ];
    for (const [what, url, text] of cases) {
      it(`warns about ${what}`, async () => {
        const el = await mountUrl(request(url), { server });
        await ready(el);
        const warnings = parts(el, 'warning').map((w) => w.textContent!);
        expect(
          warnings.some((w) => text.test(w)),
          warnings.join(' | '),
        ).to.equal(true);
        const button = part(el, 'accept-button')!;
        expect(button.getAttribute('aria-describedby')).to.equal(part(el, 'url-warnings')!.id);
        await expect(el).to.be.accessible();
      });
    }

    it('does not warn for a link on the server’s own site', async () => {
      const el = await mountUrl(request('https://login.example.com/'), { server });
      await ready(el);
      expect(part(el, 'url-warnings') === null).to.equal(true);
    });

    it('holds the open button until the site check is done', async () => {
      const el = await mountUrl(request('https://example-login.com/'), { server });
      expect(part<HTMLButtonElement>(el, 'accept-button')!.disabled).to.equal(true);
      await ready(el);
      expect(part<HTMLButtonElement>(el, 'accept-button')!.disabled).to.equal(false);
    });

    it('shows bidi controls in the message as visible marks and says why', async () => {
      const el = await mountUrl(request('https://login.example.com/', 'Pay invoice \u202Egpj.exe'), { server });
      await ready(el);
      expect(part(el, 'message')!.textContent).to.equal('Pay invoice [U+202E]gpj.exe');
      expect(part(el, 'url-warnings')!.textContent).to.contain('direction-changing');
    });
  });

  it('renders a legacy 2025-11-25 request with an elicitationId the same way', async () => {
    const el = await mountElicitation(legacy.request.params, { server: { name: 'everything' } });
    expect(part(el, 'url')!.textContent).to.equal('https://example.com/consent');
    expect(part(el, 'accept-button')!.textContent!.trim()).to.equal('Open example.com');
  });

  it('can be answered by keyboard alone', async () => {
    await watchingOpen(async (calls) => {
      const el = await mountUrl(request('https://login.example.com/'), { server });
      await ready(el);
      await armed(el);
      el.focus();
      expectFocus(el, part(el, 'message'));
      await sendKeys({ press: 'Tab' });
      expectFocus(el, part(el, 'accept-button'));
      const result = nextResult(el);
      await sendKeys({ press: 'Enter' });
      expect((await result).result).to.deep.equal({ action: 'accept' });
      expect(calls).to.have.length(1);
    });
  });
});

describe('<mcp-url-elicitation repeated>', () => {
  it('offers "I’ve finished", which accepts without opening anything', async () => {
    await watchingOpen(async (calls) => {
      const el = await mountUrl(request('https://login.example.com/a'), { server, repeated: true });
      await ready(el);
      expect(rootOf(el).querySelector('.intro')!.textContent).to.contain('still waiting');
      const result = nextResult(el);
      click(el, 'accept-button');
      expect(await result).to.deep.equal({ result: { action: 'accept' }, reason: 'submit' });
      expect(calls).to.have.length(0);
      await el.updateComplete;
      expect(part(el, 'status')!.textContent).to.contain('You said you have finished');
    });
  });

  it('offers to open it again, which opens and accepts', async () => {
    await watchingOpen(async (calls) => {
      const el = await mountUrl(request('https://login.example.com/a'), { server, repeated: true });
      await ready(el);
      await expect(el).to.be.accessible();
      const result = nextResult(el);
      click(el, 'open-again-button');
      expect((await result).result).to.deep.equal({ action: 'accept' });
      expect(calls).to.deep.equal([['https://login.example.com/a', '_blank', 'noopener,noreferrer']]);
    });
  });

  it('still offers Decline and Cancel', async () => {
    const el = await mountUrl(request('https://login.example.com/a'), { server, repeated: true });
    expect(part(el, 'decline-button')).to.exist;
    expect(part(el, 'cancel-button')).to.exist;
  });
});

type UrlElement = import('../src/elements/url-elicitation/url-elicitation.js').McpUrlElicitation;
const UrlElicitation = customElements.get('mcp-url-elicitation') as typeof import('../src/elements/url-elicitation/url-elicitation.js').McpUrlElicitation;

const failed = (): Promise<never> => Promise.reject(new Error('chunk failed to load'));

/**
 * Shows `url` in a URL element whose loader `loader` fails, as a chunk that cannot load would
 * (registered as `tag`), and hands it to `check`; the console's error report is kept quiet.
 */
async function whenLoadFails(tag: string, loader: 'loadSiteOf' | 'loadInternational' | 'loadView', url: string, check: (el: UrlElement) => Promise<void> | void) {
  if (!customElements.get(tag)) {
    customElements.define(
      tag,
      class extends UrlElicitation {
        protected override loadSiteOf() {
          return loader === 'loadSiteOf' ? failed() : super.loadSiteOf();
        }
        protected override loadInternational() {
          return loader === 'loadInternational' ? failed() : super.loadInternational();
        }
        protected override loadView() {
          return loader === 'loadView' ? failed() : super.loadView();
        }
      },
    );
  }
  const originalError = console.error;
  console.error = () => {};
  const el = document.createElement(tag) as UrlElement;
  try {
    el.server = server;
    el.request = request(url);
    document.body.append(el);
    await ready(el);
    await check(el);
  } finally {
    console.error = originalError;
    el.remove();
  }
}

describe('when a piece of URL mode cannot load', () => {
  it('without the public-suffix list, compares whole host names instead: stricter, never silent, and the button is released', async () => {
    await whenLoadFails('offline-url-elicitation', 'loadSiteOf', 'https://login.example.com/', (el) => {
      expect(part<HTMLButtonElement>(el, 'accept-button')!.disabled).to.equal(false);
      expect(part(el, 'url-warnings')!.textContent).to.contain('on login.example.com, but the request came from mcp.example.com');
    });
  });

  it('without punycode, still warns about the international host, naming its real (ASCII) name, and releases the button', async () => {
    await whenLoadFails('no-punycode-url-elicitation', 'loadInternational', 'https://xn--pple-43d.com/', (el) => {
      expect(part<HTMLButtonElement>(el, 'accept-button')!.disabled).to.equal(false);
      expect(part(el, 'url-warnings')!.textContent).to.contain('its real name is “xn--pple-43d.com”');
    });
  });

  it('without URL mode itself, opens nothing, says so, and still lets the person decline or cancel', async () => {
    await whenLoadFails('no-view-url-elicitation', 'loadView', 'https://login.example.com/', async (el) => {
      expect(part(el, 'server')!.textContent).to.equal('Billing asks');
      expect(part(el, 'warning')!.textContent).to.equal('This link is not opened, for your safety. You can decline or cancel.');
      expect(part(el, 'accept-button')).to.equal(null);
      expect(part(el, 'url')).to.equal(null);
      await expect(el).to.be.accessible();
      const result = nextResult(el);
      click(el, 'decline-button');
      expect((await result).result).to.deep.equal({ action: 'decline' });
    });
  });
});
