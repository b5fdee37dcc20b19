import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { McpElicitation } from '../src/elements/elicitation/elicitation.js';
import { COMPACT_AFTER_MS } from '../src/controllers/compact-controller.js';
import { ManualClock, click, control, mountElicitation, nextResult, part, rootOf, settled, type, until } from './helpers.js';
import { QUESTION_SELECTOR } from '../src/model/markup.js';

const request = {
  message: 'Who are you?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      news: { type: 'boolean', title: 'Newsletter' },
      plan: {
        type: 'string',
        title: 'Plan',
        oneOf: [
          { const: 'free', title: 'Free' },
          { const: 'team', title: 'Team' },
        ],
      },
    },
    required: ['name'],
  },
};

/** The question element inside `<mcp-elicitation>`: the live form, or the copy left once compacted. */
const inner = (el: McpElicitation) => el.shadowRoot!.querySelector(QUESTION_SELECTOR)!;
const isLive = (el: McpElicitation) => inner(el).localName !== 'div';
const lines = (el: Element) => [...part(el, 'answer')!.querySelectorAll('div')].map((d) => d.textContent);

/** Every part the question shows, with its text and its box on screen. */
function look(el: McpElicitation) {
  return [...rootOf(el).querySelectorAll('[part]')].map((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    return { part: node.getAttribute('part'), text: node.textContent?.replace(/\s+/g, ' ').trim(), box: [x, y, width, height].map(Math.round) };
  });
}

/** A kept question, answered with Accept, and focus moved to a button outside it, as a person moves on. */
async function answered(props: Partial<McpElicitation> = {}) {
  const clock = new ManualClock();
  const page = await fixture<HTMLDivElement>(html`<div><button id="elsewhere">Elsewhere</button><mcp-elicitation></mcp-elicitation></div>`);
  const el = page.querySelector('mcp-elicitation')!;
  Object.assign(el, { keep: true, clock, values: { name: 'Ada', plan: 'team' }, ...props, request: props.request ?? request });
  await settled(el);
  const result = nextResult(el);
  click(el, 'accept-button');
  await result;
  await el.updateComplete;
  page.querySelector<HTMLButtonElement>('#elsewhere')!.focus();
  return { el, clock, elsewhere: page.querySelector<HTMLButtonElement>('#elsewhere')! };
}

async function compacted(props: Partial<McpElicitation> = {}) {
  const at = await answered(props);
  const live = look(at.el);
  at.clock.advance(COMPACT_AFTER_MS);
  await at.el.updateComplete;
  return { ...at, live };
}

