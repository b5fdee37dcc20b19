import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { ResourceField, ResourceOption } from '../../model/field-model.js';
import type { OpenAIFormHooks } from '../../types.js';
import type { Draft } from '../../schema/form-state.js';
import type { FileStrings } from '../../i18n/files/en.js';
import { fieldId, optionId } from '../../model/markup.js';
import { filterOptions, foldAll } from '../../schema/option-filter.js';
import { COMBOBOX_THRESHOLD } from '../../schema/choice-control.js';
import { describedBy, description, errorLine, labelText, type FieldView } from './field-templates.js';
import { thumbnail } from './thumbnail.js';

/** At most this many of a long list's options are on the page at once: the filter narrows the rest. */
export const SHOWN_AT_ONCE = 50;

/** What a resource picker needs of the form it is in. */
export interface PickerHost {
  change(field: ResourceField, draft: Draft): void;
  /** The form's hooks for OpenAI's extension (`extensions.openai`, when it is an object). */
  hooks(): OpenAIFormHooks;
  words(): FileStrings;
  /** The question's language (undefined: English), for numbers. */
  lang(): string | undefined;
  /** Something only the picker shows changed (a filter, an upload): render again. */
  changed(): void;
  /** Resolves once the form has rendered what changed. */
  updated(): Promise<unknown>;
}

/** A resource the person added (through the host's `upload` hook): its URI and the file's name. */
interface Added {
  value: string;
  label: string;
}

/**
 * One resource field of OpenAI's form extension (`x-openai-input`, type `resource`): the server's
 * resources as radios (one URI) or checkboxes (a list; `explicit` selection), or, with `implicit`
 * selection, a list of what will be sent, each with a remove button. Each option shows its
 * thumbnail (or a fallback when some option has one), its description, and a preview button when
 * the server offers a preview and the host gave a `preview` hook. A long list (more than 15) has a
 * filter and never puts more than `SHOWN_AT_ONCE` options on the page. With `userOptions`, "Add
 * your own file" hands the chosen file to the host's `upload` hook and adds the URI it returns.
 */
export class ResourcePicker {
  private query = '';
  private folded?: string[];
  private added: Added[] = [];
  private uploading?: string;
  private failed?: string;
  /** The draft as last rendered. */
  private current: Draft;

  constructor(
    readonly field: ResourceField,
    private readonly host: PickerHost,
  ) {}

  render(view: FieldView): TemplateResult {
    const { field } = this;
    this.current = view.draft;
    const w = this.host.words();
    const i = view.index;
    const chosen = this.chosen(view.draft);
    const error = this.failed ?? view.error;
    const long = field.options.length > COMBOBOX_THRESHOLD;
    const implicit = field.multiple && field.selection === 'implicit';
    const all: ResourceOption[] = [...field.options, ...this.added.map((a) => ({ ...a, preview: false }))];
    // Implicit: what is in the list (to remove), then what may be added (the offered options not in it).
    const listed = implicit ? all.filter((o) => chosen.includes(o.value)) : [];
    const offered = implicit ? all.filter((o) => !chosen.includes(o.value)) : all;
    const matching = long ? this.matching(offered) : offered;
    const shown = matching.slice(0, SHOWN_AT_ONCE);
    const noAnswer = !field.multiple && !field.required;
    return html`<fieldset
      part="field"
      class="field group resources ${error ? 'invalid' : ''}"
      role=${field.multiple ? nothing : 'radiogroup'}
      aria-describedby=${describedBy({ ...view, error })}
      aria-invalid=${error ? 'true' : nothing}
      @input=${(event: Event) => event.stopPropagation()}
      @change=${(event: Event) => this.picked(event.target as HTMLInputElement)}
    >
      <legend part="label">${labelText(view)}</legend>
      ${description(view)}
      ${
        long
          ? html`<input
                class="resource-filter"
                type="search"
                aria-label=${w.filterResources(field.label)}
                .value=${live(this.query)}
                @input=${(event: Event) => this.filter((event.target as HTMLInputElement).value)}
              />
              <p class="resource-count" role="status" .textContent=${this.count(matching.length, w)}></p>`
          : nothing
      }
      ${implicit && listed.length ? html`<ul class="resource-list chosen" aria-label=${w.inTheList(field.label)}>${listed.map((option) => this.renderListed(option, w))}</ul>` : nothing}
      <ul class="resource-list ${long ? 'long' : ''}">
        ${
          // An optional single choice starts with "No answer", as the form's own radios do: a radio cannot be unticked.
          noAnswer
            ? html`<li class="resource">
                <label class="option"
                  ><input part="control" type="radio" id=${fieldId(i)} name=${fieldId(i)} value="" .checked=${live(!chosen.length)} /><span .textContent=${view.strings.optionalChoice}></span
                ></label>
              </li>`
            : nothing
        }
        ${shown.map((option, j) => this.renderOption(option, i, j + (noAnswer ? 1 : 0), chosen, implicit, w))}
      </ul>
      ${field.userOptions ? this.renderUpload(field, w) : nothing} ${errorLine({ ...view, error })}
    </fieldset>`;
  }

