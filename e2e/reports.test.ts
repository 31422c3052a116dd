import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { insertCallRecords } from '../apps/server/src/test/call-records.js';
import { createUser } from '../apps/server/src/test/factories.js';
import { ADMIN, dismissTip, useBrowserApp } from './harness.js';

describe('traffic reports', () => {
  const harness = useBrowserApp();

  it('reports a range by destination prefix, sorts it, and exports it as CSV', async () => {
    const { id: customer } = await createUser(harness.db, 'user');
    await insertCallRecords(harness.db, [
      { user_id: customer, callstart: new Date('2026-02-10T10:00:00Z'), rate_prefix: '44', billseconds: 60, cost: '1.00000', provider_cost: '0.75000' },
      { user_id: customer, callstart: new Date('2026-02-11T10:00:00Z'), rate_prefix: '234803', billseconds: 180, cost: '0.90000', provider_cost: '0.30000' },
    ]);
    const { page } = await harness.signedInPage(ADMIN);
    await dismissTip(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL('**/reports');
    const main = page.getByRole('main');
    await main.getByLabel('Report by', { exact: true }).selectOption('prefix');
    await main.getByLabel('Range', { exact: true }).selectOption('custom');
    await main.getByLabel('From', { exact: true }).fill('2026-02-01');
    await main.getByLabel('To', { exact: true }).fill('2026-02-28');
    const table = main.getByRole('table', { name: 'Traffic by destination prefix' });
    await expect.poll(() => table.getByRole('row').count(), { timeout: 30_000 }).toBe(4);
    await main.getByRole('button', { name: 'Margin' }).click();
    await page.waitForURL(/sort_by=margin/);
    // The address changes before the re-sorted rows arrive.
    await expect.poll(() => table.getByRole('row').nth(1).innerText(), { timeout: 30_000 }).toMatch(/^44\s+1\s+1\s+100%\s+1:00\s+1\.00/);
    expect(await table.getByRole('row').last().innerText()).toMatch(/Total\s+2\s+2\s+100%\s+2:00\s+4\.00.*1\.90.*1\.05.*0\.85/);

    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('traffic-by-prefix-2026-02-01-2026-02-28.csv');
    const csv = await readFile((await download.path()) as string, 'utf8');
    expect(csv.split('\n').slice(0, 4)).toEqual([
      'Name,Key,Attempts,Answered,ASR %,ACD (s),Minutes,Revenue,Provider Cost,Margin',
      '44,44,1,1,100,60,1,1.00000,0.75000,0.25000',
      '234803,234803,1,1,100,180,3,0.90000,0.30000,0.60000',
      'Total,,2,2,100,120,4,1.90000,1.05000,0.85000',
    ]);
  });
});
