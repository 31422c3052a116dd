import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callAccounts } from '../apps/server/src/db/schema/index.js';
import { createCallAccountWithAccount, createUser } from '../apps/server/src/test/factories.js';
import { ADMIN, useBrowserApp } from './harness.js';

describe('balances', () => {
  const harness = useBrowserApp();

  /** A customer's call account holding `balance`. */
  async function lineWith(balance: string) {
    const refs = await createCallAccountWithAccount(harness.db, (await createUser(harness.db, 'user')).id);
    await harness.db.update(callAccounts).set({ balance }).where(eq(callAccounts.id, refs.callAccount.id));
    return refs.callAccount;
  }

  it('sorts call accounts by balance, flags a negative one in the list and at the top of its page', async () => {
    const owing = await lineWith('-987654.25');
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto('/call_accounts?page=1');

    await page.getByRole('columnheader', { name: 'Balance' }).getByRole('button').click();
    await page.waitForURL(/sort_by=balance/);
    const first = page.locator('tbody tr').first();
    await first.getByText(owing.number).first().waitFor();
    // Flagged by colour and icon, and in words for a screen reader.
    await first.getByText('Negative balance', { exact: false }).waitFor({ state: 'attached' });
    expect(await first.innerText()).toContain('\u2212987,654.25');

    await first.getByRole('link').first().click();
    await page.waitForURL(`**/call_accounts/${owing.id}`);
    const notice = page.getByRole('status').filter({ hasText: 'Negative balance.' });
    await notice.waitFor();
    // The notice leads the page, above the record's own heading.
    const [noticeBox, headingBox] = await Promise.all([
      notice.boundingBox(),
      page.getByRole('heading', { name: `Call Account ${owing.number}` }).boundingBox(),
    ]);
    expect(noticeBox?.y).toBeLessThan(headingBox?.y ?? 0);
  });

  it('lines up amounts with more decimals than the currency shows in one column', async () => {
    const precise = await lineWith('123456.12345');
    await lineWith('123455.5');
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto('/call_accounts?page=1&sort_by=-balance');

    const cells = page.locator('tbody tr td:nth-child(4)');
    await page.locator('tbody tr').first().getByText(precise.number).first().waitFor();
    // Right-aligned, the two amounts start at the same place only when the shorter holds its missing decimals, unseen,
    // so their decimal points line up.
    const [a, b] = await Promise.all([0, 1].map((index) => cells.nth(index).locator('span.tabular-nums').first().boundingBox()));
    expect(a && b).toBeTruthy();
    expect(Math.abs((a?.x ?? 0) - (b?.x ?? 1000))).toBeLessThan(1);
    expect(await cells.nth(1).innerText()).toMatch(/123,455\.50$/);
  });
});
