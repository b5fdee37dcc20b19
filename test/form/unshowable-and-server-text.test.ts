import { expect } from '@open-wc/testing';
import { choose, click, mountForm, nextResult, part, rootOf, sleep, type, oneField, shown } from '../helpers.js';
import { questionRoot } from '../../src/testing/read-question.js';

const server = { name: 'Help desk' };

describe('<mcp-elicitation-form>: requests it cannot show, and text from the server', () => {
  describe('a request it cannot show', () => {
    const nested = {
      message: 'Where do you live?',
      requestedSchema: { type: 'object', properties: { address: { type: 'object', properties: { street: { type: 'string' } } } } },
    };

    it('says so and why, and offers only Decline and Cancel', async () => {
      const el = await mountForm(nested, { server });
      const unsupported = part(el, 'unsupported')!;
      expect(unsupported.textContent).to.contain('This request cannot be shown');
      expect(unsupported.textContent).to.contain('“address” is a nested object');
      expect(part(el, 'accept-button') === null).to.equal(true);
      expect(part(el, 'decline-button')).to.exist;
      expect(part(el, 'cancel-button')).to.exist;
      await expect(el).to.be.accessible();
    });

    for (const [what, request] of [
      ['not an object', 'just a string'],
      ['missing properties', { message: 'm', requestedSchema: { type: 'object' } }],
      ['an array of objects', oneField('people', { type: 'array', items: { type: 'object' } })],
      ['an unknown type', oneField('x', { type: 'null' })],
      ['missing requestedSchema', { message: 'm' }],
    ] as const) {
      it(`refuses a request that is ${what}`, async () => {
        const el = await mountForm(request);
        expect(part(el, 'unsupported'), what).to.exist;
        expect(part(el, 'accept-button') === null, what).to.equal(true);
      });
    }

    it('names every reason in words', async () => {
      const el = await mountForm({
        message: 'm',
        requestedSchema: {
          type: 'object',
          properties: {
            address: { type: 'object' },
            people: { type: 'array', items: { type: 'object' } },
            tags: { type: 'array', items: { type: 'string' } },
            when: { type: 'null' },
            empty: { type: 'string', enum: [] },
            odd: 5,
          },
        },
      });
      expect([...part(el, 'unsupported')!.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
        '“address” is a nested object; only flat fields can be asked.',
        '“people” is a list of objects; only lists of choices can be asked.',
        '“tags” is a list without a fixed set of choices.',
        '“when” has the type “"null"”, which is not a type MCP forms allow.',
        '“empty” offers no options to choose from.',
        '“odd” is not described by a schema object.',
      ]);
    });

    it('says so for a request of another mode, or none it knows', async () => {
      const url = await mountForm({ mode: 'url', message: 'm', url: 'https://example.com' });
      expect(part(url, 'unsupported')!.textContent).to.contain('asks to open a web page');
      const voice = await mountForm({ mode: 'voice', message: 'm' });
      expect(part(voice, 'unsupported')!.textContent).to.contain('mode “voice”, which is neither form nor URL');
      const schema = await mountForm({ message: 'm', requestedSchema: { type: 'string' } });
      expect(part(schema, 'unsupported')!.textContent).to.contain('is not of type "object"');
    });

    it('can still be declined', async () => {
      const el = await mountForm(nested);
      const result = nextResult(el);
      click(el, 'decline-button');
      expect((await result).result).to.deep.equal({ action: 'decline' });
    });
  });

  describe('server text', () => {
    const hostile = {
      message: '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">',
      requestedSchema: {
        type: 'object',
        properties: {
          a: { type: 'string', title: '<b onclick="alert(1)">bold</b>', description: '<a href="https://evil.example">click</a>' },
          b: { type: 'string', oneOf: [{ const: 'x', title: '<img src=x onerror=alert(1)>' }] },
        },
      },
    };

    it('is shown as characters, never as markup', async () => {
      const el = await mountForm(hostile);
      await sleep(20);
      const root = rootOf(el);
      expect(part(el, 'message')!.textContent).to.equal(hostile.message);
      expect(root.querySelector('script, img, b, a[href^="https://evil"]') === null).to.equal(true);
      expect(part(el, 'label')!.textContent).to.contain('<b onclick="alert(1)">bold</b>');
      expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    });

    it('cannot reorder itself with bidi controls', async () => {
      const el = await mountForm({ ...oneField('a', { type: 'string' }), message: 'Open invoice\u202Efdp.exe' });
      expect(part(el, 'message')!.textContent).to.equal('Open invoice[U+202E]fdp.exe');
    });
  });
});

describe('server text: defects found by hand, each kept fixed', () => {
  afterEach(() => {
    document.querySelectorAll('body > mcp-elicitation').forEach((el) => el.remove());
    sessionStorage.clear();
  });

  it('a message of megabytes shows its start and a way to read more, instead of laying out everything', async () => {
    const message = `${'All work and no play makes a very long message. '.repeat(110_000)}The end.`;
    const el = await shown({ message, requestedSchema: { type: 'object', properties: {} } });
    const root = questionRoot(el);
    const shownText = root.querySelector('[part~="message"]')!.textContent!;
    expect(shownText.length).to.be.at.most(4001);
    expect(shownText.endsWith('…')).to.equal(true);
    const more = root.querySelector<HTMLButtonElement>('[part~="message-more-button"]')!;
    expect(more.textContent).to.match(/^Show more of the message \((3,9\d\d|4,000) of 5,280,008 characters shown\)$/);
    more.click();
    await el.updateComplete;
    expect(root.querySelector('[part~="message"]')!.textContent!.length).to.be.within(15_000, 16_001);
    // A short message has no such button.
    const short = await shown({ message: 'Close T-1?', requestedSchema: { type: 'object', properties: {} } });
    expect(questionRoot(short).querySelector('[part~="message-more-button"]')).to.be.null;
  });
});
