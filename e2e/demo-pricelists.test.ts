import { describe, expect, it } from 'vitest';
import { ADMIN, dismissTip, useBrowserApp } from './harness.js';

describe('the demo pricelists', () => {
  const harness = useBrowserApp();

  it('open their list with the two that carry rates, so the first one opened shows rates', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await dismissTip(page);
    await page.goto('/pricelists?page=1');
    const rows = page.getByRole('main').getByRole('row');
    await rows.nth(1).waitFor();
    const names = await Promise.all([1, 2].map(async (index) => (await rows.nth(index).getByRole('cell').first().innerText()).trim()));
    expect(names).toEqual(['Standard Retail', 'Premium Wholesale']);

    for (const name of names) {
      await page.goto('/pricelists?page=1');
      await page
        .getByRole('main')
        .getByRole('row', { name: new RegExp(`^${name}`) })
        .click();
      await page.waitForURL(/\/pricelists\/\d+$/);
      const rates = page.getByRole('region', { name: 'Rates' });
      await rates.getByRole('row').nth(1).waitFor();
      expect(await rates.getByText('No data to display').count(), name).toBe(0);
    }
  });
});
