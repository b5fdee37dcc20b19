// A question never answers keystrokes or clicks that were meant for something else: someone typing
// in a chat box when a question appears must not accept it unseen. Real keys and a real mouse
// (sendKeys, sendMouse: trusted events), as a person presses them.
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, resetMouse } from '@web/test-runner-commands';
import { elicit, type ElicitRequestParams, type ElicitResult } from '../src/index.js';
import type { McpElicitation } from '../src/elements/elicitation/elicitation.js';
import { form, manyOptions } from './fixtures/generated.js';
import { armed, click, expectFocus, expectSameNode, part, rootOf, settled, sleep, until } from './helpers.js';

const server = { name: 'Help desk' };

const KINDS: { name: string; request: ElicitRequestParams }[] = [
  { name: 'a confirmation', request: form('Delete T-4 for good?', { confirm: { type: 'boolean', title: 'Yes, delete it' } }, ['confirm']) },
  { name: 'a text field', request: form('Why close T-4?', { reason: { type: 'string', title: 'Reason' } }) },
  { name: 'a few choices', request: form('Which tickets?', { scope: { type: 'string', title: 'Tickets', enum: ['Mine', 'All tickets'] } }, ['scope']) },
  { name: 'a select', request: form('Which queue?', { queue: { type: 'string', title: 'Queue', enum: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] } }) },
  { name: 'a combobox', request: form('Which agent?', { agent: { type: 'string', title: 'Agent', oneOf: manyOptions(40) } }) },
  { name: 'a multiple choice', request: form('Which labels?', { labels: { type: 'array', title: 'Labels', items: { type: 'string', enum: ['bug', 'billing', 'urgent'] } } }) },
  { name: 'a link', request: { mode: 'url', message: 'Sign in to billing', url: 'https://billing.example.com/signin' } },
];

/** What a test put on the page, removed after it whatever happened. */
const added: Element[] = [];
function add<T extends Element>(node: T): T {
  added.push(node);
  document.body.append(node);
  return node;
}
afterEach(() => {
  document.querySelectorAll<McpElicitation>('mcp-elicitation').forEach((el) => (el.cancel(), el.remove()));
  added.splice(0).forEach((node) => node.remove());
});

/** A chat page: a transcript where inline questions appear, and a chat box with focus, where the person types. */
function chatPage(): { transcript: HTMLElement; box: HTMLTextAreaElement } {
  const transcript = add(document.createElement('div'));
  const box = add(document.createElement('textarea'));
  box.setAttribute('aria-label', 'Message');
  box.focus();
  return { transcript, box };
}

/** The answer, if the question ended: settled or not, without waiting for it. */
function watch(answer: Promise<ElicitResult>): () => ElicitResult | undefined {
  let result: ElicitResult | undefined;
  void answer.then((r) => (result = r));
  return () => result;
}

/** An inline question with its properties set before it is on the page (the window starts as it appears). */
async function mountElicitation(request: ElicitRequestParams, props: Partial<McpElicitation>, where: Element = document.body): Promise<McpElicitation> {
  const el = document.createElement('mcp-elicitation');
  Object.assign(el, { request, ...props });
  where.append(el);
  await el.updateComplete;
  return el;
}

const modal = (): McpElicitation | undefined => document.querySelector<McpElicitation>('body > mcp-elicitation') ?? undefined;

