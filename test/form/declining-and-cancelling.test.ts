import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { armed, click, control, mountForm, nextResult, part, recordResults, sleep, type } from '../helpers.js';
import everything from '../fixtures/captured/2025-everything-elicitation-create-form.json';

const everythingParams = everything.request.params;

describe('<mcp-elicitation-form>: declining and cancelling', () => {
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
});
