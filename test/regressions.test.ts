// One named test per defect found by the property tests or by hand (issue 21), so that each stays
// fixed on its own, whatever the properties' seeds find next.
import { expect } from '@open-wc/testing';
import '../src/index.js';
import type { McpElicitation } from '../src/index.js';
import { parseRequest } from '../src/schema/parse-request.js';
import { answer, readQuestion } from '../src/testing/dom-answer.js';
import { questionRoot } from '../src/testing/read-question.js';
import { oneField, settled, sleep, until, shown } from './helpers.js';
import { QUESTION_SELECTOR, fieldId } from '../src/model/markup.js';

const options = (...values: string[]) => values.map((v) => ({ const: v, title: v.toUpperCase() }));

describe('regressions', () => {
  afterEach(() => {
    document.querySelectorAll('body > mcp-elicitation').forEach((el) => el.remove());
    sessionStorage.clear();
  });

  describe('found by the answers property', () => {
    it('an untouched multi-select default is sent in the schema’s order, not the default’s', async () => {
      const el = await shown(oneField('topics', { type: 'array', items: { anyOf: options('a', 'b', 'c') }, default: ['c', 'a'] }, true));
      const { result } = await answer(el);
      expect(result.content).to.deep.equal({ topics: ['a', 'c'] });
    });

    it('a date or date-time default its control cannot show is no default, rather than one silently dropped', () => {
      const parsed = parseRequest({
        message: 'm',
        requestedSchema: {
          type: 'object',
          properties: {
            d: { type: 'string', format: 'date', default: '2026-12-24T17:00:00Z' },
            t: { type: 'string', format: 'date-time', default: '2026-12-24' },
            ok: { type: 'string', format: 'date', default: '2026-12-24' },
          },
        },
      });
      expect(parsed.mode === 'form' && parsed.fields.map((f) => (f as { default?: string }).default)).to.deep.equal([undefined, undefined, '2026-12-24']);
    });

    it('an option whose value would show nothing (" ", a zero-width space) is spelled out', () => {
      const parsed = parseRequest(oneField('p', { type: 'string', enum: [' ', '\u200b', 'x'] }));
      expect(parsed.mode === 'form' && (parsed.fields[0] as { options: { label: string }[] }).options.map((o) => o.label)).to.deep.equal(['[U+0020]', '[U+200B]', 'x']);
    });
  });

  it('the ajv path checks a field named "__proto__" like any other (found by the validators property)', async () => {
    const { compileWithAjv } = await import('../src/validation/ajv-validator.js');
    const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"number"}},"required":["__proto__"]}');
    const wrong = JSON.parse('{"__proto__":"ada@example.com"}');
    expect(compileWithAjv(schema)(wrong)).to.deep.equal([{ key: '__proto__', code: 'type' }]);
    expect(compileWithAjv(schema)({})).to.deep.equal([{ key: '__proto__', code: 'required' }]);
    expect(compileWithAjv(schema)(JSON.parse('{"__proto__":3}'))).to.deep.equal([]);
  });

  describe('found by hand', () => {
    it('changing locale on an open question re-words it in place: typed text and focus stay, and so do the old words while the pack loads', async () => {
      const el = await shown(oneField('name', { type: 'string', title: 'Name' }, true));
      const root = questionRoot(el);
      const input = root.getElementById(fieldId(0)) as HTMLInputElement;
      input.focus();
      input.value = 'Ada';
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
      // Whatever the pack's loading time, the question must never empty while it loads.
      const removed: Node[] = [];
      const observer = new MutationObserver((records) => records.forEach((r) => removed.push(...r.removedNodes)));
      observer.observe(root, { childList: true, subtree: true });
      el.locale = 'ko';
      await el.ready;
      observer.disconnect();
      expect(
        removed.filter((n) => n.nodeType === Node.ELEMENT_NODE && (n as Element).querySelector?.('input')),
        'no part holding the field was taken away',
      ).to.deep.equal([]);
      await until(() => root.querySelector('[part~="accept-button"]')?.textContent === '수락');
      expect(root.getElementById(fieldId(0))).to.equal(input);
      expect(input.value).to.equal('Ada');
      expect(root.activeElement, 'focus stays in the field').to.equal(input);
      expect(el.draftContent).to.deep.equal({ name: 'Ada' });
    });

    it('a message of megabytes shows its start and a way to read more, instead of laying out everything', async () => {
      const message = `${'All work and no play makes a very long message. '.repeat(110_000)}The end.`;
      const el = await shown({ message, requestedSchema: { type: 'object', properties: {} } });
      const root = questionRoot(el);
      const shownText = root.querySelector('[part~="message"]')!.textContent!;
      expect(shownText.length).to.be.at.most(4001);
      expect(shownText.endsWith('…')).to.equal(true);
      const more = root.querySelector<HTMLButtonElement>('[part~="message-more-button"]')!;
      expect(more.textContent).to.match(/^Show more of the message \((3,9\d\d|4,000) of 5,280,008 characters shown\)$/);
      more.click();
      await el.updateComplete;
      expect(root.querySelector('[part~="message"]')!.textContent!.length).to.be.within(15_000, 16_001);
      // A short message has no such button.
      const short = await shown({ message: 'Close T-1?', requestedSchema: { type: 'object', properties: {} } });
      expect(questionRoot(short).querySelector('[part~="message-more-button"]')).to.be.null;
    });

    it('duplicates in values are dropped: one box ticked, and Accept is not refused by maxItems', async () => {
      const el = await shown(oneField('topics', { type: 'array', maxItems: 1, items: { anyOf: options('a', 'b') } }, true), { values: { topics: ['b', 'b'] } });
      expect((await readQuestion(el)).fields[0].value).to.deep.equal(['b']);
      const { result } = await answer(el);
      expect(result.content).to.deep.equal({ topics: ['b'] });
    });

    it('duplicates in a stored draft are dropped too, and never saved again', async () => {
      const request = oneField('topics', { type: 'array', maxItems: 1, items: { anyOf: options('a', 'b') } }, true);
      const persist = { key: 'dupes' };
      // The draft as an older version (or another tab) might have left it: saved once a box is ticked, then edited.
      const first = await shown(request, { persist });
      first.shadowRoot!.querySelector(QUESTION_SELECTOR)!.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
      await sleep(50);
      first.remove();
      const stored = JSON.parse(sessionStorage.getItem('mcp-elicit:draft:dupes')!);
      stored.values.topics = ['b', 'b', 'b'];
      sessionStorage.setItem('mcp-elicit:draft:dupes', JSON.stringify(stored));
      const el = await shown(request, { persist });
      expect((await readQuestion(el)).fields[0].value).to.deep.equal(['b']);
      await sleep(50);
      expect(JSON.parse(sessionStorage.getItem('mcp-elicit:draft:dupes')!).values.topics).to.deep.equal(['b']);
      const { result } = await answer(el);
      expect(result.content).to.deep.equal({ topics: ['b'] });
    });

    it('a field named like an Object.prototype member ("__proto__") is kept in a draft, as an own property', async () => {
      const request = JSON.parse('{"message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string","title":"Proto"}}}}');
      const el = await shown(request, { persist: { key: 'proto' } });
      const input = el.shadowRoot!.querySelector(QUESTION_SELECTOR)!.shadowRoot!.getElementById(fieldId(0)) as HTMLInputElement;
      input.value = 'kept';
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
      await sleep(50);
      const saved = JSON.parse(sessionStorage.getItem('mcp-elicit:draft:proto')!);
      expect(Object.hasOwn(saved.values, '__proto__')).to.equal(true);
      expect(saved.values.__proto__).to.equal('kept');
    });
  });
});
