import { expect } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';

/**
 * Clicks into a lookup field, types and picks the first row it offers. The pointer rests on the
 * field, as a person's does: one left elsewhere may find the list opening under it and leaving
 * it, which hides the list (spec 01 §2.6).
 */
export async function pickLookup(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  const option = page.getByRole('listbox').getByRole('option', { name: text }).first();
  await option.waitFor();
  await option.click();
}

/** Touches a field and leaves it empty, as a person who skips it would. */
export async function leaveEmpty(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.fill('x');
  await input.fill('');
  await input.blur();
}

/** Types the delete dialog's code and confirms; answers the dialog. */
export async function confirmDeletion(page: Page, dialogName?: RegExp | string) {
  const dialog = page.getByRole('dialog', dialogName ? { name: dialogName } : {});
  await dialog.waitFor();
  const code = (await dialog.locator('strong').first().innerText()).trim();
  await dialog.getByLabel('Confirmation code').fill(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  return dialog;
}

/** Clicks a row's Delete icon, then confirms with the code. */
export async function deleteRow(page: Page, row: Locator, dialogName?: RegExp | string) {
  await row.getByRole('button', { name: 'Delete' }).click();
  return confirmDeletion(page, dialogName);
}

/**
 * Types `entries` into a key/value field's rows from row `fromRow` on, adding rows as needed.
 * The rows stand in the group named after the field.
 */
export async function fillRows(page: Page, label: string, entries: Record<string, string>, fromRow = 1) {
  const group = page.getByRole('group', { name: label, exact: true });
  for (const [index, [key, value]] of Object.entries(entries).entries()) {
    const row = fromRow + index;
    const keyInput = group.getByLabel(`${label} key ${row}`, { exact: true });
    if ((await keyInput.count()) === 0) await group.getByRole('button', { name: 'Add row' }).click();
    await keyInput.fill(key);
    await group.getByLabel(`${label} value ${row}`, { exact: true }).fill(value);
  }
  return group;
}

/** Saves a form once it may be saved, answering the POST it sent to `path` and the server's answer, as the browser saw them. */
export async function saveCapturing(page: Page, path: string) {
  const save = page.getByRole('button', { name: 'Save' });
  await expect.poll(() => save.isEnabled()).toBe(true);
  const isPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === path;
  const [request, response] = await Promise.all([page.waitForRequest(isPost), page.waitForResponse((answer) => isPost(answer.request())), save.click()]);
  return { request, response };
}

/** Submits a form once its button may be pressed, and waits for the words that say it was saved. */
export async function submitForm(page: Page, button: Locator, saved: string) {
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  await page.getByText(saved).waitFor();
}
