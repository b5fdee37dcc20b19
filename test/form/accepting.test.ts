import { expect } from '@open-wc/testing';
import { choose, click, control, mountForm, nextResult, part, pick, recordResults, settled, sleep, type, oneField, until, mountElicitation } from '../helpers.js';
import type { ElicitContent } from '../../src/types.js';
import everything from '../fixtures/captured/2025-everything-elicitation-create-form.json';
import { localToRfc3339 } from '../../src/schema/datetime.js';

const server = { name: 'Help desk' };
const everythingParams = everything.request.params;

async function accept(el: HTMLElement): Promise<ElicitContent | undefined> {
  const result = nextResult(el);
  click(el, 'accept-button');
  return (await result).result.content;
}

describe('<mcp-elicitation-form>: accepting a form', () => {
  describe('when accepting', () => {
    it('sends exactly the content shapes the spec asks for', async () => {
      const el = await mountForm(everythingParams, { server });
      await settled(el);
      type(control(el, 'String'), 'Ada Lovelace');
      control(el, 'Boolean').click();
      type(control(el, 'String with email format'), 'ada@example.com');
      type(control(el, 'String with uri format'), 'https://example.com');
      type(control(el, 'String with date format'), '1815-12-10');
      type(control(el, 'Integer'), '7');
      type(control(el, 'Number in range 1-1000'), '2.5');
      type(control<HTMLSelectElement>(el, 'Untitled Single Select Enum'), 'Ross');
      pick(control(el, 'Untitled Multiple Select Enum'), 'Guitar', false);
      pick(control(el, 'Untitled Multiple Select Enum'), 'Piano');
      choose(control(el, 'Titled Single Select Enum'), 'Wonder Woman');
      pick(control(el, 'Titled Multiple Select Enum'), 'Tuna', false);
      pick(control(el, 'Titled Multiple Select Enum'), 'Salmon');
      choose(control(el, 'Legacy Titled Single Select Enum'), 'Dogs');
      await el.updateComplete;
      const content = await accept(el);
      expect(content).to.deep.equal({
        name: 'Ada Lovelace',
        check: true,
        firstLine: 'It was a dark and stormy night.',
        email: 'ada@example.com',
        homepage: 'https://example.com',
        birthdate: '1815-12-10',
        integer: 7,
        number: 2.5,
        untitledSingleSelectEnum: 'Ross',
        untitledMultipleSelectEnum: ['Piano'],
        titledSingleSelectEnum: 'hero-3',
        titledMultipleSelectEnum: ['fish-2'],
        legacyTitledEnum: 'pet-2',
      });
      expect(Number.isInteger(content!.integer)).to.equal(true);
    });

    it('sends defaults left as they are and omits optional fields left empty', async () => {
      const el = await mountForm(everythingParams);
      await settled(el);
      type(control(el, 'String'), 'Ada');
      expect(await accept(el)).to.deep.equal({
        name: 'Ada',
        firstLine: 'It was a dark and stormy night.',
        integer: 42,
        number: 3.14,
        untitledSingleSelectEnum: 'Monica',
        untitledMultipleSelectEnum: ['Guitar'],
        titledSingleSelectEnum: 'hero-1',
        titledMultipleSelectEnum: ['fish-1'],
        legacyTitledEnum: 'pet-1',
      });
    });

    it('sends a date-time as RFC 3339 with the local offset', async () => {
      const el = await mountForm(oneField('when', { type: 'string', format: 'date-time', title: 'When' }, true));
      await settled(el);
      type(control(el, 'When'), '2026-12-24T18:00');
      const content = await accept(el);
      expect(content!.when).to.match(/^2026-12-24T18:00:00[+-]\d{2}:\d{2}$/);
      expect(new Date(content!.when as string).getTime()).to.equal(new Date(2026, 11, 24, 18).getTime());
    });

    it('sends false for a required checkbox left unticked', async () => {
      const el = await mountForm(oneField('confirm', { type: 'boolean', title: 'Really?' }, true));
      await settled(el);
      expect(await accept(el)).to.deep.equal({ confirm: false });
    });

    it('fires the result once, even when Accept is clicked twice', async () => {
      const el = await mountForm(oneField('a', { type: 'string' }));
      await settled(el);
      const seen = recordResults(el);
      const button = part<HTMLButtonElement>(el, 'accept-button')!;
      button.click();
      button.click();
      await sleep(50);
      expect(seen).to.have.length(1);
      expect(seen[0]).to.deep.equal({ result: { action: 'accept', content: {} }, reason: 'submit' });
    });

    it('bubbles the result out of shadow roots', async () => {
      const el = await mountForm(oneField('a', { type: 'string' }));
      await settled(el);
      const heard = new Promise<Event>((resolve) => document.addEventListener('mcp-elicitation-result', resolve, { once: true }));
      click(el, 'accept-button');
      const event = await heard;
      expect([event.bubbles, event.composed]).to.deep.equal([true, true]);
    });

    it('then becomes read-only and says what was sent', async () => {
      const el = await mountForm(oneField('a', { type: 'string', title: 'A' }));
      await settled(el);
      type(control(el, 'A'), 'kept');
      await accept(el);
      await el.updateComplete;
      expect(part(el, 'actions') === null).to.equal(true);
      expect(control(el, 'A').matches(':disabled')).to.equal(true);
      expect(control(el, 'A').value).to.equal('kept');
      expect(part(el, 'status')!.textContent).to.equal('You accepted. Your answers were sent.');
      expect(el.result).to.deep.equal({ action: 'accept', content: { a: 'kept' } });
      await expect(el).to.be.accessible();
    });

    it('tells the host, any time, what Accept would send', async () => {
      const el = await mountForm(oneField('n', { type: 'integer', title: 'N', default: 3 }));
      expect(el.draftContent).to.deep.equal({ n: 3 });
      type(control(el, 'N'), '12');
      expect(el.draftContent).to.deep.equal({ n: 12 });
    });

    it('does not even ask for the validator before the form has rendered', async () => {
      let asked = 0;
      const el = await mountForm(undefined, {
        validator: async () => {
          asked++;
          return () => [];
        },
      });
      el.request = oneField('a', { type: 'string', title: 'A' });
      await el.updateComplete;
      expect(control(el, 'A')).to.exist;
      expect(asked).to.equal(0);
      // Asked soon after (how soon depends on the machine's load: waited for, not timed).
      await until(() => asked === 1, 5000);
      expect(asked).to.equal(1);
    });

    it('does not wait for the validator to paint the form', async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const el = await mountForm(undefined, {
        validator: async () => {
          await gate;
          return () => [];
        },
      });
      el.request = oneField('a', { type: 'string', title: 'A' });
      await el.updateComplete;
      expect(control(el, 'A')).to.exist;
      const done = nextResult(el);
      click(el, 'accept-button');
      await el.updateComplete;
      expect(part(el, 'status')!.textContent).to.equal('');
      release();
      expect((await done).result).to.deep.equal({ action: 'accept', content: {} });
    });
  });

  describe('a new request', () => {
    it('starts a new question with fresh answers', async () => {
      const el = await mountForm(oneField('a', { type: 'string', title: 'A' }));
      await settled(el);
      type(control(el, 'A'), 'first');
      click(el, 'decline-button');
      await el.updateComplete;
      el.request = oneField('a', { type: 'string', title: 'A' });
      await settled(el);
      expect(control(el, 'A').value).to.equal('');
      expect(part(el, 'accept-button')).to.exist;
      type(control(el, 'A'), 'second');
      expect(await accept(el)).to.deep.equal({ a: 'second' });
    });
  });
});

