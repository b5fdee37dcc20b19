import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import type { FieldModel, MultiSelectField, SelectField, TextField } from '../../model/field-model.js';
import type { Draft } from '../../schema/form-state.js';
import { choiceControl } from '../../schema/choice-control.js';
import type { FieldView } from './field-templates.js';
import type { Combobox } from './combobox.js';
import { LoadTask } from '../../controllers/load-task.js';

type ComboboxModule = typeof import('./combobox.js');

/** What the form does with a combobox's answer, and when the person leaves one. */
export interface ComboboxForm {
  change(field: FieldModel, draft: Draft): void;
  leave(key: string): void;
}

/**
 * The form's comboboxes (choices among many options): loads their module, with its libraries and
 * styles, only for a request that has one (right away, so it is there by the time anyone clicks),
 * keeps one instance per field, and closes them all when the request changes or the form leaves
 * the page, so no list, observer or listener outlives its field.
 */
export class ComboboxesController implements ReactiveController {
  /** Bumped whenever a combobox changes what it shows, so the form re-renders its fields then. */
  version = 0;
  private module?: ComboboxModule;
  private instances = new Map<string, Combobox>();
  /** The current request has a combobox. */
  private needed = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly form: ComboboxForm,
  ) {
    host.addController(this);
    // A LoadTask of the form: the form is not ready until it has loaded (see `QuestionElement.ready`).
    new LoadTask(host, {
      args: () => [this.needed && !this.module] as const,
      task: ([load]) => (load ? this.load() : undefined),
    });
  }

  /** A new request: its fields. */
  reset(fields: readonly FieldModel[]): void {
    this.hostDisconnected();
    this.instances.clear();
    this.needed = fields.some((f) => ((f.kind === 'select' || f.kind === 'multiselect') && choiceControl(f) === 'combobox') || (f.kind === 'text' && f.suggestions));
  }

  /** The field's combobox, once the module has loaded (until then, the form shows a plain input). */
  render = (view: FieldView): TemplateResult | undefined => {
    if (!this.module) return undefined;
    const field = view.field as SelectField | MultiSelectField | TextField;
    let combobox = this.instances.get(field.key);
    if (!combobox || combobox.field !== field) {
      combobox = new this.module.Combobox(field, {
        change: (draft) => this.form.change(field, draft),
        leave: () => this.form.leave(field.key),
        requestUpdate: () => {
          this.version++;
          this.host.requestUpdate();
        },
      });
      this.instances.set(field.key, combobox);
    }
    return combobox.render(view);
  };

  hostDisconnected(): void {
    this.closeAll();
  }

  /** Closes every list and silences what it announced (the question was answered, or left the page). */
  closeAll(): void {
    for (const combobox of this.instances.values()) combobox.close();
  }

  private async load(): Promise<void> {
    try {
      this.module = await import('./combobox.js');
      const root = this.host.shadowRoot;
      if (root && !root.adoptedStyleSheets.includes(this.module.comboboxStyles.styleSheet!)) {
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.module.comboboxStyles.styleSheet!];
      }
    } catch (error) {
      // The plain input stays: the field cannot be answered, which the form's check then says.
      console.error('mcp-elicit: the combobox could not be loaded', error);
    }
    this.version++;
  }
}
