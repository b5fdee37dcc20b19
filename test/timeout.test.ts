import { expect } from '@open-wc/testing';
import { elicit } from '../src/index.js';
import {
  ManualClock,
  click,
  expectSameNode,
  control,
  expectFocus,
  mountElicitation,
  mountForm,
  mountUrl,
  nextResult,
  part,
  recordResults,
  rootOf,
  sleep,
  type,
  oneField,
} from './helpers.js';

const form = oneField('name', { type: 'string', title: 'Name' });

/** Mounts a question whose time runs on a manual clock: `clock.advance(ms)` is time passing. */
async function timed<T extends HTMLElement & { updateComplete: Promise<boolean>; clock?: unknown; timeout: number }>(
  mount: (request: unknown, props: Partial<T>) => Promise<T>,
  request: unknown,
  props: Partial<T>,
): Promise<{ el: T; clock: ManualClock; pass: (ms: number) => Promise<void> }> {
  const clock = new ManualClock();
  const el = await mount(request, { clock, ...props } as Partial<T>);
  return {
    el,
    clock,
    pass: async (ms) => {
      clock.advance(ms);
      await el.updateComplete;
    },
  };
}

describe('a question with a timeout', () => {
  it('resolves as cancel with reason timeout, once, and says it timed out', async () => {
    const { el, pass } = await timed(mountForm, form, { timeout: 300 });
    const seen = recordResults(el);
    type(control(el, 'Name'), 'half-typed');
    await pass(900);
    expect(seen).to.deep.equal([{ result: { action: 'cancel' }, reason: 'timeout' }]);
    expect(part(el, 'status')!.textContent).to.equal('Time ran out, so the request was cancelled. Nothing was shared.');
    expect(control(el, 'Name').matches(':disabled')).to.equal(true);
    expect(part(el, 'actions')).to.be.null;
    expect(part(el, 'countdown')).to.be.null;
    await expect(el).to.be.accessible();
  });

  it('never accepts on silence, even with every field valid', async () => {
    const { el, pass } = await timed(mountForm, oneField('ok', { type: 'boolean', default: true }), { timeout: 150 });
    const result = nextResult(el);
    await pass(150);
    expect((await result).result).to.deep.equal({ action: 'cancel' });
  });

  it('shows a countdown as a timer, and passes accessibility tests', async () => {
    const { el } = await timed(mountForm, form, { timeout: 125_000 });
    const countdown = part(el, 'countdown')!;
    expect(countdown.getAttribute('role')).to.equal('timer');
    expect(countdown.textContent).to.equal('Time left: 2 minutes 5 seconds');
    await expect(el).to.be.accessible();
  });

  it('counts down as time passes', async () => {
    const { el, pass } = await timed(mountForm, form, { timeout: 125_000 });
    await pass(65_500);
    expect(part(el, 'countdown')!.textContent).to.equal('Time left: 1 minute');
  });

  it('tells screen readers the time left only at thresholds', async () => {
    const { el, pass } = await timed(mountForm, form, { timeout: 70_000 });
    const live = rootOf(el).querySelector('[aria-live="polite"]')!;
    await pass(5_000);
    expect(live.textContent!.trim(), 'nothing before the first threshold').to.equal('');
    await pass(5_500);
    expect(live.textContent!.trim()).to.equal('1 minute left to answer');
    await pass(29_000);
    expect(live.textContent!.trim(), 'nothing new between thresholds').to.equal('1 minute left to answer');
    await pass(1_000);
    expect(live.textContent!.trim()).to.equal('30 seconds left to answer');
    await pass(20_000);
    expect(live.textContent!.trim()).to.equal('10 seconds left to answer');
  });

  describe('when little time is left', () => {
    it('offers more time, which extends by the original length', async () => {
      const { el, pass } = await timed(mountForm, form, { timeout: 4_000 });
      const seen = recordResults(el);
      await pass(2_200);
      click(el, 'more-time-button');
      await el.updateComplete;
      expect(part(el, 'countdown')!.textContent).to.equal('Time left: 6 seconds');
      await pass(2_500);
      expect(seen, 'still open after the original deadline').to.have.length(0);
      await pass(3_400);
      expect(seen.map((s) => s.reason)).to.deep.equal(['timeout']);
    });

    it('offers it only near the end: in the last minute of a long timeout', async () => {
      const { el, pass } = await timed(mountForm, form, { timeout: 300_000 });
      expect(part(el, 'more-time-button')).to.be.null;
      await pass(239_000);
      expect(part(el, 'more-time-button')).to.be.null;
      await pass(2_000);
      expect(part(el, 'more-time-button')).not.to.be.null;
      el.cancel();
    });

    it('gives focus to the timer when the button it was on goes away', async () => {
      // With 20 s in all, "More time" shows from the start; after one extension 40 s are left and it goes.
      const { el } = await timed(mountForm, form, { timeout: 20_000 });
      part(el, 'more-time-button')!.focus();
      click(el, 'more-time-button');
      await el.updateComplete;
      await el.updateComplete;
      expect(part(el, 'more-time-button')).to.be.null;
      expectFocus(el, part(el, 'countdown'));
      el.cancel();
    });

    it('lets the host turn extension off', async () => {
      const { el } = await timed(mountForm, form, { timeout: 1_000, maxExtensions: 0 });
      expect(part(el, 'more-time-button')).to.be.null;
      el.cancel();
    });

    it('lets the host cap how often it is extended', async () => {
      const { el } = await timed(mountForm, form, { timeout: 2_000, maxExtensions: 1 });
      click(el, 'more-time-button');
      await el.updateComplete;
      expect(part(el, 'more-time-button')).to.be.null;
      el.cancel();
    });
  });

  it('stops its timer when removed, resolving abort and never timeout', async () => {
    const { el, clock } = await timed(mountForm, form, { timeout: 200 });
    const seen = recordResults(el);
    el.remove();
    await sleep(0);
    expect(clock.timers.size, 'no timer left behind').to.equal(0);
    clock.advance(400);
    expect(seen).to.deep.equal([{ result: { action: 'cancel' }, reason: 'abort' }]);
  });

  it('restarts for a new request', async () => {
    const { el, pass } = await timed(mountForm, form, { timeout: 1000 });
    await pass(700);
    const seen = recordResults(el);
    el.request = oneField('other', { type: 'string' });
    await el.updateComplete;
    await pass(700);
    expect(seen, 'the new question has its own time').to.have.length(0);
    await pass(300);
    expect(seen.map((s) => s.reason)).to.deep.equal(['timeout']);
  });

  it('applies to URL consent too', async () => {
    const { el, pass } = await timed(mountUrl, { mode: 'url', message: 'Sign in', url: 'https://example.com/' }, { timeout: 150 });
    const result = nextResult(el);
    await pass(150);
    expect((await result).reason).to.equal('timeout');
  });

  it('is set through <mcp-elicitation> and elicit() alike', async () => {
    const { el, pass } = await timed(mountElicitation, form, { timeout: 150 });
    const result = nextResult(el);
    await pass(150);
    expect((await result).reason).to.equal('timeout');
    // elicit() on the system clock: a real, short timeout.
    expect(await elicit(form, { timeoutMs: 50 })).to.deep.equal({ action: 'cancel' });
    expectSameNode(document.querySelector('mcp-elicitation:not([modal])'), el, 'inline question');
  });
});

describe('the timeout: defects found by review, each kept fixed', () => {
  afterEach(() => document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove()));

  it('treats timeout = Infinity as no timeout', async () => {
    const el = await mountForm(oneField('a', { type: 'string' }), { timeout: Infinity });
    expect(part(el, 'countdown')).to.be.null;
    expect(el.shadowRoot!.textContent).not.to.contain('Infinity');
  });
});
