import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { FieldModel, FileField } from '../../model/field-model.js';
import type { Issue } from '../../model/issues.js';
import type { Draft } from '../../schema/form-state.js';
import { fieldId, fieldLineId } from '../../model/markup.js';
import { loadFileStrings } from '../../i18n/files/load.js';
import type { FileStrings } from '../../i18n/files/en.js';
import type { StringOverrides } from '../../i18n/strings.js';
import { description, errorLine, labelText, type FieldView } from './field-templates.js';
import { dataUriName, formatSize, formatTypes, readDataUri, refusal } from '../../extensions/files/read-file.js';
import { fileReader } from '../../extensions/files/parse.js';
import type { FieldReader } from '../../schema/parse-request.js';
import type { ElicitExtensions } from '../../types.js';
import { fileStyles, resourceStyles } from './file-inputs.styles.js';
import { ResourcePicker } from './resource-picker.js';

/** What the form does with a file input's answer (its `data:` URI, or `''`). */
export interface FileForm {
  change(field: FieldModel, draft: Draft): void;
  /** What the field of `key` holds now. */
  draft(key: string): Draft;
}

/** The file on show in a field: its name and size, and while it is being read, how to stop that. */
interface Chosen {
  name: string;
  size: number;
  reading?: AbortController;
}

/**
 * The form's file inputs (SEP-2356 `x-mcp-file`, with `extensions.files` on), loaded only for a
 * request that has one. It parses them (`parse`), renders each (`render`: a "Choose a file" button
 * with the field's label, the accepted types and size, the chosen file's name and size with a
 * remove button, and the field's error), and reads a chosen file into the field's draft as a
 * `data:` URI. A file over `maxSize` or of a type `accept` does not list is refused with an error
 * on the field before a byte of it is read.
 */
export class FileInputs {
  /** Bumped whenever what a file input shows changes, so the form re-renders its fields then. */
  version = 0;
  private chosen = new Map<string, Chosen>();
  private refused = new Map<string, string>();
  /** What the live region says: a file attached or removed. */
  private said = new Map<string, string>();
  /** One picker per resource field of OpenAI's extension (made anew for a new request's field). */
  private pickers = new Map<string, ResourcePicker>();

  constructor(
    private readonly host: FileHost,
    private readonly form: FileForm,
    /** The words of the language (see `words`). */
    private spoken: FileStrings,
    public lang: string | undefined,
  ) {}

  /** `spoken`, with the words the host's `strings` rewords over them, and the pair it was made from. */
  private merged?: [FileStrings, StringOverrides | undefined, FileStrings];

  /**
   * The words shown: the language's, with the host's `strings` over them, as for every other word
   * of the question (a new `strings` draws the form's fields again, so these are read anew).
   */
  get words(): FileStrings {
    const overrides = this.host.strings;
    const [spoken, over, words] = this.merged ?? [];
    if (spoken === this.spoken && over === overrides && words) return words;
    return (this.merged = [this.spoken, overrides, reworded(this.spoken, overrides)])[2];
  }

  /**
   * A new request: no file is chosen yet. Gives how `parseRequest` reads its properties while the
   * host's `extensions.files` is on (`x-mcp-file` makes a file input), else undefined (the core's).
   */
  reader(): FieldReader | undefined {
    this.closeAll();
    this.chosen.clear();
    this.refused.clear();
    this.said.clear();
    return this.host.extensions?.files ? fileReader : undefined;
  }

  /** The sentence for a file input's issue, where it differs from a URL field's; else undefined. */
  message = (field: FieldModel, issue: Issue): string | undefined => (field.kind === 'file' && issue.code === 'required' ? this.words.requiredFile : undefined);

  /** Stops every read under way (the question ended or left the page). */
  closeAll(): void {
    for (const chosen of this.chosen.values()) chosen.reading?.abort();
  }

