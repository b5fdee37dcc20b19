import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, resetMouse } from '@web/test-runner-commands';
import {
  armed,
  choose,
  optionTitles,
  expectFocus,
  click,
  control,
  leave,
  mountForm,
  nextResult,
  part,
  parts,
  pick,
  recordResults,
  rootOf,
  settled,
  sleep,
  type,
  oneField,
  until,
} from './helpers.js';
import type { ElicitContent } from '../src/types.js';
import everything from './fixtures/captured/2025-everything-elicitation-create-form.json';

const server = { name: 'Help desk' };
const everythingParams = everything.request.params;

async function accept(el: HTMLElement): Promise<ElicitContent | undefined> {
  const result = nextResult(el);
  click(el, 'accept-button');
  return (await result).result.content;
}

describe('<mcp-elicitation-form>', () => {
  it('passes accessibility tests with every kind of field', async () => {
    const el = await mountForm(everythingParams, { server });
    await settled(el);
    await expect(el).to.be.accessible();
  });

  describe('who asks and why', () => {
    it('shows the server the host named and the message', async () => {
      const el = await mountForm(oneField('a', { type: 'string' }), { server });
      expect(part(el, 'server')!.textContent).to.equal('Help desk asks');
      expect(part(el, 'message')!.textContent).to.equal('Please answer');
    });

    it('says plainly when the host did not name the server', async () => {
      const el = await mountForm(oneField('a', { type: 'string' }));
      expect(part(el, 'server')!.textContent).to.equal('An unidentified MCP server asks');
    });
  });

  describe('controls for every field kind', () => {
    it('gives each string format a fitting input', async () => {
      const el = await mountForm(everythingParams);
      expect(control(el, 'String').type).to.equal('text');
      expect(control(el, 'String with email format').type).to.equal('email');
      expect(control(el, 'String with uri format').type).to.equal('url');
      expect(control(el, 'String with date format').type).to.equal('date');
    });

    it('shows the person’s time zone next to a date-time field and ties it to the control', async () => {
      const el = await mountForm(oneField('when', { type: 'string', format: 'date-time', title: 'When' }));
      const input = control(el, 'When');
      expect(input.type).to.equal('datetime-local');
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const help = rootOf(el).getElementById(input.getAttribute('aria-describedby')!)!;
      expect(help.textContent)
        .to.contain(zone)
        .and.to.match(/UTC[+-]\d{2}:\d{2}/);
    });

    it('gives numbers a number input with their range, and integers whole steps', async () => {
      const el = await mountForm(everythingParams);
      const integer = control(el, 'Integer');
      expect([integer.type, integer.step, integer.min, integer.max]).to.deep.equal(['number', '1', '1', '100']);
      expect(control(el, 'Number in range 1-1000').step).to.equal('any');
    });

    it('shows a boolean as a checkbox', async () => {
      const el = await mountForm(everythingParams);
      expect(control(el, 'Boolean').type).to.equal('checkbox');
    });

    it('shows a few options as radios with their titles, keeping the const and enum values underneath', async () => {
      const el = await mountForm(everythingParams);
      const titled = control(el, 'Titled Single Select Enum');
      expect(titled.getAttribute('role')).to.equal('radiogroup');
      expect([...titled.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((r) => [r.value, r.parentElement!.textContent!.trim()])).to.deep.equal([
        ['', 'No answer'],
        ['hero-1', 'Superman'],
        ['hero-2', 'Green Lantern'],
        ['hero-3', 'Wonder Woman'],
      ]);
      expect(optionTitles(control(el, 'Legacy Titled Single Select Enum')).slice(1)).to.deep.equal(['Cats', 'Dogs', 'Birds', 'Fish', 'Reptiles']);
    });

    it('shows six to fifteen options in a select, titles over values', async () => {
      const el = await mountForm(everythingParams);
      const select = control<HTMLSelectElement>(el, 'Untitled Single Select Enum');
      expect(select.tagName).to.equal('SELECT');
      expect([...select.options].map((o) => o.value)).to.deep.equal(['', 'Monica', 'Rachel', 'Joey', 'Chandler', 'Ross', 'Phoebe']);
    });

    it('asks a required choice of a few with no radio ticked, and offers no blank answer', async () => {
      const el = await mountForm(oneField('c', { type: 'string', enum: ['x', 'y'], title: 'C' }, true));
      const group = control(el, 'C');
      expect(optionTitles(group)).to.deep.equal(['x', 'y']);
      expect(group.querySelectorAll('input:checked')).to.have.length(0);
      choose(group, 'y');
      await el.updateComplete;
      expect(el.draftContent).to.deep.equal({ c: 'y' });
    });

    it('asks a required select without a default to choose, and offers no blank answer once chosen', async () => {
      const el = await mountForm(oneField('c', { type: 'string', enum: ['t', 'u', 'v', 'w', 'x', 'y'], title: 'C' }, true));
      const select = control<HTMLSelectElement>(el, 'C');
      expect(select.options[0].textContent).to.equal('Choose…');
      type(select, 'y');
      await el.updateComplete;
      expect([...select.options].map((o) => o.value)).to.deep.equal(['t', 'u', 'v', 'w', 'x', 'y']);
      expect(select.value).to.equal('y');
    });

    it('shows a multi-select as a labelled group of checkboxes', async () => {
      const el = await mountForm(everythingParams);
      const group = control(el, 'Titled Multiple Select Enum');
      expect(group.tagName).to.equal('FIELDSET');
      expect([...group.querySelectorAll('label.option')].map((l) => l.textContent!.trim())).to.deep.equal(['Tuna', 'Salmon', 'Trout']);
    });

    it('labels a field by its title, else by its key, and marks required fields in words', async () => {
      const el = await mountForm({
        message: 'm',
        requestedSchema: { type: 'object', properties: { nick: { type: 'string' }, full: { type: 'string', title: 'Full name' } }, required: ['full'] },
      });
      const labels = parts(el, 'label').map((l) => l.textContent!.replace(/\s+/g, ' ').trim());
      expect(labels).to.deep.equal(['nick', 'Full name (required)']);
      expect(control(el, 'Full name').getAttribute('aria-required')).to.equal('true');
    });

    it('ties the description to its control as help text', async () => {
      const el = await mountForm(everythingParams);
      const input = control(el, 'String');
      const help = rootOf(el).getElementById(input.getAttribute('aria-describedby')!);
      expect(help!.textContent).to.equal('Your full, legal name');
      expect(help!.getAttribute('part')).to.equal('help-text');
    });

    it('pre-fills defaults', async () => {
      const el = await mountForm(everythingParams);
      expect(control(el, 'String with default').value).to.equal('It was a dark and stormy night.');
      expect(control(el, 'Integer').value).to.equal('42');
      expect(control<HTMLSelectElement>(el, 'Untitled Single Select Enum').value).to.equal('Monica');
      const group = control(el, 'Untitled Multiple Select Enum');
      expect([...group.querySelectorAll<HTMLInputElement>('input:checked')].map((i) => i.parentElement!.textContent!.trim())).to.deep.equal(['Guitar']);
    });

    it('pre-fills answers given as values over the defaults', async () => {
      const el = await mountForm(undefined);
      el.values = { integer: 7, untitledSingleSelectEnum: 'Ross' };
      el.request = everythingParams;
      await el.updateComplete;
      expect(control(el, 'Integer').value).to.equal('7');
      expect(control<HTMLSelectElement>(el, 'Untitled Single Select Enum').value).to.equal('Ross');
    });
  });

  describe('a field that looks like it asks for a secret', () => {
    it('warns visibly and is not dressed up as a trusted password box', async () => {
      const el = await mountForm(oneField('apiKey', { type: 'string', title: 'API key' }));
      const input = control(el, 'API key');
      expect(input.type).to.equal('text');
      expect(input.autocomplete).to.equal('off');
      const warning = part(el, 'warning')!;
      expect(warning.textContent).to.contain('must not ask for secrets');
      expect(input.getAttribute('aria-describedby')!.split(' ')).to.include(warning.id);
      await expect(el).to.be.accessible();
    });
  });

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

  describe('validation', () => {
    const schema = {
      message: 'Your details',
      requestedSchema: {
        type: 'object',
        properties: {
          email: { type: 'string', format: 'email', title: 'Email' },
          nights: { type: 'integer', minimum: 1, maximum: 14, title: 'Nights' },
          extras: { type: 'array', maxItems: 2, title: 'Extras', items: { type: 'string', enum: ['wifi', 'bag', 'lounge'] } },
        },
        required: ['email', 'nights'],
      },
    };

    it('shows nothing before the person has touched a field', async () => {
      const el = await mountForm(schema);
      await settled(el);
      type(control(el, 'Email'), 'no');
      await el.updateComplete;
      expect(parts(el, 'error')).to.have.length(0);
      expect(control(el, 'Email').hasAttribute('aria-invalid')).to.equal(false);
    });

    it('shows a specific message once the person leaves the field, tied to it', async () => {
      const el = await mountForm(schema);
      await settled(el);
      const email = control(el, 'Email');
      type(email, 'no');
      leave(email);
      await el.updateComplete;
      const error = part(el, 'error')!;
      expect(error.textContent).to.equal('Error: Enter an email address like name@example.com');
      expect(email.getAttribute('aria-invalid')).to.equal('true');
      expect(email.getAttribute('aria-describedby')!.split(' ')).to.include(error.id);
      expect(email.getAttribute('aria-errormessage')).to.equal(error.id);
      await expect(el).to.be.accessible();
    });

    it('clears the message as soon as the answer is fixed', async () => {
      const el = await mountForm(schema);
      await settled(el);
      const email = control(el, 'Email');
      type(email, 'no');
      leave(email);
      type(email, 'ada@example.com');
      await el.updateComplete;
      expect(parts(el, 'error')).to.have.length(0);
      expect(email.hasAttribute('aria-invalid')).to.equal(false);
    });

    it('says "Choose at most 2" on a multi-select as soon as a third is ticked', async () => {
      const el = await mountForm(schema);
      await settled(el);
      const extras = control(el, 'Extras');
      pick(extras, 'wifi');
      pick(extras, 'bag');
      pick(extras, 'lounge');
      await el.updateComplete;
      expect(part(el, 'error')!.textContent).to.contain('Choose at most 2');
      expect(extras.getAttribute('aria-invalid')).to.equal('true');
    });

    it('says a number it cannot read is not a number', async () => {
      const el = await mountForm(schema);
      await settled(el);
      const nights = control(el, 'Nights');
      nights.focus();
      await sendKeys({ type: '2e' });
      leave(nights);
      await el.updateComplete;
      expect(part(el, 'error')!.textContent).to.contain('Enter a number');
    });

    it('lets a real mouse click on Accept land, though leaving a field reveals its error', async () => {
      const el = await mountForm(schema);
      await settled(el);
      await armed(el);
      const email = control(el, 'Email');
      email.focus();
      await sendKeys({ type: 'no' });
      const box = part(el, 'accept-button')!.getBoundingClientRect();
      try {
        await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + 4)] });
      } finally {
        await resetMouse();
      }
      await sleep(30);
      await el.updateComplete;
      expect(part(el, 'error-summary'), 'the accept attempt happened').to.exist;
    });

    describe('when the person accepts with problems', () => {
      it('sends nothing, lists every problem in a summary and moves focus to it', async () => {
        const el = await mountForm(schema);
        await settled(el);
        const seen = recordResults(el);
        type(control(el, 'Nights'), '20');
        click(el, 'accept-button');
        await sleep(20);
        await el.updateComplete;
        expect(seen).to.have.length(0);
        const summary = part(el, 'error-summary')!;
        expectFocus(el, summary);
        expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal(['Email: Enter an email address', 'Nights: Enter 14 or less']);
        expect(summary.textContent).to.contain('There are 2 problems');
        expect(parts(el, 'error')).to.have.length(2);
        await expect(el).to.be.accessible();
      });

      it('links each listed problem to its field', async () => {
        const el = await mountForm(schema);
        await settled(el);
        click(el, 'accept-button');
        await sleep(20);
        await el.updateComplete;
        part(el, 'error-summary')!.querySelectorAll('a')[1].click();
        expectFocus(el, control(el, 'Nights'));
        expect(location.hash).to.equal('');
      });

      it('focuses the summary again on every failed attempt, so it is announced again', async () => {
        const el = await mountForm(schema);
        await settled(el);
        click(el, 'accept-button');
        await sleep(20);
        control(el, 'Email').focus();
        click(el, 'accept-button');
        await sleep(20);
        await el.updateComplete;
        expectFocus(el, part(el, 'error-summary'));
      });

      it('keeps each listed problem current as it goes, comes back, changes, and when the words change', async () => {
        const el = await mountForm(schema);
        await settled(el);
        click(el, 'accept-button');
        await sleep(20);
        await el.updateComplete;
        const lines = () => [...part(el, 'error-summary')!.querySelectorAll('a')].map((a) => a.textContent);
        type(control(el, 'Email'), 'ada@example.com');
        await el.updateComplete;
        expect(lines()).to.deep.equal(['Nights: Enter a number']);
        type(control(el, 'Email'), 'ada');
        type(control(el, 'Nights'), '20');
        await el.updateComplete;
        expect(lines()).to.deep.equal(['Email: Enter an email address like name@example.com', 'Nights: Enter 14 or less']);
        el.strings = { maximum: (n: number) => `Höchstens ${n}`, email: 'Bitte eine E-Mail-Adresse' };
        await el.updateComplete;
        expect(lines()).to.deep.equal(['Email: Bitte eine E-Mail-Adresse', 'Nights: Höchstens 14']);
      });

      it('accepts once every problem is fixed', async () => {
        const el = await mountForm(schema);
        await settled(el);
        click(el, 'accept-button');
        await sleep(20);
        type(control(el, 'Email'), 'ada@example.com');
        type(control(el, 'Nights'), '3');
        await el.updateComplete;
        expect(part(el, 'error-summary') === null).to.equal(true);
        expect(await accept(el)).to.deep.equal({ email: 'ada@example.com', nights: 3 });
      });
    });

    it('uses the host’s strings for its messages', async () => {
      const el = await mountForm(schema, { strings: { email: 'Bitte eine gültige E-Mail-Adresse', accept: 'Senden' } });
      await settled(el);
      const email = control(el, 'Email');
      type(email, 'x');
      leave(email);
      await el.updateComplete;
      expect(part(el, 'error')!.textContent).to.contain('Bitte eine gültige E-Mail-Adresse');
      expect(part(el, 'accept-button')!.textContent!.trim()).to.equal('Senden');
    });

    it('keeps Decline and Cancel when the validator cannot load, and says why nothing can be accepted', async () => {
      const el = await mountForm(undefined, { validator: () => Promise.reject(new Error('chunk failed')) });
      const originalError = console.error;
      console.error = () => {};
      try {
        el.request = oneField('a', { type: 'string' });
        // However slow the machine: the failed load shows its warning once the rejection lands.
        await until(() => part(el, 'warning'), 5000);
        await el.updateComplete;
      } finally {
        console.error = originalError;
      }
      expect(part(el, 'warning')!.textContent).to.contain('could not be checked');
      expect(part<HTMLButtonElement>(el, 'accept-button')!.disabled).to.equal(true);
      const result = nextResult(el);
      click(el, 'decline-button');
      expect((await result).result).to.deep.equal({ action: 'decline' });
    });
  });

  describe('declining and cancelling', () => {
    it('sends decline, with no content, when the person declines', async () => {
      const el = await mountForm(everythingParams);
      type(control(el, 'String'), 'typed but declined');
      const result = nextResult(el);
      click(el, 'decline-button');
      expect(await result).to.deep.equal({ result: { action: 'decline' }, reason: 'decline' });
      await el.updateComplete;
      expect(part(el, 'status')!.textContent).to.equal('You declined. Nothing was shared.');
    });

    it('sends cancel when the person presses Cancel', async () => {
      const el = await mountForm(everythingParams);
      const result = nextResult(el);
      click(el, 'cancel-button');
      expect(await result).to.deep.equal({ result: { action: 'cancel' }, reason: 'dismiss' });
    });

    it('sends cancel when the person presses Escape', async () => {
      const el = await mountForm(everythingParams);
      await armed(el);
      control(el, 'String').focus();
      const result = nextResult(el);
      await sendKeys({ press: 'Escape' });
      expect(await result).to.deep.equal({ result: { action: 'cancel' }, reason: 'dismiss' });
    });

    it('sends cancel with reason abort when the host removes it', async () => {
      const el = await mountForm(everythingParams);
      const result = nextResult(el);
      el.remove();
      expect(await result).to.deep.equal({ result: { action: 'cancel' }, reason: 'abort' });
    });

    it('does not treat moving it in the page as removal', async () => {
      const el = await mountForm(everythingParams);
      const seen = recordResults(el);
      const other = document.createElement('div');
      document.body.append(other);
      other.append(el);
      await sleep(20);
      expect(seen).to.have.length(0);
      other.remove();
    });
  });

  describe('a request it cannot show', () => {
    const nested = {
      message: 'Where do you live?',
      requestedSchema: { type: 'object', properties: { address: { type: 'object', properties: { street: { type: 'string' } } } } },
    };

    it('says so and why, and offers only Decline and Cancel', async () => {
      const el = await mountForm(nested, { server });
      const unsupported = part(el, 'unsupported')!;
      expect(unsupported.textContent).to.contain('This request cannot be shown');
      expect(unsupported.textContent).to.contain('“address” is a nested object');
      expect(part(el, 'accept-button') === null).to.equal(true);
      expect(part(el, 'decline-button')).to.exist;
      expect(part(el, 'cancel-button')).to.exist;
      await expect(el).to.be.accessible();
    });

    for (const [what, request] of [
      ['not an object', 'just a string'],
      ['missing properties', { message: 'm', requestedSchema: { type: 'object' } }],
      ['an array of objects', oneField('people', { type: 'array', items: { type: 'object' } })],
      ['an unknown type', oneField('x', { type: 'null' })],
      ['missing requestedSchema', { message: 'm' }],
    ] as const) {
      it(`refuses a request that is ${what}`, async () => {
        const el = await mountForm(request);
        expect(part(el, 'unsupported'), what).to.exist;
        expect(part(el, 'accept-button') === null, what).to.equal(true);
      });
    }

    it('names every reason in words', async () => {
      const el = await mountForm({
        message: 'm',
        requestedSchema: {
          type: 'object',
          properties: {
            address: { type: 'object' },
            people: { type: 'array', items: { type: 'object' } },
            tags: { type: 'array', items: { type: 'string' } },
            when: { type: 'null' },
            empty: { type: 'string', enum: [] },
            odd: 5,
          },
        },
      });
      expect([...part(el, 'unsupported')!.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
        '“address” is a nested object; only flat fields can be asked.',
        '“people” is a list of objects; only lists of choices can be asked.',
        '“tags” is a list without a fixed set of choices.',
        '“when” has the type “"null"”, which is not a type MCP forms allow.',
        '“empty” offers no options to choose from.',
        '“odd” is not described by a schema object.',
      ]);
    });

    it('says so for a request of another mode, or none it knows', async () => {
      const url = await mountForm({ mode: 'url', message: 'm', url: 'https://example.com' });
      expect(part(url, 'unsupported')!.textContent).to.contain('asks to open a web page');
      const voice = await mountForm({ mode: 'voice', message: 'm' });
      expect(part(voice, 'unsupported')!.textContent).to.contain('mode “voice”, which is neither form nor URL');
      const schema = await mountForm({ message: 'm', requestedSchema: { type: 'string' } });
      expect(part(schema, 'unsupported')!.textContent).to.contain('is not of type "object"');
    });

    it('can still be declined', async () => {
      const el = await mountForm(nested);
      const result = nextResult(el);
      click(el, 'decline-button');
      expect((await result).result).to.deep.equal({ action: 'decline' });
    });
  });

  describe('server text', () => {
    const hostile = {
      message: '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">',
      requestedSchema: {
        type: 'object',
        properties: {
          a: { type: 'string', title: '<b onclick="alert(1)">bold</b>', description: '<a href="https://evil.example">click</a>' },
          b: { type: 'string', oneOf: [{ const: 'x', title: '<img src=x onerror=alert(1)>' }] },
        },
      },
    };

    it('is shown as characters, never as markup', async () => {
      const el = await mountForm(hostile);
      await sleep(20);
      const root = rootOf(el);
      expect(part(el, 'message')!.textContent).to.equal(hostile.message);
      expect(root.querySelector('script, img, b, a[href^="https://evil"]') === null).to.equal(true);
      expect(part(el, 'label')!.textContent).to.contain('<b onclick="alert(1)">bold</b>');
      expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    });

    it('cannot reorder itself with bidi controls', async () => {
      const el = await mountForm({ ...oneField('a', { type: 'string' }), message: 'Open invoice\u202Efdp.exe' });
      expect(part(el, 'message')!.textContent).to.equal('Open invoice[U+202E]fdp.exe');
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

  describe('by keyboard alone', () => {
    it('can be completed and accepted without a mouse', async () => {
      const el = await mountForm(
        {
          message: 'Book a trip',
          requestedSchema: {
            type: 'object',
            properties: {
              name: { type: 'string', title: 'Name' },
              nights: { type: 'integer', title: 'Nights', minimum: 1 },
              window: { type: 'boolean', title: 'Window seat' },
              cabin: { type: 'string', title: 'Cabin', enum: ['economy', 'business'] },
              extras: { type: 'array', title: 'Extras', items: { type: 'string', enum: ['wifi', 'bag'] } },
            },
            required: ['name', 'cabin'],
          },
        },
        { server },
      );
      await settled(el);
      await armed(el);
      // focus() lands on the message, as a dialog's would: Tab reaches the first field.
      el.focus();
      await sendKeys({ press: 'Tab' });
      await sendKeys({ type: 'Ada' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ type: '3' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Space' });
      // The cabin's radios: Tab lands on the first, an arrow moves to the next and chooses it.
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Space' });
      const result = nextResult(el);
      await sendKeys({ press: 'Tab' });
      expectFocus(el, part(el, 'accept-button'));
      await sendKeys({ press: 'Enter' });
      expect((await result).result).to.deep.equal({
        action: 'accept',
        content: { name: 'Ada', nights: 3, window: true, cabin: 'business', extras: ['bag'] },
      });
    });

    it('reaches Decline and Cancel with Tab', async () => {
      const el = await mountForm(oneField('a', { type: 'string' }));
      await settled(el);
      await armed(el);
      el.focus();
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      const result = nextResult(el);
      await sendKeys({ press: 'Enter' });
      expect((await result).result).to.deep.equal({ action: 'decline' });
    });
  });
});
