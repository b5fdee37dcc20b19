import { expect } from '@open-wc/testing';
import { accessibleText, attachFile, click, control, mountForm, nextResult, oneField, part, parts, settled, shown, until } from './helpers.js';
import type { ElicitContent, ElicitRequestFormParams } from '../src/types.js';
import { refusal, dataUriName, formatSize } from '../src/extensions/files/read-file.js';
import { fileSpec } from '../src/extensions/files/parse.js';

// Core file inputs (SEP-2356 `x-mcp-file`, a draft), turned on with `extensions: { files: true }`.

const receipt = (descriptor: unknown = { accept: ['image/*', '.pdf'], maxSize: 1000 }, required = true): ElicitRequestFormParams =>
  oneField('receipt', { type: 'string', format: 'uri', title: 'Receipt', 'x-mcp-file': descriptor }, required);

const files = { extensions: { files: true } };

async function accept(el: HTMLElement): Promise<ElicitContent | undefined> {
  const result = nextResult(el);
  click(el, 'accept-button');
  return (await result).result.content;
}

/** A form with files on, ready to answer. */
async function fileForm(request: ElicitRequestFormParams = receipt(), props: Record<string, unknown> = {}) {
  const el = await mountForm(request, { ...files, ...props });
  await settled(el);
  return el;
}

/** Counts the files read into memory while `run` runs. */
async function readsDuring(run: () => Promise<void>): Promise<number> {
  const original = FileReader.prototype.readAsDataURL;
  let reads = 0;
  FileReader.prototype.readAsDataURL = function (this: FileReader, blob: Blob) {
    reads++;
    return original.call(this, blob);
  };
  try {
    await run();
  } finally {
    FileReader.prototype.readAsDataURL = original;
  }
  return reads;
}

