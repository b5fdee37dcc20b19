/**
 * The kit's verbs in the page itself (web-test-runner, Vitest browser mode, Storybook play
 * functions): questions found as they open, read as a person reads them, answered through their
 * real controls with the events a person's input makes.
 */
import { expectOutcome } from './outcome.js';
import type { ElicitationResultDetail } from '../types.js';
import { AnswerError, AnswerRefusedError, cannotPress, planAnswer, type AnswerValues, type Step } from './plan.js';
import type { TestFile } from './reading.js';
import { questionRoot, readQuestion as read, type QuestionOnPage, type QuestionReading } from './read-question.js';
import { questionOpened, takeNextQuestion } from './watch.js';
import { fieldId, fieldLineId } from '../model/markup.js';

const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** Lets the question render what the last input changed (a list opening, an error line). */
async function settled(el: QuestionOnPage): Promise<void> {
  await (el as { updateComplete?: Promise<unknown> }).updateComplete;
  await frame();
}

/**
 * Resolves with the next `<mcp-elicitation>` that opens under `root` (default: the document),
 * through its `mcp-elicitation-open` event: the oldest still unanswered that no call returned
 * before. Rejects after `timeout` milliseconds.
 */
export async function nextQuestion(root: ParentNode = document, { timeout = 5000 }: { timeout?: number } = {}): Promise<QuestionOnPage> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = takeNextQuestion(root);
    if (found) {
      await found.ready;
      return found;
    }
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`No question opened within ${timeout} ms.`);
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), Math.min(left, 100));
    await questionOpened(stop.signal);
    clearTimeout(timer);
  }
}

/** What a person sees of `question`, once it is ready. */
export async function readQuestion(question: QuestionOnPage): Promise<QuestionReading> {
  await question.ready;
  return read(question);
}

/** Sets a text-like control's value as typing does, then leaves the field. */
function type(control: HTMLInputElement, text: string): void {
  control.focus();
  control.value = text;
  control.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: text }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
  control.blur();
}

/**
 * An option's title exactly as the page shows it: what names its input (an option with a
 * description or a picture names it by its title alone), else its own text node or its label's span.
 */
function titleOf(el: Element): string {
  if (el.localName !== 'label') return el.textContent ?? '';
  const by = el.querySelector('input')?.getAttribute('aria-labelledby');
  const named = by ? (el.getRootNode() as ShadowRoot).getElementById(by) : null;
  return (named ?? el.querySelector('span'))?.textContent ?? '';
}

/** Types `title` into a combobox and picks the option of that title from its list. */
async function pick(el: QuestionOnPage, root: ShadowRoot, index: number, title: string, field: string): Promise<void> {
  const input = root.getElementById(fieldId(index)) as HTMLInputElement;
  input.focus();
  input.value = title;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: title }));
  await settled(el);
  await frame();
  const option = [...(root.getElementById(fieldLineId(index, 'list'))?.querySelectorAll('[role="option"]') ?? [])].find((o) => titleOf(o) === title) as HTMLElement | undefined;
  if (!option) throw new AnswerError(`"${field}" showed no option "${title}" after typing it.`, field);
  option.click();
  await settled(el);
}

/** A test file as the browser hands the page a picked one. */
const asFile = (file: TestFile | File): File => (file instanceof File ? file : new File([file.contents as BlobPart], file.name, { type: file.type ?? '' }));

/**
 * Attaches `file` to file field `index` as the browser's file picker does (the files set on its
 * input, then `change`), or removes the attached one; waits until the form has read the file (the
 * field says it is chosen) or refused it (the field shows an error).
 */
async function attach(el: QuestionOnPage, root: ShadowRoot, index: number, file: TestFile | File | null, label: string, timeout = 5000): Promise<void> {
  const group = root.getElementById(fieldId(index))?.closest('[part~="field"]');
  if (!file) {
    group?.querySelector<HTMLButtonElement>('[part~="chip-remove-button"]')?.click();
    return settled(el);
  }
  const input = group?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new AnswerError(`"${label}" shows no file picker.`, label);
  const transfer = new DataTransfer();
  transfer.items.add(asFile(file));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  const done = () => !!group!.querySelector('[role="status"]')?.textContent || !!root.getElementById(fieldLineId(index, 'error'));
  for (const end = performance.now() + timeout; !done(); await frame()) {
    if (performance.now() > end) throw new AnswerError(`"${label}" was still reading "${input.files?.[0]?.name ?? file.name}" after ${timeout} ms.`, label);
    await settled(el);
  }
}

