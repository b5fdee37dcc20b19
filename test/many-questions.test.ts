import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { elicit } from '../src/index.js';
import type { ElicitationOpenDetail } from '../src/types.js';
import type { McpElicitation } from '../src/elements/elicitation/elicitation.js';
import { armed, click, control, expectFocus, mountElicitation, oneField, part, settled, sleep, type, until } from './helpers.js';

const shown = (): McpElicitation[] => [...document.querySelectorAll('mcp-elicitation')];

/** The one question on screen, once it has rendered. */
async function onScreen(): Promise<McpElicitation> {
  const el = await until(() => (shown().length === 1 ? shown()[0] : undefined));
  await settled(el);
  return el;
}

const heading = (el: Element): string => part(el, 'server')!.textContent!.replace(/\s+/g, ' ').trim();
const question = (title: string) => oneField('answer', { type: 'string', title }, true);

describe('many questions at once', () => {
  // A removed question ends a moment later (removal may be a move): wait for it, so the next test starts with no line.
  afterEach(async () => {
    shown().forEach((el) => el.remove());
    await sleep(0);
    expect(shown(), 'no question was left waiting its turn').to.have.length(0);
  });

  describe('modal questions take turns', () => {
    it('shows one dialog at a time, saying which of how many and who asks, and each call gets its own answer', async () => {
      const first = elicit(question('Ticket'), { server: { name: 'Help desk' } });
      const second = elicit(question('Invoice'), { server: { name: 'Billing' } });
      const third = elicit(question('Repository'), { server: { name: 'Code host' } });

      let el = await onScreen();
      expect(heading(el)).to.equal('1 of 3 · Help desk asks');
      await expect(el).to.be.accessible();
      type(control(el, 'Ticket'), 'T-1');
      click(el, 'accept-button');
      expect(await first).to.deep.equal({ action: 'accept', content: { answer: 'T-1' } });

      el = await onScreen();
      expect(heading(el)).to.equal('2 of 3 · Billing asks');
      click(el, 'decline-button');
      expect(await second).to.deep.equal({ action: 'decline' });

      el = await onScreen();
      expect(heading(el)).to.equal('3 of 3 · Code host asks');
      type(control(el, 'Repository'), 'mcp-elicit');
      click(el, 'accept-button');
      expect(await third).to.deep.equal({ action: 'accept', content: { answer: 'mcp-elicit' } });
      expect(shown()).to.have.length(0);
    });

    it('says no count for a question alone', async () => {
      void elicit(question('Ticket'), { server: { name: 'Help desk' } });
      expect(heading(await onScreen())).to.equal('Help desk asks');
    });

    it('removes a waiting question unseen when its call is aborted, and the count follows', async () => {
      const abort = new AbortController();
      const first = elicit(question('Ticket'), { server: { name: 'Help desk' } });
      const second = elicit(question('Invoice'), { server: { name: 'Billing' }, signal: abort.signal });
      const third = elicit(question('Repository'), { server: { name: 'Code host' } });
      const el = await onScreen();
      expect(heading(el)).to.equal('1 of 3 · Help desk asks');

      abort.abort();
      expect(await second).to.deep.equal({ action: 'cancel' });
      await el.updateComplete;
      expect(heading(el)).to.equal('1 of 2 · Help desk asks');

      click(el, 'cancel-button');
      await first;
      const next = await onScreen();
      expect(heading(next)).to.equal('2 of 2 · Code host asks');
      click(next, 'decline-button');
      expect(await third).to.deep.equal({ action: 'decline' });
    });

    it('cancels only the question on screen on Escape', async () => {
      const first = elicit(question('Ticket'), { server: { name: 'Help desk' } });
      const second = elicit(question('Invoice'), { server: { name: 'Billing' } });
      await armed(await onScreen());
      await sendKeys({ press: 'Escape' });
      expect(await first).to.deep.equal({ action: 'cancel' });

      const el = await onScreen();
      expect(heading(el)).to.equal('2 of 2 · Billing asks');
      expect(el.shadowRoot!.querySelector('dialog')!.open).to.equal(true);
      let settledYet = false;
      void second.then(() => (settledYet = true));
      await sleep(20);
      expect(settledYet, 'the second question is still waiting for its answer').to.equal(false);
      click(el, 'decline-button');
      expect(await second).to.deep.equal({ action: 'decline' });
    });

    it('gives each next dialog the focus, on its message, and returns it where it was after the last one', async () => {
      const button = document.createElement('button');
      button.textContent = 'Ask';
      document.body.append(button);
      button.focus();
      const answers = [elicit(question('Ticket')), elicit(question('Invoice'))];
      let el = await onScreen();
      expectFocus(el, part(el, 'message')!);
      click(el, 'cancel-button');
      await answers[0];
      el = await onScreen();
      await el.updateComplete;
      expectFocus(el, part(el, 'message')!);
      click(el, 'cancel-button');
      await answers[1];
      expect(document.activeElement).to.equal(button);
      button.remove();
    });

    it('leaves inline questions alone: they show side by side, without a count', async () => {
      const messages = [document.createElement('div'), document.createElement('div')];
      document.body.append(...messages);
      const answers = messages.map((container, i) => elicit(question(`Question ${i + 1}`), { container, server: { name: 'Help desk' } }));
      await until(() => shown().length === 2);
      for (const el of shown()) {
        await settled(el);
        expect(heading(el)).to.equal('Help desk asks');
      }
      shown().forEach((el) => click(el, 'cancel-button'));
      expect(await Promise.all(answers)).to.deep.equal([{ action: 'cancel' }, { action: 'cancel' }]);
      messages.forEach((m) => m.remove());
    });
  });

  describe('the mcp-elicitation-open event', () => {
    const heard: ElicitationOpenDetail[] = [];
    const listen = (event: CustomEvent<ElicitationOpenDetail>) => heard.push(event.detail);
    beforeEach(() => {
      heard.length = 0;
      document.addEventListener('mcp-elicitation-open', listen);
    });
    afterEach(() => document.removeEventListener('mcp-elicitation-open', listen));

    it('tells the page when a question appears, with who asks, the mode and the message', async () => {
      void elicit({ ...question('Ticket'), message: 'Which ticket?' }, { server: { name: 'Help desk', origin: 'https://helpdesk.example.com' } });
      void elicit({ mode: 'url', message: 'Sign in to billing', url: 'https://billing.example.com/signin' }, { server: { name: 'Billing' } });
      const el = await onScreen();
      expect(heard, 'the waiting question is not announced before it shows').to.deep.equal([
        { server: { name: 'Help desk', origin: 'https://helpdesk.example.com' }, mode: 'form', message: 'Which ticket?' },
      ]);
      click(el, 'cancel-button');
      await until(() => heard.length === 2);
      expect(heard[1]).to.deep.equal({ server: { name: 'Billing' }, mode: 'url', message: 'Sign in to billing' });
    });

    it('fires once per request, bubbling out of the element’s shadow root, and again for a new request', async () => {
      const el = document.createElement('mcp-elicitation');
      Object.assign(el, { request: question('Ticket'), task: { taskId: 't-9', statusMessage: 'Halfway' } });
      document.body.append(el);
      await settled(el);
      expect(heard).to.have.length(1);
      expect(heard[0].task).to.deep.equal({ taskId: 't-9', statusMessage: 'Halfway' });
      el.timeout = 60_000;
      await el.updateComplete;
      expect(heard).to.have.length(1);
      el.request = question('Invoice');
      await settled(el);
      expect(heard).to.have.length(2);
      el.remove();
    });
  });

  describe('a question from a background task', () => {
    it('says it comes from a background task, with the task’s status as plain text, never its id', async () => {
      const el = await mountElicitation(question('Format'), { task: { taskId: 'task-7f3a', statusMessage: 'Exported 120 of 240 rows \u202Egnp.exe' } });
      const note = part(el, 'task')!;
      expect(note.textContent).to.match(/^From a background task: Exported 120 of 240 rows .+gnp\.exe$/);
      expect(note.textContent).not.to.include('\u202E');
      expect(el.shadowRoot!.textContent).not.to.include('task-7f3a');
      await expect(el).to.be.accessible();
      el.remove();
    });

    it('says so without a status message too, and nothing at all without a task', async () => {
      const el = await mountElicitation(question('Format'), { task: { taskId: 'task-7f3a' } });
      expect(part(el, 'task')!.textContent).to.equal('From a background task');
      el.task = undefined;
      await el.updateComplete;
      expect(part(el, 'task')).to.equal(null);
      el.remove();
    });
  });
});
