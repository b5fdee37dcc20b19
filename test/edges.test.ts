// One named test per edge found by the third round of hostile testing (issue 30): values the form
// cannot show or send exactly, questions whose window is gone, drafts of another server, and test
// kits that answered what a person could not.
import { expect } from '@open-wc/testing';
import '../src/index.js';
import type { McpElicitation } from '../src/index.js';
import { answer } from '../src/testing/dom-answer.js';
import { AnswerRefusedError } from '../src/testing/plan.js';
import { localToRfc3339 } from '../src/schema/datetime.js';
import { control, inTimeZone, oneField, part, settled } from './helpers.js';

/** A question on the page with `props` set before its request, as `elicit()` sets them. */
async function shown(request: unknown, props: Partial<McpElicitation> = {}): Promise<McpElicitation> {
  const el = document.createElement('mcp-elicitation');
  Object.assign(el, props, { request });
  document.body.append(el);
  await settled(el);
  return el;
}

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
      for (const [typed, sent] of [['0.1', 0.1], ['1e21', 1e21], ['-0.5', -0.5], ['12.50', 12.5]] as const) {
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
});
