import { expect } from '@open-wc/testing';
import { accessibleText, click, control, leave, mountForm, mountUrl, part, settled, type, until, optionTitles, parts, oneField } from './helpers.js';

describe('what a screen reader hears', () => {
  it('names a required field with a space before "(required)"', async () => {
    const el = await mountForm({
      message: 'Who are you?',
      requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Full legal name' } }, required: ['name'] },
    });
    expect(await accessibleText(control(el, 'Full legal name'))).to.include({ role: 'textbox', name: 'Full legal name (required)' });
  });

  it('describes a field by its help and then its error, as sentences, without reading the warning sign', async () => {
    const el = await mountForm({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { email: { type: 'string', format: 'email', title: 'Email', description: 'Where we write to you' } },
      },
    });
    await settled(el);
    const input = control(el, 'Email');
    type(input, 'nope');
    leave(input);
    await el.updateComplete;
    const { description } = await accessibleText(input);
    // Chromium joins generated content with a space: "you . Error", which is read as two sentences.
    expect(description).to.match(/^Where we write to you ?\. Error: Enter an email address like name@example\.com$/);
    expect(description).not.to.contain('⚠');
  });

  it('keeps a server’s own sentence end, whatever the script', async () => {
    const el = await mountForm({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { a: { type: 'string', title: 'A', description: 'Done!' }, b: { type: 'string', title: 'B', description: 'اكتب اسمك؟' } },
      },
    });
    expect((await accessibleText(control(el, 'A'))).description).to.equal('Done!');
    expect((await accessibleText(control(el, 'B'))).description).to.equal('اكتب اسمك؟');
  });

  it('names the error summary’s links by field and problem', async () => {
    const el = await mountForm({
      message: 'm',
      requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
    });
    await settled(el);
    click(el, 'accept-button');
    const link = (await until(() => part(el, 'error-summary'))).querySelector('a')!;
    expect((await accessibleText(link)).name).to.equal('Name: Enter a value');
  });

  it('reads the link question’s open button with its warnings', async () => {
    const el = await mountUrl({ mode: 'url', message: 'Pay', url: 'http://pay.example.com/' }, { server: { name: 'Shop' } });
    await settled(el);
    const { name, description } = await accessibleText(part(el, 'accept-button')!);
    expect(name).to.equal('Open pay.example.com');
    expect(description).to.match(/^Check before you open it .*not encrypted/);
  });
});

describe('text that shows nothing', () => {
  afterEach(() => document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove()));
  it('labels a field whose title is only zero-width characters by its key', async () => {
    const el = await mountForm(oneField('nickname', { type: 'string', title: '\u200B\u200C\u2060' }));
    expect(control(el, 'nickname')).to.exist;
  });

  it('spells out a key that is itself invisible, and falls back to the value for a blank option title', async () => {
    const el = await mountForm({
      message: 'm',
      requestedSchema: { type: 'object', properties: { '\u200B': { type: 'string', oneOf: [{ const: 'x', title: ' \u200D ' }] } } },
    });
    expect(parts(el, 'label')[0].textContent).to.equal('[U+200B]');
    expect(optionTitles(control(el, '[U+200B]'))).to.deep.equal(['No answer', 'x']);
  });

  it('reads a message of only spaces like an empty one', async () => {
    const el = await mountForm({ ...oneField('a', { type: 'string' }), message: ' \n\t\u200B ' });
    expect(part(el, 'message')!.textContent).to.equal('The server did not say why it is asking.');
  });
});
