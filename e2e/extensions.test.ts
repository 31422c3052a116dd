import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createPersonWithLogin } from '../apps/server/src/bootstrap/people.js';
import { createCallAccountWithAccount, createCallerId, createDid, createDomain, createExtension } from '../apps/server/src/test/factories.js';
import { ADMIN, dismissTip, toastWith, useBrowserApp } from './harness.js';
import { confirmDeletion, deleteRow, leaveEmpty, pickLookup } from './form-steps.js';

describe('extensions in the console', () => {
  const harness = useBrowserApp();
  let seeded = 0;

  /** A customer of their own: a user with an account and its call account, straight in the database. */
  async function seedCustomer() {
    seeded += 1;
    const email = `caller${seeded}@extensions.e2e.test`;
    const userId = await createPersonWithLogin(
      harness.db,
      { firstname: 'Ada', lastname: `Dialer${seeded}`, email, phone: '', type: 'user' },
      'seeded-password-1',
    );
    return { userId, ...(await createCallAccountWithAccount(harness.db, userId)) };
  }

  /** An extension of a new customer, made through the API's tables, with a device added in the browser later. */
  async function seedExtension() {
    const customer = await seedCustomer();
    const domain = await createDomain(harness.db, { is_primary: false });
    const extension = await createExtension(harness.db, { account: customer.account, domain }, { username: `7${String(seeded).padStart(3, '0')}` });
    return { ...customer, domain, extension };
  }

  async function signedIn(person: { email: string; password: string }) {
    const opened = await harness.signedInPage(person);
    await opened.page.waitForURL((url) => url.pathname !== '/auth');
    await dismissTip(opened.page);
    return opened;
  }

  const tabPanel = (page: Page) => page.getByRole('tabpanel');

  /** Adds a device through the form with a generated username and password; answers both. */
  async function addDevice(page: Page, extensionId: number) {
    await page.goto(`/extensions/${extensionId}?tab=devices`);
    await tabPanel(page).getByRole('link', { name: 'Add new Device' }).click();
    await page.waitForURL(`**/extensions/${extensionId}/devices/new`);
    await page.getByRole('button', { name: 'Generate Username' }).click();
    const username = await page.getByLabel('Username', { exact: true }).inputValue();
    expect(username).toMatch(/^[a-z][a-z0-9]{9}$/);
    await page.getByRole('button', { name: 'Auto-Generate Password' }).click();
    const password = await page.getByLabel('Password', { exact: true }).inputValue();
    expect(password.length).toBeGreaterThanOrEqual(16);
    await page.getByLabel('Description', { exact: true }).fill('Reception desk');
    const save = page.getByRole('button', { name: 'Save' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await toastWith(page, 'Device created successfully').waitFor();
    await page.waitForURL(`**/extensions/${extensionId}?tab=devices`);
    return { username, password };
  }

  it("creates a user's extension from the user's page, offering only that user's accounts, and lists it under the user and the account", async () => {
    const customer = await seedCustomer();
    const stranger = await seedCustomer();
    const { page } = await signedIn(ADMIN);

    await page.goto(`/users/${customer.userId}?tab=extensions`);
    await tabPanel(page).getByText('No data to display').waitFor();
    await tabPanel(page).getByRole('link', { name: 'User Extension', exact: true }).click();
    await page.waitForURL(`**/users/${customer.userId}/extensions/new`);
    await page.getByRole('heading', { name: 'Create User Extension' }).waitFor();

    await leaveEmpty(page, 'Username');
    await page.getByText('Username is required').waitFor();
    const accountField = page.getByLabel('Account', { exact: true });
    await accountField.click();
    const offered = page.getByRole('listbox').getByRole('option');
    await offered.first().waitFor();
    expect(await offered.allInnerTexts()).toEqual([expect.stringContaining(customer.account.number)]);
    await accountField.fill(stranger.account.number);
    await page.getByRole('listbox').getByText('No matches').waitFor();

    await page.getByLabel('Username', { exact: true }).fill('5101');
    await pickLookup(page, 'Account', customer.account.number);
    const save = page.getByRole('button', { name: 'Save' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await toastWith(page, 'Extension created successfully').waitFor();
    await page.waitForURL('**/extensions?page=1');

    await page.goto(`/users/${customer.userId}?tab=extensions`);
    await tabPanel(page).getByRole('row', { name: /5101/ }).waitFor();
    await page.goto(`/accounts/${customer.account.id}`);
    await tabPanel(page).getByRole('row', { name: /5101/ }).click();
    await page.waitForURL(/\/extensions\/\d+$/);
    await page.getByRole('tab', { name: 'Extension Devices', selected: true }).waitFor();

    // A new extension's username can be the domain's next free number, past the 5101 just made.
    await page.goto('/extensions/new');
    await page.getByRole('button', { name: 'Next free number' }).click();
    await expect.poll(async () => Number(await page.getByLabel('Username', { exact: true }).inputValue())).toBeGreaterThan(5101);
  });

  it("offers, once the account is picked, only its customer's call accounts, DIDs and caller ids, and forgets them for another account", async () => {
    const customer = await seedCustomer();
    const stranger = await seedCustomer();
    const [did] = [await createDid(harness.db, customer), await createDid(harness.db, stranger)];
    const [callerId] = [await createCallerId(harness.db, customer.account.id), await createCallerId(harness.db, stranger.account.id)];
    const { page } = await signedIn(ADMIN);

    await page.goto('/extensions/new');
    await pickLookup(page, 'Account', customer.account.number);
    const mine = { 'Call Account': customer.callAccount.number, 'Main DID': did.number, 'Caller ID': callerId.callerid_number };
    for (const [label, number] of Object.entries(mine)) {
      await page.getByLabel(label, { exact: true }).click();
      const offered = page.getByRole('listbox').getByRole('option');
      await offered.first().waitFor();
      expect(await offered.allInnerTexts(), label).toEqual([expect.stringContaining(number)]);
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
    }

    // Another customer's account takes away what was picked for the first one, and offers its own.
    await pickLookup(page, 'Call Account', customer.callAccount.number);
    await pickLookup(page, 'Account', stranger.account.number);
    await expect.poll(() => page.getByLabel('Call Account', { exact: true }).inputValue()).toBe('');
    await pickLookup(page, 'Call Account', stranger.callAccount.number);
  });

  it('adds a device with a generated username and password, shows the password to the admin only, and keeps the username on edit', async () => {
    const { extension } = await seedExtension();
    const { context, page } = await signedIn(ADMIN);
    const device = await addDevice(page, extension.id);

    const row = tabPanel(page).getByRole('row', { name: new RegExp(device.username) });
    await row.getByText('Reception desk').waitFor();
    expect(await tabPanel(page).getByRole('columnheader').allInnerTexts()).toEqual(['Username', 'Description', 'Actions']);
    await row.click();
    await page.waitForURL(new RegExp(`/extensions/${extension.id}/devices/\\d+$`));
    const devicePage = page.url();
    const secret = page.getByRole('region', { name: 'SIP password' });
    await secret.getByRole('button', { name: 'Show password' }).click();
    expect(await secret.getByLabel('Password').inputValue()).toBe(device.password);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await secret.getByRole('button', { name: 'Copy' }).click();
    await toastWith(page, 'Password copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(device.password);
    await secret.getByRole('button', { name: 'Hide password' }).click();
    await secret.getByLabel('Password').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit Device' }).click();
    const form = page.getByRole('form', { name: 'Edit Device' });
    const username = form.getByLabel('Username', { exact: true });
    expect(await username.inputValue()).toBe(device.username);
    expect(await username.isDisabled()).toBe(true);
    await form.getByText('Left blank, a strong one is made; kept as it is on edit unless a new one is typed').waitFor();
    await form.getByLabel('Description', { exact: true }).fill('Front desk');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toastWith(page, 'Device updated successfully').waitFor();
    await page.waitForURL(`**/extensions/${extension.id}?tab=devices`);
    await tabPanel(page)
      .getByRole('row', { name: new RegExp(device.username) })
      .getByText('Front desk')
      .waitFor();

    // A blank password on edit kept the one the phone registers with.
    await page.goto(devicePage);
    await page.getByRole('region', { name: 'SIP password' }).getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByRole('region', { name: 'SIP password' }).getByLabel('Password').inputValue()).toBe(device.password);
    await context.close();

    const agent = await signedIn(await harness.createUser('agent'));
    await agent.page.goto(devicePage);
    await agent.page.getByText(device.username).first().waitFor();
    expect(await agent.page.getByRole('region', { name: 'SIP password' }).count()).toBe(0);
    expect(await agent.page.getByRole('button', { name: /password/i }).count()).toBe(0);
    expect(await agent.page.getByRole('button', { name: 'Edit Device' }).count()).toBe(0);
    await agent.context.close();
  });

  it("assigns a DID of the customer's, opens it from the extension, refuses it to a second extension, and takes it off", async () => {
    const customer = await seedExtension();
    const did = await createDid(harness.db, customer);
    const strangersDid = await createDid(harness.db, await seedCustomer());
    const neighbour = await createExtension(
      harness.db,
      { account: customer.account, domain: customer.domain },
      { username: `8${String(seeded).padStart(3, '0')}` },
    );
    const { page } = await signedIn(ADMIN);

    await page.goto(`/extensions/${customer.extension.id}?tab=dids`);
    await tabPanel(page).getByRole('link', { name: 'Assign DID' }).click();
    await page.waitForURL(`**/extensions/${customer.extension.id}/assign_did`);
    await leaveEmpty(page, 'DID');
    await page.getByText('DID is required').waitFor();
    // Only the customer's own DIDs are offered: another customer's could never ring this extension.
    await page.getByLabel('DID', { exact: true }).fill(strangersDid.number);
    await page.getByRole('listbox').getByText('No matches').waitFor();
    await pickLookup(page, 'DID', did.number);
    await page.getByRole('button', { name: 'Save' }).click();
    await toastWith(page, 'DID assigned successfully').waitFor();
    await page.waitForURL(`**/extensions/${customer.extension.id}?tab=dids`);
    await tabPanel(page)
      .getByRole('row', { name: new RegExp(did.number) })
      .click();
    await page.waitForURL(`**/dids/${did.id}`);

    // The DID rings one extension only: the refusal lands on the DID field.
    await page.goto(`/extensions/${neighbour.id}/assign_did`);
    await pickLookup(page, 'DID', did.number);
    await page.getByRole('button', { name: 'Save' }).click();
    const refusal = `DID ${did.number} already rings extension ${customer.extension.username}@${customer.domain.name}`;
    await page.getByRole('form', { name: 'Assign DID' }).getByRole('alert').getByText(refusal, { exact: false }).waitFor();
    expect(page.url()).toMatch(/\/assign_did$/);

    await page.goto(`/extensions/${customer.extension.id}?tab=dids`);
    await deleteRow(page, tabPanel(page).getByRole('row', { name: new RegExp(did.number) }), 'Delete Extension DID?');
    await toastWith(page, 'DID unassigned successfully').waitFor();
    await tabPanel(page).getByText('No data to display').waitFor();
  });

  it('deletes an extension with its devices and DIDs once the person confirms both', async () => {
    const customer = await seedExtension();
    const did = await createDid(harness.db, customer);
    const { page } = await signedIn(ADMIN);
    await addDevice(page, customer.extension.id);
    const assigned = await page.evaluate(
      async ({ extensionId, didId }) => {
        const response = await fetch(`/api/v1/extensions/${extensionId}/dids`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${sessionStorage.getItem('rl_access_token') ?? ''}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ did_id: didId }),
        });
        return response.status;
      },
      { extensionId: customer.extension.id, didId: did.id },
    );
    expect(assigned).toBe(201);

    await page.goto(`/extensions/${customer.extension.id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    const dialog = await confirmDeletion(page, 'Delete Extension?');
    await dialog
      .getByRole('alert')
      .getByText('Deleting this extension also deletes its 1 device and takes 1 DID off it. Confirm again to delete them together.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete all' }).click();
    await toastWith(page, 'Extension deleted successfully').waitFor();
    await page.waitForURL('**/extensions?page=1');
    await page.goto(`/dids/${did.id}`);
    await page.getByText(did.number).first().waitFor();
  });

  it("says it could not load an extension's devices or DIDs", async () => {
    const { extension } = await seedExtension();
    const { page } = await signedIn(ADMIN);
    // A bare 400 carries no message of the server's own and is not retried.
    await page.route(/\/api\/v1\/extensions\/\d+\/(devices|dids)\?/, (route) => route.fulfill({ status: 400, body: '' }));
    await page.goto(`/extensions/${extension.id}?tab=devices`);
    await page.getByText('Could not load extension devices, try refreshing the page').waitFor();
    await page.getByRole('tab', { name: 'Extension DIDs' }).click();
    await page.getByText('Could not load extension dids, try refreshing the page').waitFor();
    await page.getByRole('tab', { name: 'Extension Calls' }).click();
    await tabPanel(page).getByText('No data to display').waitFor();
  });
});
