// The browser side of a call whose MCP client runs on a server: answerInputs puts a round of
// questions from a step to the person and resolves with the answers continueCall takes. And a URL
// consent closes as done when a 2025-11-25 server says the interaction is complete.
import { expect } from '@open-wc/testing';
import { answerInputs, elicit, type InputQuestion } from '../src/index.js';
import { createElicitationHandler } from '../src/adapter/index.js';
import { click, control, oneField, part, settled, sleep, type } from './helpers.js';
import type { McpElicitation } from '../src/elements/elicitation/elicitation.js';

const questions: { [key: string]: InputQuestion } = {
  traveller: {
    method: 'elicitation/create',
    params: oneField('name', { type: 'string', title: 'Name' }, true),
    previous: { name: 'Ad' },
  },
  seat: { method: 'elicitation/create', params: oneField('window', { type: 'boolean', title: 'Window seat' }) },
};

async function shown(within: ParentNode = document): Promise<McpElicitation> {
  for (let i = 0; i < 200; i++) {
    const el = within.querySelector('mcp-elicitation');
    if (el) {
      await el.updateComplete;
      await settled(el);
      return el;
    }
    await sleep(5);
  }
  throw new Error('no question appeared');
}

describe('answerInputs()', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    container.remove();
    document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove());
  });

  it('shows a round inline one question at a time, "1 of 2" then "2 of 2", pre-filled, and resolves with the answers by key', async () => {
    const answers = answerInputs(questions, { container, server: { name: 'Help desk' } });
    const first = await shown(container);
    expect(part(first, 'queue-position')!.textContent).to.equal('1 of 2');
    expect(control(first, 'Name').value).to.equal('Ad');
    type(control(first, 'Name'), 'Ada');
    click(first, 'accept-button');
    await sleep(0);
    const second = await shown(container);
    expect(second).to.not.equal(first);
    expect(part(second, 'queue-position')!.textContent).to.equal('2 of 2');
    click(second, 'decline-button');
    expect(await answers).to.deep.equal({ traveller: { action: 'accept', content: { name: 'Ada' } }, seat: { action: 'decline' } });
    expect(Object.keys(await answers)).to.deep.equal(['traveller', 'seat']);
  });

  it('shows a round as modal dialogs taking turns, numbered by the queue', async () => {
    const answers = answerInputs(questions);
    const first = await shown();
    expect(part(first, 'queue-position')!.textContent).to.equal('1 of 2');
    click(first, 'accept-button');
    await sleep(0);
    const second = await shown();
    expect(part(second, 'queue-position')!.textContent).to.equal('2 of 2');
    click(second, 'accept-button');
    expect(await answers).to.deep.equal({ traveller: { action: 'accept', content: { name: 'Ad' } }, seat: { action: 'accept', content: {} } });
  });

  it('answers the rest of the round cancel without showing it, after a cancel', async () => {
    const answers = answerInputs(questions, { container });
    click(await shown(container), 'cancel-button');
    expect(await answers).to.deep.equal({ traveller: { action: 'cancel' }, seat: { action: 'cancel' } });
    expect(container.querySelector('mcp-elicitation')).to.equal(null);
  });

  it('honours the signal: aborting cancels the open question and the rest', async () => {
    const controller = new AbortController();
    const answers = answerInputs(questions, { container, signal: controller.signal });
    await shown(container);
    controller.abort();
    expect(await answers).to.deep.equal({ traveller: { action: 'cancel' }, seat: { action: 'cancel' } });
  });

  it('says plainly when what it got is not a step’s questions', async () => {
    let error: unknown;
    try {
      await answerInputs({ x: { method: 'sampling/createMessage', params: {} } as never });
    } catch (e) {
      error = e;
    }
    expect(String(error)).to.contain('question "x" is not an elicitation');
  });
});

describe('a URL consent and notifications/elicitation/complete (2025-11-25)', () => {
  afterEach(() => document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove()));
  const signIn = { mode: 'url' as const, message: 'Sign in', url: 'https://example.com/login', elicitationId: 'e-1' };

  it('closes an open consent as done when the server says the interaction is complete', async () => {
    const handler = createElicitationHandler({ elicit });
    const answer = handler({ params: signIn });
    await shown();
    handler.complete({ params: { elicitationId: 'other' } });
    await sleep(20);
    expect(document.querySelector('mcp-elicitation')).to.not.equal(null);
    handler.complete({ params: { elicitationId: 'e-1' } });
    expect(await answer).to.deep.equal({ action: 'accept' });
    expect(document.querySelector('mcp-elicitation')).to.equal(null);
  });

  it('ignores a complete for a question already answered', async () => {
    const handler = createElicitationHandler({ elicit });
    const answer = handler({ params: signIn });
    click(await shown(), 'decline-button');
    expect(await answer).to.deep.equal({ action: 'decline' });
    handler.complete({ params: { elicitationId: 'e-1' } });
  });
});
