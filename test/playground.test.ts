import { expect, fixture, html } from '@open-wc/testing';
import '../stories/playground/elicitation-playground.js';
import type { ElicitationPlayground } from '../stories/playground/elicitation-playground.js';
import type { McpElicitation } from '../src/index.js';
import { click, control, oneField, sleep, type } from './helpers.js';

async function mount(source: string): Promise<{ el: ElicitationPlayground; shown: () => string }> {
  const el = await fixture<ElicitationPlayground>(html`<elicitation-playground .source=${source}></elicitation-playground>`);
  await sleep(30);
  await el.updateComplete;
  return { el, shown: () => el.shadowRoot!.querySelector('pre')!.textContent!.trim() };
}

describe('the Storybook Playground', () => {
  it('shows what Accept would send, defaults included, and follows edits', async () => {
    const { el, shown } = await mount(JSON.stringify(oneField('n', { type: 'integer', title: 'N', default: 3 })));
    expect(JSON.parse(shown())).to.deep.equal({ action: 'accept', content: { n: 3 } });
    const question = el.shadowRoot!.querySelector<McpElicitation>('mcp-elicitation')!;
    type(control(question, 'N'), '8');
    await sleep(10);
    await el.updateComplete;
    expect(JSON.parse(shown())).to.deep.equal({ action: 'accept', content: { n: 8 } });
  });

  it('says what is wrong with JSON that does not parse', async () => {
    const { el } = await mount('{ "message": ');
    const alert = el.shadowRoot!.querySelector('[role="alert"]')!;
    expect(alert.textContent).to.match(/^That is not valid JSON: /);
    expect(el.shadowRoot!.querySelector('mcp-elicitation') === null).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('shows the result once the question is answered', async () => {
    const { el, shown } = await mount(JSON.stringify(oneField('a', { type: 'string' })));
    const question = el.shadowRoot!.querySelector<McpElicitation>('mcp-elicitation')!;
    click(question, 'decline-button');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Sent (decline)');
    expect(JSON.parse(shown())).to.deep.equal({ action: 'decline' });
  });
});
