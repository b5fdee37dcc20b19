import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import { elicit } from '../../src/index.js';
import { AnswerError, AnswerRefusedError, answer, nextQuestion, readQuestion, watchQuestions, type FieldReading } from '../../src/testing/index.js';
import type { ElicitRequestParams } from '../../src/types.js';
import { LoadTask } from '../../src/controllers/load-task.js';

// mcp-elicit/testing in the page: a host's test finds the question that opened, reads it as a
// person does and answers it through the real controls, without knowing the markup.

const schema = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required });
const ask = (message: string, properties: Record<string, unknown>, required: string[] = []): ElicitRequestParams =>
  ({ mode: 'form', message, requestedSchema: schema(properties, required) }) as ElicitRequestParams;
const titled = (n: number, prefix = 'Option') => Array.from({ length: n }, (_, i) => ({ const: `v${i + 1}`, title: `${prefix} ${i + 1}` }));

/** Every control the form draws, one field each. */
const EVERY_CONTROL = ask(
  'Tell us everything',
  {
    name: { type: 'string', title: 'Full name', minLength: 2 },
    email: { type: 'string', title: 'Email', format: 'email' },
    site: { type: 'string', title: 'Website', format: 'uri' },
    day: { type: 'string', title: 'Day', format: 'date' },
    at: { type: 'string', title: 'Call at', format: 'date-time' },
    weight: { type: 'number', title: 'Weight' },
    seats: { type: 'integer', title: 'Seats', default: 2 },
    agree: { type: 'boolean', title: 'Agree' },
    size: { type: 'string', title: 'Size', enum: ['S', 'M', 'L'] },
    team: { type: 'string', title: 'Team', oneOf: titled(8, 'Team') },
    country: { type: 'string', title: 'Country', oneOf: titled(30, 'Country') },
    channels: { type: 'array', title: 'Channels', items: { anyOf: titled(3, 'Channel') } },
    regions: { type: 'array', title: 'Regions', items: { anyOf: titled(20, 'Region') } },
  },
  ['name'],
);

/** Opens `request` with elicit() in a fresh container and returns the answer's promise. */
async function open(request: unknown, options: Parameters<typeof elicit>[1] = {}) {
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  return { container, pending: elicit(request as ElicitRequestParams, { container, server: { name: 'Help desk' }, ...options }) };
}

const field = (fields: FieldReading[], key: string) => fields.find((f) => f.key === key)!;

