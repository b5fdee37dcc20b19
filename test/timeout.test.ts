import { expect } from '@open-wc/testing';
import { elicit } from '../src/index.js';
import {
  click, control, expectFocus, mountElicitation, mountForm, mountUrl, nextResult, part, recordResults, rootOf, settled, sleep, type, oneField,
} from './helpers.js';

const form = oneField('name', { type: 'string', title: 'Name' });

describe('a question with a timeout', () => {
  it('resolves as cancel with reason timeout, once, and says it timed out', async () => {
    const el = await mountForm(form, { timeout: 300 });
    const seen = recordResults(el);
    type(control(el, 'Name'), 'half-typed');
    await sleep(900);
    expect(seen).to.deep.equal([{ result: { action: 'cancel' }, reason: 'timeout' }]);
    await el.updateComplete;
    expect(part(el, 'status')!.textContent).to.equal('Time ran out, so the request was cancelled. Nothing was shared.');
    expect(control(el, 'Name').matches(':disabled')).to.equal(true);
    expect(part(el, 'actions') === null).to.equal(true);
    expect(part(el, 'countdown') === null).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('never accepts on silence, even with every field valid', async () => {
    const el = await mountForm(oneField('ok', { type: 'boolean', default: true }), { timeout: 150 });
    expect((await nextResult(el)).result).to.deep.equal({ action: 'cancel' });
  });

  it('shows a countdown as a timer, and passes accessibility tests', async () => {
    const el = await mountForm(form, { timeout: 125_000 });
    const countdown = part(el, 'countdown')!;
    expect(countdown.getAttribute('role')).to.equal('timer');
    expect(countdown.textContent).to.equal('Time left: 2 minutes 5 seconds');
    await expect(el).to.be.accessible();
  });

  it('tells screen readers the time left only at thresholds', async () => {
    const el = await mountForm(form, { timeout: 10_400 });
    const live = rootOf(el).querySelector('[aria-live="polite"]')!;
    expect(live.textContent!.trim()).to.equal('');
    // The 10-second threshold is crossed after 0.4 s; nothing else is due for the next 10 s.
    await sleep(1500);
    await el.updateComplete;
    expect(live.textContent!.trim()).to.equal('10 seconds left to answer');
    el.cancel();
  });

  describe('when little time is left', () => {
    it('offers more time, which extends by the original length', async () => {
      const el = await mountForm(form, { timeout: 4_000 });
      const seen = recordResults(el);
      await sleep(2_200);
      await el.updateComplete;
      click(el, 'more-time-button');
      await el.updateComplete;
      expect(part(el, 'countdown')!.textContent).to.equal('Time left: 6 seconds');
      await sleep(2_500);
      expect(seen, 'still open after the original deadline').to.have.length(0);
      el.cancel();
    });

    it('gives focus to the timer when the button it was on goes away', async () => {
      // With 20 s in all, "More time" shows from the start; after one extension 40 s are left and it goes.
      const el = await mountForm(form, { timeout: 20_000 });
      part(el, 'more-time-button')!.focus();
      click(el, 'more-time-button');
      await el.updateComplete;
      await el.updateComplete;
      expect(part(el, 'more-time-button') === null).to.equal(true);
      expectFocus(el, part(el, 'countdown'));
      el.cancel();
    });

    it('lets the host turn extension off', async () => {
      const el = await mountForm(form, { timeout: 1_000, maxExtensions: 0 });
      expect(part(el, 'more-time-button') === null).to.equal(true);
      el.cancel();
    });

    it('lets the host cap how often it is extended', async () => {
      const el = await mountForm(form, { timeout: 2_000, maxExtensions: 1 });
      click(el, 'more-time-button');
      await el.updateComplete;
      expect(part(el, 'more-time-button') === null).to.equal(true);
      el.cancel();
    });
  });

  it('stops its timer when removed, resolving abort and never timeout', async () => {
    const el = await mountForm(form, { timeout: 200 });
    const seen = recordResults(el);
    el.remove();
    await sleep(400);
    expect(seen).to.deep.equal([{ result: { action: 'cancel' }, reason: 'abort' }]);
  });

  it('restarts for a new request', async () => {
    const el = await mountForm(form, { timeout: 1000 });
    await sleep(700);
    const seen = recordResults(el);
    el.request = oneField('other', { type: 'string' });
    await sleep(700);
    expect(seen, 'the new question has its own time').to.have.length(0);
    await sleep(1200);
    expect(seen.map((s) => s.reason)).to.deep.equal(['timeout']);
  });

  it('applies to URL consent too', async () => {
    const el = await mountUrl({ mode: 'url', message: 'Sign in', url: 'https://example.com/' }, { timeout: 150 });
    expect((await nextResult(el)).reason).to.equal('timeout');
  });

  it('is set through <mcp-elicitation> and elicit() alike', async () => {
    const el = await mountElicitation(form, { timeout: 150 });
    expect((await nextResult(el)).reason).to.equal('timeout');
    expect(await elicit(form, { timeoutMs: 150 })).to.deep.equal({ action: 'cancel' });
    expect(document.querySelector('mcp-elicitation:not([modal])') === el).to.equal(true);
  });
});