describe('<mcp-elicitation-form>: accepting, defects found by review', () => {
  afterEach(() => document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove()));

  it('forgets the old answers in draftContent once a form is replaced by another kind of request', async () => {
    const form = await mountForm(oneField('a', { type: 'string', title: 'A' }));
    type(control(form, 'A'), 'typed');
    expect(form.draftContent).to.deep.equal({ a: 'typed' });
    form.request = { message: 'm', requestedSchema: { type: 'object', properties: { n: { type: 'object' } } } };
    await form.updateComplete;
    expect(form.draftContent).to.deep.equal({});

    const wrapper = await mountElicitation(oneField('a', { type: 'string', title: 'A' }));
    type(control(wrapper, 'A'), 'typed');
    wrapper.request = { mode: 'url', message: 'Sign in', url: 'https://example.com/' };
    await wrapper.updateComplete;
    expect(wrapper.draftContent).to.be.undefined;
  });

  it('sends a date-time in the years 0–99 as that year, not 19xx', () => {
    expect(localToRfc3339('0099-06-15T10:30')).to.match(/^0099-06-15T10:30:00[+-]\d{2}:\d{2}$/);
    expect(localToRfc3339('0001-01-01T00:00')).to.match(/^0001-01-01T00:00:00/);
  });
});
