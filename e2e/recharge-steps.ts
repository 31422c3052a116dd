import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { accounts, callAccounts, users } from '../apps/server/src/db/schema/index.js';
import type { BrowserApp } from './harness.js';

/** A self-service user with one empty line of their own. */
export async function customerWithLine(harness: BrowserApp) {
  const person = await harness.createUser('user');
  const [user] = await harness.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
  const number = String(7_000_000_000 + user.id);
  const [account] = await harness.db.insert(accounts).values({ type: 'user', type_id: user.id, number }).returning();
  const [line] = await harness.db
    .insert(callAccounts)
    .values({ type: 'user', type_id: user.id, number, name: 'Main', main_account_id: account.id })
    .returning();
  return { person, line };
}

/** From the user menu to the recharge form, its first line chosen and `amount` typed, then Continue. */
export async function askForRecharge(page: Page, amount: string) {
  await page.goto('/user/menu');
  await page.getByRole('radio', { name: /Recharge User Line/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/user/menu/recharge');
  await page.getByLabel('User Line', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
}
