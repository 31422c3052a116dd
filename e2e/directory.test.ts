import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../apps/server/src/db/schema/index.js';
import { createCallAccountWithAccount, createUser } from '../apps/server/src/test/factories.js';
import { useBrowserApp } from './harness.js';
import { confirmDeletion, deleteRow, leaveEmpty, pickLookup, submitForm } from './form-steps.js';

/** The users, call account and caller id screens an operator edits by hand. */
describe('users, call accounts and caller ids in the console', () => {
  const harness = useBrowserApp();

  it("changes a user's role through Edit User Details, and will not delete a user who still owns an account", async () => {
    // Saved without a phone, as users made before the rule were: the role can still be changed.
    const user = await createUser(harness.db, 'user');
    const { account } = await createCallAccountWithAccount(harness.db);
    await harness.db.update(accounts).set({ type_id: user.id }).where(eq(accounts.id, account.id));
    const { page } = await harness.adminPage();

    await page.goto(`/users/${user.id}`);
    await page.getByRole('button', { name: 'Edit User Details' }).click();
    await pickLookup(page, 'Role', 'agent');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('User updated successfully').waitFor();
    await page.goto(`/users/${user.id}`);
    await page
      .locator('dt', { hasText: /^Role$/ })
      .locator('xpath=following-sibling::dd')
      .getByText('agent')
      .waitFor();

    // The toolbar's Delete comes first; rows and logins have their own.
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await confirmDeletion(page, 'Delete User?');
    await page.getByText('This user still owns 1 account; remove or reassign them first').waitFor();
    expect(page.url()).toMatch(new RegExp(`/users/${user.id}$`));
  });

  it('creates a call account for a provider, saying which required fields are missing', async () => {
    const provider = await createUser(harness.db, 'user');
    const { page } = await harness.adminPage();
    await page.goto('/call_accounts/new');
    await leaveEmpty(page, 'Name');
    await page.getByText('Name is required').waitFor();
    await leaveEmpty(page, 'Number');
    await page.getByText('Number is required').waitFor();
    await page.getByLabel('Number', { exact: true }).fill('80312x');
    await page.getByLabel('Number', { exact: true }).blur();
    await page.getByText('Number must be numeric').waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Carrier trunk');
    await page.getByLabel('Number', { exact: true }).fill('8039990001');
    await pickLookup(page, 'Pricelist', 'Standard');
    await page.getByLabel('Type', { exact: true }).selectOption('provider');
    await pickLookup(page, 'Provider', provider.email);
    const save = page.getByRole('button', { name: 'Save' });
    await submitForm(page, save, 'Call Account created successfully');

    await page.goto('/call_accounts?page=1&search=8039990001');
    await page.getByRole('row', { name: /Carrier trunk/ }).click();
    // The owner is named for what the line's type makes them.
    await page
      .locator('dt', { hasText: /^Provider$/ })
      .locator('xpath=following-sibling::dd')
      .getByText('Test user')
      .waitFor();
  });

  it('adds, edits and deletes a caller id on an account', async () => {
    const { account } = await createCallAccountWithAccount(harness.db);
    const { page } = await harness.adminPage();
    await page.goto('/callerids/new');
    await leaveEmpty(page, 'Caller ID Number');
    await page.getByText('Caller ID Number is required').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Front desk');
    await page.getByLabel('Caller ID Number', { exact: true }).fill('+2348035550199');
    await pickLookup(page, 'Account', account.number);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Caller Id created successfully').waitFor();

    await page.goto('/callerids?page=1&search=2348035550199');
    const row = page.getByRole('row', { name: /Front desk/ });
    expect(await row.innerText()).toContain(account.number);
    await row.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Reception');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Caller Id updated successfully').waitFor();

    await page.goto('/callerids?page=1&search=2348035550199');
    await deleteRow(page, page.getByRole('row', { name: /Reception/ }), 'Delete Caller Id?');
    await page.getByText('Caller Id deleted successfully').waitFor();
    await page.getByText('No data to display').waitFor();
  });
});
