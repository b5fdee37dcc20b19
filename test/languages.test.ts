import { expect } from '@open-wc/testing';
import { elicit, en } from '../src/index.js';
import type { ElicitRequestFormParams, Strings } from '../src/index.js';
import { LANGUAGES, loadPack, packTag } from '../src/i18n/packs/load.js';
import type { McpElicitation } from '../src/elements/elicitation/elicitation.js';
import { ManualClock, click, horizontalOverflow, part, settled, sleep, until, oneField, shown } from './helpers.js';
import { QUESTION_SELECTOR, fieldId } from '../src/model/markup.js';
import { questionRoot } from '../src/testing/read-question.js';

// Every word in the languages of its users: the packs are complete, chosen by `lang` or `locale`,
// leave no English on screen in any state, and fit a 320 px screen.

type Entry = Strings[keyof Strings];

/** Server text in these requests is digits and symbols only, so any English on screen is ours. */
const options = (n: number) => Array.from({ length: n }, (_, i) => ({ const: `o${i}`, title: `№ ${i + 1}` }));
const everyKind = {
  mode: 'form',
  message: '…',
  requestedSchema: {
    type: 'object',
    properties: {
      a: { type: 'string', title: '① ', minLength: 3 },
      b: { type: 'string', format: 'email', title: '②' },
      c: { type: 'string', format: 'uri', title: '③' },
      d: { type: 'string', format: 'date', title: '④' },
      e: { type: 'string', format: 'date-time', title: '⑤' },
      f: { type: 'integer', title: '⑥', minimum: 1, maximum: 9 },
      g: { type: 'number', title: '⑦' },
      h: { type: 'boolean', title: '⑧' },
      i: { type: 'string', title: '⑨', oneOf: options(3) },
      j: { type: 'string', title: '⑩', oneOf: options(8) },
      k: { type: 'string', title: '⑪', oneOf: options(30) },
      l: { type: 'array', title: '⑫', items: { anyOf: options(3) }, minItems: 2 },
      m: { type: 'array', title: '⑬', items: { anyOf: options(40) } },
      token: { type: 'string', title: '⑭' },
    },
    required: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'i', 'j', 'k', 'l'],
  },
};
const answerable = {
  message: '…',
  requestedSchema: {
    type: 'object',
    properties: {
      h: { type: 'boolean', title: '⑧' },
      l: { type: 'array', title: '⑫', items: { anyOf: options(3) } },
      token: { type: 'string', title: '⑭' },
      d: { type: 'string', format: 'date', title: '④' },
      f: { type: 'integer', title: '⑥' },
    },
  },
};
const unsupported = {
  message: '…',
  requestedSchema: { type: 'object', properties: { n: { type: 'object', title: '⑮' }, x: { type: 'wat', title: '⑯' } }, required: ['⑰'] },
};
const risky = { mode: 'url', message: '…', url: 'http://user:pw@192.0.2.7/x' };
const otherSite = { mode: 'url', message: '…', url: 'https://xn--pple-43d.example/signin' };
const refused = { mode: 'url', message: '…', url: 'javascript:alert(1)' };

/** Every piece of text a person can meet in the question: its text, and the names and hints of its controls, in every shadow tree. */
function textOf(el: Element): string {
  const pieces: string[] = [];
  const walk = (root: ShadowRoot) => {
    pieces.push(root.textContent ?? '');
    for (const node of root.querySelectorAll('*')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'aria-valuetext']) {
        const value = node.getAttribute(name);
        if (value) pieces.push(value);
      }
      if (node.shadowRoot) walk(node.shadowRoot);
    }
  };
  walk(el.shadowRoot!);
  return pieces.join('\n');
}

/** Entries a language may write exactly as English does ("Error:" in Spanish, "Site:" in Dutch). */
const SAME_AS_ENGLISH = new Set<keyof Strings>(['errorPrefix', 'hostLabel', 'answerNo']);

/** The English phrases that must not be on screen: each string, and the fixed words around each function's values. */
function englishPhrases(): string[] {
  const phrases = new Set<string>();
  for (const key of Object.keys(en) as (keyof Strings)[]) {
    if (key === 'duration' || SAME_AS_ENGLISH.has(key)) continue;
    const english: Entry = en[key];
    const text = typeof english === 'function' ? String((english as (...args: unknown[]) => string)('§', '§')) : english;
    // Short fragments ("(", "of", "asks") prove nothing either way.
    for (const fragment of text.split('§').map((f) => f.trim())) if (fragment.length >= 5) phrases.add(fragment);
  }
  return [...phrases];
}

/** The phrases of `phrases` that `text` contains as whole words ("Cancel" is not in "Cancelar"). */
function found(phrases: string[], text: string): string[] {
  const escape = (p: string) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return phrases.filter((p) => new RegExp(`(^|[^\\p{L}])${escape(p)}($|[^\\p{L}])`, 'u').test(text));
}

