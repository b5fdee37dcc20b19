import { expect } from '@open-wc/testing';
import { mountElicitation, oneField, part, rootOf, settled } from './helpers.js';

// The guide's CSS and HTML examples are files, like its TypeScript ones: these tests use them.

describe('the guide’s CSS and HTML examples', () => {
  afterEach(() => {
    document.adoptedStyleSheets = [];
    document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove());
  });

  it('the theme parses, and gives the question its radius, and Accept its accent colour and capitals', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(await (await fetch('/examples/theme.examples.css')).text());
    expect(sheet.cssRules.length).to.equal(2);
    document.adoptedStyleSheets = [sheet];
    const el = await mountElicitation(oneField('name', { type: 'string', title: 'Name' }));
    await settled(el);
    const accept = getComputedStyle(part(el, 'accept-button')!);
    expect(accept.textTransform).to.equal('uppercase');
    expect(accept.backgroundColor).to.equal('rgb(109, 40, 217)');
    expect(getComputedStyle(rootOf(el).host).borderTopLeftRadius).to.equal('2px');
  });

  it('the host page holds one question and loads its script as a module', async () => {
    const page = new DOMParser().parseFromString(await (await fetch('/examples/page.examples.html')).text(), 'text/html');
    expect(page.querySelectorAll('mcp-elicitation')).to.have.length(1);
    expect(page.querySelector('script')?.type).to.equal('module');
  });
});
