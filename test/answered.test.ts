import { expect, fixture, html } from '@open-wc/testing';
import { elicit, type ElicitRequestFormParams } from '../src/index.js';
import { click, control, mountForm, mountUrl, nextResult, part, parts, pick, rootOf, settled, type, until } from './helpers.js';

const request: ElicitRequestFormParams = {
  message: 'Who are you?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      news: { type: 'boolean', title: 'Newsletter' },
      topics: {
        type: 'array',
        title: 'Topics',
        items: {
          anyOf: [
            { const: 'b', title: 'Billing' },
            { const: 'g', title: 'Bugs' },
            { const: 's', title: 'Sales' },
          ],
        },
      },
      apiKey: { type: 'string', title: 'API key' },
      when: { type: 'string', format: 'date', title: 'Start' },
      seats: { type: 'integer', title: 'Seats' },
      note: { type: 'string', title: 'Note' },
    },
    required: ['name', 'news'],
  },
};

const lines = (el: Element) => [...part(el, 'answer')!.querySelectorAll('div')].map((d) => `${d.querySelector('dt')!.textContent}: ${d.querySelector('dd')!.textContent}`);

describe('an answered question, with keep', () => {
  it('collapses to what was sent: titles not values, Yes/No, lists, dates and numbers in words; secrets masked; empty fields left out', async () => {
    const el = await mountForm(request, { keep: true });
    await settled(el);
    type(control(el, 'Name'), 'Ada');
    control(el, 'Newsletter').click();
    pick(control(el, 'Topics'), 'Billing');
    pick(control(el, 'Topics'), 'Bugs');
    type(control(el, 'API key'), 'sk-123');
    type(control(el, 'Start'), '2026-12-24');
    type(control(el, 'Seats'), '1200');
    const result = nextResult(el);
    click(el, 'accept-button');
    await result;
    await el.updateComplete;
    expect(lines(el)).to.deep.equal([
      'Name: Ada',
      'Newsletter: Yes',
      'Topics: Billing and Bugs',
      'API key: Hidden (it looks like a secret)',
      'Start: December 24, 2026',
      'Seats: 1,200',
    ]);
    expect(rootOf(el).textContent).not.to.contain('sk-123');
    expect(part(el, 'status')!.textContent).to.equal('You accepted. Your answers were sent.');
    await expect(el).to.be.accessible();
  });

  it('keeps the read-only question one click away', async () => {
    const el = await mountForm(request, { keep: true });
    await settled(el);
    const result = nextResult(el);
    click(el, 'decline-button');
    await result;
    await el.updateComplete;
    const details = part<HTMLDetailsElement>(el, 'answer-details')!;
    expect(details.open).to.equal(false);
    expect(details.querySelector('summary')!.textContent).to.equal('Show the question');
    // Closed, the read-only question is not even drawn: a transcript keeps summaries, not forms.
    expect(rootOf(el).querySelector('input')).to.equal(null);
    const opened = new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
    details.querySelector('summary')!.click();
    await opened;
    await el.updateComplete;
    expect(control(el, 'Name').checkVisibility()).to.equal(true);
    expect(control(el, 'Name').matches(':disabled')).to.equal(true);
    expect(part(el, 'answer')).to.be.null;
    expect(part(el, 'status')!.textContent).to.equal('You declined. Nothing was shared.');
    await expect(el).to.be.accessible();
  });

  it('offers nothing to press inside its fields once shown again: no toggle, no chip to remove, no filter box', async () => {
    const countries = Array.from({ length: 20 }, (_, i) => ({ const: `c${i}`, title: `Country ${i}` }));
    const el = await mountForm(undefined, { keep: true, values: { ship: ['c1', 'c2'] } });
    el.request = { message: 'Where to?', requestedSchema: { type: 'object', properties: { ship: { type: 'array', title: 'Ships to', items: { anyOf: countries } } } } };
    await settled(el);
    expect(part(el, 'chip-remove-button')!.checkVisibility(), 'while asking').to.equal(true);
    const result = nextResult(el);
    click(el, 'accept-button');
    await result;
    const details = part<HTMLDetailsElement>(el, 'answer-details')!;
    const opened = new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
    details.open = true;
    await opened;
    await el.updateComplete;
    expect(parts(el, 'chip').map((chip) => chip.innerText.trim())).to.deep.equal(['Country 1', 'Country 2']);
    for (const name of ['chip-remove-button', 'combobox-button', 'control']) {
      expect(
        parts(el, name).some((node) => node.checkVisibility()),
        name,
      ).to.equal(false);
    }
  });

  it('says a dismissed question shared nothing', async () => {
    const el = await mountForm(request, { keep: true });
    const result = nextResult(el);
    el.cancel();
    await result;
    await el.updateComplete;
    expect(part(el, 'status')!.textContent).to.equal('Cancelled. Nothing was shared.');
    expect(part(el, 'answer')).to.be.null;
  });

  it('stays whole without keep, as before', async () => {
    const el = await mountForm(request);
    const result = nextResult(el);
    click(el, 'decline-button');
    await result;
    await el.updateComplete;
    expect(part(el, 'answer-details')).to.be.null;
    expect(control(el, 'Name').checkVisibility()).to.equal(true);
  });

  it('collapses a link question to what happened, with the link behind the disclosure', async () => {
    const el = await mountUrl({ mode: 'url', message: 'Sign in', url: 'https://example.com/in' }, { keep: true });
    await settled(el);
    el.cancel();
    await el.updateComplete;
    expect(part(el, 'url')).to.equal(null);
    const details = part<HTMLDetailsElement>(el, 'answer-details')!;
    const opened = new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
    details.open = true;
    await opened;
    await el.updateComplete;
    expect(part(el, 'url')!.checkVisibility()).to.equal(true);
    expect(details.textContent).to.contain('https://example.com/in');
  });

  it('shows each answer of its own when the same element is asked again, in the language of the moment', async () => {
    const el = await mountForm(undefined, { keep: true, values: { name: 'Ada', news: true } });
    el.request = request;
    await settled(el);
    let result = nextResult(el);
    click(el, 'accept-button');
    await result;
    await el.updateComplete;
    expect(lines(el)).to.deep.equal(['Name: Ada', 'Newsletter: Yes']);
    el.locale = 'de';
    await el.updateComplete;
    expect(lines(el)).to.deep.equal(['Name: Ada', 'Newsletter: Ja']);
    el.values = { name: 'Grace', news: false };
    el.request = { ...request, message: 'And you?' };
    await settled(el);
    result = nextResult(el);
    click(el, 'accept-button');
    await result;
    await el.updateComplete;
    expect(lines(el)).to.deep.equal(['Name: Grace', 'Newsletter: Nein']);
  });

  it('is what elicit() leaves in a chat message with keep', async () => {
    const chat = await fixture<HTMLDivElement>(html`<div></div>`);
    const answer = elicit(request, { container: chat, keep: true });
    const el = await until(() => chat.querySelector('mcp-elicitation'));
    await settled(el);
    type(control(el, 'Name'), 'Grace');
    control(el, 'Newsletter').click();
    click(el, 'accept-button');
    expect(await answer).to.deep.equal({ action: 'accept', content: { name: 'Grace', news: true } });
    await el.updateComplete;
    expect(lines(el)).to.deep.equal(['Name: Grace', 'Newsletter: Yes']);
  });
});