/** A question in `lang`, put in a state by `act`, inside a 320 px column. */
async function show(lang: string, request: unknown, props: Partial<McpElicitation> = {}, act?: (el: McpElicitation) => Promise<void> | void) {
  const column = document.createElement('div');
  column.lang = lang;
  column.style.width = '320px';
  const el = document.createElement('mcp-elicitation');
  Object.assign(el, { request, server: { name: '⚙', origin: 'https://mcp.example' }, ...props });
  column.append(el);
  document.body.append(column);
  await settled(el);
  await act?.(el);
  await settled(el);
  return { el, column };
}

const states: [string, (lang: string) => ReturnType<typeof show>][] = [
  [
    'every field kind, with a countdown in its last minute and More time',
    (lang) => {
      const clock = new ManualClock();
      return show(lang, everyKind, { timeout: 90_000, clock }, async (el) => {
        clock.advance(45_000);
        await el.updateComplete;
      });
    },
  ],
  [
    'after a failed accept: the summary and every field’s error',
    (lang) =>
      show(lang, everyKind, {}, async (el) => {
        click(el, 'accept-button');
        await until(() => part(el, 'error-summary'));
      }),
  ],
  [
    'a many-option list opened and filtered to nothing',
    (lang) =>
      show(lang, everyKind, {}, async (el) => {
        const root = el.shadowRoot!.querySelector(QUESTION_SELECTOR)!.shadowRoot!;
        const box = root.querySelector<HTMLInputElement>('input[role="combobox"]')!;
        box.focus();
        box.value = 'zzz';
        box.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
        await sleep(50);
      }),
  ],
  [
    'answered and kept: what was sent, in words',
    (lang) =>
      show(lang, answerable, { keep: true, values: { h: true, l: [], token: 'x', d: '2026-11-29', f: 1200 } }, async (el) => {
        click(el, 'accept-button');
        await until(() => el.result);
      }),
  ],
  ['declined and kept', (lang) => show(lang, answerable, { keep: true }, (el) => click(el, 'decline-button'))],
  ['a request that cannot be shown', (lang) => show(lang, unsupported)],
  ['a risky link with every warning it earns', (lang) => show(lang, risky)],
  ['a link to another site with international characters', (lang) => show(lang, otherSite)],
  ['a refused link', (lang) => show(lang, refused)],
  ['a link asked again', (lang) => show(lang, { ...otherSite }, { repeated: true })],
];

describe('languages', () => {
  afterEach(() => document.querySelectorAll('div[lang]').forEach((d) => d.remove()));

  it('ships the twelve languages', () => {
    expect(LANGUAGES.sort()).to.deep.equal(['ar', 'de', 'es', 'fr', 'he', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'zh-CN']);
  });

  for (const lang of LANGUAGES) {
    describe(lang, () => {
      it('has every key English has, no other, each of the same kind', async () => {
        const pack = (await loadPack(lang))!;
        expect(Object.keys(pack.strings).sort()).to.deep.equal(Object.keys(en).sort());
        for (const key of Object.keys(en) as (keyof Strings)[]) expect(typeof pack.strings[key], key).to.equal(typeof en[key]);
        expect(pack.dir).to.equal(lang === 'ar' || lang === 'he' ? 'rtl' : 'ltr');
      });

      it('translates every entry (word for word the same as English only where the language says it so)', async () => {
        const pack = (await loadPack(lang))!.strings;
        const sample = (entry: Entry) => (typeof entry === 'function' ? String((entry as (...args: unknown[]) => string)(2, 2)) : entry);
        const untranslated = (Object.keys(en) as (keyof Strings)[]).filter((key) => !SAME_AS_ENGLISH.has(key) && sample(pack[key]) === sample(en[key]));
        expect(untranslated).to.deep.equal([]);
      });

      for (const [state, render] of states) {
        it(`leaves no English on screen, and fits 320 px: ${state}`, async () => {
          const { el, column } = await render(lang);
          expect(found(englishPhrases(), textOf(el)), `English left in ${lang}`).to.deep.equal([]);
          expect(horizontalOverflow(column)).to.deep.equal([]);
          const base = el.shadowRoot!.querySelector(QUESTION_SELECTOR)!.shadowRoot!.querySelector('[part="base"]')!;
          expect(base.getAttribute('dir')).to.equal(lang === 'ar' || lang === 'he' ? 'rtl' : 'ltr');
          el.remove();
        });
      }
    });
  }
});

