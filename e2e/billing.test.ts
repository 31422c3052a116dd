import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createCallAccountWithAccount, createDomain, createExtension, createPricelist } from '../apps/server/src/test/factories.js';
import { rates as rateTable } from '../apps/server/src/db/schema/index.js';
import { dismissTip, toastWith, useBrowserApp } from './harness.js';
import { balanceCard as card, postTransaction } from './call-account-steps.js';
import { confirmDeletion, deleteRow } from './form-steps.js';

const CSV_WITH_A_BAD_LINE = [
  'prefix,description,cost_per_min,connect_cost',
  '234803,Nigeria MTN,0.10,0.05',
  '44x20,Broken prefix,0.20,0',
  '4420,UK London,0.02,0',
].join('\n');

describe('Billing in the console', () => {
  const harness = useBrowserApp();

  it('credits a call account through the modal and shows why a debit beyond its limit is refused', async () => {
    const { callAccount } = await createCallAccountWithAccount(harness.db);
    const { page } = await harness.adminPage();

    await page.goto(`/call_accounts/${callAccount.id}`);
    await page.getByRole('heading', { name: 'Billing Summary' }).waitFor();
    expect(await card(page, 'Balance').innerText()).toBe('NGN\u00a00.00');
    expect(await card(page, 'Pricelist').innerText()).toMatch(/^Pricelist /);
    await page.getByRole('region', { name: 'Transactions' }).getByText('No data to display').waitFor();

    await page.getByRole('button', { name: 'Credit Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Credit Account' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    const amount = dialog.getByLabel('Amount', { exact: true });
    await amount.fill('1.123456');
    await amount.blur();
    await dialog.getByText('Amount must be a positive number with at most 5 decimals').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await postTransaction(page, 'credit', '25.50', 'Top-up at the counter');
    await page.getByText('Transaction initiated successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => card(page, 'Balance').innerText()).toBe('NGN\u00a025.50');
    const row = page.getByRole('region', { name: 'Transactions' }).getByRole('row', { name: /Top-up at the counter/ });
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/credit NGN 25\.50 NGN 25\.50 Top-up at the counter/);

    const refused = await postTransaction(page, 'debit', '100');
    // The toast; the same words stand under Amount (see the next test).
    await toastWith(page, /Insufficient balance: 25\.5\d* available/).waitFor();
    expect(await refused.isVisible()).toBe(true);
    await refused.getByRole('button', { name: 'Cancel' }).click();
    expect(await card(page, 'Balance').innerText()).toBe('NGN\u00a025.50');
  });

  it("puts the server's reason for a refused debit under Amount, until the amount changes", async () => {
    const { callAccount } = await createCallAccountWithAccount(harness.db);
    const { page } = await harness.adminPage();
    await page.goto(`/call_accounts/${callAccount.id}`);

    const dialog = await postTransaction(page, 'debit', '5');
    const amount = dialog.getByLabel('Amount', { exact: true });
    const reason = dialog.getByRole('alert').filter({ hasText: /^Insufficient balance: 0\.0+ available/ });
    await reason.waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await amount.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'));
    expect(await dialog.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);

    await amount.fill('4');
    await reason.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
  });

  it('puts a duplicate prefix refused by the server on Prefix in the rate dialog', async () => {
    const { pricelist } = await createCallAccountWithAccount(harness.db);
    await harness.db.insert(rateTable).values({ pricelist_id: pricelist.id, prefix: '234803', description: 'Nigeria MTN', cost_per_min: '0.01' });
    const { page } = await harness.adminPage();
    await page.goto(`/pricelists/${pricelist.id}`);
    const rates = page.getByRole('region', { name: 'Rates' });
    await rates.getByRole('row', { name: /234803/ }).waitFor();

    await rates.getByRole('button', { name: 'Add Rate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Rate' });
    const prefix = dialog.getByLabel('Prefix', { exact: true });
    await prefix.fill('234803');
    await dialog.getByLabel('Cost Per Min', { exact: true }).fill('0.02');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const reason = dialog.getByRole('alert').filter({ hasText: /^A rate for prefix 234803 already exists in this pricelist$/ });
    await reason.waitFor();
    expect(await prefix.getAttribute('aria-invalid')).toBe('true');
    expect(await prefix.getAttribute('aria-describedby')).toContain(await reason.getAttribute('id'));
  });

  it("imports, adds, edits, searches, exports and deletes a pricelist's rates", async () => {
    const { pricelist } = await createCallAccountWithAccount(harness.db);
    const { page } = await harness.adminPage();
    const rates = page.getByRole('region', { name: 'Rates' });

    await page.goto(`/pricelists/${pricelist.id}`);
    await rates.getByText('No data to display').waitFor();

    await rates.getByRole('button', { name: 'Import CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import Rates' });
    await importDialog.getByLabel('CSV file').setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV_WITH_A_BAD_LINE) });
    await importDialog.getByRole('button', { name: 'Upload' }).click();
    const refusedLines = importDialog.getByRole('list', { name: 'Refused lines' });
    await refusedLines.getByText(/Line 3:.*Prefix must contain digits only/).waitFor();
    expect(await rates.getByText('No data to display').isVisible()).toBe(true);

    await importDialog.getByLabel('Skip invalid lines').check();
    await refusedLines.waitFor({ state: 'hidden' });
    await importDialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('2 rates imported, 1 line skipped').waitFor();
    await importDialog.waitFor({ state: 'hidden' });
    await rates.getByRole('row', { name: /234803/ }).waitFor();
    await rates.getByRole('row', { name: /UK London/ }).waitFor();

    await rates.getByRole('button', { name: 'Add Rate' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add a Rate' });
    await addDialog.getByLabel('Prefix', { exact: true }).fill('1415');
    await addDialog.getByLabel('Description', { exact: true }).fill('US San Francisco');
    await addDialog.getByLabel('Cost Per Min', { exact: true }).fill('0.012');
    await addDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Rate created successfully').waitFor();
    await rates.getByRole('row', { name: /US San Francisco/ }).waitFor();

    await rates
      .getByRole('row', { name: /UK London/ })
      .getByText('4420')
      .click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Rate' });
    await editDialog.getByLabel('Description', { exact: true }).fill('UK London Premium');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Rate updated successfully').waitFor();
    await rates.getByRole('row', { name: /UK London Premium/ }).waitFor();

    await rates.getByRole('searchbox', { name: 'Search rates' }).fill('2348');
    await page.waitForURL(/rates_search=2348/);
    await expect.poll(() => rates.getByRole('row').count()).toBe(2);
    await rates.getByRole('row', { name: /234803/ }).waitFor();
    await rates.getByRole('searchbox', { name: 'Search rates' }).fill('');
    await expect.poll(() => rates.getByRole('row').count()).toBe(4);

    const [download] = await Promise.all([page.waitForEvent('download'), rates.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`rates-${pricelist.name}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('prefix,description,cost_per_min,connect_cost,included_seconds,init_inc,inc,enabled');
    expect(lines).toHaveLength(4);
    expect(csv).toMatch(/^234803,Nigeria MTN,0\.1\d*,0\.05\d*,/m);
    expect(csv).toMatch(/^4420,UK London Premium,/m);
    expect(csv).toMatch(/^1415,US San Francisco,0\.012\d*,/m);

    await deleteRow(page, rates.getByRole('row', { name: /US San Francisco/ }), /Delete Rate/);
    await page.getByText('Rate deleted successfully').waitFor();
    await expect.poll(() => rates.getByRole('row').count()).toBe(3);
  });

  it('shows an agent a rate in the dialog without a way to change it', async () => {
    const pricelist = await createPricelist(harness.db, {});
    await harness.db.insert(rateTable).values({ pricelist_id: pricelist.id, prefix: '4420', description: 'UK London', cost_per_min: '0.02' });
    const agent = await harness.createUser('agent');
    const { page } = await harness.signedInPage(agent);
    await dismissTip(page);
    await page.goto(`/pricelists/${pricelist.id}`);
    const rates = page.getByRole('region', { name: 'Rates' });
    expect(await rates.getByRole('button', { name: 'Add Rate' }).count()).toBe(0);

    await rates
      .getByRole('row', { name: /UK London/ })
      .getByText('4420')
      .click();
    const dialog = page.getByRole('dialog', { name: 'Rate Details' });
    expect(await dialog.getByLabel('Description', { exact: true }).inputValue()).toBe('UK London');
    expect(await dialog.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('prices a call on a pricelist, marking up the minutes but not the connect cost', async () => {
    const pricelist = await createPricelist(harness.db, { init_inc: 60, inc: 30, markup: 10 });
    await harness.db
      .insert(rateTable)
      .values({ pricelist_id: pricelist.id, prefix: '23480', description: 'Nigeria Mobile', cost_per_min: '0.10', connect_cost: '0.05' });
    const { page } = await harness.adminPage();
    await page.goto(`/pricelists/${pricelist.id}`);
    const panel = page.getByRole('region', { name: 'Price a call' });
    await panel.getByLabel('Destination number').fill('2348031234567');
    await panel.getByLabel('Billed seconds').fill('125');
    await panel.getByRole('button', { name: 'Price' }).click();
    await panel.getByText(/Rate 23480 \(Nigeria Mobile\): 150 s charged, cost NGN\s0\.325/).waitFor();

    await panel.getByLabel('Destination number').fill('4420');
    await panel.getByRole('button', { name: 'Price' }).click();
    await panel.getByText('No enabled rate matches this number.').waitFor();
  });

  it("shows an account's extensions tab, empty until it has some, each row opening the extension's page", async () => {
    const { account } = await createCallAccountWithAccount(harness.db);
    const { page } = await harness.adminPage();
    await page.goto(`/accounts/${account.id}`);
    await page.getByRole('tab', { name: 'Account Extension' }).waitFor();
    await page.getByRole('tabpanel').getByText('No data to display').waitFor();

    const domain = await createDomain(harness.db, { is_primary: false });
    const extension = await createExtension(harness.db, { account, domain }, { username: 'billing-4401' });
    await page.reload();
    await page
      .getByRole('tabpanel')
      .getByRole('row', { name: /billing-4401/ })
      .click();
    await page.waitForURL(`**/extensions/${extension.id}`);
  });

  it("toasts the nested lists' own load-failure lines", async () => {
    const { account, callAccount } = await createCallAccountWithAccount(harness.db);
    const { page } = await harness.adminPage();
    // A bare 400 carries no message of the server's own and is not retried.
    await page.route(/\/api\/v1\/(accounts\/\d+\/extensions|call_accounts\/\d+\/transactions)\?/, (route) => route.fulfill({ status: 400, body: '' }));
    await page.goto(`/accounts/${account.id}`);
    await page.getByText('Could not load account extensions, try refreshing the page').waitFor();
    await page.goto(`/call_accounts/${callAccount.id}`);
    await page.getByText('Could not load transactions, try refreshing the page').waitFor();
  });

  it('asks before a pricelist takes its rates with it, naming how many', async () => {
    const pricelist = await createPricelist(harness.db, { name: `Short-lived ${Date.now()}` });
    await harness.db.insert(rateTable).values(['234', '44', '1'].map((prefix) => ({ pricelist_id: pricelist.id, prefix, cost_per_min: '0.1' })));
    const { page } = await harness.adminPage();

    await page.goto(`/pricelists/${pricelist.id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    const dialog = await confirmDeletion(page, 'Delete Pricelist?');
    await dialog.getByRole('alert').getByText('Deleting this pricelist also deletes its 3 rates. Confirm again to delete them together.').waitFor();
    expect(await harness.db.$count(rateTable)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Delete all' }).click();
    await page.getByText('Pricelist deleted successfully').waitFor();
    await page.waitForURL('**/pricelists?page=1');
  });
});
