import { expect, fixture } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { elicit } from '../src/index.js';
import { kitchenSink } from '../demo/kitchen-sink.js';
import { allStories, closeModalQuestions } from './story-runner.js';
import { layoutDefects } from './geometry.js';
import { applyTextSpacing, horizontalOverflow, part, removeTextSpacing, rootOf, sleep } from './helpers.js';

/** The page's whole width, on a 320 CSS px screen (WCAG 1.4.10 Reflow): a small phone. */
async function phoneScreen(): Promise<HTMLDivElement> {
  const host = await fixture<HTMLDivElement>(document.createElement('div'));
  host.style.cssText = 'width: 100%; box-sizing: border-box;';
  return host;
}

describe('on a 320 CSS px screen (reflow)', () => {
  before(async () => {
    document.body.style.margin = '0';
    await setViewport({ width: 320, height: 640 });
  });
  after(async () => {
    document.body.style.margin = '';
    await setViewport({ width: 800, height: 600 });
  });
  afterEach(() => {
    removeTextSpacing();
    closeModalQuestions();
  });

  for (const story of allStories()) {
    it(`${story.title} fits without sideways scrolling and shows no layout defect, also with wide text spacing`, async () => {
      const host = await phoneScreen();
      await story.render(host);
      expect(host.getBoundingClientRect().width).to.equal(320);
      expect(horizontalOverflow(host), 'as it is').to.deep.equal([]);
      expect(layoutDefects(host), 'layout defects').to.deep.equal([]);
      applyTextSpacing(host);
      await sleep(0);
      expect(horizontalOverflow(host), 'with the text-spacing overrides of 1.4.12').to.deep.equal([]);
      // Wider text must not break words that had room, nor squeeze a title beside its buttons (a resource
      // picker's did). Pointer targets are left out here: the override's line-height of 1.5 is the reader's
      // choice, and makes a 15 px checkbox row 22.5 px high in a theme that gives it 24.
      const textDefects = layoutDefects(host).filter((problem) => !problem.includes('pointer target'));
      expect(textDefects, 'layout defects with the text-spacing overrides of 1.4.12').to.deep.equal([]);
      removeTextSpacing();
    });
  }

  describe('a modal question on a 320 × 256 screen', () => {
    afterEach(async () => {
      document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove());
      await setViewport({ width: 320, height: 640 });
    });

    it('is not scrolled sideways, and its card starts at the left edge of the dialog', async () => {
      await setViewport({ width: 320, height: 256 });
      void elicit(kitchenSink, { server: { name: 'Help desk' } });
      await sleep(50);
      const el = document.querySelector('mcp-elicitation')!;
      await el.ready;
      const dialog = el.shadowRoot!.querySelector('dialog')!;
      expect(dialog.scrollWidth, 'the dialog scrolls sideways').to.be.at.most(dialog.clientWidth);
      const card = rootOf(el).host.getBoundingClientRect();
      expect(card.left).to.be.at.least(dialog.getBoundingClientRect().left);
      expect(card.right).to.be.at.most(320);
      expect(horizontalOverflow(dialog)).to.deep.equal([]);
      expect(part(el, 'accept-button')).to.exist;
      el.cancel();
    });
  });
});
