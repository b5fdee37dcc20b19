/**
 * `mcp-elicit/testing/playwright`: the kit's three verbs for a Playwright test, on a `Page` or a
 * `Locator`. Questions are found and read in the page (by the kit's page script, evaluated there
 * once) and answered with Playwright's own input, through roles and accessible names, piercing
 * shadow roots as Playwright does.
 *
 * Works with `@playwright/test` and with `playwright-core` (an optional peer dependency).
 */
/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { AnswerError, AnswerRefusedError, cannotPress, planAnswer, type AnswerValues, type Step } from './plan.js';
import type { PageKitApi, PressOutcome, QuestionReading, TestFile } from './reading.js';
import { fieldId, fieldLineId } from '../model/markup.js';
import type { ElicitationResultDetail } from '../types.js';

export { AnswerError, AnswerRefusedError };
export type { AnswerValues, ElicitationResultDetail, QuestionReading, TestFile };
export type { FieldReading, ControlKind } from './reading.js';

/** The page's copy of the kit, as the functions sent there see it. */
type KitHolder = { __mcpElicitKit?: PageKitApi };

let source: Promise<string> | undefined;

/**
 * The page script, built beside this module (dist/testing/page-kit.iife.js). Run from the sources
 * (this repository's own tests), it is built on the spot.
 */
function pageKitSource(): Promise<string> {
  return (source ??= readFile(fileURLToPath(new URL('./page-kit.iife.js', import.meta.url)), 'utf8').catch(async () => {
    const { build } = await import('esbuild');
    const out = await build({ entryPoints: [fileURLToPath(new URL('./page-kit.ts', import.meta.url))], bundle: true, format: 'iife', write: false, logLevel: 'error' });
    return out.outputFiles[0].text;
  }));
}

const pageOf = (root: Page | Locator): Page => ('goto' in root ? root : root.page());

async function withKit(page: Page): Promise<void> {
  if (await page.evaluate(() => (globalThis as KitHolder).__mcpElicitKit !== undefined)) return;
  await page.evaluate(await pageKitSource());
}

/**
 * The next `<mcp-elicitation>` that opens under `root` (a page, or a part of it), as a Locator: the
 * oldest that opened, is still unanswered, and was not returned before. Waits up to `timeout`
 * milliseconds for one to open. The element gets a `data-mcp-elicit-question` attribute, which the
 * Locator selects. It resolves once a person could press the question's controls: a question ignores
 * real key and pointer presses for its first half second on screen (`activationDelay`), so keys a
 * test presses right after this land as a person's would.
 */
export async function nextQuestion(root: Page | Locator, { timeout = 5000 }: { timeout?: number } = {}): Promise<Locator> {
  const page = pageOf(root);
  await withKit(page);
  const scope = 'goto' in root ? undefined : await root.elementHandle({ timeout });
  const found = await page
    .waitForFunction(
      (within) => {
        const kit = (globalThis as KitHolder).__mcpElicitKit!;
        const el = kit.takeNextQuestion(within ?? (globalThis as { document?: unknown }).document);
        return el ? kit.mark(el) : false;
      },
      scope,
      { timeout, polling: 50 },
    )
    .catch((error: Error) => {
      throw error.name === 'TimeoutError' ? new Error(`No question opened within ${timeout} ms.`) : error;
    });
  const id = (await found.jsonValue()) as string;
  const question = page.locator(`[data-mcp-elicit-question="${id}"]`);
  await whenArmed(question, timeout);
  return question;
}

/** Waits out the short window after a question appears in which it ignores a person's real presses. */
async function whenArmed(question: Locator, timeout: number): Promise<void> {
  await question.evaluate((el, ms) => (globalThis as KitHolder).__mcpElicitKit!.whenArmed(el, ms), timeout);
}

/** What a person sees of `question`: who asks, the message, the fields, the countdown, the link. */
export async function readQuestion(question: Locator): Promise<QuestionReading> {
  await withKit(question.page());
  return question.evaluate(async (el) => {
    await (el as { ready?: Promise<void> }).ready;
    return (globalThis as KitHolder).__mcpElicitKit!.readQuestion(el);
  });
}

