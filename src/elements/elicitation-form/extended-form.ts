/**
 * What the form does for a request that an extension reads: OpenAI's form extension
 * (`_meta["openai/elicitation"]`, with its rich options and resource pickers) and file inputs
 * (`extensions.files`, a property with `x-mcp-file`). Loaded only when such a request arrives (see
 * `extendedBy`, the one check the form makes up front); each extension's own code loads from
 * here only when its request needs it.
 */
import type { TemplateResult } from 'lit';
import type { FieldModel } from '../../model/field-model.js';
import type { Issue } from '../../model/issues.js';
import type { ParsedRequest } from '../../schema/parse-request.js';
import type { Core } from '../../extensions/openai/core.js';
import type { ElicitExtensions } from '../../types.js';
import type { FieldView } from './field-templates.js';
import type { FileForm, FileInputs } from './file-inputs.js';

/** The extension's identifier (as `OPENAI_ELICITATION`, which this chunk does not import: see `Core`). */
const OPENAI = 'openai/elicitation';

/** The form, as its extensions know it. */
type Host = Parameters<typeof import('./file-inputs.js').fileInputs>[0];

/** A request, read, and what it was read with (a request read again with the same needs no new reading). */
interface Reading {
  request: unknown;
  openai: ElicitExtensions['openai'];
  files: ElicitExtensions['files'];
}

export class ExtendedForm {
  /** The file inputs and resource pickers, once a request has had one. */
  private pickers?: FileInputs;
  /** How OpenAI's extension draws what it adds (its rules adopted), once loaded. */
  private looks?: (view: FieldView) => TemplateResult | undefined;
  private last?: Reading;

  constructor(
    private readonly host: Host,
    private readonly form: FileForm,
    private readonly core: Core,
  ) {}

  /** Bumped whenever what a file input or picker shows changes (the form re-renders its fields then). */
  get version(): number | undefined {
    return this.pickers?.version;
  }

  /**
   * A new request has come: it is read anew (see `read`). Gives how `parseRequest` reads its
   * properties (with `extensions.files` on once file inputs have loaded, see `FileInputs.reader`).
   */
  next(): ReturnType<FileInputs['reader']> {
    this.last = undefined;
    return this.pickers?.reader();
  }

  /**
   * Reads `request` with the extension it is for, loading that extension's code first: OpenAI's form
   * extension for a request written for it, else file inputs, with their words in `lang` (as
   * resource pickers for OpenAI's resource fields). The same request with the same extensions in
   * another language only gets the new words: undefined then, and the form keeps what it shows.
   */
  async read(request: unknown, extensions: ElicitExtensions | undefined, lang: string | undefined, signal: AbortSignal): Promise<ParsedRequest | undefined> {
    const reading: Reading = { request, openai: extensions?.openai, files: extensions?.files };
    const last = this.last;
    if (last && last.request === request && last.openai === reading.openai && last.files === reading.files) {
      if (this.pickers) await this.loadPickers(lang, signal);
      return undefined;
    }
    const parsed = this.core.schemaOf(request)
      ? await this.readOpenAI(request, reading.openai).catch((): ParsedRequest => ({
          mode: 'unsupported',
          message: '',
          messageHadBidi: false,
          problems: [{ code: 'extension-off', extension: OPENAI }],
        }))
      : this.core.parseRequest(request, (await this.loadPickers(lang, signal)).reader());
    if (parsed.mode === 'form' && parsed.fields.some((f) => f.kind === 'resource')) await this.loadPickers(lang, signal);
    // A reading that a newer one replaced is dropped by the form: only one it shows counts as read.
    if (!signal.aborted) this.last = reading;
    return parsed;
  }

  private async readOpenAI(request: unknown, on: ElicitExtensions['openai']): Promise<ParsedRequest> {
    const [m, looks] = await Promise.all([import('../../extensions/openai/index.js'), on && import('./openai-templates.js')]);
    if (looks && !this.looks) {
      this.looks = looks.renderOpenAIField;
      const root = this.host.shadowRoot;
      if (root) root.adoptedStyleSheets = [...root.adoptedStyleSheets, looks.openaiStyles.styleSheet!];
    }
    return m.parseOpenAIRequest(request, on, this.core);
  }

  /**
   * Loads the file inputs and resource pickers with their words in `lang` (or gives them the new
   * words). A reading that a newer one replaced (`signal` aborted) changes nothing once its words
   * arrive, though they arrive after the newer reading's: the words shown are those of the last
   * language asked for, and there is only ever one `FileInputs` (the one on screen, with the files chosen).
   */
  private async loadPickers(lang: string | undefined, signal: AbortSignal): Promise<FileInputs> {
    const m = await import('./file-inputs.js');
    const words = await m.loadFileStrings(lang);
    signal.throwIfAborted();
    return (this.pickers = m.fileInputs(this.host, this.form, words, lang, this.pickers));
  }

  /** The sentence for an extension field's issue, where it differs from the core's; else undefined. */
  message = (field: FieldModel, issue: Issue): string | undefined => this.pickers?.message(field, issue);

  /** What an extension draws for a field (a file input, a resource picker, OpenAI's rich options), or undefined for the core to draw it. */
  render = (view: FieldView): TemplateResult | undefined => (view.field.kind === 'file' || view.field.kind === 'resource' ? this.pickers?.render(view) : this.looks?.(view));
}
