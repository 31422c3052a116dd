import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callAccounts, dids, extensionDids, extensions, users } from '../apps/server/src/db/schema/index.js';
import { createCallAccountWithAccount, createCallerId, createDid, createUser } from '../apps/server/src/test/factories.js';
import { useBrowserApp } from './harness.js';
import { leaveEmpty, submitForm } from './form-steps.js';

describe('onboarding a customer', () => {
  const harness = useBrowserApp();

  it('makes the whole customer from one form and opens their page with the SIP credentials, shown once', async () => {
    const { page } = await harness.adminPage();
    await page.getByRole('navigation').getByRole('button', { name: 'Customers' }).click();
    await page.locator('nav a[href="/customers/new"]').click();
    await page.waitForURL('**/customers/new');
    await page.getByText('Fill in details for the new customer').first().waitFor();
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);

    await leaveEmpty(page, 'First Name');
    await page.getByText('First name is required').waitFor();
    await leaveEmpty(page, 'Extension Username');
    await page.getByText('Extension username is required').waitFor();

    await page.getByLabel('First Name', { exact: true }).fill('Chiamaka');
    await page.getByLabel('Last Name', { exact: true }).fill('Eze');
    await page.getByLabel('Email', { exact: true }).fill('chiamaka.eze@customers.e2e.test');
    // Spec 01 §4: leaving the phone fills the account numbers with its last 10 digits.
    await page.getByLabel('Phone', { exact: true }).fill('+234 (803) 555-0142');
    await page.getByLabel('Phone', { exact: true }).blur();
    expect(await page.getByLabel('Account Number', { exact: true }).inputValue()).toBe('8035550142');
    expect(await page.getByLabel('Call Account Number', { exact: true }).inputValue()).toBe('8035550142');
    expect(await page.getByLabel('Call Account Name', { exact: true }).inputValue()).toBe('Main');
    expect(await page.getByLabel('Call Account Description', { exact: true }).inputValue()).toBe('Primary Account');

    // A dialable number: the domain's next free one.
    await page.getByRole('button', { name: 'Next free number' }).click();
    await expect.poll(() => page.getByLabel('Extension Username', { exact: true }).inputValue()).toMatch(/^\d{4,9}$/);
    const username = await page.getByLabel('Extension Username', { exact: true }).inputValue();
    await page.getByLabel('Create Portal Login', { exact: true }).selectOption({ label: 'Yes' });
    await page.getByLabel('New DID Number', { exact: true }).fill('2348035550142');
    await page.getByLabel('New Caller ID Number', { exact: true }).fill('2348035550142');

    await submitForm(page, save, 'Customer created successfully');
    await page.waitForURL(/\/users\/\d+$/);
    const userId = Number(new URL(page.url()).pathname.split('/').at(-1));

    const credentials = page.getByRole('region', { name: 'SIP credentials' });
    await credentials.getByText(username, { exact: true }).waitFor();
    const password = await credentials.locator('dd').nth(2).innerText();
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(await credentials.locator('dd').nth(3).innerText()).toBe('chiamaka.eze@customers.e2e.test');
    const portalPassword = await credentials.locator('dd').nth(4).innerText();
    await page.getByText('Chiamaka Eze').first().waitFor();

    const [user] = await harness.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ email: 'chiamaka.eze@customers.e2e.test', type: 'user', phone: '+2348035550142' });
    const [line] = await harness.db.select().from(callAccounts).where(eq(callAccounts.type_id, userId));
    expect(line).toMatchObject({ name: 'Main', number: '8035550142', description: 'Primary Account' });
    const [extension] = await harness.db.select().from(extensions).where(eq(extensions.username, username));
    const [did] = await harness.db.select().from(dids).where(eq(dids.number, '2348035550142'));
    expect(extension).toMatchObject({ call_billing_account_id: line.id, did_id: did.id });
    expect(await harness.db.select().from(extensionDids).where(eq(extensionDids.extension_id, extension.id))).toHaveLength(1);

    // Shown once: a reload of the page no longer carries them.
    await page.reload();
    await page.getByText('Chiamaka Eze').first().waitFor();
    expect(await page.getByRole('region', { name: 'SIP credentials' }).count()).toBe(0);

    // The portal login signs the customer in to their self-service area.
    const customer = await harness.signedInPage({ email: 'chiamaka.eze@customers.e2e.test', password: portalPassword });
    await customer.page.waitForURL('**/user/**');
  });

  it("puts a refused save's sentence under the field at fault and stays on the form", async () => {
    const { page } = await harness.adminPage();
    await page.goto('/customers/new');
    await page.getByLabel('First Name', { exact: true }).fill('Second');
    await page.getByLabel('Last Name', { exact: true }).fill('Customer');
    await page.getByLabel('Email', { exact: true }).fill('chiamaka.eze@customers.e2e.test');
    await page.getByLabel('Phone', { exact: true }).fill('08035550199');
    await page.getByLabel('Phone', { exact: true }).blur();
    await page.getByLabel('Extension Username', { exact: true }).fill('second-customer');
    await page.getByRole('button', { name: 'Save' }).click();
    // Under the field (its error line), besides the toast every refused save shows.
    await page.locator('[id$="-error"]', { hasText: 'A user with this email already exists' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/customers/new');
  });

  it("offers DIDs and caller IDs in stock as the existing ones, never another customer's", async () => {
    const stock = await createCallAccountWithAccount(harness.db);
    const customer = await createCallAccountWithAccount(harness.db, (await createUser(harness.db, 'user')).id);
    await createDid(harness.db, stock, { number: '2349097770001' });
    await createDid(harness.db, customer, { number: '2349097770002' });
    await createCallerId(harness.db, stock.account.id, { callerid_number: '2349097780001' });
    await createCallerId(harness.db, customer.account.id, { callerid_number: '2349097780002' });
    const { page } = await harness.adminPage();
    await page.goto('/customers/new');
    for (const [label, start] of [
      ['Existing DID', '234909777000'],
      ['Existing Caller ID', '234909778000'],
    ]) {
      const lookup = page.getByLabel(label, { exact: true });
      await lookup.click();
      await lookup.fill(start);
      const offered = page.getByRole('listbox').getByRole('option');
      await offered.first().waitFor();
      expect(await offered.allTextContents(), label).toEqual([expect.stringContaining(`${start}1`)]);
      await page.keyboard.press('Escape');
    }
  });
});
