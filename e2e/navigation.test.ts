import { describe, expect, it } from 'vitest';
import { createCallAccountWithAccount, createDid, createUser } from '../apps/server/src/test/factories.js';
import { ADMIN, useBrowserApp } from './harness.js';

describe('editing and navigation', () => {
  const harness = useBrowserApp();

  it("opens a record's edit form in view with its first field focused, even far down a long page", async () => {
    const refs = await createCallAccountWithAccount(harness.db, (await createUser(harness.db, 'user')).id);
    const did = await createDid(harness.db, refs);
    const { page } = await harness.adminPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/dids/${did.id}`);

    await page.getByRole('button', { name: 'Edit DID' }).click();
    const form = page.locator('#resource-edit-panel');
    await form.waitFor();
    await expect.poll(() => form.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
    const box = await form.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box?.y).toBeLessThan(900);
  });

  it('offers a page size and a jump to a page, kept in the address', async () => {
    const { page } = await harness.adminPage();
    await page.getByRole('heading', { level: 1, name: 'DIDs' }).waitFor();
    await page.getByText(/Page 1 of 4/).waitFor();

    await page.getByLabel('Go to page').fill('3');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.waitForURL(/page=3/);
    await page.getByText(/Page 3 of 4/).waitFor();

    await page.getByLabel('Rows per page').selectOption('50');
    await page.waitForURL(/limit=50/);
    await page.getByText(/Page 1 of 2/).waitFor();
    // The pager may show the new page before its rows are drawn on a loaded machine.
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 30_000 }).toBe(50);
    await page.reload();
    await page.getByText(/Page 1 of 2/).waitFor();
  });

  it('says what to do when a search finds nothing, and clears it', async () => {
    const { page } = await harness.adminPage();
    await page.goto('/dids?page=1&search=nothing-is-called-this');
    await page.getByText('No DIDs match this search or filter', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await page.getByText(/Page 1 of 4/).waitFor();
  });

  it("keeps the first-login tip clear of the page's own buttons", async () => {
    const refs = await createCallAccountWithAccount(harness.db, (await createUser(harness.db, 'user')).id);
    const did = await createDid(harness.db, refs);
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto(`/dids/${did.id}`);
    await page.getByRole('note', { name: 'Tip' }).waitFor();

    for (const name of ['Edit DID', 'Delete']) {
      const button = page.getByRole('main').getByRole('button', { name });
      const box = await button.boundingBox();
      if (!box) throw new Error(`${name} is not shown`);
      // What is under the button's middle is the button itself, not the tip.
      const isOnTop = await button.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(isOnTop, name).toBe(true);
    }
  });
});
