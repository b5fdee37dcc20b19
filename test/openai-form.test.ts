import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { McpElicitationForm } from '../src/elements/elicitation-form/elicitation-form.js';
import type { ElicitExtensions } from '../src/types.js';
import { armed, click, control, leave, nextResult, part, parts, rootOf, settled, sleep, type } from './helpers.js';

/** An openai/elicitation request as it reaches the element: the 2026-07-28 shape, its schema in `_meta`, the core schema empty. */
function openaiRequest(properties: Record<string, unknown>, required: string[] = []): unknown {
  return {
    mode: 'form',
    message: 'Describe the part',
    requestedSchema: { type: 'object', properties: {} },
    _meta: { 'openai/elicitation': { requestedSchema: { type: 'object', properties, required } } },
  };
}

async function mount(request: unknown, extensions?: ElicitExtensions): Promise<McpElicitationForm> {
  const el = await fixture<McpElicitationForm>(html`<mcp-elicitation-form .extensions=${extensions} .request=${request}></mcp-elicitation-form>`);
  await settled(el);
  return el;
}

describe('OpenAI form extension (openai/elicitation)', () => {
  describe('when the host has not turned it on', () => {
    it('says the question cannot be answered, naming the extension, rather than show the empty core form', async () => {
      const el = await mount(openaiRequest({ code: { type: 'string', title: 'Code' } }));
      expect(part(el, 'unsupported')?.textContent).to.contain('openai/elicitation');
      expect(el.shadowRoot!.querySelector('form')).to.equal(null);
    });
  });

  describe('pattern', () => {
    const code = { code: { type: 'string', title: 'Project code', pattern: '^[A-Z]{3}-\\d{4}$' } };

    it('refuses text that does not match, with the error tied to the field, and sends text that does', async () => {
      const el = await mount(openaiRequest(code, ['code']), { openai: true });
      const input = control(el, 'Project code');
      type(input, 'abc');
      leave(input);
      await el.updateComplete;
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      const error = part(el, 'error')!;
      expect(error.textContent).to.contain('Enter a value in the form this field asks for');
      expect(input.getAttribute('aria-describedby')).to.contain(error.id);
      type(input, 'CAD-2026');
      await armed(el);
      const result = nextResult(el);
      click(el, 'accept-button');
      expect((await result).result).to.deep.equal({ action: 'accept', content: { code: 'CAD-2026' } });
    });

    it('checks a catastrophic pattern in linear time: a long answer does not hang the tab', async () => {
      const el = await mount(openaiRequest({ a: { type: 'string', title: 'As', pattern: '^(a+)+$' } }), { openai: true });
      const input = control(el, 'As');
      const started = performance.now();
      type(input, `${'a'.repeat(20000)}!`);
      leave(input);
      await el.updateComplete;
      expect(performance.now() - started).to.be.below(1000);
      expect(input.getAttribute('aria-invalid')).to.equal('true');
    });

    it('makes a question whose pattern cannot be checked safely unsupported, never a partial form', async () => {
      const el = await mount(openaiRequest({ twice: { type: 'string', title: 'Twice', pattern: '^(a)\\1$' }, name: { type: 'string' } }), { openai: true });
      expect(part(el, 'unsupported')?.textContent).to.contain('“twice” has a pattern the form cannot check safely.');
      expect(el.shadowRoot!.querySelector('form')).to.equal(null);
    });
  });

  describe('suggestions (x-openai-suggestions): a combobox that still takes free text', () => {
    const combobox = (el: Element) => rootOf(el).querySelector<HTMLInputElement>('input[role="combobox"]')!;
    /** Presses the keys as a person would, once the question takes presses. */
    async function press(el: McpElicitationForm, ...keys: string[]): Promise<void> {
      await armed(el);
      for (const key of keys) await sendKeys(['ArrowDown', 'ArrowUp', 'Enter', 'Escape', 'Tab'].includes(key) ? { press: key } : { type: key });
      await sleep(30);
      await el.updateComplete;
    }
    async function accept(el: McpElicitationForm) {
      const result = nextResult(el);
      click(el, 'accept-button');
      return (await result).result;
    }
    const partField = { type: 'string', title: 'Part', 'x-openai-suggestions': [{ const: 'hex-bolt', title: 'M6 hex bolt', description: 'A fastener for the main joint.' }, { const: 'washer', title: 'M6 washer' }] };

    it('sends what the person typed when it is none of the suggestions', async () => {
      const el = await mount(openaiRequest({ part: partField }, ['part']), { openai: true });
      combobox(el).focus();
      await press(el, 'my own part');
      expect(await accept(el)).to.deep.equal({ action: 'accept', content: { part: 'my own part' } });
    });

    it('offers the suggestions, each with its description under its title, and sends the one picked', async () => {
      const el = await mount(openaiRequest({ part: partField }, ['part']), { openai: true });
      combobox(el).focus();
      await press(el, 'ArrowDown');
      const options = [...rootOf(el).querySelectorAll('[role="option"]')];
      expect(options.map((o) => o.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(['M6 hex bolt A fastener for the main joint.', 'M6 washer']);
      await press(el, 'ArrowDown', 'Enter');
      expect(combobox(el).value).to.equal('hex-bolt');
      expect(await accept(el)).to.deep.equal({ action: 'accept', content: { part: 'hex-bolt' } });
    });

    it('a list takes suggested entries and entries of the person’s own, as chips, and sends them in the order added', async () => {
      const accessories = { type: 'array', title: 'Accessories', items: { type: 'string', 'x-openai-suggestions': [{ const: 'washer', title: 'M6 washer' }] } };
      const el = await mount(openaiRequest({ accessories }), { openai: true });
      combobox(el).focus();
      await press(el, 'custom-spacer', 'Enter', 'ArrowDown', 'ArrowDown', 'Enter');
      expect(parts(el, 'chip').map((c) => c.textContent!.replace('✕', '').trim())).to.deep.equal(['custom-spacer', 'M6 washer']);
      expect(await accept(el)).to.deep.equal({ action: 'accept', content: { accessories: ['custom-spacer', 'washer'] } });
    });

    it('holds each entry of a list to its pattern, suggested or typed', async () => {
      const codes = { type: 'array', title: 'Codes', items: { type: 'string', pattern: '^[a-z-]+$', 'x-openai-suggestions': [{ const: 'washer', title: 'M6 washer' }] } };
      const el = await mount(openaiRequest({ codes }), { openai: true });
      combobox(el).focus();
      await press(el, 'NOT OK', 'Enter');
      click(el, 'accept-button');
      await el.updateComplete;
      expect(part(el, 'error')?.textContent).to.contain('Enter a value in the form this field asks for');
    });
  });

  describe('option descriptions and thumbnails', () => {
    const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const partField = {
      type: 'string',
      title: 'Part',
      oneOf: [
        { const: 'hex-bolt', title: 'M6 hex bolt', description: 'A fastener for the main joint.', 'x-openai-thumbnail': { src: PNG } },
        { const: 'washer', title: 'M6 washer', 'x-openai-thumbnail': { src: 'http://example.com/washer.png' } },
        { const: 'nut', title: 'M6 nut', 'x-openai-thumbnail': { src: 'https://127.0.0.1:1/broken.png' } },
      ],
    };
    const radios = (el: Element) => [...rootOf(el).querySelectorAll<HTMLInputElement>('input[type="radio"]')];

    it('shows each option’s description under its title, tied to its radio, and passes accessibility tests', async () => {
      const el = await mount(openaiRequest({ part: partField }, ['part']), { openai: true });
      const [bolt] = radios(el);
      const text = rootOf(el).getElementById(bolt.getAttribute('aria-describedby')!)!;
      expect(text.textContent).to.equal('A fastener for the main joint.');
      expect(rootOf(el).getElementById(bolt.getAttribute('aria-labelledby')!)!.textContent).to.equal('M6 hex bolt');
      await expect(el).to.be.accessible();
    });

    it('shows a thumbnail only over https: or data:, with no referrer, a fixed size and the title as its text; others get the fallback', async () => {
      const el = await mount(openaiRequest({ part: partField }, ['part']), { openai: true });
      const images = parts<HTMLImageElement>(el, 'thumbnail');
      expect(images.map((i) => i.alt)).to.deep.equal(['M6 hex bolt', 'M6 washer', 'M6 nut']);
      expect(images[0].getAttribute('src')).to.equal(PNG);
      expect(images[1].getAttribute('src')).to.match(/^data:image\/svg\+xml,/);
      expect(images.every((i) => i.referrerPolicy === 'no-referrer' && i.getAttribute('width') === '48' && i.getAttribute('height') === '48')).to.equal(true);
    });

    it('a thumbnail that fails to load shows the fallback, and its option can still be chosen and sent', async () => {
      const el = await mount(openaiRequest({ part: partField }, ['part']), { openai: true });
      const nut = parts<HTMLImageElement>(el, 'thumbnail')[2];
      nut.loading = 'eager';
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(nut.getAttribute('src')).to.match(/^data:image\/svg\+xml,/);
      radios(el)[2].click();
      await armed(el);
      const result = nextResult(el);
      click(el, 'accept-button');
      expect((await result).result).to.deep.equal({ action: 'accept', content: { part: 'nut' } });
    });
  });
});
