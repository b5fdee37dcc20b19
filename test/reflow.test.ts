import { expect, fixture } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { elicit } from '../src/index.js';
import { kitchenSink } from '../demo/kitchen-sink.js';
import { allStories, settle } from './story-runner.js';
import { applyTextSpacing, horizontalOverflow, part, removeTextSpacing, rootOf, sleep } from './helpers.js';

/** A 320 CSS px column, as on a small phone (WCAG 1.4.10 Reflow). */
async function narrowColumn(): Promise<HTMLDivElement> {
  const host = await fixture<HTMLDivElement>(document.createElement('div'));
  host.style.cssText = 'width: 320px; box-sizing: border-box;';
  return host;
}

describe('at 320 CSS px (reflow)', () => {
  afterEach(() => removeTextSpacing());

  for (const story of allStories()) {
    it(`${story.title} fits without sideways scrolling, also with wide text spacing`, async () => {
      const host = await narrowColumn();
      story.render(host);
      await settle(host);
      expect(horizontalOverflow(host), 'as it is').to.deep.equal([]);
      applyTextSpacing(host);
      document.adoptedStyleSheets.length; // applied to the page as well
      await sleep(0);
      expect(horizontalOverflow(host), 'with the text-spacing overrides of 1.4.12').to.deep.equal([]);
      removeTextSpacing();
    });
  }

  describe('a modal question on a 320 × 256 screen', () => {
    afterEach(async () => {
      document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove());
      await setViewport({ width: 800, height: 600 });
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
