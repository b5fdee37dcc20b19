import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { FieldModel } from '../model/field-model.js';
import { collectContent, initialDraft, unshownValue, type Draft } from '../schema/form-state.js';
import { firstIssuePerField, type Issue } from '../model/issues.js';
import { fieldIndexOf } from '../model/markup.js';
import type { ContentValidator } from '../validation/contract.js';
import type { ElicitContent } from '../types.js';

/** What has happened to one field, in Lion's words: the inputs of a feedback condition. */
export interface InteractionState {
  /** The person left the field (for a group: focus left the whole group). */
  touched: boolean;
  /** The person changed its value. */
  dirty: boolean;
  /** It started with a value: one given in `values`, or the schema's default. */
  prefilled: boolean;
  /** The person tried to accept. */
  submitted: boolean;
}

/** Decides whether a field's issue is on show. */
export type FeedbackCondition = (state: InteractionState) => boolean;

/**
 * mcp-elicit's rule: a problem shows once the person has changed the field and left it, or after
 * an accept attempt, never before. (Lion also shows it at once for prefilled fields; here a
 * prefilled value is the person's own earlier answer or the server's default, and the server's
 * own complaint about it is already in the message.)
 */
export const showAfterEditOrAccept: FeedbackCondition = ({ touched, dirty, submitted }) => submitted || (touched && dirty);

/**
 * The form's state, apart from its rendering: each field's draft, what the person did to it, the
 * issues it *has* (checked on every change) and the ones it *shows* (filtered by the feedback
 * condition). The element reads it and renders; it never keeps form state of its own.
 */
export class FormStateController implements ReactiveController {
  /** The fields of the current request (none while the request is not a form). */
  fields: readonly FieldModel[] = [];
  /** The person tried to accept since the request arrived. */
  submitted = false;
  /** The first issue of each field that has one, whether shown or not. */
  issues: ReadonlyMap<string, Issue> = new Map();
  /** What Accept would send now (before the schema check). */
  content: ElicitContent = {};
  /** By key, a value given for a date or date-time field that its control could not show, so it was left out. */
  unshown: ReadonlyMap<string, string> = new Map();

  private drafts = new Map<string, Draft>();
  private badInput = new Set<string>();
  private dirty = new Set<string>();
  private touched = new Set<string>();
  private prefilled = new Set<string>();
  private check?: ContentValidator;