/**
 * Attaches `file` to file field `index` through the browser's own file chooser, opened by the
 * field's button as a person opens it, or removes the attached one; waits until the form has read
 * the file (the field says it is chosen) or refused it (the field shows an error).
 */
async function attach(question: Locator, index: number, file: TestFile | null): Promise<void> {
  const field = question.locator('[part~="field"]', { has: question.page().locator(`#${fieldId(index)}`) });
  if (!file) return field.locator('[part~="chip-remove-button"]').click();
  const [chooser] = await Promise.all([question.page().waitForEvent('filechooser'), question.locator(`#${fieldId(index)}`).click()]);
  await chooser.setFiles({ name: file.name, mimeType: file.type ?? '', buffer: Buffer.from(file.contents) });
  await field
    .locator(`[role="status"]:not(:empty), #${fieldLineId(index, 'error')}`)
    .first()
    .waitFor({ state: 'attached' });
}

/** Carries out one step of the plan with Playwright's input, as a person would. */
async function perform(question: Locator, step: Step): Promise<void> {
  const name = { name: step.field.name, exact: true };
  switch (step.do) {
    case 'type':
      return question.getByLabel(step.field.name, { exact: true }).fill(step.text);
    case 'tick':
      return question.getByRole('checkbox', name).setChecked(step.checked);
    case 'choose':
      if (step.field.control === 'radios') return question.getByRole('radiogroup', name).getByRole('radio', { name: step.title, exact: true }).check();
      if (step.field.control === 'select') return void (await question.getByRole('combobox', name).selectOption({ label: step.title }));
      await question.getByRole('combobox', name).fill(step.title);
      return question.getByRole('option', { name: step.title, exact: true }).click();
    case 'tick-options': {
      if (step.field.control === 'checkboxes') {
        const group = question.getByRole('group', name);
        for (const option of step.field.options ?? []) await group.getByRole('checkbox', { name: option.title, exact: true }).setChecked(step.titles.includes(option.title));
        return;
      }
      // A combobox of many options: chips for what is chosen, typed and picked for what is not.
      const chosen = ((step.field.value as string[] | undefined) ?? []).map((v) => step.field.options!.find((o) => o.value === v)!.title);
      for (const title of chosen.filter((t) => !step.titles.includes(t))) {
        await question
          .locator('[part~="chip"]')
          .filter({ has: question.page().getByText(title, { exact: true }) })
          .locator('[part~="chip-remove-button"]')
          .click();
      }
      for (const title of step.titles.filter((t) => !chosen.includes(t))) {
        await question.getByRole('combobox', name).fill(title);
        await question.getByRole('option', { name: title, exact: true }).click();
      }
      if (step.own?.length) throw new AnswerError(`The testing kit cannot yet add entries of one's own to "${step.field.label}" (${step.field.control}).`, step.field.label);
      return;
    }
    case 'attach':
      return attach(question, step.index, step.file);
    case 'type-own':
    case 'pick-resources':
      throw new AnswerError(`The testing kit cannot yet answer "${step.field.label}" (a ${step.field.control} control of an extension).`, step.field.label);
  }
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
  question: Locator,
  values: AnswerValues = {},
  { action = 'accept', timeout = 5000 }: { action?: 'accept' | 'decline' | 'cancel'; timeout?: number } = {},
): Promise<ElicitationResultDetail> {
  const reading = await readQuestion(question);
  if (reading.answered) throw new AnswerError('This question was answered already.', reading.fields[0]?.label ?? '');
  const blocked = cannotPress(reading, action);
  if (blocked) throw blocked;
  await whenArmed(question, timeout);
  for (const step of planAnswer(reading, action === 'accept' ? values : {})) await perform(question, step);
  const id = await question.evaluate((el, ms) => (globalThis as KitHolder).__mcpElicitKit!.expectOutcome(el, ms), timeout);
  await question.locator(`[part~="${BUTTONS[action]}"]`).first().click({ timeout });
  // Read from the page, not the element: a modal question leaves the page once answered.
  const outcome: PressOutcome = await question.page().evaluate((mark) => (globalThis as KitHolder).__mcpElicitKit!.outcomeOf(mark), id);
  if ('refused' in outcome) throw new AnswerRefusedError(outcome.refused);
  return outcome;
}
