import { expect } from '@open-wc/testing';
import '../src/index.js';
import { oneField, part, rootOf, shown } from './helpers.js';

// A page of its own: nothing of the extensions nor of the language is loaded before this question.

describe("an extension's question in a language that loads with it", () => {
  it('shows its file input in that language once both have loaded (the language arriving while the file input loads)', async () => {
    const el = await shown(oneField('receipt', { type: 'string', format: 'uri', title: 'Receipt', 'x-mcp-file': {} }), { extensions: { files: true }, locale: 'ar' });
    expect(rootOf(el).querySelector('input[type="file"]')).to.not.equal(null);
    expect(part(el, 'accept-button')).to.not.equal(null);
    expect(part(el, 'unsupported')).to.equal(null);
  });
});
