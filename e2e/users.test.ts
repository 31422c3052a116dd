import { describe, expect, it } from 'vitest';
import type { Locator, Request } from 'playwright-core';
import { createPersonWithLogin } from '../apps/server/src/bootstrap/people.js';
import { signInThroughForm, toastWith, useBrowserApp } from './harness.js';
import { balanceCard, postTransaction } from './call-account-steps.js';
import { confirmDeletion, leaveEmpty, pickLookup, saveCapturing, submitForm } from './form-steps.js';

describe('users in the console', () => {
  const harness = useBrowserApp();
  let seeded = 0;

  /** A user straight in the database, with a phone whose last 10 digits are `5550100` + a counter. */
  async function seedUser() {
    seeded += 1;
    const email = `person${seeded}@users.e2e.test`;
    const phone = `+1 (555) 010-${String(seeded).padStart(4, '0')}`;
    const id = await createPersonWithLogin(harness.db, { firstname: 'Grace', lastname: `Hopper${seeded}`, email, phone, type: 'user' }, 'seeded-password-1');
    return { id, email, number: `555010${String(seeded).padStart(4, '0')}` };
  }

  it('creates a user through the form, saying which required fields are missing', async () => {
    const { page } = await harness.adminPage();
    await page.goto('/users/new');
    await page.getByText('Fill in details for the new User').first().waitFor();
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByLabel('Role').count()).toBe(0);

    await leaveEmpty(page, 'First Name');
    await page.getByText('Firstname is required').waitFor();
    await leaveEmpty(page, 'Last Name');
    await page.getByText('Lastname is required').waitFor();
    await leaveEmpty(page, 'Phone');
    await page.getByText('Phone number is required').waitFor();
    await page.getByLabel('Type', { exact: true }).focus();
    await page.getByLabel('Type', { exact: true }).blur();
    await page.getByText('Please select user type').waitFor();
    expect(await page.getByLabel('Type', { exact: true }).locator('option').allInnerTexts()).toEqual(['Select…', 'admin', 'agent', 'user']);

    await page.getByLabel('First Name').fill('Katherine');
    await page.getByLabel('Last Name').fill('Johnson');
    await page.getByLabel('Phone').fill('+1 (555) 019-0001');
    await page.getByLabel('Type', { exact: true }).selectOption('agent');
    // Email is optional: the form saves without it.
    await submitForm(page, save, 'User created successfully');
    await page.waitForURL('**/users?page=1');

    await page.getByRole('searchbox', { name: 'Search' }).fill('Katherine');
    await page.waitForURL(/search=Katherine/);
    await page
      .getByRole('row', { name: /Katherine/ })
      .getByText('Johnson')
      .click();
    await page.waitForURL(/\/users\/\d+$/);
    // Typed with spaces, brackets and a dash; stored and shown in one form.
    await page.getByText('+15550190001').waitFor();
    await page.getByText('agent', { exact: true }).first().waitFor();
  });

  it('creates credentials with a generated password that signs the user in', async () => {
    const user = await seedUser();
    const { page } = await harness.adminPage();
    await page.goto(`/users/${user.id}`);
    await page.getByRole('button', { name: 'Create Credentials' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Credentials' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe(user.email);

    const username = dialog.getByLabel('Username');
    await username.fill('x');
    await username.fill('');
    await username.blur();
    await dialog.getByText('Username is required').waitFor();
    await username.fill(`grace.${user.id}`);
    await dialog.getByRole('button', { name: 'Auto-Generate Password' }).click();
    const password = dialog.getByLabel('Password (optional)');
    // Shown in clear so the operator can read it out before it is mailed.
    expect(await password.getAttribute('type')).toBe('text');
    const generated = await password.inputValue();
    expect(generated.length).toBeGreaterThanOrEqual(16);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User login successfully created').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const logins = page.getByRole('region', { name: 'Logins' });
    await logins
      .getByRole('row')
      .filter({ hasText: `grace.${user.id}` })
      .waitFor();

    const visitor = await harness.newPage();
    await signInThroughForm(visitor.page, { email: `grace.${user.id}`, password: generated });
    await visitor.context.close();

    await page.getByRole('button', { name: 'Create Credentials' }).click();
    expect(await page.getByRole('dialog').getByLabel('Username').inputValue()).toBe('');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // A login is renamed in a dialog over the list; its password stays unless a new one is typed.
    await logins
      .getByRole('row')
      .filter({ hasText: `grace.${user.id}` })
      .getByRole('button', { name: 'Edit' })
      .click();
    const editing = page.getByRole('dialog', { name: 'Edit Login' });
    await editing.getByLabel('Username').fill(`grace.hopper.${user.id}`);
    await editing.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('User login updated successfully').waitFor();
    await editing.waitFor({ state: 'detached' });
    await logins
      .getByRole('row')
      .filter({ hasText: `grace.hopper.${user.id}` })
      .waitFor();

    await logins
      .getByRole('row')
      .filter({ hasText: `grace.hopper.${user.id}` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await confirmDeletion(page, 'Delete User Login?');
    await page.getByText('User login deleted successfully').waitFor();
    await logins.getByText(`grace.hopper.${user.id}`).waitFor({ state: 'detached' });
    await logins.getByText(user.email).waitFor();
  });

  it("mails a login's new password from the edit dialog when Send To Email is filled in, and asks for it only when creating", async () => {
    const user = await seedUser();
    const { page } = await harness.adminPage();
    await page.goto(`/users/${user.id}`);
    const requiredMarkerOf = (scope: Locator, label: string) => scope.locator('label', { hasText: label }).locator('xpath=..').getByText('*');
    await page.getByRole('button', { name: 'Create Credentials' }).click();
    const creating = page.getByRole('dialog', { name: 'Create Credentials' });
    expect(await requiredMarkerOf(creating, 'Send To Email').count()).toBe(1);
    await creating.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('region', { name: 'Logins' }).getByRole('row').filter({ hasText: user.email }).getByRole('button', { name: 'Edit' }).click();
    const editing = page.getByRole('dialog', { name: 'Edit Login' });
    const sendTo = editing.getByLabel('Send To Email');
    expect(await sendTo.inputValue()).toBe('');
    expect(await requiredMarkerOf(editing, 'Send To Email').count()).toBe(0);
    expect(await requiredMarkerOf(editing, 'Username').count()).toBe(1);
    await editing.getByText('when editing, leave it empty to mail nothing').waitFor();
    await editing.getByLabel('Password (optional)').fill('mailed long password');
    await sendTo.fill(user.email);
    const isPatch = (request: Request) => request.method() === 'PATCH' && /\/users\/\d+\/logins\/\d+$/.test(new URL(request.url()).pathname);
    const [request] = await Promise.all([page.waitForRequest(isPatch), editing.getByRole('button', { name: 'Save Changes' }).click()]);
    expect(request.postDataJSON()).toEqual({ password: 'mailed long password', send_to_email: user.email });
    await page.getByText('User login updated successfully').waitFor();
    await editing.waitFor({ state: 'detached' });

    const visitor = await harness.newPage();
    await signInThroughForm(visitor.page, { email: user.email, password: 'mailed long password' });
  });

  it('says under Username when the server finds the username taken', async () => {
    const user = await seedUser();
    const other = await seedUser();
    const { page } = await harness.adminPage();
    await page.goto(`/users/${user.id}`);
    await page.getByRole('button', { name: 'Create Credentials' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Credentials' });
    // Another user's e-mail signs them in, so it is nobody else's username.
    await dialog.getByLabel('Username').fill(other.email);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'This username is already taken' }).waitFor();
    await toastWith(page, 'This username is already taken').waitFor();
    expect(await dialog.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
  });

  it("creates a user account and a funded user call account from the user's page and lists them in its tabs", async () => {
    const user = await seedUser();
    const { page } = await harness.adminPage();
    await page.goto(`/users/${user.id}`);
    await page.getByRole('tab', { name: 'User Accounts' }).waitFor();
    await page.getByText('No data to display').waitFor();

    await page.getByRole('link', { name: 'Create new User Account' }).click();
    await page.waitForURL(`**/users/${user.id}/accounts/new`);
    await page.getByText('Create User Account').first().waitFor();
    expect(await page.getByLabel('Number', { exact: true }).inputValue()).toBe(user.number);
    // The account belongs to this user: neither its type nor its owner is asked for.
    expect(await page.getByLabel('Type', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('User', { exact: true }).count()).toBe(0);
    await pickLookup(page, 'Localization', 'Nigeria');
    const save = page.getByRole('button', { name: 'Save' });
    await submitForm(page, save, 'Account created successfully');
    await page.waitForURL(new RegExp(`/users/${user.id}$`));
    await page
      .getByRole('tabpanel')
      .getByRole('row', { name: new RegExp(user.number) })
      .waitFor();

    await page.getByRole('tab', { name: 'User Call Accounts' }).click();
    await page.getByRole('link', { name: 'User Call Account' }).click();
    await page.waitForURL(`**/users/${user.id}/call_accounts/new`);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Main');
    expect(await page.getByLabel('Number', { exact: true }).inputValue()).toBe(user.number);
    await pickLookup(page, 'Pricelist', 'Standard');
    await submitForm(page, save, 'Call Account created successfully');
    await page.waitForURL(new RegExp(`/users/${user.id}$`));

    await page.getByRole('tab', { name: 'User Call Accounts' }).click();
    await page.getByRole('tabpanel').getByRole('row', { name: /Main/ }).getByText(user.number).waitFor();

    // The new line is funded through the ledger and shows the money it holds.
    await page
      .getByRole('tabpanel')
      .getByRole('row', { name: new RegExp(user.number) })
      .click();
    await page.waitForURL(/\/call_accounts\/\d+$/);
    await postTransaction(page, 'credit', '12.34567', 'Welcome credit');
    await page.getByText('Transaction initiated successfully').waitFor();
    await expect.poll(() => balanceCard(page, 'Balance').innerText()).toBe('NGN\u00a012.34567');
    const line = page.getByRole('region', { name: 'Transactions' }).getByRole('row', { name: /Welcome credit/ });
    expect((await line.innerText()).replace(/\s+/g, ' ')).toMatch(/credit NGN 12\.34567 NGN 12\.34567 Welcome credit/);
    await page.goto(`/users/${user.id}`);
    await page.getByRole('tab', { name: 'User Extensions' }).click();
    await page.getByRole('tabpanel').getByText('No data to display').waitFor();
    await page.getByRole('tabpanel').getByRole('link', { name: 'User Extension', exact: true }).waitFor();
  });

  it('says it could not load user accounts when their list fails', async () => {
    const user = await seedUser();
    const { page } = await harness.adminPage();
    await page.route(`**/api/v1/users/${user.id}/accounts?*`, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.goto(`/users/${user.id}`);
    await page.getByText('Could not load user accounts, try refreshing the page').waitFor({ timeout: 15_000 });
  });

  it("names an account's owner by its type: user_id or provider_id, cleared on switching", async () => {
    const user = await seedUser();
    const { page } = await harness.adminPage();
    await page.goto('/accounts/new');
    const type = page.getByLabel('Type', { exact: true });
    await type.selectOption('user');
    await pickLookup(page, 'User', `Hopper${seeded}`);
    expect(await page.getByLabel('User', { exact: true }).inputValue()).toBe(`Grace Hopper${seeded}`);

    await type.selectOption('provider');
    const provider = page.getByLabel('Provider', { exact: true });
    await provider.waitFor();
    expect(await provider.inputValue()).toBe('');
    expect(await page.getByLabel('User', { exact: true }).count()).toBe(0);
    await pickLookup(page, 'Provider', `Hopper${seeded}`);
    await page.getByLabel('Number', { exact: true }).fill(user.number);
    await pickLookup(page, 'Localization', 'Nigeria');

    const { request, response } = await saveCapturing(page, '/api/v1/accounts');
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'provider', provider_id: user.id, number: user.number });
    expect(body).not.toHaveProperty('type_id');
    expect(body).not.toHaveProperty('user_id');
    await page.getByText('Account created successfully').waitFor();

    const created = (await response.json()) as { id: number };
    await page.goto(`/accounts/${created.id}?edit=1`);
    const editForm = page.getByRole('form', { name: 'Edit Account' });
    await expect.poll(() => editForm.getByLabel('Provider', { exact: true }).inputValue()).toBe(`Grace Hopper${seeded}`);
  });

  it("edits a localization's translation lists as from/to pairs and stores them as text", async () => {
    const { page } = await harness.adminPage();
    await page.goto('/localizations/new');
    await page.getByLabel('Name', { exact: true }).fill(`E2E dial plan ${Date.now()}`);
    const originate = page.getByRole('group', { name: 'Number Originate' });
    expect(await originate.getByRole('button', { name: /^Remove pair/ }).count()).toBe(0);
    await originate.getByLabel('Number Originate from 1').fill('0');
    await originate.getByLabel('Number Originate to 1').fill('234');
    await originate.getByRole('button', { name: 'Add pair' }).click();
    await originate.getByLabel('Number Originate from 2').fill('+');
    await originate.getByRole('button', { name: 'Add pair' }).click();
    await originate.getByLabel('Number Originate from 3').fill('00');
    await originate.getByRole('button', { name: 'Remove pair 3' }).click();
    expect(await originate.getByLabel('Number Originate from 3').count()).toBe(0);

    const { request, response } = await saveCapturing(page, '/api/v1/localizations');
    expect(request.postDataJSON()).toMatchObject({ number_originate: '0/234,+/*', number_terminate: '' });
    await page.getByText('Localization created successfully').waitFor();

    const created = (await response.json()) as { id: number };
    await page.goto(`/localizations/${created.id}?edit=1`);
    const editing = page.getByRole('form', { name: 'Edit Localization' }).getByRole('group', { name: 'Number Originate' });
    await expect.poll(() => editing.getByLabel('Number Originate from 2').inputValue()).toBe('+');
    expect(await editing.getByLabel('Number Originate to 1').inputValue()).toBe('234');
    expect(await editing.getByLabel('Number Originate to 2').inputValue()).toBe('');
  });
});
