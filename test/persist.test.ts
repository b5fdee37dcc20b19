import { expect } from '@open-wc/testing';
import { elicit, type ElicitRequestFormParams } from '../src/index.js';
import type { McpElicitation } from '../src/elements/elicitation/elicitation.js';
import { click, control, settled, sleep, type, until, oneField, shown } from './helpers.js';
import { answer, readQuestion } from '../src/testing/dom-answer.js';
import { QUESTION_SELECTOR, fieldId } from '../src/model/markup.js';

const KEY = 'mcp-elicit:draft:task-1:customer';

const customer: ElicitRequestFormParams = {
  message: 'New customer',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      notes: { type: 'string', title: 'Notes' },
      api_token: { type: 'string', title: 'API token' },
    },
    required: ['name'],
  },
};

/** Shows `request` inline with `persist`, as a page would after a load. */
async function show(request: unknown, persist: object): Promise<McpElicitation> {
  const el = document.createElement('mcp-elicitation');
  Object.assign(el, { request, persist });
  document.body.append(el);
  await settled(el);
  return el;
}

/** The page goes away mid-question (the element leaves without an answer), as on a reload. */
async function reload(el: McpElicitation): Promise<void> {
  el.remove();
  await sleep(0);
}

describe('drafts that survive a reload (persist)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove());
    sessionStorage.clear();
  });

  it('keeps what the person types, and restores it when the same question comes back', async () => {
    let el = await show(customer, { key: 'task-1:customer' });
    type(control(el, 'Name'), 'Ada Lovelace');
    type(control(el, 'Notes'), 'Prefers email');
    await el.updateComplete;
    expect(sessionStorage.getItem(KEY), 'kept as typed').to.include('Ada Lovelace');

    await reload(el);
    el = await show(customer, { key: 'task-1:customer' });
    expect(control(el, 'Name').value).to.equal('Ada Lovelace');
    expect(control(el, 'Notes').value).to.equal('Prefers email');
  });

  it('never keeps a field that looks like a secret', async () => {
    let el = await show(customer, { key: 'task-1:customer' });
    type(control(el, 'Name'), 'Ada');
    type(control(el, 'API token'), 'sk-live-123');
    await el.updateComplete;
    expect(sessionStorage.getItem(KEY)).not.to.include('sk-live-123');
    await reload(el);
    el = await show(customer, { key: 'task-1:customer' });
    expect(control(el, 'API token').value).to.equal('');
  });

  it('forgets the draft once the question is answered, whatever the answer', async () => {
    for (const button of ['accept-button', 'decline-button', 'cancel-button']) {
      const el = await show(customer, { key: 'task-1:customer' });
      type(control(el, 'Name'), 'Ada');
      await el.updateComplete;
      expect(sessionStorage.getItem(KEY)).to.include('Ada');
      click(el, button);
      await until(() => el.result);
      expect(sessionStorage.getItem(KEY), `after ${button}`).to.equal(null);
      el.remove();
    }
  });

  it('restores nothing into a different question under the same key', async () => {
    sessionStorage.setItem(KEY, '{}');
    let el = await show(customer, { key: 'task-1:customer' });
    type(control(el, 'Name'), 'Ada');
    await reload(el);
    el = await show({ ...customer, message: 'Another customer' }, { key: 'task-1:customer' });
    expect(control(el, 'Name').value).to.equal('');
  });

  it('puts the draft over the host’s values and the schema’s defaults', async () => {
    let el = await show(customer, { key: 'task-1:customer' });
    type(control(el, 'Name'), 'Typed by the person');
    await reload(el);
    el = document.createElement('mcp-elicitation');
    Object.assign(el, { request: customer, persist: { key: 'task-1:customer' }, values: { name: 'From the host', notes: 'From the host too' } });
    document.body.append(el);
    await settled(el);
    expect(control(el, 'Name').value).to.equal('Typed by the person');
    expect(control(el, 'Notes').value).to.equal('From the host too');
  });

  it('takes another storage, and a storage that fails changes nothing else', async () => {
    const kept = new Map<string, string>();
    const memory = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k) };
    let el = await show(customer, { key: 'k', storage: memory });
    type(control(el, 'Name'), 'Ada');
    await el.updateComplete;
    expect(kept.get('mcp-elicit:draft:k')).to.include('Ada');
    expect(sessionStorage.length).to.equal(0);
    el.remove();

    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    el = await show(customer, { key: 'k', storage: broken });
    type(control(el, 'Name'), 'Ada');
    click(el, 'accept-button');
    await until(() => el.result);
    expect(el.result).to.deep.equal({ action: 'accept', content: { name: 'Ada' } });
  });

  it('works through elicit(), restoring a draft after the question was withdrawn', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const stop = new AbortController();
    const first = elicit(customer, { container, persist: { key: 'task-1:customer' }, signal: stop.signal });
    let el = await until(() => container.querySelector('mcp-elicitation'));
    await settled(el);
    type(control(el, 'Name'), 'Ada');
    await el.updateComplete;
    stop.abort();
    expect(await first).to.deep.equal({ action: 'cancel' });
    expect(sessionStorage.getItem(KEY), 'a withdrawn question may come back: its draft stays').to.include('Ada');

    const second = elicit(customer, { container, persist: { key: 'task-1:customer' } });
    el = await until(() => container.querySelector('mcp-elicitation'));
    await settled(el);
    expect(control(el, 'Name').value).to.equal('Ada');
    click(el, 'accept-button');
    expect(await second).to.deep.equal({ action: 'accept', content: { name: 'Ada' } });
    expect(sessionStorage.getItem(KEY)).to.equal(null);
    container.remove();
  });
});

describe('drafts: defects found earlier, each kept fixed', () => {
  afterEach(() => {
    document.querySelectorAll('body > mcp-elicitation').forEach((el) => el.remove());
    sessionStorage.clear();
  });
  /** Options whose titles are their values in capitals. */
  const titled = (...values: string[]) => values.map((v) => ({ const: v, title: v.toUpperCase() }));

  it('duplicates in a stored draft are dropped too, and never saved again', async () => {
    const request = oneField('topics', { type: 'array', maxItems: 1, items: { anyOf: titled('a', 'b') } }, true);
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
