import { expect, fixture } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { allStories, closeModalQuestions } from './story-runner.js';
import { layoutDefects } from './geometry.js';
import { mountForm, oneField } from './helpers.js';

describe('what must never be seen (geometry)', () => {
  describe('at a desktop width, in every story', () => {
    before(() => setViewport({ width: 1024, height: 768 }));
    after(() => setViewport({ width: 800, height: 600 }));
    afterEach(() => closeModalQuestions());

    for (const story of allStories()) {
      it(`${story.title} shows no layout defect`, async () => {
        const host = await fixture<HTMLDivElement>(document.createElement('div'));
        await story.render(host);
        expect(layoutDefects(host)).to.deep.equal([]);
      });
    }
  });

  // Each check is shown to fail on the defect it is there for.
  describe('the checks themselves', () => {
    const broken = (css: string) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return sheet;
    };
    async function formWith(css: string, schema: Record<string, unknown> = { type: 'string', title: 'Priority', enum: ['low', 'normal'] }) {
      const el = await mountForm(oneField('p', schema));
      el.shadowRoot!.adoptedStyleSheets = [...el.shadowRoot!.adoptedStyleSheets, broken(css)];
      return el;
    }

    it('finds radios drawn as wide boxes, with their labels broken inside words', async () => {
      const el = await formWith("input[type='radio'] { width: 100%; height: 2.5rem; }");
      const found = layoutDefects(el.parentElement!);
      expect(found.join('\n')).to.contain('(a radio or checkbox is at most 28)');
      expect(found.join('\n')).to.contain('breaks "normal" inside the word, though the line had room');
    });

    it('finds a control wider than its field', async () => {
      const el = await formWith('input { width: 150% !important; }', { type: 'string', title: 'Name' });
      expect(layoutDefects(el.parentElement!).join('\n')).to.contain('is wider than its field');
    });

    it('finds a label broken inside a word that had room, and lets one longer than the line break', async () => {
      const css = "[part~='label'] { word-break: break-all; width: 12ch; font-family: monospace; }";
      const roomy = await formWith(css, { type: 'string', title: 'Priority normal' });
      expect(layoutDefects(roomy.parentElement!).join('\n')).to.contain('breaks "normal" inside the word');
      const long = await formWith(css, { type: 'string', title: 'Supercalifragilistic' });
      expect(layoutDefects(long.parentElement!).join('\n')).not.to.contain('breaks');
    });

    it('finds text squeezed so narrow that its words break every few letters, and lets a short word be', async () => {
      const css = "[part~='label'] { width: 2.5em; overflow-wrap: anywhere; }";
      const squeezed = await formWith(css, { type: 'string', title: 'Receipt' });
      expect(layoutDefects(squeezed.parentElement!).join('\n')).to.contain('is squeezed to');
      const short = await formWith(css, { type: 'string', title: 'Tax' });
      expect(layoutDefects(short.parentElement!).join('\n')).not.to.contain('squeezed');
    });

    it('finds a pointer target under 24 × 24 px', async () => {
      const el = await formWith('button { min-height: 0 !important; height: 18px; padding: 0 !important; }');
      expect(layoutDefects(el.parentElement!).join('\n')).to.contain('offers a pointer target of');
    });
  });
});
