import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { elicit } from '../src/index.js';
import type { McpElicitationForm } from '../src/elements/elicitation-form/elicitation-form.js';
import {
  armed,
  choose,
  click,
  control,
  expectFocus,
  horizontalOverflow,
  mountForm,
  nextResult,
  oneField,
  optionTitles,
  part,
  parts,
  recordResults,
  rootOf,
  settled,
  sleep,
  until,
  shown,
} from './helpers.js';
import { manyOptions } from './fixtures/generated.js';
import { answer, readQuestion } from '../src/testing/dom-answer.js';

const CITIES = ['Aachen', 'Ålborg', 'Bâle', 'Córdoba', 'Zürich', ...Array.from({ length: 20 }, (_, i) => `Town ${i + 1}`)];
const cities = CITIES.map((title, i) => ({ const: `c${i}`, title }));

const combobox = (el: Element) => rootOf(el).querySelector<HTMLInputElement>('input[role="combobox"]')!;
const listbox = (el: Element) => rootOf(el).querySelector<HTMLElement>('[role="listbox"]')!;
const options = (el: Element) => [...listbox(el).querySelectorAll<HTMLElement>('[role="option"]')];
const activeOption = (el: Element) => rootOf(el).getElementById(combobox(el).getAttribute('aria-activedescendant') ?? '');
/** The popover the listbox shows in (with "No option matches" when nothing does). */
const popup = (el: Element) => listbox(el).closest<HTMLElement>('[popover]')!;
const isOpen = (el: Element) => combobox(el).getAttribute('aria-expanded') === 'true' && popup(el).matches(':popover-open');

const KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown', 'Enter', 'Escape', 'Tab', 'Backspace']);

/** Presses the keys as a person would (once the question takes presses), then lets the list settle (it renders in view as it scrolls). */
async function press(el: McpElicitationForm, ...keys: string[]): Promise<void> {
  await armed(el);
  for (const key of keys) await sendKeys(KEYS.has(key) ? { press: key } : { type: key });
  await sleep(30);
  await el.updateComplete;
}

async function mountCombobox(schema: Record<string, unknown>, required = true): Promise<McpElicitationForm> {
  const el = await mountForm(oneField('pick', { title: 'City', ...schema }, required), { server: { name: 'Help desk' } });
  await settled(el);
  combobox(el).focus();
  return el;
}