/** Field `index`'s group on the page: the one its control is in (an implicit resource list has no control of that id), else the index-th field. */
function groupOf(root: ShadowRoot, index: number): Element {
  const group = root.getElementById(fieldId(index))?.closest('[part~="field"]') ?? root.querySelectorAll('[part~="field"]')[index];
  if (!group) throw new AnswerError(`Field ${index + 1} is not on the page.`, '');
  return group;
}

/** Types `text` of one's own into a combobox that takes it: a text field's input is its answer; a list adds it as an entry with Enter. */
async function typeOwn(el: QuestionOnPage, root: ShadowRoot, index: number, text: string, list: boolean): Promise<void> {
  const input = root.getElementById(fieldId(index)) as HTMLInputElement;
  input.focus();
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: text }));
  await settled(el);
  if (list) {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true }));
    await settled(el);
  }
}

/** The offered resource of `title` in a resource field's list, narrowing a long list by its filter first. */
async function resourceOf(el: QuestionOnPage, group: Element, title: string, label: string): Promise<HTMLElement> {
  const filter = group.querySelector<HTMLInputElement>('input.resource-filter');
  if (filter) {
    filter.value = title;
    filter.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: title }));
    await settled(el);
  }
  const item = [...group.querySelectorAll<HTMLElement>('ul.resource-list:not(.chosen) > li')].find((li) => li.querySelector('.resource-text > span')?.textContent === title);
  if (!item) throw new AnswerError(`"${label}" offers no resource "${title}".`, label);
  return item;
}

/** Picks a resource field's resources by title (ticks, a radio, or adding and removing in an implicit list), then adds the person's own files. */
async function pickResources(el: QuestionOnPage, root: ShadowRoot, step: Extract<Step, { do: 'pick-resources' }>): Promise<void> {
  const { field, index, titles, files } = step;
  const group = groupOf(root, index);
  const titleOfValue = (v: string) => field.options?.find((o) => o.value === v)?.title ?? v;
  const before = ((Array.isArray(field.value) ? field.value : field.value ? [field.value] : []) as string[]).map(titleOfValue);
  const implicit = !!group.querySelector('[part~="add-button"]') || !!group.querySelector('ul.chosen');
  for (const title of before.filter((t) => !titles.includes(t))) {
    if (implicit) {
      const listed = [...group.querySelectorAll('ul.chosen > li')].find((li) => li.querySelector('.resource-text > span')?.textContent === title);
      listed?.querySelector<HTMLButtonElement>('[part~="chip-remove-button"]')?.click();
    } else if (field.multiple) (await resourceOf(el, group, title, field.label)).querySelector('input')!.click();
    await settled(el);
  }
  for (const title of titles.filter((t) => !before.includes(t) || !field.multiple)) {
    const item = await resourceOf(el, group, title, field.label);
    (implicit ? item.querySelector<HTMLElement>('[part~="add-button"]') : item.querySelector('input'))!.click();
    await settled(el);
  }
  for (const file of files) {
    const input = group.querySelector<HTMLInputElement>('.file-row input[type="file"]');
    if (!input) throw new AnswerError(`"${field.label}" takes no file of the person's own.`, field.label);
    const transfer = new DataTransfer();
    transfer.items.add(asFile(file));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await settled(el);
    for (const end = performance.now() + 5000; group.querySelector('.file-row [role="status"]'); await frame()) {
      if (performance.now() > end) throw new AnswerError(`"${field.label}" was still uploading "${file.name}" after 5000 ms.`, field.label);
      await settled(el);
    }
  }
}