describe('a question that appears while the person is typing elsewhere', () => {
  for (const kind of KINDS) {
    it(`${kind.name}, inline: Enter and Space meant for the chat box send nothing, and the text stays there`, async () => {
      const { transcript, box } = chatPage();
      await sendKeys({ type: 'ok' });
      const result = watch(elicit(kind.request, { container: transcript, server }));
      await sendKeys({ type: ' sure' });
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Space' });
      const el = await until(() => transcript.querySelector<McpElicitation>('mcp-elicitation'));
      await settled(el);
      const before = el.draftContent;
      await armed(el);
      // Long after it appeared, the keys still go where the person is typing.
      await sendKeys({ type: 'x' });
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Space' });
      await sleep(50);
      expect(box.value).to.equal('ok sure\n x\n ');
      expectSameNode(document.activeElement, box, 'focused element');
      expect(result(), 'nothing was sent').to.equal(undefined);
      expect(el.draftContent, 'nothing was chosen or typed in it').to.deep.equal(before);
      expect(part(el, 'arrival')!.textContent).to.equal('New question');
    });

    it(`${kind.name}, as a dialog: keys carried over from the chat box act on nothing`, async () => {
      const { box } = chatPage();
      await sendKeys({ type: 'ok' });
      const result = watch(elicit(kind.request, { server }));
      const el = await until(modal);
      await el.updateComplete;
      const before = el.draftContent;
      for (const key of ['Enter', 'Space', 'ArrowDown', 'Enter']) await sendKeys({ press: key });
      await sendKeys({ type: 'sure' });
      await settled(el);
      expectFocus(el, part(el, 'message'));
      await sleep(50);
      expect(result(), 'nothing was sent').to.equal(undefined);
      expect(el.draftContent, 'nothing was chosen or typed in it').to.deep.equal(before);
      expect(box.value, 'what was typed before stays in the chat box').to.equal('ok');
    });
  }

  it('takes focus from the chat box when the host asks it to, onto its message', async () => {
    const { transcript } = chatPage();
    void elicit(KINDS[0].request, { container: transcript, server, focus: 'always' });
    const el = await until(() => transcript.querySelector<McpElicitation>('mcp-elicitation'));
    await settled(el);
    expectFocus(el, part(el, 'message'));
    expect(part(el, 'arrival'), 'a question with focus needs no cue').to.equal(null);
  });

  it('takes no focus at all when the host says never, even with nothing else focused; with nobody busy elsewhere it needs no cue', async () => {
    const transcript = add(document.createElement('div'));
    (document.activeElement as HTMLElement | null)?.blur();
    void elicit(KINDS[0].request, { container: transcript, server, focus: 'never' });
    const el = await until(() => transcript.querySelector<McpElicitation>('mcp-elicitation'));
    await settled(el);
    expectSameNode(document.activeElement, document.body, 'focused element');
    expect(part(el, 'arrival'), 'nothing had focus: the question is simply there').to.equal(null);
  });

  it('says that it came when a control outside it has focus (a button just pressed), without taking focus', async () => {
    const transcript = add(document.createElement('div'));
    const button = add(document.createElement('button'));
    button.textContent = 'Close T-1';
    button.focus();
    void elicit(KINDS[0].request, { container: transcript, server });
    const el = await until(() => transcript.querySelector<McpElicitation>('mcp-elicitation'));
    await settled(el);
    expectSameNode(document.activeElement, button, 'focused element');
    expect(part(el, 'arrival')!.textContent).to.equal('New question');
  });

  it('says that it came, on screen and to a screen reader, in its language; the outline goes once focus comes in, the label once it ends', async () => {
    const { transcript } = chatPage();
    transcript.lang = 'de';
    void elicit(KINDS[0].request, { container: transcript, server });
    const el = await until(() => transcript.querySelector<McpElicitation>('mcp-elicitation'));
    await settled(el);
    expect(part(el, 'arrival')!.textContent).to.equal('Neue Frage');
    expect(rootOf(el).host.hasAttribute('data-arrived'), 'the card wears the accent outline').to.equal(true);
    const region = document.querySelector<HTMLElement>('[data-mcp-elicit-announcer]')!;
    await until(() => region.textContent?.startsWith('Neue Frage'));
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.lang).to.equal('de');
    expect(region.textContent).to.equal('Neue Frage. \u2068Help desk\u2069 fragt: \u2068Delete T-4 for good?\u2069');
    await expect(el).to.be.accessible();
    const declineBox = part(el, 'decline-button')!.getBoundingClientRect();
    el.focus();
    await el.updateComplete;
    expect(rootOf(el).host.hasAttribute('data-arrived')).to.equal(false);
    expect(part(el, 'arrival'), 'the label stays: nothing moves under a pointer on its way to a button').to.exist;
    expect(part(el, 'decline-button')!.getBoundingClientRect().y).to.equal(declineBox.y);
    click(el, 'decline-button');
    await el.updateComplete;
    expect(part(el, 'arrival')).to.equal(null);
  });

  it('announces nothing when elicit() gives it focus as it appears', async () => {
    const transcript = add(document.createElement('div'));
    (document.activeElement as HTMLElement | null)?.blur();
    await sleep(100); // what earlier questions said has been said
    const region = document.querySelector<HTMLElement>('[data-mcp-elicit-announcer]');
    if (region) region.textContent = '';
    void elicit(KINDS[1].request, { container: transcript, server });
    const el = await until(() => transcript.querySelector<McpElicitation>('mcp-elicitation'));
    await settled(el);
    await sleep(120);
    expectFocus(el, part(el, 'message'));
    expect(document.querySelector('[data-mcp-elicit-announcer]')?.textContent ?? '').to.equal('');
  });
});