describe('choices', () => {
  describe('a few options: radios, every choice in view', () => {
    it('passes accessibility tests, optional and required', async () => {
      const el = await mountForm({
        message: 'm',
        requestedSchema: {
          type: 'object',
          properties: { a: { type: 'string', title: 'A', enum: ['x', 'y'] }, b: { type: 'string', title: 'B', enum: ['x', 'y'] } },
          required: ['b'],
        },
      });
      await expect(el).to.be.accessible();
    });

    it('starts an optional one on "No answer", which sends nothing', async () => {
      const el = await mountForm(oneField('size', { type: 'string', title: 'Size', enum: ['S', 'M', 'L'] }));
      const group = control(el, 'Size');
      expect(optionTitles(group)).to.deep.equal(['No answer', 'S', 'M', 'L']);
      expect(group.querySelector<HTMLInputElement>('input:checked')!.value).to.equal('');
      choose(group, 'M');
      choose(group, 'No answer');
      expect(el.draftContent).to.deep.equal({});
    });

    it('is chosen with the arrow keys, as radios are', async () => {
      const el = await mountForm(oneField('size', { type: 'string', title: 'Size', enum: ['S', 'M', 'L'], default: 'S' }, true));
      await settled(el);
      await armed(el);
      rootOf(el).querySelector<HTMLInputElement>('input:checked')!.focus();
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      expect(el.draftContent).to.deep.equal({ size: 'L' });
    });
  });

  describe('many options: a combobox that filters as you type', () => {
    it('passes accessibility tests, closed and open', async () => {
      const el = await mountCombobox({ type: 'string', oneOf: cities });
      await expect(el).to.be.accessible();
      await press(el, 'ArrowDown');
      expect(isOpen(el)).to.equal(true);
      await expect(el).to.be.accessible();
    });

    it('is a labelled ARIA 1.2 combobox controlling a listbox, its active option in the DOM', async () => {
      const el = await mountCombobox({ type: 'string', oneOf: cities });
      const input = combobox(el);
      expect(input.getAttribute('aria-controls')).to.equal(listbox(el).id);
      expect(input.getAttribute('aria-autocomplete')).to.equal('list');
      expect(rootOf(el).querySelector(`label[for="${input.id}"]`)!.textContent).to.contain('City');
      await press(el, 'ArrowDown');
      expect(activeOption(el)!.textContent).to.equal('Aachen');
      expect(activeOption(el)!.getAttribute('aria-posinset')).to.equal('1');
      expect(activeOption(el)!.getAttribute('aria-setsize')).to.equal(String(cities.length));
    });

    it('filters by title ignoring case and accents, and says how many match once typing pauses', async () => {
      const el = await mountCombobox({ type: 'string', oneOf: cities });
      await press(el, 'zur');
      expect(options(el).map((o) => o.textContent)).to.deep.equal(['Zürich']);
      await press(el, 'Backspace', 'Backspace', 'Backspace', 'al');
      expect(options(el).map((o) => o.textContent)).to.deep.equal(['Ålborg', 'Bâle']);
      const status = await until(() => [...rootOf(el).querySelectorAll('[role="status"]')].find((s) => s.textContent!.includes('match')));
      expect(status.textContent).to.equal('2 options match');
      await press(el, 'qqq');
      expect(popup(el).querySelector('.none')!.textContent).to.equal('No option matches what you typed.');
    });

    it('moves with arrows, Home, End and Page keys, and picks with Enter', async () => {
      const el = await mountCombobox({ type: 'string', oneOf: cities });
      await press(el, 'ArrowDown', 'ArrowDown');
      expect(activeOption(el)!.textContent).to.equal('Ålborg');
      await press(el, 'End');
      expect(activeOption(el)!.textContent).to.equal('Town 20');
      await press(el, 'PageUp');
      expect(activeOption(el)!.textContent).to.equal('Town 12');
      await press(el, 'Home', 'PageDown');
      expect(activeOption(el)!.textContent).to.equal('Town 4');
      await press(el, 'Enter');
      expect(isOpen(el)).to.equal(false);
      expect(combobox(el).value).to.equal('Town 4');
      expect(el.draftContent).to.deep.equal({ pick: 'c8' });
    });

    it('closes the list on Escape without ending the question; Escape again cancels, as in any field', async () => {
      const el = await mountCombobox({ type: 'string', oneOf: cities });
      const seen = recordResults(el);
      await press(el, 'ArrowDown', 'Escape');
      expect(isOpen(el)).to.equal(false);
      expect(seen).to.deep.equal([]);
      await press(el, 'Escape');
      expect(seen.map((s) => s.reason)).to.deep.equal(['dismiss']);
    });

    it('lets Tab leave, closing the list and putting the chosen title back', async () => {
      const el = await mountForm({
        message: 'm',
        requestedSchema: { type: 'object', properties: { pick: { type: 'string', title: 'City', oneOf: cities }, note: { type: 'string', title: 'Note' } } },
      });
      await settled(el);
      combobox(el).focus();
      await press(el, 'Zür', 'Enter', 'al', 'Tab');
      expect(isOpen(el)).to.equal(false);
      expect(combobox(el).value).to.equal('Zürich');
      expectFocus(el, control(el, 'Note'));
    });

    it('works by pointer: the button opens the list, a tap on an option chooses it', async () => {
      const el = await mountCombobox({ type: 'string', oneOf: cities });
      part(el, 'combobox-button')!.click();
      await until(() => options(el).length);
      options(el)
        .find((o) => o.textContent === 'Córdoba')!
        .click();
      await el.updateComplete;
      expect(el.draftContent).to.deep.equal({ pick: 'c3' });
      expect(isOpen(el)).to.equal(false);
    });

    it('offers "No answer" first when optional', async () => {
      const el = await mountCombobox({ type: 'string', oneOf: cities }, false);
      await press(el, 'ArrowDown');
      expect(options(el)[0].textContent).to.equal('No answer');
    });

    it('renders only what is in view of 5,000 options, and sends the value of the one chosen', async () => {
      const el = await mountCombobox({ type: 'string', oneOf: manyOptions(5000) });
      await press(el, 'ArrowDown', 'End');
      expect(options(el).length).to.be.below(60);
      expect(rootOf(el).querySelectorAll('*').length).to.be.below(300);
      expect(activeOption(el)!.textContent).to.equal('Option 5000');
      await press(el, 'Enter');
      const result = nextResult(el);
      click(el, 'accept-button');
      expect((await result).result).to.deep.equal({ action: 'accept', content: { pick: 'o5000' } });
    });

    describe('a multiple choice', () => {
      const schema = { type: 'array', minItems: 1, maxItems: 2, items: { anyOf: cities } };

      it('shows the chosen options as removable chips, in schema order', async () => {
        const el = await mountCombobox(schema);
        await press(el, 'zur', 'Enter', 'aa', 'Enter');
        expect(parts(el, 'chip').map((c) => c.querySelector('span')!.textContent)).to.deep.equal(['Aachen', 'Zürich']);
        expect(el.draftContent).to.deep.equal({ pick: ['c0', 'c4'] });
        expect(part(el, 'chip-remove-button')!.getAttribute('aria-label')).to.equal('Remove Aachen');
        part(el, 'chip-remove-button')!.click();
        await el.updateComplete;
        expect(el.draftContent).to.deep.equal({ pick: ['c4'] });
        await expect(el).to.be.accessible();
      });

      it('closes the list and clears the typed text after a pick found by typing', async () => {
        const el = await mountCombobox(schema);
        await press(el, 'zur', 'Enter');
        expect(isOpen(el), 'the list is closed').to.equal(false);
        expect(combobox(el).value, 'the typed text is gone').to.equal('');
        await press(el, 'ArrowDown');
        expect(options(el).length, 'reopened, the whole list shows, not the last filter').to.be.greaterThan(1);
      });

      it('stays open while the person browses the whole list and ticks one after another', async () => {
        const el = await mountCombobox(schema);
        await press(el, 'ArrowDown', 'Enter', 'ArrowDown', 'Enter');
        expect(isOpen(el)).to.equal(true);
        expect(el.draftContent).to.deep.equal({ pick: ['c0', 'c1'] });
      });

      it('closes the list when a chip is removed', async () => {
        const el = await mountCombobox(schema);
        await press(el, 'ArrowDown', 'Enter');
        expect(isOpen(el)).to.equal(true);
        part(el, 'chip-remove-button')!.click();
        await el.updateComplete;
        expect(isOpen(el)).to.equal(false);
        expect(parts(el, 'chip')).to.have.length(0);
      });

      it('closes the list when the person presses the question’s own message, outside the field', async () => {
        const el = await mountCombobox(schema);
        await press(el, 'ArrowDown');
        expect(isOpen(el)).to.equal(true);
        const message = part(el, 'message')!.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.round(message.left + 5), Math.round(message.top + message.height / 2)] });
        await el.updateComplete;
        expect(isOpen(el)).to.equal(false);
      });

      it('stays open when the person presses inside its field, on a chip or the label', async () => {
        const el = await mountCombobox(schema);
        await press(el, 'ArrowDown', 'Enter');
        const chip = part(el, 'chip')!.querySelector('span')!.getBoundingClientRect();
        await sendMouse({ type: 'click', position: [Math.round(chip.left + 3), Math.round(chip.top + chip.height / 2)] });
        await el.updateComplete;
        expect(isOpen(el)).to.equal(true);
      });

      it('removes the last chip with Backspace in an empty input', async () => {
        const el = await mountCombobox(schema);
        await press(el, 'ArrowDown', 'Enter', 'ArrowDown', 'Enter', 'Escape', 'Backspace');
        expect(el.draftContent).to.deep.equal({ pick: ['c0'] });
      });

      it('keeps the bounds: too many chosen is named after an accept attempt', async () => {
        const el = await mountCombobox(schema);
        await press(el, 'ArrowDown', 'Enter', 'ArrowDown', 'Enter', 'ArrowDown', 'Enter', 'Escape');
        click(el, 'accept-button');
        expect((await until(() => part(el, 'error-summary'))).textContent).to.contain('Choose at most 2');
      });
    });
  });

  describe('the list beside its input', () => {
    afterEach(() => setViewport({ width: 800, height: 600 }));

    async function openIn(container: HTMLElement): Promise<{ el: McpElicitationForm; input: DOMRect; list: DOMRect }> {
      const el = container.querySelector('mcp-elicitation-form')!;
      await settled(el);
      combobox(el).scrollIntoView({ block: 'nearest' });
      combobox(el).focus();
      await press(el, 'ArrowDown');
      await sleep(50);
      return { el, input: combobox(el).getBoundingClientRect(), list: popup(el).getBoundingClientRect() };
    }

    const request = oneField('pick', { type: 'string', title: 'City', oneOf: cities }, true);

    it('opens below the input, as wide, inside the viewport', async () => {
      const box = await fixture<HTMLDivElement>(html`<div><mcp-elicitation-form .request=${request}></mcp-elicitation-form></div>`);
      const { input, list } = await openIn(box);
      expect(list.top).to.be.at.least(input.bottom);
      expect(Math.round(list.left)).to.equal(Math.round(input.left));
      expect(list.bottom).to.be.at.most(window.innerHeight);
    });

    it('flips above the input near the bottom edge', async () => {
      const box = await fixture<HTMLDivElement>(html`<div style="padding-top: calc(100vh - 14rem)">
        <mcp-elicitation-form .request=${request}></mcp-elicitation-form>
      </div>`);
      const { el, input, list } = await openIn(box);
      const field = combobox(el).getBoundingClientRect();
      expect(field.bottom, 'the input is near the bottom').to.be.above(window.innerHeight - 160);
      expect(list.bottom).to.be.at.most(input.top + 1);
      expect(list.top).to.be.at.least(0);
    });

    it('follows its input inside a scrolled container, and stays in the viewport', async () => {
      const box = await fixture<HTMLDivElement>(html`<div style="height: 200px; overflow: auto">
        <div style="height: 300px"></div>
        <mcp-elicitation-form .request=${request}></mcp-elicitation-form>
        <div style="height: 600px"></div>
      </div>`);
      const { el, input, list } = await openIn(box);
      expect(list.top).to.be.at.least(input.bottom - 1);
      box.scrollTop += 40;
      await sleep(60);
      const moved = popup(el).getBoundingClientRect();
      expect(Math.round(moved.top)).to.equal(Math.round(combobox(el).getBoundingClientRect().bottom + 4));
    });

    it('shows above a modal question, inside its dialog’s viewport', async () => {
      const answer = elicit(request, { server: { name: 'Help desk' } });
      const wrapper = await until(() => document.querySelector('mcp-elicitation'));
      await wrapper.ready;
      const el = rootOf(wrapper).host as McpElicitationForm;
      combobox(el).focus();
      await press(el, 'ArrowDown');
      await sleep(50);
      const list = popup(el).getBoundingClientRect();
      const hit = el.shadowRoot!.elementFromPoint(list.left + 10, list.top + 10);
      expect(hit?.getAttribute('role') === 'option' || hit?.getAttribute('role') === 'listbox', 'the list is on top').to.equal(true);
      wrapper.cancel();
      expect(await answer).to.deep.equal({ action: 'cancel' });
    });

    it('aligns with the input’s start edge right to left', async () => {
      const box = await fixture<HTMLDivElement>(html`<div dir="rtl"><mcp-elicitation-form .request=${request}></mcp-elicitation-form></div>`);
      const { input, list } = await openIn(box);
      expect(Math.round(list.right)).to.be.closeTo(Math.round(input.right), 1);
    });

    it('fits a 320 px screen, also in forced colours', async () => {
      await setViewport({ width: 320, height: 560 });
      await emulateMedia({ forcedColors: 'active' });
      try {
        const box = await fixture<HTMLDivElement>(html`<div style="width: 320px"><mcp-elicitation-form .request=${request}></mcp-elicitation-form></div>`);
        const { el, list } = await openIn(box);
        expect(list.right).to.be.at.most(320);
        expect(list.left).to.be.at.least(0);
        expect(horizontalOverflow(box)).to.deep.equal([]);
        expect(getComputedStyle(activeOption(el)!).backgroundColor).not.to.equal(getComputedStyle(listbox(el)).backgroundColor);
      } finally {
        await emulateMedia({ forcedColors: 'none' });
      }
    });

    it('can be scrolled and tapped with a pointer', async () => {
      const box = await fixture<HTMLDivElement>(html`<div><mcp-elicitation-form .request=${request}></mcp-elicitation-form></div>`);
      const { el, list } = await openIn(box);
      listbox(el).scrollTop = 400;
      await sleep(60);
      const target = options(el).find((o) => o.getBoundingClientRect().top > list.top + 5)!;
      const rect = target.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(rect.left + 10), Math.round(rect.top + rect.height / 2)] });
      await el.updateComplete;
      expect(combobox(el).value).to.equal(target.textContent);
    });
  });
});

describe('choices: defects found earlier, each kept fixed', () => {
  afterEach(() => {
    document.querySelectorAll('body > mcp-elicitation').forEach((el) => el.remove());
    sessionStorage.clear();
  });
  /** Options whose titles are their values in capitals. */
  const titled = (...values: string[]) => values.map((v) => ({ const: v, title: v.toUpperCase() }));

  it('an untouched multi-select default is sent in the schema’s order, not the default’s', async () => {
    const el = await shown(oneField('topics', { type: 'array', items: { anyOf: titled('a', 'b', 'c') }, default: ['c', 'a'] }, true));
    const { result } = await answer(el);
    expect(result.content).to.deep.equal({ topics: ['a', 'c'] });
  });

  it('duplicates in values are dropped: one box ticked, and Accept is not refused by maxItems', async () => {
    const el = await shown(oneField('topics', { type: 'array', maxItems: 1, items: { anyOf: titled('a', 'b') } }, true), { values: { topics: ['b', 'b'] } });
    expect((await readQuestion(el)).fields[0].value).to.deep.equal(['b']);
    const { result } = await answer(el);
    expect(result.content).to.deep.equal({ topics: ['b'] });
  });
});