/** Ticks exactly the options of `step.titles` (boxes, or a combobox's chips), then adds the entries of one's own. */
async function tickOptions(el: QuestionOnPage, root: ShadowRoot, step: Extract<Step, { do: 'tick-options' }>, control: HTMLInputElement, group: Element): Promise<void> {
  if (step.field.control === 'checkboxes') {
    for (const label of group.querySelectorAll('label.option')) {
      const box = label.querySelector('input')!;
      if (box.checked !== step.titles.includes(titleOf(label))) box.click();
    }
  } else {
    const chosen = ((step.field.value as string[] | undefined) ?? []).map((v) => step.field.options!.find((o) => o.value === v)?.title ?? v);
    for (const title of chosen.filter((t) => !step.titles.includes(t))) {
      const chip = [...group.querySelectorAll('[part~="chip"]')].find((c) => c.querySelector('span')?.textContent === title)!;
      chip.querySelector<HTMLButtonElement>('[part~="chip-remove-button"]')!.click();
      await settled(el);
    }
    for (const title of step.titles.filter((t) => !chosen.includes(t))) await pick(el, root, step.index, title, step.field.label);
    control.blur();
  }
  for (const text of step.own ?? []) await typeOwn(el, root, step.index, text, true);
  if (step.own?.length) control.blur();
}

async function perform(el: QuestionOnPage, root: ShadowRoot, step: Step): Promise<void> {
  const control = root.getElementById(fieldId(step.index)) as HTMLInputElement | HTMLSelectElement;
  const group = control?.closest('[part~="field"]');
  switch (step.do) {
    case 'type':
      type(control as HTMLInputElement, step.text);
      break;
    case 'tick':
      if ((control as HTMLInputElement).checked !== step.checked) (control as HTMLInputElement).click();
      break;
    case 'choose':
      if (step.field.control === 'radios') {
        const label = [...group!.querySelectorAll('label.option')].find((l) => titleOf(l) === step.title);
        if (!label) throw new AnswerError(`"${step.field.label}" shows no option "${step.title}".`, step.field.label);
        label.querySelector('input')!.click();
      } else if (step.field.control === 'select') {
        const select = control as HTMLSelectElement;
        select.focus();
        const option = [...select.options].find((o) => titleOf(o) === step.title);
        if (!option) throw new AnswerError(`"${step.field.label}" shows no option "${step.title}".`, step.field.label);
        select.value = option.value;
        select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
        select.blur();
      } else {
        await pick(el, root, step.index, step.title, step.field.label);
        (control as HTMLInputElement).blur();
      }
      break;
    case 'tick-options':
      await tickOptions(el, root, step, control as HTMLInputElement, group!);
      break;
    case 'attach':
      await attach(el, root, step.index, step.file, step.field.label);
      break;
    case 'type-own':
      await typeOwn(el, root, step.index, step.text, false);
      (control as HTMLInputElement).blur();
      break;
    case 'pick-resources':
      await pickResources(el, root, step);
      break;
  }
  await settled(el);
}

const BUTTONS = { accept: 'accept-button', decline: 'decline-button', cancel: 'cancel-button' } as const;

/**
 * Answers `question` as a person would: gives each of `values` (keyed by the field's label as
 * shown, or its schema key; options by their titles) to its control, then presses the button for
 * `action`, and resolves with the result event's detail, `{ result, reason }`.
 *
 * Rejects with an `AnswerError` naming the field when a value is one no control can take (an option
 * not offered, an option whose title another shares, text for a number, a date that does not
 * exist), and with an `AnswerRefusedError` whose `problems` are the messages on screen when the
 * form refuses Accept. Refuses at once what a person could not do: answer a question they cannot
 * reach (not displayed, inert, in a closed `<details>`; an `AnswerError`), or press a disabled
 * button (an `AnswerRefusedError` with the reason on screen).
 */
export async function answer(
  question: QuestionOnPage,
  values: AnswerValues = {},
  { action = 'accept', timeout = 5000 }: { action?: 'accept' | 'decline' | 'cancel'; timeout?: number } = {},
): Promise<ElicitationResultDetail> {
  const reading = await readQuestion(question);
  if (reading.answered) throw new AnswerError('This question was answered already.', reading.fields[0]?.label ?? '');
  const blocked = cannotPress(reading, action);
  if (blocked) throw blocked;
  const root = questionRoot(question);
  for (const step of planAnswer(reading, action === 'accept' ? values : {})) await perform(question, root, step);
  const button = root.querySelector<HTMLButtonElement>(`[part~="${BUTTONS[action]}"]`);
  if (!button)
    throw new AnswerError(`This question has no ${action} button (${reading.mode === 'unsupported' ? 'it cannot be shown, so it cannot be accepted' : 'it is answered'}).`, '');
  const outcome = expectOutcome(question, timeout);
  button.click();
  const result = await outcome;
  if ('refused' in result) throw new AnswerRefusedError(result.refused);
  return result;
}
