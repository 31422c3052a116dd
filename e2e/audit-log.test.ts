import { describe, expect, it } from 'vitest';
import { useBrowserApp } from './harness.js';
import { submitForm } from './form-steps.js';

describe('the audit trail in the console', () => {
  const harness = useBrowserApp();

  it("shows an edit in the record's History, and finds it on the Audit Log page by resource and action", async () => {
    const { page } = await harness.adminPage();
    const row = page.getByRole('row').nth(1);
    await row.waitFor();
    const number = (await row.getByRole('cell').nth(0).innerText()).trim();
    await row.getByText(number).click();
    await page.waitForURL(/\/dids\/\d+/);
    const didPath = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Edit DID' }).click();
    const was = await page.getByLabel('Leg Timeout').inputValue();
    const next = was === '47' ? '48' : '47';
    const changed = new RegExp(`leg_timeout\\s*${was}\\s*→\\s*${next}`);
    await page.getByLabel('Leg Timeout').fill(next);
    await submitForm(page, page.getByRole('button', { name: 'Save Changes' }), 'DID updated successfully');

    // Saved, the console returns to the list; the record's own page tells who changed what, from where, the old value and the new.
    await page.waitForURL('**/dids?page=1');
    await page.goto(didPath);
    const history = page.getByRole('region', { name: 'History' });
    const change = history.getByRole('row', { name: /Changed/ });
    await change.waitFor();
    expect(await change.innerText()).toMatch(/Admin/i);
    expect(await change.innerText()).toMatch(changed);
    expect(await change.innerText()).toContain('127.0.0.1');

    // The Audit Log page, from the sidebar, filtered as a person would.
    await page.getByRole('link', { name: 'Audit Log' }).click();
    await page.waitForURL('**/audit-log*');
    await page.getByRole('heading', { name: 'Audit Log' }).first().waitFor();
    await page.getByLabel('Resource').selectOption('dids');
    await page.waitForURL(/resource=dids/);
    await page.getByLabel('Action').selectOption('update');
    await page.waitForURL(/action=update/);
    // Today as the configured time zone counts it, which the filter names.
    await page.getByLabel('Range', { exact: true }).selectOption({ label: 'Today' });
    await page.waitForURL(/preset=today&from=\d{4}-\d{2}-\d{2}&to=/);
    await page.getByText(/^Days in /).waitFor();
    await page.getByText(/Page 1 of 1/).waitFor();
    const entries = page.getByRole('row');
    expect(await entries.count()).toBe(2);
    await entries.nth(1).getByRole('cell').first().click();
    await page.waitForURL(/\/audit-log\/\d+/);
    await page.getByText(changed).waitFor();

    // A sign-in was recorded too: the admin's own, filtered by action.
    await page.goto('/audit-log?action=sign_in');
    await page.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('row').nth(1).innerText()).toMatch(/sign_in/);
  });

  it('is not offered to an agent, in the sidebar or at its address', async () => {
    const { page } = await harness.signedInPage(await harness.createUser('agent'));
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
    expect(await page.getByRole('link', { name: 'Audit Log' }).count()).toBe(0);
    await page.goto('/audit-log');
    await page.getByText("You're not authorized to view this page").waitFor();
  });
});
