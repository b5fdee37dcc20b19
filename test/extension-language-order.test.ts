import { expect } from '@open-wc/testing';
import '../src/index.js';
// The Arabic words (the question's and the file input's) and the file input's code are in the page
// before the question comes; the file input's English words are not, so they arrive last.
import '../src/i18n/packs/load.js';
import '../src/i18n/packs/ar.js';
import ar from '../src/i18n/files/packs/ar.js';
import '../src/elements/elicitation-form/extended-form.js';
import '../src/elements/elicitation-form/file-inputs.js';
import type { ElicitExtensions, McpElicitation } from '../src/index.js';
import { attachFile } from './harness.js';
import { oneField, part, rootOf, settled } from './helpers.js';

// A page of its own: the file input's English words have not been loaded before this question.
// (OpenAI's resource pickers load their words the same way; the order in which a replaced reading
// finishes there is shown by the Arabic pictures of "Files and resources", which caught it.)

/** A question that is read first in English, then in Arabic as soon as its element has started (as a `lang` of the page does). */
async function askedThenArabic(request: unknown, extensions: ElicitExtensions): Promise<McpElicitation> {
  const el = document.createElement('mcp-elicitation');
  Object.assign(el, { request, extensions });
  document.body.append(el);
  el.locale = 'ar';
  await settled(el);
  // The English words, still on their way, must change nothing when they arrive.
  await import('../src/i18n/files/en.js');
  await settled(el);
  return el;
}

describe('a file input whose language changes while its first words load', () => {
  it('is drawn in the language asked for last, and keeps the file chosen there', async () => {
    const el = await askedThenArabic(oneField('receipt', { type: 'string', format: 'uri', title: 'Receipt', 'x-mcp-file': {} }), { files: true });
    // A file chosen draws the field again, with the words of the file inputs that hold it.
    attachFile(el, 'Receipt', new File(['x'], 'receipt.pdf', { type: 'application/pdf' }));
    await settled(el);
    expect(rootOf(el).querySelector('.file button')?.textContent).to.equal(ar.chooseAnotherFile);
    expect(rootOf(el).querySelector('.file-chip button')?.getAttribute('aria-label')).to.equal(ar.removeFile('receipt.pdf'));
    expect(part(el, 'accept-button')?.textContent?.trim()).to.equal('قبول');
    el.remove();
  });
});