  private renderOption(option: ResourceOption, i: number, j: number, chosen: string[], implicit: boolean, w: FileStrings): TemplateResult {
    const { field } = this;
    const preview = option.preview && this.host.hooks().preview;
    // The image is decorative: the title beside it names the option (alt text repeating it is read
    // twice, axe's image-redundant-alt). The box is named by the title and described by the description.
    const described = option.description ? optionId(i, j) : undefined;
    const text = html`${field.thumbnails ? thumbnail(option.thumbnail, '', 40) : nothing}<span class="resource-text"
        ><span dir="auto" .textContent=${option.label}></span>${option.description ? html`<span class="resource-description" id=${described!} dir="auto" .textContent=${option.description}></span>` : nothing}</span
      >`;
    const control = implicit
      ? html`<span class="option">${text}</span>
          <button type="button" part="add-button" aria-label=${w.addResource(option.label)} @click=${() => this.set([...this.chosen(this.current), option.value])}>${w.add}</button>`
      : html`<label class="option"
          ><input
            part="control"
            type=${field.multiple ? 'checkbox' : 'radio'}
            id=${j ? nothing : fieldId(i)}
            name=${fieldId(i)}
            aria-label=${option.label}
            aria-describedby=${described ?? nothing}
            .value=${option.value}
            .checked=${live(chosen.includes(option.value))}
          />${text}</label
        >`;
    return html`<li class="resource">
      ${control}
      ${preview ? html`<button type="button" part="preview-button" aria-label=${w.previewOf(option.label)} @click=${() => preview(option.value, { title: option.label })} .textContent=${w.preview}></button>` : nothing}
    </li>`;
  }

  /** A resource in an implicit list: its image and words, and a button that takes it out. */
  private renderListed(option: ResourceOption, w: FileStrings): TemplateResult {
    const preview = option.preview && this.host.hooks().preview;
    return html`<li class="resource">
      <span class="option">${this.field.thumbnails ? thumbnail(option.thumbnail, '', 40) : nothing}<span class="resource-text"><span dir="auto" .textContent=${option.label}></span></span></span>
      ${preview ? html`<button type="button" part="preview-button" aria-label=${w.previewOf(option.label)} @click=${() => preview(option.value, { title: option.label })} .textContent=${w.preview}></button>` : nothing}
      <button type="button" part="chip-remove-button" aria-label=${w.removeFile(option.label)} @click=${(e: Event) => this.remove(option.value, e.currentTarget as HTMLElement)}>✕</button>
    </li>`;
  }

  private renderUpload(field: ResourceField, w: FileStrings): TemplateResult {
    const accept = field.userOptions!.accept.join(',');
    return html`<div class="file-row">
      <button type="button" part="upload-button" ?disabled=${!!this.uploading} @click=${(e: Event) => ((e.currentTarget as HTMLElement).nextElementSibling as HTMLInputElement).click()}>
        ${w.addOwnFile}
      </button>
      <input type="file" hidden tabindex="-1" accept=${accept || nothing} @change=${(e: Event) => this.upload(e.target as HTMLInputElement)} />
      ${this.uploading ? html`<span role="status" .textContent=${w.uploading(this.uploading)}></span>` : nothing}
    </div>`;
  }

  /** "Showing 50 of 10,000: type to narrow the list", or "3 shown", its numbers in the question's language. */
  private count(total: number, w: FileStrings): string {
    const number = new Intl.NumberFormat(this.host.lang());
    return total > SHOWN_AT_ONCE ? w.resourcesShown(number.format(SHOWN_AT_ONCE), number.format(total)) : w.resourcesAll(number.format(total));
  }

  /** What the draft holds, as a list of URIs. */
  private chosen(draft: Draft): string[] {
    return Array.isArray(draft) ? draft : typeof draft === 'string' && draft ? [draft] : [];
  }

  private matching(all: ResourceOption[]): ResourceOption[] {
    if (this.folded?.length !== all.length) this.folded = foldAll(all);
    return filterOptions(all, this.folded, this.query) as ResourceOption[];
  }

  private filter(query: string): void {
    this.query = query;
    this.host.changed();
  }

  /** The draft changes (and is kept here at once: several clicks may come before the next render). */
  private set(draft: Draft): void {
    this.current = draft;
    this.host.change(this.field, draft);
  }

  /** A box ticked or unticked, a radio chosen. */
  private picked(input: HTMLInputElement): void {
    if (input.type === 'radio') return this.set(input.value);
    if (input.type !== 'checkbox') return;
    const chosen = new Set(this.chosen(this.current));
    if (input.checked) chosen.add(input.value);
    else chosen.delete(input.value);
    this.set([...chosen]);
  }

  /** Removes a resource from an implicit list; focus moves to the next one's remove button (else the previous, else the list's first control). */
  private remove(value: string, button: HTMLElement): void {
    const list = button.closest('fieldset')!;
    const buttons = [...list.querySelectorAll<HTMLElement>('[part~="chip-remove-button"]')];
    const at = buttons.indexOf(button);
    this.set(this.chosen(this.current).filter((v) => v !== value));
    void this.host.updated().then(() => {
      const left = [...list.querySelectorAll<HTMLElement>('[part~="chip-remove-button"]')];
      (left[Math.min(at, left.length - 1)] ?? list).focus();
    });
  }

  /** The person's own file, handed to the host's `upload` hook; the URI it gives is added (and chosen). */
  private async upload(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    input.value = '';
    const upload = this.host.hooks().upload;
    if (!file || !upload) return;
    this.uploading = file.name;
    this.failed = undefined;
    this.host.changed();
    try {
      const uri = await upload(file, { name: this.field.key, title: this.field.label });
      if (typeof uri !== 'string' || !uri) throw new Error('The upload hook gave no URI.');
      if (!this.added.some((a) => a.value === uri)) this.added.push({ value: uri, label: file.name });
      this.folded = undefined;
      this.set(this.field.multiple ? [...new Set([...this.chosen(this.current), uri])] : uri);
    } catch (error) {
      console.error('mcp-elicit: the host could not add the file', error);
      this.failed = this.host.words().uploadFailed(file.name);
    } finally {
      this.uploading = undefined;
      this.host.changed();
    }
  }
}
