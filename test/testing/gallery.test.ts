import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import { elicit } from '../../src/index.js';
import { AnswerRefusedError, answer, nextQuestion, readQuestion, type FieldReading, type QuestionOnPage } from '../../src/testing/index.js';
import { gallery, type ExpectedField, type FieldKind } from '../../src/testing/gallery/index.js';
import type { ElicitExtensions, ElicitRequestParams } from '../../src/types.js';

// mcp-elicit's own renderer run through every case of mcp-elicit/testing/gallery, as a host would
// run theirs: each request shown, read as a person reads it, and answered through its controls.

/** The gallery's kind of a field from the control mcp-elicit draws for it. */
function kindOf(field: FieldReading): FieldKind {
  if (field.control === 'checkbox') return 'boolean';
  if (field.control === 'resource') return field.multiple ? 'resources' : 'resource';
  if (field.control === 'combobox' && field.ownText && !field.multiple) return 'text';
  if (field.control === 'checkboxes' || (field.control === 'combobox' && field.multiple)) return 'choices';
  if (field.control === 'radios' || field.control === 'select' || field.control === 'combobox') return 'choice';
  return field.control;
}

const asExpected = (field: FieldReading): ExpectedField => ({
  key: field.key,
  label: field.label,
  kind: kindOf(field),
  required: field.required,
  ...(field.options ? { options: field.options } : {}),
  // A list with nothing chosen holds nothing, as the gallery has it.
  ...(field.value !== undefined && !(Array.isArray(field.value) && !field.value.length) ? { value: field.value } : {}),
});

async function show(request: unknown, server: { name: string; origin?: string }, extensions?: ElicitExtensions): Promise<{ question: QuestionOnPage; pending: Promise<unknown> }> {
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  const pending = elicit(request as ElicitRequestParams, { container, server, extensions });
  return { question: await nextQuestion(container), pending };
}

/** Everything the question shows as text, through its shadow roots. */
function shownText(el: Element): string {
  let text = '';
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
    for (const child of (node as Element).shadowRoot?.childNodes ?? []) walk(child);
    for (const child of node.childNodes) walk(child);
  };
  walk(el);
  return text;
}

const elementsIn = (el: Element, tag: string): number => {
  let n = 0;
  const walk = (root: ParentNode): void => {
    for (const child of root.querySelectorAll('*')) {
      if (child.localName === tag) n++;
      if (child.shadowRoot) walk(child.shadowRoot);
    }
  };
  walk(el.shadowRoot!);
  return n;
};

const BIDI = /[\u202A-\u202E\u2066-\u2069]/;

/** Every address the question put in the page to be loaded (an image's src or srcset, a style's url()), through its shadow roots. */
function addressesIn(el: Element): string[] {
  const found: string[] = [];
  const walk = (root: ParentNode): void => {
    for (const child of root.querySelectorAll('*')) {
      for (const name of ['src', 'srcset', 'href', 'style', 'poster', 'data']) {
        const value = child.getAttribute(name);
        if (value) found.push(value);
      }
      if (child.shadowRoot) walk(child.shadowRoot);
    }
  };
  walk(el.shadowRoot!);
  return found;
}

describe('the gallery, through mcp-elicit’s own renderer', () => {
  for (const c of gallery) {
    describe(`${c.name}: ${c.about}`, () => {
      const { expect: want } = c;

      it(`shows it as ${want.shows === 'unsupported' ? 'a request it cannot show' : `a ${want.shows}`}`, async () => {
        const { question, pending } = await show(c.request, c.server, c.extensions);
        const reading = await readQuestion(question);
        expect(reading.mode).to.equal(want.shows);
        if (want.shows === 'form') {
          expect(reading.fields.map(asExpected)).to.deep.equal(want.fields);
          for (const text of want.showsText ?? []) expect(shownText(question)).to.contain(text);
          if (want.showsText) for (const tag of ['img', 'b', 'script', 'i', 'a']) expect(elementsIn(question, tag), `<${tag}> from server text`).to.equal(0);
          if (want.revealsBidi) expect(BIDI.test(shownText(question))).to.equal(false);
          for (const address of want.neverLoads ?? [])
            expect(
              addressesIn(question).filter((a) => a.includes(address)),
              `${address} is in the page`,
            ).to.deep.equal([]);
        } else if (want.shows === 'url') {
          expect(reading.url!.opens).to.equal(want.opens);
          if (want.host) expect(reading.url!.host).to.equal(want.host);
          expect(reading.url!.warnings, JSON.stringify(reading.url!.warnings)).to.have.length(want.warns.length);
          for (const warning of want.warns) {
            if (warning.mentions)
              expect(
                reading.url!.warnings.some((w) => w.includes(warning.mentions!)),
                `${warning.code} mentions ${warning.mentions}`,
              ).to.equal(true);
          }
          expect(reading.actions).to.deep.equal(want.opens ? ['accept', 'decline', 'cancel'] : ['decline', 'cancel']);
        } else {
          expect(reading.actions).to.deep.equal(['decline', 'cancel']);
          expect(reading.unsupported).to.be.a('string').and.not.equal('');
        }
        await answer(question, {}, { action: 'cancel' });
        await pending;
      });

      if (want.shows !== 'form') return;
      for (const { values, content } of want.sends ?? []) {
        it(`sends ${JSON.stringify(content)} for ${JSON.stringify(values)}`, async () => {
          const { question, pending } = await show(c.request, c.server, c.extensions);
          const outcome = await answer(question, values);
          expect(outcome.result).to.deep.equal({ action: 'accept', content });
          expect(JSON.stringify(outcome.result.content)).to.equal(JSON.stringify(content), 'the same keys, in the same order');
          await pending;
        });
      }
      for (const { values, field } of want.refuses ?? []) {
        it(`refuses ${JSON.stringify(values)}, saying why beside “${field}”`, async () => {
          const { question, pending } = await show(c.request, c.server, c.extensions);
          const error = await answer(question, values).catch((e: Error) => e);
          expect(error).to.be.instanceOf(AnswerRefusedError);
          const shown = (await readQuestion(question)).fields.find((f) => f.key === field)!;
          expect(shown.error, `${field} shows its error`).to.be.a('string').and.not.equal('');
          await answer(question, {}, { action: 'cancel' });
          await pending;
        });
      }
    });
  }
});