describe('the first moments of a question on screen', () => {
  afterEach(() => resetMouse());

  it('ignores a real click, then takes one once they have passed', async () => {
    const el = await mountElicitation(KINDS[0].request, { server, activationDelay: 2000 });
    await settled(el);
    const decline = part(el, 'decline-button')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(decline.x + decline.width / 2), Math.round(decline.y + decline.height / 2)] });
    await sleep(30);
    expect(part(el, 'base')!.classList.contains('arming'), 'the click came within the window').to.equal(true);
    expect(el.result).to.equal(undefined);
    await armed(el);
    await sendMouse({ type: 'click', position: [Math.round(decline.x + decline.width / 2), Math.round(decline.y + decline.height / 2)] });
    await until(() => el.result);
    expect(el.result).to.deep.equal({ action: 'decline' });
  });

  it('ignores Enter and Space on its buttons, then takes them', async () => {
    const el = await mountElicitation(KINDS[1].request, { server, activationDelay: 2000 });
    await settled(el);
    part(el, 'decline-button')!.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    expect(part(el, 'base')!.classList.contains('arming'), 'the keys came within the window').to.equal(true);
    expect(el.result).to.equal(undefined);
    await armed(el);
    await sendKeys({ press: 'Enter' });
    expect(el.result).to.deep.equal({ action: 'decline' });
  });

  it('takes a host’s own click() at once: only a person’s presses wait', async () => {
    const el = await mountElicitation(KINDS[0].request, { server, activationDelay: 60_000 });
    click(el, 'decline-button');
    expect(el.result).to.deep.equal({ action: 'decline' });
  });

  it('does nothing with a key held down since before focus came in', async () => {
    const el = await mountElicitation(KINDS[1].request, { server });
    await armed(el);
    const elsewhere = add(document.createElement('button'));
    elsewhere.textContent = 'Send';
    elsewhere.focus();
    await sendKeys({ down: 'Enter' });
    part(el, 'decline-button')!.focus();
    // The key repeats where focus is now: not a press on Decline.
    await sendKeys({ down: 'Enter' });
    await sendKeys({ up: 'Enter' });
    expect(el.result).to.equal(undefined);
    await sendKeys({ press: 'Enter' });
    expect(el.result).to.deep.equal({ action: 'decline' });
  });

  it('starts them again when it comes back into view', async () => {
    const scroller = add(document.createElement('div'));
    scroller.style.cssText = 'height: 300px; overflow: auto';
    const spacer = document.createElement('div');
    spacer.style.height = '2000px';
    const el = await mountElicitation(KINDS[0].request, { server, activationDelay: 300 }, scroller);
    scroller.append(spacer);
    await settled(el);
    await armed(el);
    scroller.scrollTop = 1500;
    await until(() => part(el, 'base')!.classList.contains('arming') || undefined);
    scroller.scrollTop = 0;
    await sleep(50);
    expect(part(el, 'base')!.classList.contains('arming'), 'back in view, it arms again').to.equal(true);
    await armed(el);
  });

  it('covers its controls while it arms, so a pointer reaches none of them', async () => {
    const el = await mountElicitation(KINDS[0].request, { server, activationDelay: 2000 });
    await settled(el);
    const accept = part(el, 'accept-button')!.getBoundingClientRect();
    const hit = rootOf(el).elementFromPoint(accept.x + accept.width / 2, accept.y + accept.height / 2);
    expect(hit?.getAttribute('part')).to.equal('base');
    await armed(el);
    const after = rootOf(el).elementFromPoint(accept.x + accept.width / 2, accept.y + accept.height / 2);
    expect(after?.getAttribute('part')).to.equal('accept-button');
  });
});