describe('file inputs (SEP-2356 x-mcp-file)', () => {
  describe('when the host has not turned them on', () => {
    it('a format "uri" string carrying x-mcp-file is the web address field it is without the extension', async () => {
      const el = await mountForm(receipt());
      await settled(el);
      const input = control(el, 'Receipt');
      expect(input.localName).to.equal('input');
      expect(input.type).to.equal('url');
      expect(rootFileInputs(el)).to.have.length(0);
      input.value = 'https://example.com/r.png';
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      expect(await accept(el)).to.deep.equal({ receipt: 'https://example.com/r.png' });
    });
  });

  describe('when the host turns them on', () => {
    it('shows a "Choose a file" button named by the field, and says what the field takes', async () => {
      const el = await fileForm();
      const button = control<HTMLButtonElement>(el, 'Receipt');
      expect(button.localName).to.equal('button');
      expect(button.textContent).to.equal('Choose a file');
      const { name, description } = await accessibleText(button);
      expect(name).to.equal('Receipt (required) Choose a file');
      expect(description).to.equal('Accepted: image/* or .pdf · Up to 1 kB');
      const input = rootFileInputs(el)[0];
      expect(input.accept).to.equal('image/*,.pdf');
    });

    it('sends the chosen file as an RFC 2397 data: URI with its media type and percent-encoded name', async () => {
      const el = await fileForm();
      attachFile(el, 'Receipt', new File(['hello'], "my (1) receipt's.png", { type: 'image/png' }));
      await until(() => (el.draftContent.receipt as string | undefined)?.startsWith('data:'));
      expect(await accept(el)).to.deep.equal({ receipt: 'data:image/png;name=my%20%281%29%20receipt%27s.png;base64,aGVsbG8=' });
    });

    it("shows the chosen file's name and size, announces it, and can remove it (focus stays at the field)", async () => {
      const free = await fileForm(receipt({}, false));
      attachFile(free, 'Receipt', new File(['x'.repeat(1500)], 'scan.pdf', { type: 'application/pdf' }));
      await until(() => part(free, 'chip')?.textContent?.includes('1.5 kB'));
      expect(part(free, 'chip')!.textContent!.trim()).to.match(/^scan\.pdf \(1\.5 kB\)/);
      expect(control<HTMLButtonElement>(free, 'Receipt').textContent).to.equal('Choose another file');
      expect(rootOf(free).querySelector('[role="status"].visually-hidden')!.textContent).to.equal('scan.pdf (1.5 kB)');
      const remove = part<HTMLButtonElement>(free, 'chip-remove-button')!;
      expect(remove.getAttribute('aria-label')).to.equal('Remove scan.pdf');
      remove.focus();
      remove.click();
      await free.updateComplete;
      await free.updateComplete;
      expect(part(free, 'chip')).to.equal(null);
      expect(rootOf(free).activeElement).to.equal(control(free, 'Receipt'));
      expect(rootOf(free).querySelector('[role="status"].visually-hidden')!.textContent).to.equal('scan.pdf removed');
      expect(await accept(free)).to.deep.equal({});
    });

    it('a required file input left empty says "Choose a file to send", in the summary and on the field', async () => {
      const el = await fileForm();
      click(el, 'accept-button');
      await until(() => part(el, 'error-summary'));
      expect(part(el, 'error-summary')!.textContent).to.contain('Receipt: Choose a file to send');
      const button = control<HTMLButtonElement>(el, 'Receipt');
      expect(button.getAttribute('aria-invalid')).to.equal('true');
      expect(button.getAttribute('aria-describedby')).to.contain(part(el, 'error')!.id);
    });

    it('refuses a file over maxSize with an error tied to the field, without reading a byte of it', async () => {
      const el = await fileForm();
      const reads = await readsDuring(async () => {
        attachFile(el, 'Receipt', new File(['x'.repeat(5000)], 'huge.png', { type: 'image/png' }));
        await el.updateComplete;
      });
      expect(reads).to.equal(0);
      const error = part(el, 'error')!;
      expect(error.textContent).to.contain('huge.png is 5 kB, larger than the 1 kB this question takes. Choose a smaller file.');
      const button = control<HTMLButtonElement>(el, 'Receipt');
      expect(button.getAttribute('aria-describedby')!.split(' ')).to.include(error.id);
      expect(button.getAttribute('aria-invalid')).to.equal('true');
      expect(el.draftContent).to.deep.equal({});
    });

    it('refuses a file of a type accept does not list, without reading it', async () => {
      const el = await fileForm();
      const reads = await readsDuring(async () => {
        attachFile(el, 'Receipt', new File(['a,b'], 'table.csv', { type: 'text/csv' }));
        await el.updateComplete;
      });
      expect(reads).to.equal(0);
      expect(part(el, 'error')!.textContent).to.contain('table.csv is not a type this question takes (image/* or .pdf). Choose another file.');
    });

    it('a file given in values shows by the name it carries, so a value the form would send is never hidden', async () => {
      const el = await fileForm(receipt(), { values: { receipt: 'data:image/png;name=earlier.png;base64,aGVsbG8=' } });
      expect(part(el, 'chip')!.textContent).to.contain('earlier.png (5 bytes)');
      expect(await accept(el)).to.deep.equal({ receipt: 'data:image/png;name=earlier.png;base64,aGVsbG8=' });
    });

    it('a descriptor of the wrong shape makes the question one that cannot be shown, naming the field and keyword', async () => {
      const el = await fileForm(receipt({ maxSize: '5MB' }));
      expect(await until(() => part(el, 'unsupported')?.textContent)).to.contain('x-mcp-file');
      expect(part(el, 'unsupported')!.textContent).to.contain('receipt');
      expect(part(el, 'accept-button')).to.equal(null);
    });

    it("speaks the question's language: German words and sizes", async () => {
      const el = await fileForm(receipt({ maxSize: 1500000 }), { locale: 'de' });
      const button = control<HTMLButtonElement>(el, 'Receipt');
      expect(button.textContent).to.equal('Datei auswählen');
      expect(part(el, 'help-text')!.textContent).to.equal('Bis zu 1,5 MB');
    });

    it('reads right to left in Arabic, a Latin file name and its types isolated inside the sentence', async () => {
      const el = await fileForm(receipt({ accept: ['image/*', '.pdf'], maxSize: 1500000 }), { locale: 'ar' });
      attachFile(el, 'Receipt', new File(['x'.repeat(2000)], 'receipt.pdf', { type: 'application/pdf' }));
      const chip = await until(() => (part(el, 'chip')?.textContent?.includes('receipt.pdf') ? part(el, 'chip')!.querySelector('span')! : undefined));
      expect(chip.textContent).to.contain('\u2068receipt.pdf\u2069');
      expect(getComputedStyle(chip).direction, 'the chip follows its Arabic words, not the file name').to.equal('rtl');
      const limits = part(el, 'help-text')!;
      expect(limits.textContent).to.contain('\u2068image/*');
      expect(getComputedStyle(limits).direction).to.equal('rtl');
    });

    it("takes its words from the host's strings over the language's, as every other word of the question, and again when they change", async () => {
      const el = await fileForm(receipt({ maxSize: 1500000 }), { locale: 'de', strings: { chooseFile: 'Beleg wählen', fileMaxSize: (size: string) => `Höchstens ${size}` } });
      const button = control<HTMLButtonElement>(el, 'Receipt');
      expect(button.textContent).to.equal('Beleg wählen');
      expect(part(el, 'help-text')!.textContent).to.equal('Höchstens 1,5 MB');
      // A word the host does not reword stays as the language says it; one that is no text or function is ignored.
      el.strings = { chooseAnotherFile: 'Anderen Beleg wählen', requiredFile: 42 as unknown as string };
      await settled(el);
      expect(button.textContent).to.equal('Datei auswählen');
      attachFile(el, 'Receipt', new File(['x'], 'beleg.pdf', { type: 'application/pdf' }));
      await settled(el);
      expect(button.textContent).to.equal('Anderen Beleg wählen');
      click(el, 'chip-remove-button');
      await settled(el);
      click(el, 'accept-button');
      await until(() => part(el, 'error-summary'));
      expect(part(el, 'error')!.textContent).to.contain('Bitte eine Datei auswählen');
    });

    it('through <mcp-elicitation>, passes axe with a file chosen and with an error', async () => {
      const el = await shown(receipt(), files);
      await expect(el).to.be.accessible();
      attachFile(el, 'Receipt', new File(['x'.repeat(5000)], 'huge.png', { type: 'image/png' }));
      await until(() => part(el, 'error'));
      await expect(el).to.be.accessible();
      el.remove();
    });
  });
});

