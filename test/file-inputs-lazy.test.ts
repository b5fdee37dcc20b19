import { expect } from '@open-wc/testing';
import '../src/index.js';
import { oneField, rootOf, shown } from './helpers.js';

// Each test file has a page of its own, so what these tests see fetched is what they caused, in order.

/** Whether the page has fetched a module whose URL contains `name`. */
const fetched = (name: string): boolean => performance.getEntriesByType('resource').some((entry) => entry.name.includes(name));

describe('file inputs load only when a question has one', () => {
  afterEach(() => document.querySelectorAll('mcp-elicitation').forEach((el) => el.remove()));

  it('with extensions.files on, a question without x-mcp-file fetches neither the control nor its words', async () => {
    await shown(oneField('site', { type: 'string', format: 'uri', title: 'Site' }), { extensions: { files: true } });
    expect(fetched('elicitation-form/file-inputs'), 'file-inputs fetched').to.equal(false);
    expect(fetched('i18n/files'), 'file words fetched').to.equal(false);
  });

  it('with it off, a question with x-mcp-file fetches nothing of it either (a URL field)', async () => {
    await shown(oneField('receipt', { type: 'string', format: 'uri', title: 'Receipt', 'x-mcp-file': {} }));
    expect(fetched('elicitation-form/file-inputs'), 'file-inputs fetched').to.equal(false);
  });

  it('with it on, a question with x-mcp-file fetches them before it shows', async () => {
    const el = await shown(oneField('receipt', { type: 'string', format: 'uri', title: 'Receipt', 'x-mcp-file': {} }), { extensions: { files: true } });
    expect(fetched('elicitation-form/file-inputs'), 'file-inputs fetched').to.equal(true);
    expect(rootOf(el).querySelector('input[type="file"]')).to.not.equal(null);
  });
});
