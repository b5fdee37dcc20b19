import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { ref } from 'lit/directives/ref.js';
import { cssom } from '../../internal/cssom.js';
import type { VirtualItem } from '@tanstack/virtual-core';
import type { Option } from '../../model/field-model.js';
import { fieldId, fieldLineId, optionId } from '../../model/markup.js';
import { describedBy, description, errorLine, labelText, secretWarning, type FieldView } from './field-templates.js';

/** What a combobox shows: its state, as `Combobox` keeps it. */
export interface ComboboxState {
  open: boolean;
  /** The input's text: the filter while filtering, else the chosen option's title (single choice). */
  text: string;
  multi: boolean;
  /** Suggestions (openai/elicitation): the person may type their own answer, or entries of their own. */
  free: boolean;
  /** The options on show, and the active one among them (-1: none). */
  shown: Option[];
  active: number;
  /** The chosen values, in schema order, and each option's title by value. */
  chosen: string[];
  titles: Map<string, string>;
  /** The options in view (virtualised), and the height of the whole list. */
  items: VirtualItem[];
  totalSize: number;
  /** How many options match, once the person paused typing (empty: nothing to say). */
  announcement: string;
  on: ComboboxHandlers;
}

export interface ComboboxHandlers {
  input(event: Event): void;
  keydown(event: KeyboardEvent): void;
  focusout(event: FocusEvent): void;
  pick(event: Event): void;
  toggle(): void;
  open(): void;
  remove(value: string): void;
  /** Element references: the whole field, the box the list is placed beside, the input, the list. */
  fieldElement(element: Element | undefined): void;
  anchorElement(element: Element | undefined): void;
  popupElement(element: Element | undefined): void;
  inputElement(element: Element | undefined): void;
  listElement(element: Element | undefined): void;
  measure(element: Element | undefined): void;
}

/**
 * A combobox field, as ARIA 1.2 describes it: a labelled input with role="combobox" that controls
 * a listbox and points at its active option, chips for the chosen options of a multiple choice,
 * and a polite count of matches. Sizes and positions go through the CSSOM (`cssom`), never as
 * style attributes, which a strict Content-Security-Policy refuses. With suggestions (`free`), the
 * input also takes the person's own text (openai/elicitation `x-openai-suggestions`).
 */
export function renderCombobox(view: FieldView, c: ComboboxState): TemplateResult {
  return html`<div part="field" class="field combo ${view.error ? 'invalid' : ''}" @focusout=${c.on.focusout} ${ref(c.on.fieldElement)}>
    <label part="label" for=${fieldId(view.index)}>${labelText(view)}</label>
    ${description(view)}${secretWarning(view)} ${renderChips(view, c)}
    <div class="combo-box" ${ref(c.on.anchorElement)}>${renderInput(view, c)}</div>
    <div class="popup" popover="manual" @pointerdown=${(event: Event) => event.preventDefault()} ${ref(c.on.popupElement)}>
      ${renderListbox(view, c)} ${c.shown.length || c.free ? nothing : html`<p class="none" .textContent=${view.strings.noMatches}></p>`}
    </div>
    <p class="visually-hidden" role="status">${c.announcement ? view.strings.matchCount(Number(c.announcement)) : ''}</p>
    ${errorLine(view)}
  </div>`;
}

/** The chosen options of a multiple choice (or the person's own entries), each with its remove button. */
function renderChips(view: FieldView, c: ComboboxState): TemplateResult | typeof nothing {
  const s = view.strings;
  if (!c.multi || !c.chosen.length) return nothing;
  return html`<ul class="chips" aria-label=${s.chosenFor(view.field.label)}>
    ${c.chosen.map(
      (value) => html`<li part="chip">
        <span .textContent=${c.titles.get(value) ?? value}></span>
        <button type="button" part="chip-remove-button" aria-label=${s.removeChoice(c.titles.get(value) ?? value)} @click=${() => c.on.remove(value)}>✕</button>
      </li>`,
    )}
  </ul>`;
}

/** The input the person types in, and the button that shows the list. */
function renderInput(view: FieldView, c: ComboboxState): TemplateResult {
  const { field, index: i } = view;
  return html`<input
      part="control"
      id=${fieldId(i)}
      role="combobox"
      autocomplete="off"
      spellcheck="false"
      aria-autocomplete="list"
      aria-expanded=${c.open ? 'true' : 'false'}
      aria-controls=${fieldLineId(i, 'list')}
      aria-activedescendant=${c.open && c.active >= 0 ? optionId(i, c.active) : nothing}
      aria-required=${field.required ? 'true' : nothing}
      aria-describedby=${describedBy(view)}
      aria-invalid=${view.error ? 'true' : nothing}
      aria-errormessage=${view.error ? fieldLineId(i, 'error') : nothing}
      .value=${live(c.text)}
      @input=${c.on.input}
      @keydown=${c.on.keydown}
      @click=${c.on.open}
      ${ref(c.on.inputElement)}
    />
    <button type="button" part="combobox-button" tabindex="-1" aria-label=${view.strings.showOptions(field.label)} aria-expanded=${c.open ? 'true' : 'false'} @click=${c.on.toggle}>
      ▾
    </button>`;
}

/** The list of options (only those in view are rendered), each with its description under its title. */
function renderListbox(view: FieldView, c: ComboboxState): TemplateResult {
  const i = view.index;
  return html`<div
    id=${fieldLineId(i, 'list')}
    part="listbox"
    class="listbox"
    role="listbox"
    aria-label=${view.field.label}
    aria-multiselectable=${c.multi ? 'true' : nothing}
    ?hidden=${!c.shown.length}
    @click=${c.on.pick}
    ${ref(c.on.listElement)}
  >
    <div class="sizer" ${cssom({ height: `${c.totalSize}px` })}>
      ${c.items.map((item) => {
        const option = c.shown[item.index];
        return html`<div
          role="option"
          id=${optionId(i, item.index)}
          data-index=${item.index}
          class="option ${item.index === c.active ? 'active' : ''}"
          aria-selected=${c.chosen.includes(option.value) ? 'true' : 'false'}
          aria-posinset=${item.index + 1}
          aria-setsize=${c.shown.length}
          ${cssom({ transform: `translateY(${item.start}px)` })}
          ${ref(c.on.measure)}
        ><span .textContent=${option.label}></span>${option.description ? html` <span class="option-description" .textContent=${option.description}></span>` : nothing}</div>`;
      })}
    </div>
  </div>`;
}