describe('the file checks', () => {
  it('match accept entries as HTML does: media types, ranges and extensions, case-insensitively', () => {
    const spec = { accept: ['image/*', '.PDF', 'text/csv'] };
    expect(refusal({ name: 'a.png', type: 'image/png', size: 1 }, spec)).to.equal(undefined);
    expect(refusal({ name: 'a.pdf', type: '', size: 1 }, spec)).to.equal(undefined);
    expect(refusal({ name: 'a.csv', type: 'text/csv; charset=utf-8', size: 1 }, spec)).to.equal(undefined);
    expect(refusal({ name: 'a.txt', type: 'text/plain', size: 1 }, spec)).to.deep.equal({ code: 'wrong-type' });
    expect(refusal({ name: 'imagery', type: 'imagex/png', size: 1 }, spec)).to.deep.equal({ code: 'wrong-type' });
    expect(refusal({ name: 'a.png', type: 'image/png', size: 11 }, { accept: [], maxSize: 10 })).to.deep.equal({ code: 'too-large', size: 11, maxSize: 10 });
    expect(refusal({ name: 'a.png', type: 'image/png', size: 10 }, { accept: [], maxSize: 10 })).to.equal(undefined);
  });

  it('read the descriptor as untrusted input', () => {
    expect(fileSpec({})).to.deep.equal({ accept: [] });
    expect(fileSpec({ accept: ['image/png', '.tar.gz'], maxSize: 0 })).to.deep.equal({ accept: ['image/png', '.tar.gz'], maxSize: 0 });
    for (const bad of [null, [], 'x', { accept: 'image/png' }, { accept: ['png'] }, { accept: [''] }, { maxSize: -1 }, { maxSize: 1.5 }, { maxSize: '10' }]) {
      expect(fileSpec(bad), JSON.stringify(bad)).to.equal(undefined);
    }
  });

  it('read the name a data: URI carries, and put sizes in words of the language', () => {
    expect(dataUriName('data:text/plain;name=a%20b.txt;base64,eA==')).to.equal('a b.txt');
    expect(dataUriName('data:text/plain;base64,eA==')).to.equal(undefined);
    expect(formatSize(999, 'en')).to.equal('999 bytes');
    expect(formatSize(2_500_000, 'fr')).to.equal('2,5\u202fMo');
    expect(formatSize(999_999, 'en')).to.equal('1 MB');
  });
});

function rootOf(el: Element): ShadowRoot {
  return el.shadowRoot!;
}

function rootFileInputs(el: Element): HTMLInputElement[] {
  return parts(el, 'field').flatMap((f) => [...f.querySelectorAll<HTMLInputElement>('input[type="file"]')]);
}

describe('a file input, answered and kept (keep)', () => {
  it('shows the file by its name, never the data: URI', async () => {
    const el = await mountForm(receipt(), { extensions: { files: true }, keep: true, values: { receipt: 'data:image/png;name=my%20receipt.png;base64,aGVsbG8=' } });
    await settled(el);
    click(el, 'accept-button');
    const answer = await until(() => part(el, 'answer'));
    expect(answer.textContent).to.contain('my receipt.png');
    expect(answer.textContent).not.to.contain('base64');
  });
});

describe('a file input in a kept draft (persist)', () => {
  it('is left out of the draft: the other answers are kept, the file is chosen again', async () => {
    const storage = new Map<string, string>();
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
    const request = oneField('receipt', { type: 'string', format: 'uri', title: 'Receipt', 'x-mcp-file': {} });
    (request.requestedSchema.properties as Record<string, unknown>).note = { type: 'string', title: 'Note' };
    const el = await mountForm(request, { extensions: { files: true }, persist: { key: 'expense', storage: store } });
    await settled(el);
    attachFile(el, 'Receipt', new File(['hello'], 'r.png', { type: 'image/png' }));
    await until(() => (el.draftContent.receipt as string | undefined)?.startsWith('data:'));
    const note = control(el, 'Note');
    note.value = 'Taxi';
    note.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await until(() => [...storage.values()].some((v) => v.includes('Taxi')));
    const saved = [...storage.values()].join('');
    expect(saved).to.contain('Taxi');
    expect(saved).not.to.contain('data:image/png');
  });
});
