import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, dismissTip, useBrowserApp } from './harness.js';

const isDidList = (url: URL) => url.pathname === '/api/v1/dids';

async function headings(page: Page) {
  return (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
}

describe('shared list behaviour, on DIDs', () => {
  const harness = useBrowserApp();

  it('shows a 10 × 8 skeleton while the list loads', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await page.waitForURL('**/dids?page=1');
    await page.route(isDidList, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/dids?page=2');
    const skeleton = page.getByRole('status', { name: 'Loading' });
    await skeleton.waitFor();
    // Hidden from the accessibility tree (only "Loading" is announced), so counted as elements.
    expect(await skeleton.locator('tr').count()).toBe(10);
    expect(await skeleton.locator('tr').first().locator('td').count()).toBe(8);
    expect(await page.getByRole('row').count()).toBe(0);
    await page.getByText(/Page 2 of 4/).waitFor();
    expect(await skeleton.count()).toBe(0);
  });

  it("toasts the server's message when a list fails, else the resource's own line", async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await page.waitForURL('**/dids?page=1');
    await page.route(isDidList, (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"The switch is being upgraded"}' }));
    await page.goto('/dids?page=3');
    await page.getByText('The switch is being upgraded').waitFor();
    await page.unroute(isDidList);
    await page.route(isDidList, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await page.goto('/dids?page=2');
    await page.getByText('Could not load dids, try refreshing the page').waitFor({ timeout: 15_000 });
  });

  it('names columns with spaces, hides id, shows flags as Yes/No, and sorts through the menu', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await page.waitForURL('**/dids?page=1');
    await page.getByText(/Page 1 of 4/).waitFor();
    const names = await headings(page);
    // One label per field: the column reads as the form's field does.
    expect(names).toEqual(expect.arrayContaining(['Number', 'Call Account', 'Enabled', 'Actions']));
    expect(names.map((name) => name.toLowerCase())).not.toContain('id');
    expect(await page.getByRole('cell', { name: 'Yes', exact: true }).count()).toBeGreaterThan(0);
    await dismissTip(page);
    await page.goto('/dids?page=2');
    await page.getByRole('button', { name: /^Sort by/ }).click();
    await page.getByRole('menuitemradio', { name: 'Number ascending' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort_by') === 'number' && url.searchParams.get('page') === '1');
    await expect.poll(async () => (await page.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim()).toMatch(/^1415/);
  });

  it('shows an agent a DID without Edit or Delete', async () => {
    const agent = await harness.createUser('agent');
    const { page } = await harness.signedInPage(agent);
    await page.waitForURL('**/dids?page=1');
    await page.getByRole('row').nth(1).getByRole('cell').first().click();
    await page.waitForURL(/\/dids\/\d+$/);
    await page.getByText('Technical details').click();
    await page.getByText('Created By').first().waitFor();
    expect(await page.getByRole('button', { name: 'Edit DID' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });
});
