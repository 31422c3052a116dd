import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callAccounts, users } from '../apps/server/src/db/schema/index.js';
import { createCallAccountWithAccount, createUser } from '../apps/server/src/test/factories.js';
import { insertCallRecords } from '../apps/server/src/test/call-records.js';
import { ADMIN, dismissTip, toastWith, useBrowserApp } from './harness.js';

describe('customers in the console', () => {
  const harness = useBrowserApp();

  /** A self-service user of this name with one prepaid line of this balance. */
  async function customerWith(firstname: string, balance: string) {
    const { id } = await createUser(harness.db, 'user');
    await harness.db.update(users).set({ firstname, lastname: 'Okafor' }).where(eq(users.id, id));
    const line = await createCallAccountWithAccount(harness.db, id);
    await harness.db.update(callAccounts).set({ balance }).where(eq(callAccounts.id, line.callAccount.id));
    return { id, ...line };
  }

  it('lists customers with low and negative balances flagged, sorts by balance, and a customer page credits and suspends', async () => {
    const zara = await customerWith('Zara', '-4.00000');
    const yemi = await customerWith('Yemi', '2.00000');
    await customerWith('Xavier', '900.00000');
    await insertCallRecords(harness.db, [
      { user_id: yemi.id, account_id: yemi.account.id, call_billing_account_id: yemi.callAccount.id, callstart: new Date(), cost: '1.25000' },
    ]);

    const { page } = await harness.signedInPage(ADMIN);
    await dismissTip(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Customers' }).click();
    await nav.getByRole('link', { name: 'All Customers' }).click();
    await page.waitForURL('**/customers?page=1');
    // The demo's customers come first by name: the search keeps ours. Typed at once, while the
    // page may still be settling: what is typed must hold.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Okafor');
    await page.waitForURL(/search=Okafor/);
    const main = page.getByRole('main');
    const row = (name: string) => main.getByRole('row').filter({ has: page.getByRole('link', { name: `${name} Okafor` }) });
    await row('Zara').waitFor();
    expect(await row('Zara').getByRole('img', { name: 'Negative balance' }).count()).toBe(1);
    expect(await row('Yemi').getByRole('img', { name: 'Low balance' }).count()).toBe(1);
    expect(await row('Xavier').getByRole('img').count()).toBe(0);
    expect(await row('Yemi').innerText()).toMatch(/1\.25/);

    await main.getByRole('button', { name: 'Negative balance' }).click();
    await page.waitForURL(/balance_level=negative/);
    await expect.poll(() => main.getByRole('link', { name: /Okafor$/ }).allInnerTexts()).toEqual(['Zara Okafor']);
    await main.getByRole('button', { name: 'All', exact: true }).click();
    await main.getByRole('button', { name: 'Balance', exact: true }).click();
    await page.waitForURL(/sort_by=balance/);
    await expect
      .poll(async () => (await main.getByRole('link', { name: /Okafor$/ }).allInnerTexts()).slice(0, 3))
      .toEqual(['Zara Okafor', 'Yemi Okafor', 'Xavier Okafor']);

    await row('Zara').getByRole('link', { name: 'Zara Okafor' }).click();
    await page.waitForURL(`**/customers/${zara.id}`);
    await main.getByRole('heading', { name: 'Zara Okafor' }).waitFor();
    await main.getByText('Active', { exact: true }).waitFor();

    await page.getByRole('button', { name: `Credit ${zara.callAccount.number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Credit Account' });
    await dialog.getByLabel('Type', { exact: true }).selectOption('credit');
    await dialog.getByLabel('Amount', { exact: true }).fill('10');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => main.getByRole('definition').first().innerText()).toMatch(/6\.00/);
    expect(await main.getByRole('img', { name: 'Negative balance' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Suspend' }).click();
    await toastWith(page, 'Customer suspended').waitFor();
    await main.getByText('Suspended', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
  });
});
