// One named test per defect found by the property tests or by hand (issue 21), so that each stays
// fixed on its own, whatever the properties' seeds find next.
import { expect } from '@open-wc/testing';
import '../src/index.js';
import type { McpElicitation } from '../src/index.js';
import { parseRequest } from '../src/schema/parse-request.js';
import { answer, readQuestion } from '../src/testing/dom-answer.js';
import { oneField, settled, sleep } from './helpers.js';

const options = (...values: string[]) => values.map((v) => ({ const: v, title: v.toUpperCase() }));

/** A question on the page with `props` set before its request, as `elicit()` sets them. */
async function shown(request: unknown, props: Partial<McpElicitation> = {}): Promise<McpElicitation> {
  const el = document.createElement('mcp-elicitation');
  Object.assign(el, props, { request });
  document.body.append(el);
  await settled(el);
  return el;
}

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

    it('an option whose value would show nothing (" ", a zero-width space) is spelled out', () => {
      const parsed = parseRequest(oneField('p', { type: 'string', enum: [' ', '\u200b', 'x'] }));
      expect(parsed.mode === 'form' && (parsed.fields[0] as { options: { label: string }[] }).options.map((o) => o.label)).to.deep.equal(['[U+0020]', '[U+200B]', 'x']);
    });
  });

  describe('found by hand', () => {
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
      first.shadowRoot!.querySelector('.question')!.shadowRoot!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
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
      const input = el.shadowRoot!.querySelector('.question')!.shadowRoot!.getElementById('f0') as HTMLInputElement;
      input.value = 'kept';
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
      await sleep(50);
      const saved = JSON.parse(sessionStorage.getItem('mcp-elicit:draft:proto')!);
      expect(Object.hasOwn(saved.values, '__proto__')).to.equal(true);
      expect(saved.values.__proto__).to.equal('kept');
    });
  });
});
