import type { ReactiveControllerHost } from 'lit';
import type { FieldModel } from '../../model/field-model.js';
import type { ElicitExtensions } from '../../types.js';
import type { FileForm, FileInputs } from './file-inputs.js';
import { LoadTask } from '../../controllers/load-task.js';
import { hasFileInput } from '../../extensions/files/has-file-input.js';

/** What the form tells its extended fields' loader. */
interface ExtendedForm {
  /** The fields as read now (none while the request is not a form, or is still being read). */
  fields(): readonly FieldModel[];
  lang(): string | undefined;
  form: FileForm;
  /** Loaded for the first time: the form reads its request again (the core reading needs them for `x-mcp-file`). */
  loaded(): void;
}

/**
 * Loads the controls of what only an extension asks for, before the question shows: core file
 * inputs (`extensions.files` and a property with `x-mcp-file`) and OpenAI's resource pickers (a
 * resource field read). Nothing is loaded for any other request. `files` is there once loaded.
 */
export class ExtendedFieldsController {
  files?: FileInputs;

  constructor(host: ReactiveControllerHost & HTMLElement & { extensions?: ElicitExtensions; request?: unknown }, form: ExtendedForm) {
    // A LoadTask of the form: the question is not shown while it loads (see `QuestionElement.ready`).
    new LoadTask(host, {
      args: () => [(host.extensions?.files && hasFileInput(host.request)) || form.fields().some((f) => f.kind === 'resource'), form.lang()] as const,
      task: ([on, lang]) => (on ? import('./file-inputs.js').then((m) => m.fileInputs(host, form.form, lang, this.files)) : undefined),
      onComplete: (files) => this.files || ((this.files = files), form.loaded()),
      beforeShowing: true,
    });
  }
}