describe('choosing the language', () => {
  afterEach(() => document.querySelectorAll('div[lang], mcp-elicitation').forEach((d) => d.remove()));
  const request: ElicitRequestFormParams = { message: '…', requestedSchema: { type: 'object', properties: { a: { type: 'string', title: 'A' } } } };
  const accept = (el: Element) => part(el, 'accept-button')!.textContent!.trim();

  it('follows the closest lang attribute, across shadow roots, and the document’s without one', async () => {
    const host = document.createElement('div');
    host.lang = 'fr';
    const shadow = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('section');
    shadow.append(inner);
    document.body.append(host);
    const el = document.createElement('mcp-elicitation');
    el.request = request;
    inner.append(el);
    await settled(el);
    expect(accept(el)).to.equal('Accepter');
    host.remove();

    document.documentElement.lang = 'de';
    try {
      const plain = document.createElement('mcp-elicitation');
      plain.request = request;
      document.body.append(plain);
      await settled(plain);
      expect(accept(plain)).to.equal('Annehmen');
    } finally {
      document.documentElement.lang = 'en';
    }
  });

  it('re-renders when the lang attribute changes, and locale wins over it', async () => {
    const { el, column } = await show('es', request);
    expect(accept(el)).to.equal('Aceptar');
    column.lang = 'it';
    await until(() => accept(el) === 'Accetta');
    el.locale = 'pl';
    await el.updateComplete;
    expect(accept(el)).to.equal('Akceptuj');
    column.lang = 'ja';
    await sleep(20);
    expect(accept(el), 'locale still wins').to.equal('Akceptuj');
    el.locale = undefined;
    await el.updateComplete;
    expect(accept(el)).to.equal('承認');
  });

  it('takes the language from elicit()’s locale option', async () => {
    const container = document.createElement('div');
    container.lang = 'fr';
    document.body.append(container);
    const answer = elicit(request, { container, locale: 'ko' });
    const el = await until(() => container.querySelector('mcp-elicitation'));
    await settled(el);
    expect(accept(el)).to.equal('수락');
    click(el, 'decline-button');
    expect(await answer).to.deep.equal({ action: 'decline' });
    container.remove();
  });

  it('lets strings overrides win over the pack', async () => {
    const { el } = await show('de', request, { strings: { accept: 'Senden' } });
    expect(accept(el)).to.equal('Senden');
    expect(part(el, 'decline-button')!.textContent!.trim()).to.equal('Ablehnen');
  });

  it('shows English for a language without a pack, and picks the closest pack for regional tags', async () => {
    expect(['sv', 'zh-TW', 'zh-Hant', 'pt-PT', 'de-AT', 'zh-Hans-CN', 'iw', 'PT_br'].map(packTag)).to.deep.equal([
      undefined,
      undefined,
      undefined,
      'pt-BR',
      'de',
      'zh-CN',
      'he',
      'pt-BR',
    ]);
    const { el } = await show('sv', request);
    expect(accept(el)).to.equal('Accept');
    const { el: weird } = await show('not a language tag!', request);
    expect(accept(weird), 'an invalid tag is English, and nothing throws').to.equal('Accept');
  });

  it('says plurals, numbers and durations as each language does', async () => {
    const [pl, ar, de, ja] = await Promise.all(['pl', 'ar', 'de', 'ja'].map(async (l) => (await loadPack(l))!.strings));
    expect([1, 2, 5, 22].map((n) => pl.minLength(n))).to.deep.equal([
      'Wpisz co najmniej 1 znak',
      'Wpisz co najmniej 2 znaki',
      'Wpisz co najmniej 5 znaków',
      'Wpisz co najmniej 22 znaki',
    ]);
    expect(ar.minLength(2)).to.equal('أدخل حرفين على الأقل');
    expect(de.minimum(1234.5)).to.equal('Geben Sie 1.234,5 oder mehr ein');
    expect(de.duration(125_000)).to.equal('2 Minuten, 5 Sekunden');
    expect(ja.duration(3_600_000)).to.equal('1 時間');
    expect(en.duration(125_000), 'English keeps its own words').to.equal('2 minutes 5 seconds');
  });

  it('lays out right to left in Arabic and Hebrew, with server text isolated', async () => {
    const { el } = await show('he', { message: 'Hello ‎world', requestedSchema: { type: 'object', properties: { a: { type: 'string', title: 'Name' } } } });
    const base = el.shadowRoot!.querySelector(QUESTION_SELECTOR)!.shadowRoot!.querySelector('[part="base"]')!;
    expect(base.getAttribute('dir')).to.equal('rtl');
    expect(part(el, 'message')!.getAttribute('dir')).to.equal('auto');
    await expect(el).to.be.accessible();
  });
});

describe('languages: defects found by hand, each kept fixed', () => {
  afterEach(() => {
    document.querySelectorAll('body > mcp-elicitation').forEach((el) => el.remove());
    sessionStorage.clear();
  });

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
});
