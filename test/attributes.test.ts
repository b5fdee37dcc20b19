import { expect, fixture, html } from '@open-wc/testing';
import '../src/define.js';
import type { McpElicitation } from '../src/elements/elicitation/elicitation.js';
import { click, control, nextResult, part, settled, oneField, recordResults } from './helpers.js';

/** Console warnings while `run` runs. */
async function warningsDuring(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void seen.push(args.map(String).join(' '));
  try {
    await run();
    // The warning's words load on demand: once their module is here, the element's own import of it settles next.
    await import('../src/elements/question/misuse-warning.js');
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    console.warn = original;
  }
  return seen;
}

describe('properties that arrive as attributes', () => {
  describe('an object turned into text, as React before definition or Vue without .prop write it', () => {
    it('is reported once, naming the property and how to set it, and the element shows nothing', async () => {
      let el!: McpElicitation;
      const warnings = await warningsDuring(async () => {
        el = await fixture<McpElicitation>(html`<mcp-elicitation request="[object Object]" timeout="100"></mcp-elicitation>`);
        el.setAttribute('request', '[object Object]');
        await el.updateComplete;
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('request="[object Object]"').and.contain('element.request = ').and.contain(':request.prop').and.contain("'mcp-elicit/react'");
      expect(el.getBoundingClientRect().height).to.equal(0);
      expect(el.shadowRoot!.querySelector('mcp-elicitation-form')).to.be.null;
    });

    it('never ends on its own while hidden: no timeout, no answer', async () => {
      const el = await fixture<McpElicitation>(html`<mcp-elicitation server="[object Object]" timeout="50"></mcp-elicitation>`);
      const seen = recordResults(el);
      el.request = oneField('ok', { type: 'boolean' });
      await el.updateComplete;
      await new Promise((r) => setTimeout(r, 120));
      expect(seen).to.deep.equal([]);
      expect(el.getBoundingClientRect().height).to.equal(0);
    });

    it('is forgotten once the property is set, and the question shows', async () => {
      const el = await fixture<McpElicitation>(html`<mcp-elicitation request="[object Object]"></mcp-elicitation>`);
      el.request = oneField('name', { type: 'string', title: 'Name' });
      await el.updateComplete;
      expect(el.misusedAttributes.size).to.equal(0);
      expect(control(el, 'Name')).to.exist;
    });

    for (const name of ['server', 'values', 'strings', 'validator', 'clock']) {
      it(`is reported for ${name} too`, async () => {
        const el = document.createElement('mcp-elicitation-form');
        el.request = oneField('a', { type: 'string' });
        const warnings = await warningsDuring(async () => {
          el.setAttribute(name, '[object Object]');
          document.body.append(el);
          await el.updateComplete;
        });
        el.remove();
        expect(warnings.filter((w) => w.includes(`${name}="[object Object]"`))).to.have.length(1);
        expect(el.misusedAttributes.has(name)).to.equal(true);
      });
    }
  });

  describe('as JSON, for plain HTML, static pages and CMS snippets', () => {
    it('shows and answers a request written as JSON, from a server written as JSON', async () => {
      const el = await fixture<McpElicitation>(html`<mcp-elicitation
        request=${JSON.stringify(oneField('ok', { type: 'boolean', title: 'OK' }, true))}
        server='{"name": "Help desk"}'
      ></mcp-elicitation>`);
      await settled(el);
      expect(part(el, 'server')!.textContent).to.equal('Help desk asks');
      control(el, 'OK').click();
      const result = nextResult(el);
      click(el, 'accept-button');
      expect((await result).result).to.deep.equal({ action: 'accept', content: { ok: true } });
    });

    it('shows a request attribute that is not JSON as a request that cannot be shown, with the reason', async () => {
      const el = await fixture<McpElicitation>(html`<mcp-elicitation request="{message: 'hi'}"></mcp-elicitation>`);
      await settled(el);
      expect(part(el, 'unsupported')!.textContent).to.match(/The request attribute is not valid JSON \(.+\)\./);
      expect(part(el, 'accept-button')).to.be.null;
      expect(part(el, 'decline-button')).to.exist;
      await expect(el).to.be.accessible();
    });

    it('pre-fills values and rewords strings given as JSON', async () => {
      const el = await fixture<McpElicitation>(html`<mcp-elicitation
        request=${JSON.stringify(oneField('name', { type: 'string', title: 'Name' }))}
        values='{"name": "Ada"}'
        strings='{"accept": "Send"}'
      ></mcp-elicitation>`);
      await settled(el);
      expect(control(el, 'Name').value).to.equal('Ada');
      expect(part(el, 'accept-button')!.textContent!.trim()).to.equal('Send');
    });
  });
});
