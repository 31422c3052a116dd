import type { Page } from 'playwright-core';

/** The value of one of the call account's summary cards. */
export function balanceCard(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Billing Summary' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');
}

/** Posts a credit or debit through the "Credit Account" modal; answers the modal. */
export async function postTransaction(page: Page, type: 'credit' | 'debit', amount: string, description?: string) {
  await page.getByRole('button', { name: 'Credit Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit Account' });
  await dialog.waitFor();
  await dialog.getByLabel('Type', { exact: true }).selectOption(type);
  await dialog.getByLabel('Amount', { exact: true }).fill(amount);
  if (description) await dialog.getByLabel('Description', { exact: true }).fill(description);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}
