import { expect } from '@open-wc/testing';
import { elicit } from '../src/index.js';
import { callWithInputs, type McpRequest } from '../src/adapter/index.js';
import type { McpElicitation } from '../src/elements/elicitation/elicitation.js';
import { click, control, part, settled, sleep, type } from './helpers.js';
import { rawHttpSend } from '../support/raw-send.js';

// The MCP server here is real (v2 SDK, 2026-07-28), mounted at /mcp on this page's origin by the
// test runner; the forms are the real elements; the person is this test, using the page.

const tool = (name: string, args: object = {}): McpRequest => ({ method: 'tools/call', params: { name, arguments: args } });
const textOf = (result: { [key: string]: unknown }): string => (result.content as { text: string }[])[0].text;

/** The next question shown in `container`, once its validator has loaded. */
async function nextQuestion(container: HTMLElement, previous?: Element): Promise<McpElicitation> {
  for (let i = 0; i < 200; i++) {
    const el = container.querySelector('mcp-elicitation');
    if (el && el !== previous) {
      await el.updateComplete;
      await settled(el);
      return el;
    }
    await sleep(10);
  }
  throw new Error('no question appeared');
}

/** Records window.open calls; nothing is opened. */
function stubOpen(): { calls: string[]; restore: () => void } {
  const original = window.open;
  const calls: string[] = [];
  window.open = ((url: string) => (calls.push(url), null)) as typeof window.open;
  return { calls, restore: () => (window.open = original) };
}

describe('callWithInputs in the browser, with elicit() and a real server', () => {
  let chat: HTMLElement;
  beforeEach(() => {
    chat = document.createElement('section');
    document.body.append(chat);
  });
  afterEach(() => chat.remove());

  const options = (extra: object = {}) => ({
    elicit: (params: Parameters<typeof elicit>[0], ctx: { signal: AbortSignal; previous?: Record<string, unknown>; repeated?: boolean }) =>
      elicit(params, { container: chat, signal: ctx.signal, values: ctx.previous, repeated: ctx.repeated, server: { name: 'Test server', origin: location.origin } }),
    ...extra,
  });

  it('confirms before acting: the person ticks and accepts, the server acts', async () => {
    const call = callWithInputs(rawHttpSend('/mcp'), tool('delete_file', { path: '/browser' }), options());
    const question = await nextQuestion(chat);
    expect(part(question, 'message')!.textContent).to.equal('Delete /browser?');
    control(question, 'Really delete?').click();
    click(question, 'accept-button');
    expect(textOf(await call)).to.equal('deleted /browser');
    expect(chat.querySelector('mcp-elicitation') === null).to.equal(true);
  });

  it('pre-fills a corrections round with what the person typed, so nobody types twice', async () => {
    const call = callWithInputs(rawHttpSend('/mcp'), tool('create_customer'), options());
    let question = await nextQuestion(chat);
    type(control(question, 'Name'), 'A');
    type(control(question, 'Email'), 'ada@nowhere.example');
    click(question, 'accept-button');
    await sleep(0);
    // The server accepts the email but not the name: it asks again for the name only.
    question = await nextQuestion(chat, question);
    expect(part(question, 'message')!.textContent).to.contain('A name needs at least 2 letters');
    expect(control(question, 'Name').value).to.equal('A');
    type(control(question, 'Name'), 'Ada');
    click(question, 'accept-button');
    expect(textOf(await call)).to.equal('created Ada <ada@nowhere.example>');
  });

  it('URL mode: opens on consent, and when the server asks again offers "I’ve finished"', async () => {
    const open = stubOpen();
    try {
      const call = callWithInputs(rawHttpSend('/mcp'), tool('connect_billing'), options());
      let question = await nextQuestion(chat);
      const url = part(question, 'url')!.textContent!;
      expect(url).to.match(new RegExp(`^${location.origin}/signin/`));
      click(question, 'accept-button');
      expect(open.calls).to.deep.equal([url]);

      question = await nextQuestion(chat, question);
      expect(question.repeated).to.equal(true);
      expect(part(question, 'accept-button')!.textContent!.trim()).to.equal('I’ve finished');
      await expect(question).to.be.accessible();
      await fetch(url); // the person finishes on the page
      click(question, 'accept-button');
      expect(textOf(await call)).to.equal('billing connected');
      expect(open.calls).to.have.length(1, '"I’ve finished" opens nothing');
    } finally {
      open.restore();
    }
  });

  it('abort closes the open question and rejects the call', async () => {
    const controller = new AbortController();
    const call = callWithInputs(rawHttpSend('/mcp'), tool('delete_file', { path: '/aborted' }), options({ signal: controller.signal }));
    await nextQuestion(chat);
    controller.abort(new Error('the chat was closed'));
    let error: unknown;
    try {
      await call;
    } catch (e) {
      error = e;
    }
    expect(String(error)).to.contain('the chat was closed');
    expect(chat.querySelector('mcp-elicitation') === null).to.equal(true);
  });
});
