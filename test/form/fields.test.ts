import { expect } from '@open-wc/testing';
import { choose, optionTitles, control, mountForm, part, parts, rootOf, settled, type, oneField } from '../helpers.js';
import everything from '../fixtures/captured/2025-everything-elicitation-create-form.json';

const server = { name: 'Help desk' };
const everythingParams = everything.request.params;

describe('<mcp-elicitation-form>: its fields, who asks, a control for every kind', () => {
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
});
