import { expect } from '@open-wc/testing';
import '../src/index.js';
import { oneField, part, settled, until } from './helpers.js';

// Each test file has a page of its own, so what these tests see fetched is what they caused, in order.

/** Whether the page has fetched a module whose URL contains `name`. */
const fetched = (name: string): boolean => performance.getEntriesByType('resource').some((entry) => entry.name.includes(name));

describe('what loads before a question comes', () => {
  it('the default validator, once the page is idle after the elements are defined', async () => {
    // No element has been made yet in this page: only the idle preload can have fetched these.
    expect(document.querySelector('mcp-elicitation, mcp-elicitation-form')).to.equal(null);
    await until(() => fetched('cfworker-validator') && fetched('validation-schema'));
    expect(fetched('ajv-validator'), 'ajv fetched').to.equal(false);
  });
});

describe('what loads only when a question needs it', () => {
  afterEach(() => document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove()));

  it('an element waiting for its request, then shown a form it can render, never fetches the words for one it cannot', async () => {
    const el = document.createElement('mcp-elicitation');
    document.body.append(el);
    await settled(el);
    el.request = oneField('name', { type: 'string', title: 'Name' });
    await settled(el);
    expect(fetched('unsupported-note'), 'unsupported-note fetched').to.equal(false);
  });

  it('a request it cannot render fetches them, and says why', async () => {
    const el = document.createElement('mcp-elicitation');
    el.request = oneField('tags', { type: 'object', title: 'Tags' });
    document.body.append(el);
    await settled(el);
    expect(fetched('unsupported-note'), 'unsupported-note fetched').to.equal(true);
    expect(await until(() => part(el, 'unsupported')?.textContent)).to.contain('“tags” is a nested object');
  });
});

describe('what loads only for a question written for an extension', () => {
  afterEach(() => document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove()));
  const openai = (property: Record<string, unknown>) => ({
    message: 'm',
    requestedSchema: { type: 'object', properties: {} },
    _meta: { 'openai/elicitation': { requestedSchema: { type: 'object', properties: { code: { type: 'string', title: 'Code', ...property } } } } },
  });

  it('a core question, with OpenAI’s form extension on, fetches none of the extension’s code', async () => {
    const el = document.createElement('mcp-elicitation');
    Object.assign(el, { extensions: { openai: true }, request: oneField('name', { type: 'string', title: 'Name' }) });
    document.body.append(el);
    await settled(el);
    expect(fetched('openai-templates'), 'openai-templates fetched').to.equal(false);
    expect(fetched('extensions/openai/parse'), 'extensions/openai/parse fetched').to.equal(false);
  });

  it('a question written for it fetches its reading, and the pattern matcher (RE2) only when a field has a pattern', async () => {
    const el = document.createElement('mcp-elicitation');
    Object.assign(el, { extensions: { openai: true }, request: openai({}) });
    document.body.append(el);
    await settled(el);
    expect(fetched('openai-templates'), 'openai-templates fetched').to.equal(true);
    expect(fetched('re2js'), 're2js fetched').to.equal(false);
    el.request = openai({ pattern: '^[A-Z]+$' });
    await settled(el);
    expect(fetched('re2js'), 're2js fetched').to.equal(true);
  });
});
