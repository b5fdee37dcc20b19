import { expect, fixture, html } from '@open-wc/testing';
import type { McpElicitationForm } from '../src/elements/elicitation-form/elicitation-form.js';
import type { ElicitExtensions } from '../src/types.js';
import { armed, click, control, leave, nextResult, part, settled, type } from './helpers.js';

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
});