  /** A file input (its label, limits, button, chosen file and error) or a resource picker; nothing for any other field. */
  render = (view: FieldView): TemplateResult | undefined => {
    const field = view.field;
    if (field.kind === 'file') return this.renderFile(field, view);
    if (field.kind !== 'resource') return undefined;
    let picker = this.pickers.get(field.key);
    if (picker?.field !== field) {
      picker = new ResourcePicker(field, {
        change: (f, draft) => this.form.change(f, draft),
        hooks: () => (typeof this.host.extensions?.openai === 'object' ? this.host.extensions.openai : {}),
        words: () => this.words,
        lang: () => this.lang,
        changed: () => this.changed(),
        updated: () => this.host.updateComplete,
      });
      this.pickers.set(field.key, picker);
    }
    return picker.render(view);
  };

  private renderFile(field: FileField, view: FieldView): TemplateResult {
    const w = this.words;
    const i = view.index;
    const id = fieldId(i);
    const chosen = this.shownFile(field.key, view.draft);
    const refused = this.refused.get(field.key);
    const error = refused ?? view.error;
    const shown = { ...view, error };
    // The limits and the chosen file are sentences of the question's language, the names and types in
    // them isolated by the pack: they take the question's direction (the server's own text is dir="auto").
    const limits = this.limits(field);
    const described = [field.description && fieldLineId(i, 'help'), limits && fieldLineId(i, 'limits'), error && fieldLineId(i, 'error')].filter(Boolean).join(' ');
    return html`<div part="field" class="field file ${error ? 'invalid' : ''}">
      <label part="label" id=${fieldLineId(i, 'label')} for=${id}>${labelText(view)}</label>
      ${description(view)} ${limits ? html`<p part="help-text" id=${fieldLineId(i, 'limits')} .textContent=${limits}></p>` : nothing}
      <div class="file-row">
        <button
          part="control"
          type="button"
          id=${id}
          aria-labelledby="${fieldLineId(i, 'label')} ${id}"
          aria-describedby=${described || nothing}
          aria-invalid=${error ? 'true' : nothing}
          aria-errormessage=${error ? fieldLineId(i, 'error') : nothing}
          @click=${this.pick}
          .textContent=${chosen ? w.chooseAnotherFile : w.chooseFile}
        ></button>
        <input type="file" hidden tabindex="-1" accept=${field.accept.join(',') || nothing} @change=${(event: Event) => this.picked(field, event.target as HTMLInputElement)} />
        ${
          chosen
            ? html`<span part="chip" class="file-chip">
                <span .textContent=${chosen.reading ? w.readingFile(chosen.name) : w.fileChosen(chosen.name, formatSize(chosen.size, this.lang))}></span>
                <button type="button" part="chip-remove-button" aria-label=${w.removeFile(chosen.name)} @click=${() => this.remove(field, id)}>✕</button>
              </span>`
            : nothing
        }
      </div>
      <p class="visually-hidden" role="status" .textContent=${this.said.get(field.key) ?? ''}></p>
      ${errorLine(shown)}
    </div>`;
  }

  /** "Accepted: .pdf or image/*. Up to 5 MB." (as much of it as the field limits). */
  private limits(field: FileField): string {
    const { accept, maxSize } = field;
    const parts = [accept.length ? this.words.fileTypes(formatTypes(accept, this.lang)) : '', maxSize === undefined ? '' : this.words.fileMaxSize(formatSize(maxSize, this.lang))];
    return parts.filter(Boolean).join(' · ');
  }

