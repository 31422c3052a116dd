import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callAccountTransactions, callAccounts, payments } from '../apps/server/src/db/schema/index.js';
import { ADMIN, dismissTip, useBrowserApp } from './harness.js';
import { askForRecharge, customerWithLine } from './recharge-steps.js';

describe('recharging a line by card, through the sandbox checkout', () => {
  const harness = useBrowserApp();

  const balanceOf = async (id: number) => (await harness.db.select().from(callAccounts).where(eq(callAccounts.id, id)))[0].balance;
  const ledgerOf = (id: number) => harness.db.select().from(callAccountTransactions).where(eq(callAccountTransactions.call_account_id, id));

  /** From the user menu to the test checkout for `amount` on the line. */
  async function startRecharge(page: import('playwright-core').Page, amount: string) {
    await askForRecharge(page, amount);
    await page.getByRole('note', { name: 'Test mode' }).waitFor();
    await page.waitForURL(/\/pay\/sandbox\/RL-[0-9A-F]+$/);
    await page.getByText('Test mode: no card is charged').waitFor();
    return new URL(page.url()).pathname.split('/').at(-1) ?? '';
  }

  it('pays, verifies and moves the balance once; a second look at the verify page credits nothing more', async () => {
    const { person, line } = await customerWithLine(harness);
    const { page } = await harness.signedInPage(person);
    await dismissTip(page);

    await page.goto('/user/menu/recharge');
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    await page.getByLabel('Amount', { exact: true }).fill('abc');
    await page.getByLabel('Amount', { exact: true }).blur();
    await page.getByText('Amount must be a number with at most 2 decimals').waitFor();

    const reference = await startRecharge(page, '125.50');
    // One money rule: the currency before the amount.
    await page.getByText(/^NGN\s125\.50$/).waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(`**/users/call_accounts/${line.id}/recharge/verify/${reference}`);
    await page.getByText('Payment verified successfully').first().waitFor();
    // Back home a second later: the user menu, for the role user.
    await page.waitForURL('**/user/menu');
    expect(await balanceOf(line.id)).toBe('125.50000');

    await page.goto(`/users/call_accounts/${line.id}/recharge/verify/${reference}`);
    await page.getByText('Payment verified successfully').first().waitFor();
    expect(await balanceOf(line.id)).toBe('125.50000');
    expect(await ledgerOf(line.id)).toHaveLength(1);

    // The staff see the payment on the line's page.
    const staff = await harness.signedInPage(ADMIN);
    await dismissTip(staff.page);
    await staff.page.goto(`/call_accounts/${line.id}`);
    const list = staff.page.getByRole('region', { name: 'Card Payments' });
    await list.getByText(reference).waitFor();
    await list.getByText('success').first().waitFor();
  });

  it('declines: the verification fails and nothing moves', async () => {
    const { person, line } = await customerWithLine(harness);
    const { page } = await harness.signedInPage(person);
    await dismissTip(page);
    const reference = await startRecharge(page, '40');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByText('Payment verification failed').first().waitFor();
    await page.waitForURL('**/user/menu');
    const [payment] = await harness.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment.status).toBe('failed');
    expect(await balanceOf(line.id)).toBe('0.00000');
    expect(await ledgerOf(line.id)).toHaveLength(0);
  });
});
