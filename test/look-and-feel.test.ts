import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { elicit } from '../src/index.js';
import type { McpElicitationForm } from '../src/elements/elicitation-form/elicitation-form.js';
import { armed, click, mountForm, oneField, part, rootOf, settled, sleep, until } from './helpers.js';

// How a question looks where it is used: readable under the pointer and once answered, in the
// page's own colour scheme, apart from its neighbour, and saying what it sent.

/** A computed colour as red, green, blue (0-255) and alpha (0-1): `rgb(…)`, `rgba(…)` or `color(srgb …)`. */
function channels(color: string): [number, number, number, number] {
  const numbers = color.match(/[\d.]+/g)!.map(Number);
  if (color.startsWith('color(srgb')) return [numbers[0] * 255, numbers[1] * 255, numbers[2] * 255, numbers[3] ?? 1];
  return [numbers[0], numbers[1], numbers[2], numbers[3] ?? 1];
}

/** The relative luminance of a colour, as WCAG defines it. */
function luminance([r, g, b]: number[]): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** The contrast of a control's text on its background as the screen shows it now (a see-through background laid on the card's). */
function contrastOf(el: Element, card: Element): number {
  const style = getComputedStyle(el);
  const [r, g, b, a] = channels(style.backgroundColor);
  const under = channels(getComputedStyle(card).backgroundColor);
  const shown = [r, g, b].map((c, i) => c * a + under[i] * (1 - a));
  const [high, low] = [luminance(channels(style.color)), luminance(shown)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** Moves the pointer onto the middle of an element. */
async function pointAt(el: Element): Promise<void> {
  const box = el.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

describe('look and feel', () => {
  afterEach(async () => {
    await sendMouse({ type: 'move', position: [0, 0] });
    await emulateMedia({ colorScheme: 'light' });
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`Accept keeps its label readable (4.5:1 or more) under the pointer and while pressed, in ${scheme}`, async () => {
      const el = await mountForm(oneField('name', { type: 'string', title: 'Name' }));
      el.style.setProperty('--mcp-elicit-color-scheme', scheme);
      await settled(el);
      await armed(el);
      const accept = part(el, 'accept-button')!;
      const resting = getComputedStyle(accept).backgroundColor;
      await pointAt(accept);
      expect(accept.matches(':hover')).to.equal(true);
      expect(contrastOf(accept, el), 'hovered').to.be.at.least(4.5);
      expect(getComputedStyle(accept).backgroundColor, 'a hovered Accept looks hovered').not.to.equal(resting);
      await sendMouse({ type: 'down' });
      expect(accept.matches(':active')).to.equal(true);
      expect(contrastOf(accept, el), 'pressed').to.be.at.least(4.5);
      // Let go elsewhere: no click, nothing sent.
      await sendMouse({ type: 'move', position: [0, 0] });
      await sendMouse({ type: 'up' });
      for (const name of ['decline-button', 'cancel-button']) {
        const button = part(el, name)!;
        await pointAt(button);
        expect(contrastOf(button, el), `${name} hovered`).to.be.at.least(4.5);
      }
      expect(el.result).to.equal(undefined);
    });
  }

  describe('colour scheme', () => {
    const background = (el: Element) => getComputedStyle(el).backgroundColor;

    it('on a page that declares no colour scheme, a question stays light though the system is dark', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      const el = await mountForm(oneField('name', { type: 'string', title: 'Name' }));
      expect(background(el)).to.equal('rgb(255, 255, 255)');
    });

    it('on a page that declares "light dark", it follows the system; --mcp-elicit-color-scheme still forces one', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      const page = await fixture<HTMLDivElement>(html`<div style="color-scheme: light dark">
        <mcp-elicitation-form .request=${oneField('a', { type: 'string' })}></mcp-elicitation-form>
        <mcp-elicitation-form style="--mcp-elicit-color-scheme: light" .request=${oneField('b', { type: 'string' })}></mcp-elicitation-form>
      </div>`);
      const [followed, forced] = [...page.querySelectorAll('mcp-elicitation-form')];
      expect(background(followed)).to.equal('rgb(30, 31, 34)');
      expect(background(forced)).to.equal('rgb(255, 255, 255)');
    });
  });

  it('two inline questions in one container keep a gap between them', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const controller = new AbortController();
    const asked = [
      elicit(oneField('a', { type: 'string', title: 'A' }), { container, signal: controller.signal }),
      elicit(oneField('b', { type: 'string', title: 'B' }), { container, signal: controller.signal }),
    ];
    await until(() => container.querySelectorAll('mcp-elicitation').length === 2);
    const [first, second] = container.querySelectorAll('mcp-elicitation');
    await Promise.all([settled(first), settled(second)]);
    const gap = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
    expect(gap).to.be.at.least(12);
    controller.abort();
    await Promise.all(asked);
  });

  describe('once answered', () => {
    it('a form answered without keep shows its choices as readable as before: no fading, no greyed-out boxes', async () => {
      const request = {
        message: 'm',
        requestedSchema: { type: 'object', properties: { size: { type: 'string', title: 'Size', enum: ['S', 'M', 'L'] }, ok: { type: 'boolean', title: 'OK' } } },
      };
      const el = await fixture<McpElicitationForm>(html`<mcp-elicitation-form .values=${{ size: 'M', ok: true }} .request=${request}></mcp-elicitation-form>`);
      await settled(el);
      await armed(el);
      click(el, 'accept-button');
      await until(() => el.result);
      await el.updateComplete;
      const root = rootOf(el);
      for (const fieldset of root.querySelectorAll('fieldset')) expect(getComputedStyle(fieldset).opacity).to.equal('1');
      const chosen = root.querySelector<HTMLInputElement>('input[type="radio"]:checked')!;
      expect(chosen.matches(':disabled') && chosen.value).to.equal('M');
      // Drawn by the question, in its text colour: not the browser's pale disabled radio.
      expect(getComputedStyle(chosen).appearance).to.equal('none');
      expect(getComputedStyle(chosen).borderTopColor).to.equal(getComputedStyle(el).color);
      expect(getComputedStyle(root.querySelector('input[type="checkbox"]:checked')!).backgroundColor).to.equal(getComputedStyle(el).color);
    });

    it('Accept with the box unticked says it was sent as No; ticked, that the answers were sent', async () => {
      for (const [ticked, said] of [
        [false, 'You accepted. Left unticked, so sent as No: “Yes, close it”.'],
        [true, 'You accepted. Your answers were sent.'],
      ] as const) {
        const el = await fixture<McpElicitationForm>(
          html`<mcp-elicitation-form .values=${{ confirm: ticked }} .request=${oneField('confirm', { type: 'boolean', title: 'Yes, close it', default: false })}></mcp-elicitation-form>`,
        );
        await settled(el);
        await armed(el);
        click(el, 'accept-button');
        await until(() => el.result);
        expect(el.result).to.deep.equal({ action: 'accept', content: { confirm: ticked } });
        await el.updateComplete;
        expect(part(el, 'status')!.textContent).to.equal(said);
      }
    });

    it('an answered list no longer tells screen readers how many options match', async () => {
      const titles = ['Aachen', 'Bâle', 'Córdoba', ...Array.from({ length: 20 }, (_, i) => `Town ${i + 1}`)];
      const el = await mountForm(oneField('city', { type: 'string', title: 'City', oneOf: titles.map((title, i) => ({ const: `c${i}`, title })) }, true));
      await settled(el);
      await armed(el);
      const input = rootOf(el).querySelector<HTMLInputElement>('input[role="combobox"]')!;
      input.focus();
      await sendKeys({ type: 'Córd' });
      const status = () => input.closest('.field')!.querySelector('[role="status"]')!.textContent!.trim();
      await until(() => status() === '1 option matches');
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      click(el, 'accept-button');
      await until(() => el.result);
      await el.updateComplete;
      await sleep(450);
      expect(el.result).to.deep.equal({ action: 'accept', content: { city: 'c2' } });
      expect(status()).to.equal('');
    });
  });
});
