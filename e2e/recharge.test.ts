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
    await page.getByText('Payment verified successfully').first().waitFor();
    // The payment ends on its own page, which stays: reloaded, it says the same.
    await page.waitForURL(`**/user/payments/${reference}`);
    for (const pass of ['first', 'reloaded']) {
      if (pass === 'reloaded') await page.reload();
      const receipt = page.getByRole('region', { name: 'Payment received' });
      await receipt.getByText('Paid', { exact: true }).waitFor();
      await receipt
        .getByText(/^NGN\s125\.50$/)
        .first()
        .waitFor();
      // The amount, and the line's balance it left.
      const amounts = await receipt.getByRole('definition').filter({ hasText: 'NGN' }).allInnerTexts();
      expect(amounts.map((text) => text.replace(/\s+/g, ' '))).toEqual(['NGN 125.50', 'NGN 125.50']);
      await receipt.getByText(reference).waitFor();
    }
    expect(await balanceOf(line.id)).toBe('125.50000');
    // Printed, the receipt goes on paper without the console around it.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print receipt' }).isVisible()).toBe(false);
    await page.getByText('Ringledger · Receipt').waitFor();
    await page.emulateMedia({ media: 'screen' });

    await page.goto(`/users/call_accounts/${line.id}/recharge/verify/${reference}`);
    await page.waitForURL(`**/user/payments/${reference}`);
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
    await page.waitForURL(`**/user/payments/${reference}`);
    const receipt = page.getByRole('region', { name: 'Payment declined' });
    await receipt.getByText('Your card was declined').waitFor();
    await receipt.getByText('The test card was declined').waitFor();
    await receipt
      .getByText(/^NGN\s40\.00$/)
      .first()
      .waitFor();
    await receipt.getByRole('link', { name: 'Try again' }).waitFor();
    const [payment] = await harness.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment.status).toBe('failed');
    expect(await balanceOf(line.id)).toBe('0.00000');
    expect(await ledgerOf(line.id)).toHaveLength(0);
  });

  it('keeps a history of every attempt with its outcome, newest first, each opening its receipt; another customer’s receipt is not found', async () => {
    const { person, line } = await customerWithLine(harness);
    const { page } = await harness.signedInPage(person);
    await dismissTip(page);
    const paid = await startRecharge(page, '30');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(`**/user/payments/${paid}`);
    const declined = await startRecharge(page, '12.25');
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(`**/user/payments/${declined}`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }).click();
    await page.waitForURL('**/user/payments?page=1');
    const history = page.getByRole('region', { name: 'Payments' });
    await history.getByText(paid).waitFor();
    const rows = await history.getByRole('listitem').allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/NGN\s12\.25\s*Declined/);
    expect(rows[1]).toMatch(/NGN\s30\.00\s*Paid/);
    await history.getByRole('link', { name: new RegExp(paid) }).click();
    await page.waitForURL(`**/user/payments/${paid}`);
    await page.getByRole('region', { name: 'Payment received' }).getByText(`Main · ${line.number}`).waitFor();

    const other = await customerWithLine(harness);
    const stranger = await harness.signedInPage(other.person);
    await stranger.page.goto(`/user/payments/${paid}`);
    await stranger.page.getByText('Payment was not found').waitFor();
  });
});
