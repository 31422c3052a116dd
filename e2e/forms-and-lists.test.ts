import { describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { createCallAccountWithAccount, createPricelist } from '../apps/server/src/test/factories.js';
import { dids as didTable, rates as rateTable } from '../apps/server/src/db/schema/index.js';
import { toastWith, useBrowserApp } from './harness.js';
import { confirmDeletion, pickLookup } from './form-steps.js';

describe('console polish: shared forms and lists', () => {
  const harness = useBrowserApp();

  it('offers flags as Yes or No in one plain select, without a clear button', async () => {
    const { page } = await harness.adminPage();
    await page.goto('/dids/new');
    const enabled = page.getByLabel('Enabled', { exact: true });
    expect(await enabled.evaluate((select: HTMLSelectElement) => Array.from(select.options, (option) => option.text))).toEqual(['Select…', 'Yes', 'No']);
    expect(await enabled.evaluate((select: HTMLSelectElement) => select.selectedOptions[0].text)).toBe('Yes');
    const frameOf = (label: string) => page.getByLabel(label, { exact: true }).locator('xpath=..');
    expect(await frameOf('Enabled').getByRole('button', { name: 'Clear this field' }).count()).toBe(0);
    // Text inputs keep theirs (spec §5), shown while they hold something to clear.
    const number = page.getByLabel('Number', { exact: true });
    const clearNumber = frameOf('Number').getByRole('button', { name: 'Clear this field' });
    expect(await clearNumber.count()).toBe(0);
    await number.fill('2348012345678');
    await clearNumber.click();
    expect(await number.inputValue()).toBe('');
    await clearNumber.waitFor({ state: 'detached' });
  });

  it('clears a select through its own empty choice and a lookup through its clear button, neither crowding the arrow', async () => {
    const { page } = await harness.adminPage();
    await page.goto('/call_records/users?page=1');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const frameOf = (label: string) => dialog.getByLabel(label, { exact: true }).locator('xpath=..');
    const clearButtons = (label: string) => frameOf(label).getByRole('button', { name: 'Clear this field' });
    for (const label of ['Call Type', 'Direction', 'User Type', 'Destination', 'Account', 'From']) expect(await clearButtons(label).count()).toBe(0);
    await dialog.getByLabel('Direction', { exact: true }).selectOption('outbound');
    expect(await clearButtons('Direction').count()).toBe(0);
    await dialog.getByLabel('Direction', { exact: true }).selectOption('');
    await dialog.getByLabel('Account', { exact: true }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    expect(await dialog.getByLabel('Account', { exact: true }).inputValue()).not.toBe('');
    await clearButtons('Account').click();
    expect(await dialog.getByLabel('Account', { exact: true }).inputValue()).toBe('');
    await clearButtons('Account').waitFor({ state: 'detached' });
  });

  it('shows the top-bar search only on lists that search', async () => {
    const { page } = await harness.adminPage();
    // Waited for: the list's search joins the top bar as the list renders, after the tip that adminPage dismissed.
    await page.getByRole('searchbox', { name: 'Search' }).waitFor();
    await page.goto('/me');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).count()).toBe(0);
    await page.goto('/dids/new');
    await page.getByText('Fill in details for the new DID').first().waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).count()).toBe(0);
  });

  it('moves a page past the last one to the last page', async () => {
    const { page } = await harness.adminPage();
    await page.getByText(/Page 1 of 4/).waitFor();
    await page.goto('/dids?page=99');
    await page.waitForURL((url) => url.searchParams.get('page') === '4');
    await page.getByText(/Page 4 of 4/).waitFor();
    await page.getByRole('row').nth(1).getByRole('cell').first().waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
    expect(await page.getByText('No data to display').count()).toBe(0);
  });

  it('falls back to the default order for a sort the list does not offer, without asking the server for it', async () => {
    const { page } = await harness.adminPage();
    const firstRow = () => page.getByRole('row').nth(1).innerText();
    await page.getByText(/Page 1 of 4/).waitFor();
    const defaultFirst = await firstRow();
    const sorts: (string | null)[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/dids') sorts.push(url.searchParams.get('sort_by'));
    });

    await page.goto('/dids?page=1&sort_by=bogus');
    await page.waitForURL((url) => url.pathname === '/dids' && !url.searchParams.has('sort_by'));
    await page.getByText(/Page 1 of 4/).waitFor();
    expect(await firstRow()).toBe(defaultFirst);
    expect(sorts).not.toContain('bogus');
    expect(await toastWith(page, /sort_by/).count()).toBe(0);
  });

  it('names the record in the delete dialog and keeps a refusal in it', async () => {
    const { pricelist } = await createCallAccountWithAccount(harness.db);
    const [newest] = await harness.db.select({ number: didTable.number }).from(didTable).orderBy(desc(didTable.id)).limit(1);
    const { page } = await harness.adminPage();

    // From a table row, which passes no label: the dialog reads the row.
    await page
      .getByRole('row', { name: new RegExp(newest.number) })
      .getByRole('button', { name: 'Delete' })
      .click();
    const didDialog = page.getByRole('dialog', { name: 'Delete DID?' });
    await didDialog.getByText(`You are about to delete DID ${newest.number}.`).waitFor();
    await didDialog.getByRole('button', { name: 'No, Cancel' }).click();
    await didDialog.waitFor({ state: 'detached' });

    // From the record's page: a pricelist a call account still uses.
    await page.goto(`/pricelists/${pricelist.id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    const dialog = await confirmDeletion(page, 'Delete Pricelist?');
    await dialog.getByText(`You are about to delete Pricelist ${pricelist.name}.`).waitFor();
    await dialog
      .getByRole('alert')
      .getByText(/^This pricelist is used by 1 call account \(\d+\); give them another pricelist first$/)
      .waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    expect(await toastWith(page, /is used by/).count()).toBe(0);
  });

  it('clears a priced call once its input changes and turns invalid', async () => {
    const pricelist = await createPricelist(harness.db, { init_inc: 60, inc: 60 });
    await harness.db.insert(rateTable).values({ pricelist_id: pricelist.id, prefix: '4420', description: 'UK London', cost_per_min: '0.02' });
    const { page } = await harness.adminPage();
    await page.goto(`/pricelists/${pricelist.id}`);
    const panel = page.getByRole('region', { name: 'Price a call' });
    await panel.getByLabel('Destination number').fill('442071234567');
    await panel.getByRole('button', { name: 'Price' }).click();
    const answer = panel.getByText(/Rate 4420 \(UK London\)/);
    await answer.waitFor();
    await panel.getByLabel('Billed seconds').fill('soon');
    await answer.waitFor({ state: 'detached' });
    expect(await panel.getByRole('button', { name: 'Price' }).isDisabled()).toBe(true);
  });

  it('puts a duplicate DID number under Number', async () => {
    const [existing] = await harness.db.select({ number: didTable.number }).from(didTable).limit(1);
    const { page } = await harness.adminPage();
    await page.goto('/dids/new');
    const number = page.getByLabel('Number', { exact: true });
    await number.fill(existing.number);
    await pickLookup(page, 'Account', '7000');
    await pickLookup(page, 'Call Account', '7000');
    const save = page.getByRole('button', { name: /^Save/ });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    const reason = page.getByRole('alert').filter({ hasText: `DID ${existing.number} already exists` });
    await reason.waitFor();
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(await number.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
  });

  it("marks a localization pair that cannot be stored on that pair's own inputs", async () => {
    const { page } = await harness.adminPage();
    await page.goto('/localizations/new');
    const group = page.getByRole('group', { name: 'Number Originate' });
    await group.getByLabel('Number Originate from 1').fill('0');
    await group.getByLabel('Number Originate to 1').fill('234');
    await group.getByRole('button', { name: 'Add pair' }).click();
    const badFrom = group.getByLabel('Number Originate from 2');
    await badFrom.fill('abc');
    await badFrom.blur();

    const message = group.getByRole('alert');
    await message.getByText(/^Number Originate: write each rule as from\/to/).waitFor();
    expect(await badFrom.getAttribute('aria-invalid')).toBe('true');
    expect(await badFrom.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    for (const fine of ['Number Originate from 1', 'Number Originate to 1', 'Number Originate to 2']) {
      expect(await group.getByLabel(fine).getAttribute('aria-invalid'), fine).toBeNull();
    }

    await badFrom.fill('00');
    await message.waitFor({ state: 'detached' });
    expect(await badFrom.getAttribute('aria-invalid')).toBeNull();
  });
});
