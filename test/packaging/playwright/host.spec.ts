// A host's end-to-end test on mcp-elicit/testing/playwright, run by Playwright itself from the
// packed tarball: the question found as it opens, read as a person reads it, answered through
// its real controls.
// #region playwright playwrightRefused
import { expect, test } from '@playwright/test';
import { AnswerRefusedError, answer, nextQuestion, readQuestion } from 'mcp-elicit/testing/playwright';
// #endregion

// #region playwright
test('shows the server’s question and sends what the person chose', async ({ page }) => {
  await page.goto('/playwright/index.html');
  const question = await nextQuestion(page);

  const { message, fields } = await readQuestion(question);
  expect(message).toBe('New customer');
  expect(fields.map((f) => [f.label, f.control, f.required])).toEqual([
    ['Name', 'text', true],
    ['Email', 'email', true],
    ['Plan', 'radios', true],
    ['Seats', 'integer', false],
    ['Country', 'combobox', false],
    ['Send invoices by email', 'checkbox', false],
    ['Channels', 'checkboxes', false],
  ]);

  // Fields by the label the person reads (or the schema key), options by their titles.
  const { result } = await answer(question, {
    Name: 'Ada Lovelace',
    Email: 'ada@example.com',
    Plan: 'Team',
    Seats: 3,
    Country: 'Country 27',
    'Send invoices by email': true,
    Channels: ['Text message'],
  });
  expect(result).toEqual({
    action: 'accept',
    content: { name: 'Ada Lovelace', email: 'ada@example.com', plan: 'team', seats: 3, country: 'c27', invoice: true, channels: ['sms'] },
  });
});
// #endregion

// #region playwrightRefused
test('a refused Accept rejects with the problems the person sees, and the question stays open', async ({ page }) => {
  await page.goto('/playwright/index.html');
  const question = await nextQuestion(page);
  const refused = await answer(question, { Name: 'A', Email: 'ada.example.com', Plan: 'Free' }).catch((error) => error);
  expect(refused).toBeInstanceOf(AnswerRefusedError);
  expect(refused.problems).toEqual(['Name: Enter at least 2 characters', 'Email: Enter an email address like name@example.com']);
  const { fields } = await readQuestion(question);
  expect(fields.find((f) => f.key === 'name')?.error).toBe('Enter at least 2 characters');

  const { result } = await answer(question, { Name: 'Ada', Email: 'ada@example.com' });
  expect(result.content).toEqual({ name: 'Ada', email: 'ada@example.com', plan: 'free', seats: 1 });
  await expect(page.locator('output')).toHaveText(JSON.stringify(result));
});
// #endregion

test('declines, and finds a second question by waiting for it', async ({ page }) => {
  await page.goto('/playwright/index.html');
  expect(await answer(await nextQuestion(page), {}, { action: 'decline' })).toEqual({ result: { action: 'decline' }, reason: 'decline' });
  const none = await nextQuestion(page, { timeout: 300 }).catch((error: Error) => error);
  expect(String(none)).toBe('Error: No question opened within 300 ms.');
});
