// One named test per edge found by the third round of hostile testing (issue 30): values the form
// cannot show or send exactly, questions whose window is gone, drafts of another server, and test
// kits that answered what a person could not.
import { expect } from '@open-wc/testing';
import '../src/index.js';
import { elicit, type McpElicitation } from '../src/index.js';
import { answer } from '../src/testing/dom-answer.js';
import { AnswerError, AnswerRefusedError } from '../src/testing/plan.js';
import { readQuestion } from '../src/testing/dom-answer.js';
import { localToRfc3339 } from '../src/schema/datetime.js';
import { control, inTimeZone, oneField, part, settled, type, until, shown } from './helpers.js';

/** What `answer` was refused with, or fails the test. */
async function refusal(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AnswerRefusedError) return error.problems;
    throw error;
  }
  throw new Error('Accept was not refused');
}

describe('edges of the third hostile round (issue 30)', () => {
  afterEach(() => {
    document.querySelectorAll('body > mcp-elicitation').forEach((el) => el.remove());
    sessionStorage.clear();
  });

  describe('the form', () => {
    for (const impossible of ['2026-04-31', '2100-02-29']) {
      it(`a default of ${impossible}, which no date box can show, is said beside the field and does not block Accept`, async () => {
        const el = await shown(oneField('when', { type: 'string', format: 'date', title: 'When' }, false));
        el.request = oneField('when', { type: 'string', format: 'date', title: 'When', default: impossible });
        await settled(el);
        expect(control(el, 'When').value).to.equal('');
        const note = part(el, 'warning')!;
        expect(note.textContent).to.include(`“${impossible}”`).and.include('not a real date');
        expect(control(el, 'When').getAttribute('aria-describedby')).to.include(note.id);
        const { result } = await answer(el);
        expect(result).to.deep.equal({ action: 'accept', content: {} });
      });
    }

    it('a value in `values` that no date box can show is said beside the field, and the default is used instead', async () => {
      const el = await shown(oneField('when', { type: 'string', format: 'date', title: 'When', default: '2026-12-24' }), { values: { when: '2026-02-30' } });
      expect(control(el, 'When').value).to.equal('2026-12-24');
      expect(part(el, 'warning')!.textContent).to.include('“2026-02-30”');
      const { result } = await answer(el);
      expect(result.content).to.deep.equal({ when: '2026-12-24' });
    });

    it('a date-time default that cannot be read is said beside the field rather than dropped in silence', async () => {
      const el = await shown(oneField('at', { type: 'string', format: 'date-time', title: 'At', default: '2026-13-01T10:00:00Z' }));
      expect(part(el, 'warning')!.textContent).to.include('“2026-13-01T10:00:00Z”').and.include('not a real date and time');
    });

    describe('in a zone whose offset had seconds (Europe/Oslo before 1895: +00:53:28)', () => {
      before(() => inTimeZone('Europe/Oslo'));
      after(() => inTimeZone(''));

      it('a typed date-time is sent with a whole-minute RFC 3339 offset, as the same instant', () => {
        const sent = localToRfc3339('1890-06-01T12:00')!;
        expect(sent).to.match(/^1890-06-01T\d{2}:\d{2}:\d{2}\+00:53$/);
        expect(Date.parse(sent)).to.equal(new Date(1890, 5, 1, 12, 0).getTime());
      });

      it('the default, left as it is, is accepted and sent as the same instant', async () => {
        const el = await shown(oneField('at', { type: 'string', format: 'date-time', title: 'At', default: '1890-06-01T12:00:00+01:00' }, true));
        const { result } = await answer(el);
        const sent = result.content!.at as string;
        expect(sent).to.match(/[+-]\d{2}:\d{2}$/);
        expect(Date.parse(sent)).to.equal(Date.parse('1890-06-01T12:00:00+01:00'));
      });
    });

    it('an untouched date-time default with fractional seconds is sent as the same instant', async () => {
      const el = await shown(oneField('at', { type: 'string', format: 'date-time', title: 'At', default: '2026-12-24T17:00:00.123Z' }, true));
      const { result } = await answer(el);
      expect(Date.parse(result.content!.at as string)).to.equal(Date.parse('2026-12-24T17:00:00.123Z'));
    });

    for (const [typed, sentAs] of [
      ['9007199254740993', '9007199254740992'],
      ['1e-400', '0'],
      ['0.10000000000000001', '0.1'],
    ]) {
      it(`a number field refuses ${typed}, which would be sent rounded to ${sentAs}, and says so`, async () => {
        const el = await shown(oneField('n', { type: 'number', title: 'Amount' }, true));
        const problems = await refusal(answer(el, { Amount: typed }));
        expect(problems.join(' ')).to.include('cannot be sent exactly').and.include(`sent as ${sentAs})`);
      });
    }

    it('a number field sends what was typed when a double holds it exactly (0.1, 1e21, -0.5, 12.50)', async () => {
      for (const [typed, sent] of [
        ['0.1', 0.1],
        ['1e21', 1e21],
        ['-0.5', -0.5],
        ['12.50', 12.5],
      ] as const) {
        const el = await shown(oneField('n', { type: 'number', title: 'Amount' }, true));
        const { result } = await answer(el, { Amount: typed });
        expect(result.content, typed).to.deep.equal({ n: sent });
        el.remove();
      }
    });

    it('an integer field refuses 1.0000000000000001, which would be sent as 1', async () => {
      const el = await shown(oneField('n', { type: 'integer', title: 'Count' }, true));
      const problems = await refusal(answer(el, { Count: '1.0000000000000001' }));
      expect(problems.join(' ')).to.include('sent as 1)');
    });
  });

  describe('the elements', () => {
    /** Quiets the one warning a closed window's question gives, and returns what was warned. */
    function warnings(): { seen: string[]; restore(): void } {
      const original = console.warn;
      const seen: string[] = [];
      console.warn = (...args: unknown[]) => void seen.push(String(args[0]));
      return { seen, restore: () => (console.warn = original) };
    }

    it('a question moved into a pop-out that is then closed is cancelled, and elicit() settles', async () => {
      const container = document.createElement('div');
      document.body.append(container);
      const warned = warnings();
      const popup = window.open('', '', 'popup,width=400,height=400')!;
      try {
        expect(popup, 'the browser opened a pop-out').to.be.ok;
        const pending = elicit(oneField('name', { type: 'string', title: 'Name' }), { container, server: { name: 'Help desk' } });
        const el = container.querySelector('mcp-elicitation')!;
        await settled(el);
        popup.document.body.append(el);
        await el.updateComplete;
        popup.close();
        const result = await Promise.race([pending, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3000))]);
        expect(result).to.deep.equal({ action: 'cancel' });
        expect(el.isConnected).to.equal(false);
        expect(warned.seen.join(' ')).to.include('window showing this question was closed');
      } finally {
        warned.restore();
        popup?.close();
        container.remove();
      }
    });

    it('a question moved into a frame that is then removed ends as cancel (abort), and leaves the dead document', async () => {
      const frame = document.createElement('iframe');
      document.body.append(frame);
      const warned = warnings();
      try {
        const el = document.createElement('mcp-elicitation');
        el.request = oneField('name', { type: 'string', title: 'Name' });
        document.body.append(el);
        await settled(el);
        frame.contentDocument!.body.append(el);
        await el.updateComplete;
        frame.remove();
        expect(el.isConnected, 'connected, in a document without a window').to.equal(true);
        await until(() => el.result, 3000);
        expect([el.result, el.reason]).to.deep.equal([{ action: 'cancel' }, 'abort']);
        expect(el.ownerDocument).to.equal(document);
      } finally {
        warned.restore();
        frame.remove();
      }
    });
  });

  describe('server.origin written without a scheme', () => {
    const link = (url: string) => ({ mode: 'url', message: 'Sign in', url, elicitationId: 'e1' });

    it('help.example.com is read as https://help.example.com: a link to another site is still flagged', async () => {
      const el = await shown(link('https://evil.example/login'), { server: { name: 'Help desk', origin: 'help.example.com' } });
      const reading = await readQuestion(el);
      expect(reading.url!.warnings).to.include('This page is on evil.example, but the request came from example.com.');
      expect(part(el, 'base')!.textContent).to.include('Server address: https://help.example.com');
    });

    it('a link to the server’s own site, with a port or a path on the origin, is not flagged', async () => {
      for (const origin of ['help.example.com', 'help.example.com:8443', 'help.example.com/mcp', ' help.example.com ']) {
        const el = await shown(link('https://help.example.com/sign-in'), { server: { name: 'Help desk', origin } });
        expect((await readQuestion(el)).url!.warnings, origin).to.deep.equal([]);
        el.remove();
      }
    });

    it('an origin that is no origin at all is refused loudly, in the console', async () => {
      const original = console.warn;
      const seen: string[] = [];
      console.warn = (...args: unknown[]) => void seen.push(String(args[0]));
      try {
        await shown(link('https://evil.example/login'), { server: { name: 'Help desk', origin: 'not an origin' } });
      } finally {
        console.warn = original;
      }
      expect(seen.join('\n')).to.include('server.origin "not an origin" is not a web origin');
    });
  });

  describe('drafts', () => {
    const request = oneField('name', { type: 'string', title: 'Name' });
    const persist = { key: 'task-1:customer' };
    const helpDesk = { name: 'Help desk', origin: 'https://helpdesk.example.com' };

    /** Types a draft into helpDesk's question, then the page goes away (a reload). */
    async function typedForHelpDesk(): Promise<void> {
      const el = await shown(request, { persist, server: helpDesk });
      type(control(el, 'Name'), 'Ada Lovelace');
      await el.updateComplete;
      el.remove();
    }

    for (const other of [{ name: 'Lookalike', origin: 'https://lookalike.example' }, { name: 'Help desk', origin: 'https://other.example' }, undefined]) {
      it(`a draft typed for one server is never restored into another’s question of the same persistence key (${JSON.stringify(other)})`, async () => {
        await typedForHelpDesk();
        const el = await shown(request, { persist, server: other });
        expect(control(el, 'Name').value).to.equal('');
      });
    }

    it('the same server gets its draft back', async () => {
      await typedForHelpDesk();
      const el = await shown(request, { persist, server: { ...helpDesk } });
      expect(control(el, 'Name').value).to.equal('Ada Lovelace');
    });
  });

  describe('the in-page test kit, where a person would be stuck', () => {
    /** What `answer` was rejected with (an AnswerError or AnswerRefusedError), or fails the test. */
    async function rejection(promise: Promise<unknown>): Promise<Error> {
      const error = await promise.then(
        () => undefined,
        (e: Error) => e,
      );
      if (!error) throw new Error('the answer was not refused');
      return error;
    }

    it('refuses an option whose title another option shares, rather than send the first', async () => {
      const el = await shown(
        oneField('pick', {
          type: 'string',
          title: 'Pick',
          oneOf: [
            { const: 'a', title: 'Same' },
            { const: 'b', title: 'Same' },
            { const: 'c', title: 'Other' },
          ],
        }),
      );
      const error = await rejection(answer(el, { Pick: 'b' }));
      expect(error).to.be.instanceOf(AnswerError);
      expect((error as AnswerError).field).to.equal('Pick');
      expect(error.message).to.equal('"Pick" shows 2 options titled "Same" (values "a", "b"): a person cannot tell which is "b".');
      expect((await answer(el, { Pick: 'c' })).result.content).to.deep.equal({ pick: 'c' });
    });

    for (const [control, schema, value] of [
      ['date', { type: 'string', format: 'date', title: 'Day' }, '2026-02-30'],
      ['date-time', { type: 'string', format: 'date-time', title: 'Day' }, '2026-02-30T10:00'],
    ] as const) {
      it(`rejects an impossible ${control} (${value}) with an AnswerError naming the field, rather than leave it out`, async () => {
        const el = await shown(oneField('day', schema));
        const error = await rejection(answer(el, { Day: value }));
        expect(error).to.be.instanceOf(AnswerError);
        expect((error as AnswerError).field).to.equal('Day');
        expect(error.message).to.include(JSON.stringify(value)).and.include('real date');
      });
    }

    for (const [how, hide, show] of [
      ['display: none', (el: HTMLElement) => (el.style.display = 'none'), (el: HTMLElement) => (el.style.display = '')],
      ['an inert parent', (el: HTMLElement) => (el.parentElement!.inert = true), (el: HTMLElement) => (el.parentElement!.inert = false)],
      [
        'a closed <details>',
        (el: HTMLElement) => ((el.parentElement as HTMLDetailsElement).open = false),
        (el: HTMLElement) => ((el.parentElement as HTMLDetailsElement).open = true),
      ],
    ] as const) {
      it(`refuses a question a person cannot reach (${how}), at once, and answers it once it is back`, async () => {
        const details = document.createElement('details');
        details.open = true;
        details.append(Object.assign(document.createElement('summary'), { textContent: 'Questions' }));
        document.body.append(details);
        try {
          const el = document.createElement('mcp-elicitation');
          el.request = oneField('name', { type: 'string', title: 'Name' });
          details.append(el);
          await settled(el);
          hide(el);
          const reading = await readQuestion(el);
          expect(reading.unreachable).to.be.a('string');
          const started = performance.now();
          const error = await rejection(answer(el, { Name: 'Ada' }, { timeout: 3000 }));
          expect(performance.now() - started).to.be.below(1000);
          expect(error).to.be.instanceOf(AnswerError);
          expect(error.message).to.match(/^A person cannot reach this question: it /);
          expect(el.result).to.equal(undefined);
          show(el);
          expect((await answer(el, { Name: 'Ada' })).result.content).to.deep.equal({ name: 'Ada' });
        } finally {
          details.remove();
        }
      });
    }

    it('reads a disabled Accept as not offered, and refuses it at once with the reason on screen when the validator failed to load', async () => {
      const originalError = console.error;
      console.error = () => {};
      try {
        const el = await shown(oneField('name', { type: 'string', title: 'Name' }), { validator: () => Promise.reject(new Error('chunk failed')) });
        const reading = await readQuestion(el);
        expect(reading.actions).to.deep.equal(['decline', 'cancel']);
        expect(reading.disabled).to.deep.equal({ actions: ['accept'], reason: 'Your answers could not be checked, so they were not sent. You can decline or cancel.' });
        const started = performance.now();
        const error = await rejection(answer(el, { Name: 'Ada' }, { timeout: 3000 }));
        expect(performance.now() - started).to.be.below(1000);
        expect(error).to.be.instanceOf(AnswerRefusedError);
        expect((error as AnswerRefusedError).problems).to.deep.equal([reading.disabled!.reason]);
        expect((await answer(el, {}, { action: 'decline' })).result).to.deep.equal({ action: 'decline' });
      } finally {
        console.error = originalError;
      }
    });
  });
});
