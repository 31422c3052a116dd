import { describe, expect, it } from 'vitest';
import { createCallCenterQueue, createDomain } from '../apps/server/src/test/factories.js';
import { ADMIN, useBrowserApp } from './harness.js';
import { pickLookup, saveCapturing, submitForm } from './form-steps.js';

describe('DIDs in the console', () => {
  const harness = useBrowserApp();

  it('creates, views, edits and deletes a DID', async () => {
    const { page } = await harness.adminPage();

    await page.goto('/dids/new');
    await page.getByText('Fill in details for the new DID').first().waitFor();
    // Spec §5's 60: the Default DID Leg Timeout configuration as seeded.
    expect(await page.getByLabel('Leg Timeout').inputValue()).toBe('60');
    const save = page.getByRole('button', { name: /^Save/ });
    expect(await save.isDisabled()).toBe(true);

    const number = page.getByLabel('Number', { exact: true });
    await number.fill('1');
    await number.fill('');
    await number.blur();
    await page.getByText('Number is required').waitFor();

    await number.fill('4420799990001');
    await pickLookup(page, 'Account', '7000');
    await pickLookup(page, 'Call Account', '7000');
    await submitForm(page, save, 'DID created successfully');
    await page.waitForURL('**/dids?page=1');

    await page.getByRole('searchbox', { name: 'Search' }).fill('4420799990001');
    await page.waitForURL(/search=4420799990001/);
    const row = page.getByRole('row', { name: /4420799990001/ });
    await row.waitFor();
    await row.getByText('4420799990001').click();
    await page.waitForURL(/\/dids\/\d+/);
    const recordPage = new URL(page.url()).pathname;
    await page.getByText('4420799990001').first().waitFor();

    await page.getByRole('button', { name: 'Edit DID' }).click();
    const saveChanges = page.getByRole('button', { name: 'Save Changes' });
    expect(await saveChanges.isDisabled()).toBe(true);
    await page.getByLabel('Leg Timeout').fill('45');
    await submitForm(page, saveChanges, 'DID updated successfully');
    // Spec 02: after an update the console goes back to the list, page 1. Leg Timeout is a column
    // the list hides until asked for; the record's page shows it.
    await page.waitForURL('**/dids?page=1');
    await page.goto(recordPage);
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Leg Timeout\s+45/i);

    await page.goto('/dids?page=1&search=4420799990001');
    const updatedRow = page.getByRole('row', { name: /4420799990001/ });
    await updatedRow.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const code = (await dialog.locator('strong').first().innerText()).trim();
    expect(code).toMatch(/^[1-9]\d{3}$/);
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'No, Cancel' }).waitFor();
    await dialog.getByLabel('Confirmation code').fill(code);
    await confirm.click();
    await page.getByText('DID deleted successfully').waitFor();
    await page.getByText('No data to display').waitFor();
  });

  it('pages through the demo DIDs and sorts them by number', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await page.waitForURL('**/dids?page=1');
    await page.getByText(/Page 1 of 4/).waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText(/Page 2 of 4/).waitFor();
    await page.goto('/dids?page=1&sort_by=number');
    await page.getByText(/Page 1 of 4/).waitFor();
    const firstCells = await page.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
    expect(firstCells.join(' ')).toMatch(/1415/);
  });

  it('routes a DID by picking its destination and queue by name, and says where each DID goes', async () => {
    const domain = await createDomain(harness.db, { is_primary: false });
    const queue = await createCallCenterQueue(harness.db, domain, { name: 'billing-help' });
    const { page } = await harness.adminPage();

    await page.goto('/dids/new');
    await page.getByLabel('Number', { exact: true }).fill('4420799990002');
    await pickLookup(page, 'Account', '7000');
    await pickLookup(page, 'Call Account', '7000');
    // No raw id anywhere: the queue is asked for only once the DID rings a queue, and picked by name.
    expect(await page.getByLabel('Call Type ID').count()).toBe(0);
    expect(await page.getByLabel('Queue', { exact: true }).count()).toBe(0);
    await page.getByLabel('Destination', { exact: true }).selectOption({ label: 'A call-centre queue' });
    await pickLookup(page, 'Queue', 'billing-help');
    const { request, response } = await saveCapturing(page, '/api/v1/dids');
    expect(request.postDataJSON()).toMatchObject({ call_type: 'queue', call_type_id: queue.id });
    expect(response.status()).toBe(201);

    await page.goto('/dids?page=1&search=4420799990002');
    const row = page.getByRole('row', { name: /4420799990002/ });
    await row.getByText('Queue billing-help').waitFor();
    await row.getByText('4420799990002').click();
    await page.waitForURL(/\/dids\/\d+/);
    const main = page.getByRole('main');
    await main.getByText('Queue billing-help').waitFor();
    await main.getByText('A call-centre queue').waitFor();

    await page.getByRole('button', { name: 'Edit DID' }).click();
    await expect.poll(() => page.getByLabel('Queue', { exact: true }).inputValue()).toBe('billing-help');
    await page.getByLabel('Destination', { exact: true }).selectOption({ label: 'Its assigned extensions' });
    expect(await page.getByLabel('Queue', { exact: true }).count()).toBe(0);
    await submitForm(page, page.getByRole('button', { name: 'Save Changes' }), 'DID updated successfully');
    await page.goto('/dids?page=1&search=4420799990002');
    await row.getByText('No extension yet').waitFor();
  });
});
