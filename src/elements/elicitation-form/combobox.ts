/**
 * A choice among many options: an ARIA 1.2 editable combobox whose listbox filters as the person
 * types (titles, ignoring case and accents). The listbox is a `PopupList`: in the top layer beside
 * the input (in scroll containers and modal dialogs alike), rendering only the options in view, so
 * 5,000 options cost what 20 do. Focus stays in the input; the active option is
 * `aria-activedescendant`.
 *
 * Loaded lazily, with its libraries and styles, by `ComboboxesController`, only for a form that has
 * such a field. One instance per field; the form's state stays the single source of the answer.
 */
import type { TemplateResult } from 'lit';
import { PopupList } from '../../controllers/popup-list.js';
import type { MultiSelectField, Option, SelectField, TextField } from '../../model/field-model.js';
import type { Draft } from '../../schema/form-state.js';
import { filterOptions, foldAll } from '../../schema/option-filter.js';
import type { FieldView } from './field-templates.js';
import { renderCombobox, type ComboboxHandlers } from './combobox-template.js';
import { keyAction } from './combobox-keys.js';

export { comboboxStyles } from './combobox.styles.js';

/** What the combobox tells the form: a new answer (`draft`), and that the person left the field. */
export interface ComboboxEvents {
  change(draft: Draft): void;
  leave(): void;
  requestUpdate(): void;
}

export class Combobox {
  private open = false;
  /** What the person typed to filter; empty when not filtering. */
  private query = '';
  /** The options on show (filtered), and which is active (-1: none). */
  private shown: Option[];
  private active = -1;
  private announcement = '';
  private options: Option[];
  private folded: string[];
  private input?: HTMLInputElement;
  private anchor?: HTMLElement;
  private fieldElement?: HTMLElement;
  private popupElement?: HTMLElement;
  private listbox?: HTMLElement;
  private readonly popup = new PopupList(
    () => this.events.requestUpdate(),
    () => this.leaveList(),
  );
  private draft: Draft;

  constructor(
    readonly field: SelectField | MultiSelectField | TextField,
    private readonly events: ComboboxEvents,
  ) {
    this.options = field.kind === 'text' ? (field.suggestions ?? []) : field.options;
    this.folded = foldAll(this.options);
    this.shown = this.options;
    this.draft = field.kind === 'multiselect' ? [] : '';
  }

  /**
   * Suggestions that still take free text (openai/elicitation): a text field's input is its answer,
   * and a list takes the typed text as an entry of its own (Enter, with no suggestion active).
   */
  private get free(): boolean {
    return this.field.kind === 'text' || (this.field.kind === 'multiselect' && !!this.field.custom);
  }

  /**
   * An optional single choice can be taken back: "No answer" comes first, as in a select. Set
   * again whenever its words change (another language), with the list closed.
   */
  private withNoAnswer(noAnswer: string): void {
    if (this.multi || this.free || this.field.required || this.options[0]?.label === noAnswer) return;
    this.close();
    this.options = [{ value: '', label: noAnswer }, ...(this.field as SelectField).options];
    this.folded = foldAll(this.options);
    this.shown = this.options;
  }

  private get multi(): boolean {
    return this.field.kind === 'multiselect';
  }

  private get chosen(): string[] {
    return this.multi ? (this.draft as string[]) : this.draft ? [this.draft as string] : [];
  }

  /** What the input shows: the filter while filtering, else the chosen option's title (single). */
  private get text(): string {
    if (this.field.kind === 'text') return this.draft as string;
    if (this.query || this.multi) return this.query;
    return this.options.find((o) => o.value === this.draft && o.value !== '')?.label ?? '';
  }

  /** Closes the list and lets go of everything it held (on leaving, or when the form goes). */
  close(): void {
    this.popup.detach();
    this.open = false;
    this.announcement = '';
    this.query = '';
    this.shown = this.options;
    this.active = -1;
  }

  private show(): void {
    if (this.open) {
      this.events.requestUpdate();
      return;
    }
    this.open = true;
    const selected = this.shown.findIndex((o) => this.chosen.includes(o.value));
    // Suggestions: none is active until the person moves to one, so Enter keeps what they typed.
    this.active = selected >= 0 ? selected : this.shown.length && !this.free ? 0 : -1;
    this.announcement = '';
    this.events.requestUpdate();
    // Once rendered: into the top layer beside the input, the active option in view.
    queueMicrotask(() => {
      if (!this.open || !this.anchor || !this.popupElement || !this.listbox) return;
      this.popup.attach(this.anchor, this.popupElement, this.listbox, this.shown.length, this.fieldElement);
      this.popup.reveal(this.active);
      this.events.requestUpdate();
    });
  }

  /** Filters by what was typed, keeping schema order; the first match becomes active. */
  private filter(query: string): void {
    this.query = query;
    this.shown = filterOptions(this.options, this.folded, query);
    this.active = this.shown.length && !this.free ? 0 : -1;
    this.popup.setCount(this.shown.length);
  }

