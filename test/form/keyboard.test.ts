import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { armed, expectFocus, mountForm, nextResult, part, settled, type, oneField } from '../helpers.js';

const server = { name: 'Help desk' };

describe('<mcp-elicitation-form>: the form by keyboard alone', () => {
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
