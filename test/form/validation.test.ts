import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, resetMouse } from '@web/test-runner-commands';
import { armed, expectFocus, click, control, leave, mountForm, nextResult, part, parts, pick, recordResults, settled, sleep, type, oneField, until } from '../helpers.js';
import type { ElicitContent } from '../../src/types.js';
import type { ContentValidator, ValidatorProvider } from '../../src/validation/contract.js';

async function accept(el: HTMLElement): Promise<ElicitContent | undefined> {
  const result = nextResult(el);
  click(el, 'accept-button');
  return (await result).result.content;
}

describe('<mcp-elicitation-form>: validation', () => {
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
});

describe('<mcp-elicitation-form>: validation, defects found by review', () => {
  afterEach(() => document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove()));

  it('uses a validator set after the request, from then on', async () => {
    const el = await mountForm(oneField('a', { type: 'string', title: 'A' }));
    await settled(el);
    const refuseAll: ContentValidator = () => [{ key: 'a', code: 'minLength', limit: 99 }];
    el.validator = (async () => refuseAll) as ValidatorProvider;
    await settled(el);
    type(control(el, 'A'), 'short');
    click(el, 'accept-button');
    expect((await until(() => part(el, 'error-summary'))).textContent).to.contain('Enter at least 99 characters');
  });
});