  private move(to: number): void {
    if (!this.shown.length) return;
    this.active = Math.max(0, Math.min(this.shown.length - 1, to));
    this.popup.reveal(this.active);
    this.events.requestUpdate();
  }

  /**
   * Picks the option at `index`. A single choice closes the list. A multiple choice ticks or
   * unticks it: found by typing, the list closes and the typed text goes (the person found what
   * they looked for, and the list no longer covers the form); while browsing the whole list, it
   * stays open for the next tick.
   */
  private choose(index: number): void {
    const option = this.shown[index];
    if (!option) return;
    if (this.multi) {
      const chosen = new Set(this.chosen);
      if (chosen.has(option.value)) chosen.delete(option.value);
      else chosen.add(option.value);
      if (this.query) this.close();
      else this.active = index;
      // Schema order, whatever the order of picks (entries of the person's own after them, as added).
      this.events.change(this.free ? [...chosen] : (this.field as MultiSelectField).options.map((o) => o.value).filter((v) => chosen.has(v)));
      return;
    }
    this.close();
    this.events.change(option.value);
  }

  /** Takes a chosen option back (its chip's button, or Backspace): the list closes, focus stays in the input. */
  private remove(value: string): void {
    this.close();
    this.events.change(this.chosen.filter((v) => v !== value));
    this.input?.focus();
  }

  /** A list's own entry: the typed text, added once (Enter with no suggestion active). */
  private addTyped(): void {
    const typed = this.query.trim();
    this.close();
    if (typed && !this.chosen.includes(typed)) this.events.change([...this.chosen, typed]);
    else this.events.requestUpdate();
  }

  private onInput = (event: Event): void => {
    const typed = (event.target as HTMLInputElement).value;
    // A text field with suggestions: what is typed is the answer.
    if (this.field.kind === 'text') this.events.change(typed);
    this.filter(typed);
    this.announcement = '';
    this.show();
    // Say how many match once the person pauses, not at every key.
    const count = this.shown.length;
    setTimeout(() => {
      if (this.open && this.shown.length === count) {
        this.announcement = String(count);
        this.events.requestUpdate();
      }
    }, 400);
  };

  private onKeydown = (event: KeyboardEvent): void => {
    const state = { open: this.open, active: this.active, count: this.shown.length, multi: this.multi, free: this.free, query: this.query, chosen: this.chosen.length };
    const { action, handled } = keyAction(event.key, event.altKey, state) ?? {};
    if (handled) event.preventDefault();
    if (action?.do === 'show') this.show();
    else if (action?.do === 'move') this.move(action.to);
    else if (action?.do === 'choose') this.choose(action.to);
    else if (action?.do === 'leave') this.leaveList();
    else if (action?.do === 'addTyped') this.addTyped();
    else if (action?.do === 'removeLast') this.remove(this.chosen[this.chosen.length - 1]);
  };

  private leaveList(): void {
    this.close();
    this.events.requestUpdate();
  }

  private onFocusOut = (event: FocusEvent): void => {
    const field = event.currentTarget as HTMLElement;
    if (field.contains(event.relatedTarget as Node | null)) return;
    if (this.open) {
      this.close();
      this.events.requestUpdate();
    }
    this.events.leave();
  };

  private onPick = (event: Event): void => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) this.choose(Number(option.dataset.index));
    this.input?.focus();
  };

  private onToggle = (): void => {
    if (this.open) this.leaveList();
    else this.show();
    this.input?.focus();
  };

  render(view: FieldView): TemplateResult {
    this.draft = view.draft;
    this.withNoAnswer(view.strings.optionalChoice);
    return renderCombobox(view, {
      open: this.open,
      text: this.text,
      multi: this.multi,
      free: this.free,
      shown: this.shown,
      active: this.active,
      chosen: this.chosen,
      titles: new Map(this.options.map((o) => [o.value, o.label])),
      items: this.open ? this.popup.items() : [],
      totalSize: this.popup.totalSize(),
      announcement: this.announcement,
      on: this.handlers,
    });
  }

  private readonly handlers: ComboboxHandlers = {
    input: this.onInput,
    keydown: this.onKeydown,
    focusout: this.onFocusOut,
    pick: this.onPick,
    toggle: this.onToggle,
    open: () => this.show(),
    remove: (value) => this.remove(value),
    fieldElement: (el) => (this.fieldElement = el as HTMLElement | undefined),
    popupElement: (el) => (this.popupElement = el as HTMLElement | undefined),
    anchorElement: (el) => (this.anchor = el as HTMLElement | undefined),
    inputElement: (el) => (this.input = el as HTMLInputElement | undefined),
    listElement: (el) => (this.listbox = el as HTMLElement | undefined),
    measure: this.popup.measure,
  };
}