describe('mcp-elicit/testing', () => {
  before(() => watchQuestions());

  describe('nextQuestion()', () => {
    it('resolves with the question that opens, even one opened before it was called', async () => {
      const { container, pending } = await open(ask('First?', { a: { type: 'string' } }));
      const question = await nextQuestion(container);
      expect(question.localName).to.equal('mcp-elicitation');
      expect((await readQuestion(question)).message).to.equal('First?');
      await answer(question, {}, { action: 'cancel' });
      await pending;
    });

    it('waits for a question that opens later, and gives each question once, oldest first', async () => {
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const waiting = nextQuestion(container);
      setTimeout(() => void elicit(ask('Later?', { a: { type: 'string' } }), { container }), 50);
      const first = await waiting;
      void elicit(ask('Second?', { a: { type: 'string' } }), { container });
      const second = await nextQuestion(container);
      expect(second).not.to.equal(first);
      expect((await readQuestion(first)).message).to.equal('Later?');
      expect((await readQuestion(second)).message).to.equal('Second?');
      await answer(first, {}, { action: 'decline' });
      await answer(second, {}, { action: 'decline' });
    });

    it('finds a question inside another component’s shadow root', async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
      const pending = elicit(ask('In a shadow?', { a: { type: 'string' } }), { container: inner });
      const question = await nextQuestion(host.shadowRoot!);
      expect((await readQuestion(question)).message).to.equal('In a shadow?');
      await answer(question, {}, { action: 'cancel' });
      expect((await pending).action).to.equal('cancel');
    });

    it('hands over no question while any piece of it is still loading, even one added later', async () => {
      const { container, pending } = await open(ask('Ready?', { a: { type: 'string' } }));
      const form = container.querySelector('mcp-elicitation')!.shadowRoot!.querySelector('mcp-elicitation-form')!;
      // A lazy piece the form did not have when the kit was written: loaded as every piece is, with a LoadTask.
      let load!: (value: string) => void;
      let loaded: string | undefined;
      new LoadTask(form, { args: () => [], task: () => new Promise<string>((resolve) => (load = resolve)), onComplete: (value) => (loaded = value) });
      form.requestUpdate();
      let handed = false;
      const next = nextQuestion(container).then((question) => ((handed = true), question));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(handed, 'handed over while the piece was loading').to.equal(false);
      load('piece');
      const question = await next;
      expect(loaded).to.equal('piece');
      await answer(question, {}, { action: 'cancel' });
      await pending;
    });

    it('rejects after its timeout when no question opens, saying so', async () => {
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const error = await nextQuestion(container, { timeout: 150 }).catch((e: Error) => e);
      expect((error as Error).message).to.equal('No question opened within 150 ms.');
    });
  });

  describe('readQuestion()', () => {
    it('reads every field as a person sees it: label, control, required, options and value', async () => {
      const { container, pending } = await open(EVERY_CONTROL, { timeoutMs: 60_000 });
      const reading = await readQuestion(await nextQuestion(container));
      expect(reading.mode).to.equal('form');
      expect(reading.server).to.equal('Help desk');
      expect(reading.message).to.equal('Tell us everything');
      expect(reading.fields.map((f) => [f.key, f.control, f.required])).to.deep.equal([
        ['name', 'text', true],
        ['email', 'email', false],
        ['site', 'uri', false],
        ['day', 'date', false],
        ['at', 'date-time', false],
        ['weight', 'number', false],
        ['seats', 'integer', false],
        ['agree', 'checkbox', false],
        ['size', 'radios', false],
        ['team', 'select', false],
        ['country', 'combobox', false],
        ['channels', 'checkboxes', false],
        ['regions', 'combobox', false],
      ]);
      expect(field(reading.fields, 'name')).to.include({ label: 'Full name', name: 'Full name (required)' });
      expect(field(reading.fields, 'seats').value).to.equal(2);
      expect(field(reading.fields, 'size').options).to.deep.equal([
        { title: 'S', value: 'S' },
        { title: 'M', value: 'M' },
        { title: 'L', value: 'L' },
      ]);
      expect(field(reading.fields, 'regions')).to.include({ multiple: true });
      expect(reading.countdown).to.match(/^Time left: 1 minute/);
      expect(reading.actions).to.deep.equal(['accept', 'decline', 'cancel']);
      (container.querySelector('mcp-elicitation') as HTMLElement & { abort(): void }).abort();
      await pending;
    });

    it('reads a link: where it leads, its warnings, and whether it can be opened', async () => {
      const { container, pending } = await open({ mode: 'url', message: 'Sign in', url: 'http://user@203.0.113.9/login' });
      const question = await nextQuestion(container);
      const reading = await readQuestion(question);
      expect(reading.mode).to.equal('url');
      expect(reading.url).to.include({ host: '203.0.113.9', opens: true });
      expect(reading.url!.warnings).to.have.length(3);
      await answer(question, {}, { action: 'decline' });
      await pending;

      const refused = await open({ mode: 'url', message: 'Run this', url: 'javascript:alert(1)' });
      const blocked = await readQuestion(await nextQuestion(refused.container));
      expect(blocked.url).to.include({ href: 'javascript:alert(1)', opens: false });
      expect(blocked.url!.refused).to.match(/javascript:/);
      expect(blocked.actions).to.deep.equal(['decline', 'cancel']);
      await answer(refused.container.querySelector('mcp-elicitation')!, {}, { action: 'cancel' });
      await refused.pending;
    });

    it('reads why a request cannot be shown, with no Accept offered', async () => {
      const { container, pending } = await open(ask('Where?', { address: { type: 'object' } }));
      const reading = await readQuestion(await nextQuestion(container));
      expect(reading.mode).to.equal('unsupported');
      expect(reading.unsupported).to.contain('“address” is a nested object');
      expect(reading.actions).to.deep.equal(['decline', 'cancel']);
      await answer(container.querySelector('mcp-elicitation')!, {}, { action: 'decline' });
      await pending;
    });
  });

  describe('answer()', () => {
    it('fills every kind of control and sends what a person would have sent', async () => {
      const { container, pending } = await open(EVERY_CONTROL);
      const question = await nextQuestion(container);
      const outcome = await answer(question, {
        'Full name': 'Ada Lovelace',
        Email: 'ada@example.com',
        site: 'https://example.com',
        Day: '2026-12-24',
        'Call at': '2026-12-24T09:30',
        Weight: 2.5,
        Seats: 4,
        Agree: true,
        Size: 'M',
        Team: 'Team 7',
        Country: 'v29',
        Channels: ['Channel 3', 'Channel 1'],
        Regions: ['Region 20', 'Region 2'],
      });
      expect(outcome.reason).to.equal('submit');
      const content = outcome.result.content!;
      expect(content.at).to.match(/^2026-12-24T09:30:00([+-]\d{2}:\d{2}|Z)$/);
      delete content.at;
      expect(content).to.deep.equal({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        site: 'https://example.com',
        day: '2026-12-24',
        weight: 2.5,
        seats: 4,
        agree: true,
        size: 'M',
        team: 'v7',
        country: 'v29',
        channels: ['v1', 'v3'],
        regions: ['v2', 'v20'],
      });
      expect((await pending).action).to.equal('accept');
    });

    it('changes what was there: a default replaced, a box unticked, chosen options dropped', async () => {
      const { container, pending } = await open(
        ask('Again?', {
          seats: { type: 'integer', title: 'Seats', default: 2 },
          news: { type: 'boolean', title: 'News', default: true },
          regions: { type: 'array', title: 'Regions', items: { anyOf: titled(20, 'Region') }, default: ['v1', 'v2'] },
        }),
      );
      const outcome = await answer(await nextQuestion(container), { Seats: 7, News: false, Regions: ['Region 2', 'Region 9'] });
      expect(outcome.result.content).to.deep.equal({ seats: 7, news: false, regions: ['v2', 'v9'] });
      await pending;
    });

    it('declines and cancels without filling anything', async () => {
      const { container, pending } = await open(EVERY_CONTROL);
      expect(await answer(await nextQuestion(container), { Weight: 'ignored when declining' }, { action: 'decline' })).to.deep.equal({
        result: { action: 'decline' },
        reason: 'decline',
      });
      expect(await pending).to.deep.equal({ action: 'decline' });
    });

    it('consents to a link: Accept opens it and answers accept, with no content', async () => {
      const { container, pending } = await open(
        { mode: 'url', message: 'Sign in', url: 'https://example.com/sign-in' },
        { server: { name: 'Help desk', origin: 'https://example.com' } },
      );
      const opened: string[] = [];
      const realOpen = window.open;
      window.open = ((url: string) => (opened.push(url), null)) as typeof window.open;
      try {
        expect((await answer(await nextQuestion(container))).result).to.deep.equal({ action: 'accept' });
      } finally {
        window.open = realOpen;
      }
      expect(opened).to.deep.equal(['https://example.com/sign-in']);
      await pending;
    });

    describe('refuses, naming the field', () => {
      let container: HTMLDivElement;
      let pending: Promise<unknown>;
      let question: HTMLElement;
      beforeEach(async () => {
        ({ container, pending } = await open(EVERY_CONTROL));
        question = await nextQuestion(container);
      });
      afterEach(async () => {
        (question as HTMLElement & { abort(): void }).abort();
        await pending;
      });

      const refusal = async (values: Record<string, unknown>) => (await answer(question, values).catch((e: Error) => e)) as AnswerError;

      it('a field the question does not have, listing those it has', async () => {
        const error = await refusal({ Nickname: 'Ada' });
        expect(error).to.be.instanceOf(AnswerError);
        expect(error.field).to.equal('Nickname');
        expect(error.message).to.match(/^The question has no field "Nickname" \(its fields: "Full name", "Email", /);
      });

      it('an option that is not offered, listing those that are', async () => {
        const error = await refusal({ Size: 'XL' });
        expect(error.field).to.equal('Size');
        expect(error.message).to.equal('"Size" offers no option "XL" (it offers "S", "M", "L").');
      });

      it('text for a number, a list for one choice, and a non-boolean for a checkbox', async () => {
        expect((await refusal({ Weight: 'heavy' })).message).to.equal('"Weight" is a number field; "heavy" is not a number.');
        expect((await refusal({ Country: ['v1'] })).message).to.equal('"Country" takes one option, not a list.');
        expect((await refusal({ Agree: 'yes' })).message).to.equal('"Agree" is a checkbox: give true or false, not "yes".');
      });
    });

    it('rejects with the problems on screen when the form refuses Accept', async () => {
      const { container, pending } = await open(EVERY_CONTROL);
      const question = await nextQuestion(container);
      const error = (await answer(question, { 'Full name': 'A', Email: 'ada.example.com' }).catch((e: Error) => e)) as AnswerRefusedError;
      expect(error).to.be.instanceOf(AnswerRefusedError);
      expect(error.problems).to.deep.equal(['Full name: Enter at least 2 characters', 'Email: Enter an email address like name@example.com']);
      const reading = await readQuestion(question);
      expect(field(reading.fields, 'name').error).to.equal('Enter at least 2 characters');
      // The question stays open for the person (or the test) to correct.
      const fixed = await answer(question, { 'Full name': 'Ada', Email: 'ada@example.com' });
      expect(fixed.result.content).to.include({ name: 'Ada', email: 'ada@example.com' });
      await pending;
    });

    it('refuses a name that labels two fields, and one already answered', async () => {
      const { container, pending } = await open(ask('Twins', { a: { type: 'string', title: 'Name' }, b: { type: 'string', title: 'Name' } }));
      const question = await nextQuestion(container);
      const twice = (await answer(question, { Name: 'Ada' }).catch((e: Error) => e)) as AnswerError;
      expect(twice.message).to.equal('"Name" names more than one field of the question; give the field by its schema key or another label.');
      expect((await answer(question, { a: 'Ada', b: 'Grace' })).result.content).to.deep.equal({ a: 'Ada', b: 'Grace' });
      const again = (await answer(question, {}).catch((e: Error) => e)) as AnswerError;
      expect(again.message).to.equal('This question was answered already.');
      await pending;
    });
  });
});
