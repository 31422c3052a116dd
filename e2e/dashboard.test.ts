import { describe, expect, it } from 'vitest';
import { insertCallRecords } from '../apps/server/src/test/call-records.js';
import { createUser } from '../apps/server/src/test/factories.js';
import { ADMIN, dismissTip, useBrowserApp } from './harness.js';

describe('the dashboard', () => {
  const harness = useBrowserApp();

  it('opens first in the sidebar with today’s figures, a chart, the top destinations linking to their calls, and what needs attention', async () => {
    const { id: customer } = await createUser(harness.db, 'user');
    // Today, in UTC (the default time zone): two answered calls and one unanswered, one of them unrated.
    const now = Date.now();
    const today = new Date(now - Math.min(60_000, (now % 86_400_000) / 2));
    await insertCallRecords(harness.db, [
      {
        user_id: customer,
        callstart: today,
        rate_prefix: '447911',
        destination_number: '447911123456',
        billseconds: 60,
        cost: '1.00000',
        provider_cost: '0.60000',
      },
      {
        user_id: customer,
        callstart: today,
        rate_prefix: '447911',
        destination_number: '447911123457',
        billseconds: 120,
        cost: '2.50000',
        provider_cost: '2.00000',
      },
      { user_id: customer, callstart: today, billseconds: 0, cost: '0', rated: false, unrated_reason: 'No rate for 442071234567 on pricelist 3' },
    ]);

    const { page } = await harness.signedInPage(ADMIN);
    await dismissTip(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').first().innerText()).toBe('Dashboard');
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    const main = page.getByRole('main');
    await main.getByText('Days and hours in UTC.').waitFor();
    const traffic = main.getByRole('table', { name: 'Traffic by period' });
    const todayOf = async (metric: string) =>
      (
        await traffic
          .getByRole('row', { name: new RegExp(`^${metric}`) })
          .getByRole('cell')
          .first()
          .innerText()
      ).trim();
    await expect.poll(() => todayOf('Calls')).toBe('3');
    expect(await todayOf('Answered')).toBe('2');
    expect(await todayOf('ASR')).toBe('66.7%');
    expect(await todayOf('ACD')).toBe('1:30');
    expect(await todayOf('Billed Minutes')).toBe('3.00');
    expect(await todayOf('Revenue')).toMatch(/3\.50$/);
    expect(await todayOf('Provider Cost')).toMatch(/2\.60$/);
    expect(await todayOf('Margin')).toMatch(/0\.90$/);
    await main
      .getByRole('region', { name: /Calls and revenue by hour/ })
      .locator('canvas')
      .waitFor();

    const attention = main.getByRole('region', { name: 'Needs Attention' });
    expect(await attention.getByRole('region', { name: 'Unrated calls' }).innerText()).toMatch(/No rate for the destination\s+1/);
    // Counted by kind of reason, each a way to those calls.
    await expect
      .poll(() => attention.getByRole('link', { name: 'No rate for the destination' }).getAttribute('href'))
      .toBe('/call_records/unrated?page=1&reason=no_rate');
    await attention.getByRole('region', { name: 'Last CDR' }).getByText('UTC').waitFor();
    expect(await attention.getByRole('region', { name: 'Trunks with falling ASR' }).innerText()).toMatch(/None$/);
    const switchLinks = attention.getByRole('region', { name: 'Switch links' });
    await switchLinks.getByText(/No switch is enabled/).waitFor();
    await switchLinks.getByRole('link', { name: 'add or enable one' }).click();
    await page.waitForURL('**/switches');
    await page
      .getByRole('heading', { name: /Switches/ })
      .first()
      .waitFor();
    await page.goBack();
    await page.waitForURL('**/dashboard');

    await main.getByRole('button', { name: 'Last 7 days' }).click();
    await page.waitForURL(/period=7d/);
    await main.getByRole('heading', { name: /by day, last 7 days/ }).waitFor();
    const destinations = main.getByRole('table', { name: 'Top Destinations' });
    expect(await destinations.getByRole('row').nth(1).innerText()).toMatch(/447911\s+3\.00\s+100%\s+.*0\.90/);
    await destinations.getByRole('link', { name: '447911' }).click();
    await page.waitForURL(/\/call_records\/users\?.*destination=447911/);
    await expect.poll(() => page.getByRole('main').getByRole('row').count()).toBe(3);
  });
});