describe('a kept question, once the person has moved on', () => {
  it('is compacted a moment after it was answered: the same parts, words and boxes, with no element behind them', async () => {
    const { el, live } = await compacted();
    expect(isLive(el)).to.equal(false);
    expect(look(el)).to.deep.equal(live);
    expect(lines(el)).to.deep.equal(['NameAda', 'PlanTeam']);
    expect(inner(el).getAttribute('exportparts')).to.contain('answer-details');
    const walker = document.createTreeWalker(rootOf(el), NodeFilter.SHOW_COMMENT);
    expect(walker.nextNode(), 'template markers').to.equal(null);
    expect(el.result).to.deep.equal({ action: 'accept', content: { name: 'Ada', plan: 'team' } });
    expect(el.reason).to.equal('submit');
    expect(el.draftContent).to.deep.equal({ name: 'Ada', plan: 'team' });
    await expect(el).to.be.accessible();
  });

  it('stays live until then, and while focus is inside it', async () => {
    const { el, clock } = await answered();
    clock.advance(COMPACT_AFTER_MS - 1);
    await el.updateComplete;
    expect(isLive(el), 'before its time').to.equal(true);
    part(el, 'status')!.focus();
    clock.advance(1);
    await el.updateComplete;
    expect(isLive(el), 'with focus inside').to.equal(true);
    el.closest('div')!.querySelector('button')!.focus();
    clock.advance(0);
    await el.updateComplete;
    expect(isLive(el), 'once focus left').to.equal(false);
  });

  it('shows the read-only question again from "Show the question", with what was sent, and keeps focus there', async () => {
    const { el, clock, elsewhere } = await compacted();
    const summary = part(el, 'answer-details')!.querySelector('summary')!;
    summary.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => isLive(el) && part<HTMLDetailsElement>(el, 'answer-details')!.open);
    await el.updateComplete;
    expect(control(el, 'Name').value).to.equal('Ada');
    expect(control(el, 'Name').disabled || control(el, 'Name').closest('fieldset')!.disabled).to.equal(true);
    expect(rootOf(el).activeElement?.localName).to.equal('summary');
    // Open, it is in use: it stays live, with focus anywhere.
    elsewhere.focus();
    clock.advance(COMPACT_AFTER_MS);
    await el.updateComplete;
    expect(isLive(el)).to.equal(true);
    // Closed again and left: compacted again.
    part<HTMLDetailsElement>(el, 'answer-details')!.open = false;
    part(el, 'answer-details')!.querySelector('summary')!.focus();
    elsewhere.focus();
    clock.advance(0);
    await el.updateComplete;
    expect(isLive(el)).to.equal(false);
    expect(el.result).to.deep.equal({ action: 'accept', content: { name: 'Ada', plan: 'team' } });
  });

  it('comes back ended: it sends nothing again, counts no time and announces no new question', async () => {
    const { el, clock } = await compacted({ timeout: 60_000 });
    const events: string[] = [];
    for (const name of ['mcp-elicitation-result', 'mcp-elicitation-open']) el.addEventListener(name, () => events.push(name));
    part(el, 'answer-details')!.querySelector('summary')!.click();
    await until(() => isLive(el));
    await el.updateComplete;
    clock.advance(120_000);
    await el.updateComplete;
    expect(events).to.deep.equal([]);
    expect(part(el, 'countdown')).to.equal(null);
    expect(part(el, 'accept-button')).to.equal(null);
    expect(el.reason).to.equal('submit');
  });

  it('is drawn again in another language when its language changes', async () => {
    const { el } = await compacted();
    el.locale = 'de';
    await el.updateComplete;
    expect(part(el, 'answer-details')!.querySelector('summary')!.textContent).to.equal('Frage anzeigen');
    expect(lines(el)).to.deep.equal(['NameAda', 'PlanTeam']);
  });

  it('starts a new question when a new request comes', async () => {
    const { el } = await compacted();
    el.request = { ...request, message: 'And now?' };
    await settled(el);
    expect(isLive(el)).to.equal(true);
    expect(el.result).to.equal(undefined);
    expect(part(el, 'message')!.textContent).to.equal('And now?');
    expect(part(el, 'accept-button')).not.to.equal(null);
  });

  it('shows more of a long message from the copy as the live question would', async () => {
    const message = 'word '.repeat(1200);
    const { el } = await compacted({ request: { ...request, message } });
    const more = part<HTMLButtonElement>(el, 'message-more-button')!;
    more.click();
    await until(() => isLive(el) && part(el, 'message')!.textContent!.length > 4_100);
    expect(part(el, 'message')!.textContent!.length).to.be.greaterThan(4_100);
  });

  it('compacts a link question too, and shows its link again when opened some other way', async () => {
    const clock = new ManualClock();
    const el = await mountElicitation({ mode: 'url', message: 'Sign in', url: 'https://example.com/in', elicitationId: 'e1' }, { clock, keep: true });
    await settled(el);
    el.cancel();
    await el.updateComplete;
    const live = look(el);
    clock.advance(COMPACT_AFTER_MS);
    await el.updateComplete;
    expect(isLive(el)).to.equal(false);
    expect(look(el)).to.deep.equal(live);
    expect(el.result).to.deep.equal({ action: 'cancel' });
    // A script (or find in page) opening the copy's disclosure: the live question opens in its place.
    part<HTMLDetailsElement>(el, 'answer-details')!.open = true;
    await until(() => isLive(el) && part(el, 'url')?.checkVisibility());
    expect(part(el, 'url')!.textContent).to.contain('https://example.com/in');
  });

  it('is never compacted as a modal', async () => {
    const clock = new ManualClock();
    const el = await mountElicitation(request, { clock, keep: true, modal: true });
    await settled(el);
    type(control(el, 'Name'), 'Ada');
    const result = nextResult(el);
    click(el, 'accept-button');
    await result;
    clock.advance(COMPACT_AFTER_MS);
    await el.updateComplete;
    expect(isLive(el)).to.equal(true);
  });
});