  /**
   * Leaving a field can reveal its error and shift the layout. If the person left it by pressing
   * on a button, the button would move away under the pointer and the click be lost; so a field
   * left during a press counts as touched only once the press is over.
   */
  private pressing = false;
  private touchedDuringPress = new Set<string>();

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly feedbackCondition: FeedbackCondition = showAfterEditOrAccept,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('pointerdown', this.onPress);
    this.host.addEventListener('pointerup', this.onRelease);
    this.host.addEventListener('pointercancel', this.onRelease);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('pointerdown', this.onPress);
    this.host.removeEventListener('pointerup', this.onRelease);
    this.host.removeEventListener('pointercancel', this.onRelease);
  }

  /** Starts over with `fields`, pre-filled from `values` (over the schema's defaults). */
  reset(fields: readonly FieldModel[], values?: Record<string, unknown>): void {
    this.fields = fields;
    this.drafts = new Map();
    this.prefilled = new Set();
    const unshown = new Map<string, string>();
    for (const field of fields) {
      const prefill = values && Object.hasOwn(values, field.key) ? values[field.key] : undefined;
      const draft = initialDraft(field, prefill);
      const lost = unshownValue(field, prefill);
      if (lost !== undefined) unshown.set(field.key, lost);
      this.drafts.set(field.key, draft);
      if (draft !== undefined && draft !== '' && !(Array.isArray(draft) && !draft.length)) this.prefilled.add(field.key);
    }
    this.unshown = unshown;
    this.badInput = new Set();
    this.dirty = new Set();
    this.touched = new Set();
    this.touchedDuringPress = new Set();
    this.submitted = false;
    this.check = undefined;
    this.revalidate();
  }

  /** Fills the fields again from `values` (over the defaults), as when the request arrived, keeping the validator. */
  refill(values: Record<string, unknown>): void {
    const check = this.check;
    this.reset(this.fields, values);
    this.check = check;
    this.revalidate();
    this.host.requestUpdate();
  }

  /** Nothing has been changed since the request arrived. */
  get untouched(): boolean {
    return !this.dirty.size;
  }

  /** What the control of `key` holds. */
  draft(key: string): Draft {
    return this.drafts.get(key);
  }

  /**
   * The person changed a field. `badInput` is the browser's word that a number control holds text
   * it cannot read. Checkboxes and selects are done the moment they change (touched); text is done
   * when the person leaves it.
   */
  change(field: FieldModel, draft: Draft, badInput = false): void {
    this.drafts.set(field.key, draft);
    if (badInput) this.badInput.add(field.key);
    else this.badInput.delete(field.key);
    this.dirty.add(field.key);
    if (field.kind !== 'text' && field.kind !== 'number') this.touched.add(field.key);
    this.revalidate();
    this.host.requestUpdate();
  }

  /** An `input` event from the form's controls: reads what the control now holds into its field's draft. */
  input(target: EventTarget | null): void {
    const hit = this.fieldAt(target);
    // A combobox's typing is its filter, not an answer: it reports answers itself.
    if (!hit || hit.control.role === 'combobox') return;
    const { field, control } = hit;
    if (field.kind === 'multiselect') {
      const chosen = new Set(this.draft(field.key) as string[]);
      if (control.checked) chosen.add(control.value);
      else chosen.delete(control.value);
      // Keep the schema's order, whatever the order of clicks.
      this.change(
        field,
        field.options.map((o) => o.value).filter((v) => chosen.has(v)),
      );
    } else if (field.kind === 'boolean') {
      this.change(field, control.checked);
    } else {
      this.change(field, control.value, field.kind === 'number' && control.validity.badInput);
    }
  }

  /** A `focusout` event from the form's controls: the person left a field. */
  focusOut(event: FocusEvent): void {
    const hit = this.fieldAt(event.target);
    if (!hit || hit.control.role === 'combobox') return;
    // A multi-select is left when focus leaves its group, not when it moves between its boxes.
    const group = hit.control.closest('fieldset.group');
    if (group && group.contains(event.relatedTarget as Node | null)) return;
    this.leave(hit.field.key);
  }

  /** The field a control belongs to: a control's id is `f<index>` (`fieldId`); the boxes and radios of a group are all named so. */
  private fieldAt(target: EventTarget | null): { field: FieldModel; control: HTMLInputElement } | undefined {
    const control = target as HTMLInputElement;
    const index = fieldIndexOf(control?.name || control?.id);
    if (index === undefined) return undefined;
    const field = this.fields[index];
    return field && { field, control };
  }

  /** The person left a field. */
  leave(key: string): void {
    if (this.touched.has(key)) return;
    if (this.pressing) {
      this.touchedDuringPress.add(key);
      return;
    }
    this.touched.add(key);
    // After an accept attempt every issue is on show already: nothing changes on screen.
    if (!this.submitted) this.host.requestUpdate();
  }

  /** The schema check, once loaded (undefined: not loaded, or failed). */
  setValidator(check: ContentValidator | undefined): void {
    if (check === this.check) return;
    this.check = check;
    this.revalidate();
    this.host.requestUpdate();
  }

  /** An accept attempt: from now on every issue shows. True when there is none. */
  submit(): boolean {
    this.revalidate();
    this.submitted = true;
    this.host.requestUpdate();
    return this.issues.size === 0;
  }

  /** What has happened to the field of `key`. */
  interaction(key: string): InteractionState {
    return { touched: this.touched.has(key), dirty: this.dirty.has(key), prefilled: this.prefilled.has(key), submitted: this.submitted };
  }

  /** The issue of `key` when it is on show (Lion's *showsFeedbackFor*), else undefined. */
  shown(key: string): Issue | undefined {
    const issue = this.issues.get(key);
    return issue && this.feedbackCondition(this.interaction(key)) ? issue : undefined;
  }

  private revalidate(): void {
    const { content, issues } = collectContent(this.fields, this.drafts, this.badInput);
    this.content = content;
    this.issues = firstIssuePerField(this.check ? [...issues, ...this.check(content)] : issues);
  }

  private onPress = (): void => {
    this.pressing = true;
  };

  private onRelease = (): void => {
    this.pressing = false;
    if (!this.touchedDuringPress.size) return;
    for (const key of this.touchedDuringPress) this.touched.add(key);
    this.touchedDuringPress.clear();
    // After the click this press makes has been handled.
    setTimeout(() => this.host.requestUpdate());
  };
}
