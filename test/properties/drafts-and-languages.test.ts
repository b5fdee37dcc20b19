// Stored drafts and language packs, generated. A draft of any shape (corrupt, foreign, oversized,
// or naming fields that look like secrets) never breaks a form and never brings a secret back;
// every pack formats any count and duration without empty text, "undefined" or "NaN".
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { McpElicitation } from '../../src/index.js';
import { en } from '../../src/i18n/en.js';
import { LANGUAGES, loadPack } from '../../src/i18n/packs/load.js';
import type { Strings } from '../../src/i18n/strings.js';
import { readQuestion } from '../../src/testing/dom-answer.js';
import { parseServer } from '../../src/schema/parse-asker.js';
import { check, fc } from './check.js';
import { QUESTION_SELECTOR, fieldId } from '../../src/model/markup.js';

const KEY = 'mcp-elicit:draft:property';
const request = {
  message: 'Your account',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      api_token: { type: 'string', title: 'API token' },
      seats: { type: 'integer', title: 'Seats', maximum: 9 },
      topics: { type: 'array', items: { enum: ['a', 'b'] } },
    },
  },
};

/** What might be in storage under the draft's key: anything, in any shape. */
const stored = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.record({ v: fc.constantFrom(1, 2, '1'), question: fc.string(), values: fc.jsonValue() }).map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom('name', 'api_token', 'seats', 'topics', '__proto__', 'other'), fc.jsonValue()).map((values) => ({ values })),
  fc.constant('x'.repeat(500_000)),
);

describe('drafts and languages, by property', function () {
  this.timeout(300_000);
  afterEach(() => sessionStorage.clear());

  it('a stored draft of any shape never breaks the form, and never fills a secret-looking field', async () => {
    // The question's own fingerprint, as the form stores it, for drafts that look like its own.
    const probe = document.createElement('mcp-elicitation') as McpElicitation;
    Object.assign(probe, { persist: { key: 'property' }, request });
    document.body.append(probe);
    await probe.ready;
    const input = probe.shadowRoot!.querySelector(QUESTION_SELECTOR)!.shadowRoot!.getElementById(fieldId(0)) as HTMLInputElement;
    input.value = 'x';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const question = JSON.parse(sessionStorage.getItem(KEY)!).question as string;
    probe.remove();

    await check(
      fc.asyncProperty(stored, async (draft) => {
        sessionStorage.setItem(KEY, typeof draft === 'string' ? draft : JSON.stringify({ v: 1, question, ...draft }));
        const el = document.createElement('mcp-elicitation') as McpElicitation;
        Object.assign(el, { persist: { key: 'property' }, request });
        document.body.append(el);
        try {
          await el.ready;
          const seen = await readQuestion(el);
          expect(seen.mode).to.equal('form');
          expect(seen.fields.map((f) => f.key)).to.deep.equal(['name', 'api_token', 'seats', 'topics']);
          expect(seen.fields[1].value, 'the secret-looking field stays empty').to.equal(undefined);
          const topics = seen.fields[3].value as string[] | undefined;
          if (topics) expect(topics.every((t) => t === 'a' || t === 'b') && new Set(topics).size === topics.length).to.equal(true);
        } finally {
          el.remove();
        }
      }),
      60,
    );
  });

  it('a draft comes back only into the same server’s question, whatever the servers are called', async () => {
    // Servers that often share a name, an origin or both, and sometimes are not given at all.
    const server = fc.option(
      fc.record({
        name: fc.oneof(fc.constantFrom('Help desk', 'help desk', ''), fc.string({ maxLength: 8 })),
        origin: fc.option(fc.constantFrom('https://a.example', 'https://b.example', 'a.example'), { nil: undefined }),
      }),
      { nil: undefined },
    );
    const show = async (identity: unknown): Promise<McpElicitation> => {
      const el = document.createElement('mcp-elicitation') as McpElicitation;
      Object.assign(el, { persist: { key: 'property' }, request, server: identity });
      document.body.append(el);
      await el.ready;
      return el;
    };
    await check(
      fc.asyncProperty(server, server, async (typedFor, askedBy) => {
        sessionStorage.clear();
        const first = await show(typedFor);
        const input = first.shadowRoot!.querySelector(QUESTION_SELECTOR)!.shadowRoot!.getElementById(fieldId(0)) as HTMLInputElement;
        input.value = 'typed';
        input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
        await first.updateComplete;
        first.remove();
        const second = await show(askedBy);
        try {
          // The same server as a person reads it: names are shown trimmed.
          const same = JSON.stringify(parseServer(typedFor)) === JSON.stringify(parseServer(askedBy));
          expect((await readQuestion(second)).fields[0].value, `typed for ${JSON.stringify(typedFor)}, asked by ${JSON.stringify(askedBy)}`).to.equal(same ? 'typed' : undefined);
        } finally {
          second.remove();
        }
      }),
      60,
    );
  });

  it('every language formats any count and any duration as real words', async () => {
    const packs: [string, Strings][] = [['en', en as Strings]];
    for (const tag of LANGUAGES) packs.push([tag, (await loadPack(tag))!.strings]);
    const bad = (text: unknown) => typeof text !== 'string' || !text.trim() || /undefined|NaN|null|\[object/.test(text);
    await check(
      fc.property(fc.constantFrom(...packs), fc.nat(1_000_000), fc.nat(100 * 3600 * 1000), ([tag, s], n, ms) => {
        for (const text of [
          s.minItems(n),
          s.maxItems(n),
          s.minLength(n),
          s.maxLength(n),
          s.minimum(n),
          s.maximum(n),
          s.matchCount(n),
          s.duration(ms),
          s.countdown(s.duration(ms)),
          s.queuePosition(n + 1, n + 2),
        ]) {
          expect(bad(text), `${tag}: ${JSON.stringify(text)} for ${n} / ${ms} ms`).to.equal(false);
        }
      }),
      2000,
    );
  });
});
