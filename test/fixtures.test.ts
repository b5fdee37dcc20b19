import { expect } from '@open-wc/testing';
import { capturedElicitations } from './captured-fixtures.js';
import { mountElicitation, part, parts, settled } from './helpers.js';

describe('requests captured from real MCP servers', () => {
  const captured = capturedElicitations();

  it('include both form and URL requests from both protocol eras', () => {
    const modes = new Set(captured.map((c) => (c.params.mode === 'url' ? 'url' : 'form')));
    expect([...modes].sort()).to.deep.equal(['form', 'url']);
    expect(captured.some((c) => c.source.startsWith('2025'))).to.equal(true);
    expect(captured.some((c) => c.source.startsWith('2026') || c.source.includes('mrtr'))).to.equal(true);
    expect(captured.length).to.be.greaterThan(5);
  });

  for (const { source, params } of captured) {
    const what = params.mode === 'url' ? `URL ${String(params.url)}` : `form "${String(params.message)}"`;
    it(`renders the ${what} from ${source}, accessibly`, async () => {
      const el = await mountElicitation(params, { server: { name: 'Captured server', origin: 'https://example.com' } });
      await settled(el);
      expect(part(el, 'unsupported') === null, 'nothing unsupported').to.equal(true);
      if (params.mode === 'url') {
        expect(part(el, 'url')!.textContent).to.equal(new URL(String(params.url)).href);
        expect(part(el, 'accept-button')!.textContent!.trim()).to.match(/^Open /);
      } else {
        const properties = Object.keys((params.requestedSchema as { properties: object }).properties);
        expect(parts(el, 'field')).to.have.length(properties.length);
      }
      await expect(el).to.be.accessible();
    });
  }
});
