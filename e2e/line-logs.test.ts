import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, callAccounts, users } from '../apps/server/src/db/schema/index.js';
import { insertCallRecords } from '../apps/server/src/test/call-records.js';
import { dismissTip, useBrowserApp } from './harness.js';

describe("a user's line logs", () => {
  const harness = useBrowserApp();

  async function personWithLines(count: number) {
    const person = await harness.createUser('user');
    const [user] = await harness.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    const lines = [];
    for (let index = 0; index < count; index += 1) {
      const number = `6${String(user.id).padStart(6, '0')}${index}`;
      const [account] = await harness.db.insert(accounts).values({ type: 'user', type_id: user.id, number }).returning();
      const [line] = await harness.db
        .insert(callAccounts)
        .values({ type: 'user', type_id: user.id, number, name: `Line ${index + 1}`, main_account_id: account.id })
        .returning();
      lines.push({ account, line });
    }
    return { person, userId: user.id, lines };
  }

  it('shows the calls of their own lines only, with the totals, and narrows to one line', async () => {
    const { person, userId, lines } = await personWithLines(2);
    const stranger = await personWithLines(1);
    const at = (hour: number) => new Date(Date.UTC(2024, 5, 3, hour));
    const record = (index: number, hour: number, destination: string, cost: string) => ({
      callstart: at(hour),
      call_billing_account_id: lines[index].line.id,
      account_id: lines[index].account.id,
      user_id: userId,
      destination_number: destination,
      cost,
    });
    await insertCallRecords(harness.db, [
      record(0, 9, '2348031110001', '1.25000'),
      record(1, 10, '2348031110002', '2.00000'),
      {
        callstart: at(11),
        call_billing_account_id: stranger.lines[0].line.id,
        account_id: stranger.lines[0].account.id,
        user_id: stranger.userId,
        destination_number: '2348039999999',
      },
    ]);

    const { page } = await harness.signedInPage(person);
    await dismissTip(page);
    await page.goto('/user/menu');
    await page.getByRole('radio', { name: /Call logs/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/user/menu/logs');
    await page.getByRole('cell', { name: '2348031110001' }).waitFor();
    await page.getByRole('cell', { name: '2348031110002' }).waitFor();
    expect(await page.getByRole('cell', { name: '2348039999999' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: /Call UUID/i }).count()).toBe(0);
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('3.25').waitFor();

    await page.getByLabel('User Line', { exact: true }).selectOption(String(lines[1].line.id));
    await expect.poll(() => page.getByRole('cell', { name: '2348031110001' }).count()).toBe(0);
    await page.getByRole('cell', { name: '2348031110002' }).waitFor();
    expect(new URL(page.url()).searchParams.get('line')).toBe(String(lines[1].line.id));
  });

  it('narrows to the days asked (days of the configured time zone), the totals with them, and keeps them in the address', async () => {
    const { person, userId, lines } = await personWithLines(1);
    const call = (day: number, destination: string, cost: string) => ({
      callstart: new Date(Date.UTC(2024, 6, day, 23, 30)),
      call_billing_account_id: lines[0].line.id,
      account_id: lines[0].account.id,
      user_id: userId,
      destination_number: destination,
      cost,
    });
    await insertCallRecords(harness.db, [call(1, '2348032220001', '1.00000'), call(2, '2348032220002', '2.00000'), call(3, '2348032220003', '4.00000')]);

    const { page } = await harness.signedInPage(person);
    await dismissTip(page);
    await page.goto('/user/menu');
    await page.getByRole('radio', { name: /Call logs/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('cell', { name: '2348032220001' }).waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('7.00').waitFor();

    // Both days typed one after the other, each while the page settles from the last: both hold.
    await page.getByLabel('From', { exact: true }).fill('2024-07-02');
    await page.getByLabel('To', { exact: true }).fill('2024-07-02');
    await page.waitForURL((url) => url.searchParams.get('from') === '2024-07-02' && url.searchParams.get('to') === '2024-07-02');
    await expect.poll(() => page.getByRole('cell', { name: '2348032220001' }).count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => page.getByRole('cell', { name: '2348032220003' }).count(), { timeout: 30_000 }).toBe(0);
    await page.getByRole('cell', { name: '2348032220002' }).waitFor();
    await summary.getByText('2.00').waitFor();
    const address = new URL(page.url()).searchParams;
    expect([address.get('from'), address.get('to')]).toEqual(['2024-07-02', '2024-07-02']);

    await page.reload();
    await page.getByRole('cell', { name: '2348032220002' }).waitFor();
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('2024-07-02');
  });
});