  /**
   * The file a field shows: the one chosen here, else the one its draft holds (a `data:` URI given
   * in `values`, or restored), by the name it carries and the size of its bytes: a value the form
   * would send is never hidden.
   */
  private shownFile(key: string, draft: Draft): Chosen | undefined {
    const chosen = this.chosen.get(key);
    if (chosen || typeof draft !== 'string' || !draft) return chosen;
    const data = draft.slice(draft.indexOf(',') + 1);
    const size = /;base64,/.test(draft.slice(0, draft.indexOf(',') + 1)) ? Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0) : data.length;
    return { name: dataUriName(draft) ?? draft.slice(0, 40), size };
  }

  /** The button opens the browser's file picker (the hidden input after it). */
  private pick = (event: Event): void => {
    ((event.currentTarget as HTMLElement).nextElementSibling as HTMLInputElement).click();
  };

  private picked(field: FileField, input: HTMLInputElement): void {
    const file = input.files?.[0];
    // Choosing the same file again must be heard as a change too.
    input.value = '';
    if (!file) return;
    const w = this.words;
    const no = refusal(file, field);
    if (no) {
      const types = formatTypes(field.accept, this.lang);
      this.refused.set(
        field.key,
        no.code === 'too-large' ? w.fileTooLarge(file.name, formatSize(no.size, this.lang), formatSize(no.maxSize, this.lang)) : w.fileWrongType(file.name, types),
      );
      this.changed();
      return;
    }
    this.chosen.get(field.key)?.reading?.abort();
    const reading = new AbortController();
    this.chosen.set(field.key, { name: file.name, size: file.size, reading });
    this.refused.delete(field.key);
    this.said.delete(field.key);
    this.form.change(field, '');
    this.changed();
    readDataUri(file, reading.signal).then(
      (uri) => {
        if (reading.signal.aborted) return;
        this.chosen.set(field.key, { name: file.name, size: file.size });
        this.said.set(field.key, w.fileChosen(file.name, formatSize(file.size, this.lang)));
        this.form.change(field, uri);
        this.changed();
      },
      () => {
        if (reading.signal.aborted) return;
        this.chosen.delete(field.key);
        this.refused.set(field.key, w.fileUnreadable(file.name));
        this.changed();
      },
    );
  }

  private remove(field: FileField, id: string): void {
    const chosen = this.shownFile(field.key, this.form.draft(field.key));
    this.chosen.get(field.key)?.reading?.abort();
    this.chosen.delete(field.key);
    this.refused.delete(field.key);
    if (chosen) this.said.set(field.key, this.words.fileRemoved(chosen.name));
    this.form.change(field, '');
    this.changed();
    // The remove button is gone: the person stays at the field, on its button.
    void this.host.updateComplete.then(() => this.host.shadowRoot?.getElementById(id)?.focus());
  }

  /** The words of another language: every file input and picker is drawn again in it (their fields are guarded by `version`). */
  speak(words: FileStrings, lang: string | undefined): void {
    if (this.spoken === words && this.lang === lang) return;
    this.spoken = words;
    this.lang = lang;
    this.changed();
  }

  private changed(): void {
    this.version++;
    this.host.requestUpdate();
  }
}

/**
 * `words` with the host's overrides of them; an override that is not of its word's type (a text, a
 * function) is ignored. The same rule as `resolveStrings` for the question's words, written here
 * again on purpose: a module that both the up-front bundle and this lazy chunk import is split
 * into a chunk of its own, which costs the up-front bundle about 0.3 KB (see `Core`).
 */
function reworded(words: FileStrings, overrides: StringOverrides | undefined): FileStrings {
  const merged: Record<string, unknown> = { ...words };
  for (const [key, value] of Object.entries(overrides ?? {})) if (key in words && typeof value === typeof merged[key]) merged[key] = value;
  return merged as FileStrings;
}

/** The form, as its file inputs know it. */
type FileHost = ReactiveControllerHost & HTMLElement & { extensions?: ElicitExtensions; strings?: StringOverrides };

export { loadFileStrings };

/**
 * Makes the form's file inputs with `words` (for `lang`), or gives `current` the new words; the
 * first time, their styles join the form's.
 */
export function fileInputs(host: FileHost, form: FileForm, words: FileStrings, lang: string | undefined, current?: FileInputs): FileInputs {
  const root = host.shadowRoot!;
  if (!root.adoptedStyleSheets.includes(fileStyles.styleSheet!)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, fileStyles.styleSheet!, resourceStyles.styleSheet!];
  if (current) {
    current.speak(words, lang);
    return current;
  }
  return new FileInputs(host, form, words, lang);
}
