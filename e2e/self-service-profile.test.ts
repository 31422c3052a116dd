import { describe, expect, it } from 'vitest';
import { dismissTip, signInThroughForm, toastWith, useBrowserApp } from './harness.js';

describe("a customer's profile", () => {
  const harness = useBrowserApp();

  async function openProfile(person: { email: string; password: string }) {
    const { page } = await harness.signedInPage(person);
    await page.waitForURL('**/user/home');
    await dismissTip(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/user/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    return { page, details: page.getByRole('region', { name: 'Your details' }) };
  }

  it('changes their name and e-mail, each field checked as typed, a taken e-mail refused on its field', async () => {
    const person = await harness.createUser('user');
    const other = await harness.createUser('user');
    const { page, details } = await openProfile(person);
    const save = details.getByRole('button', { name: 'Save Changes' });
    expect(await details.getByLabel('First Name').inputValue()).toBe('E2E');
    expect(await details.getByLabel('Email').inputValue()).toBe(person.email);
    // Nothing changed yet: nothing to save.
    expect(await save.isDisabled()).toBe(true);

    await details.getByLabel('First Name').fill('');
    await details.getByLabel('First Name').blur();
    await details
      .getByRole('alert')
      .filter({ hasText: /^Firstname is required$/ })
      .waitFor();
    await details.getByLabel('First Name').fill('Kofi');
    await details.getByLabel('Last Name').fill('Mensah');
    await details.getByLabel('Email').fill('not-an-address');
    await details.getByLabel('Email').blur();
    await details
      .getByRole('alert')
      .filter({ hasText: /^Enter a valid e-mail address$/ })
      .waitFor();

    await details.getByLabel('Email').fill(other.email);
    await save.click();
    await details
      .getByRole('alert')
      .filter({ hasText: /^A user with this email already exists$/ })
      .waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');

    const email = `kofi.${person.email}`;
    await details.getByLabel('Email').fill(email);
    await save.click();
    await toastWith(page, 'Profile updated successfully').waitFor();
    // The shell reads the new name at once, and the page keeps it after a reload.
    await page.getByText('Kofi Mensah').first().waitFor();
    await page.reload();
    expect(await details.getByLabel('First Name').inputValue()).toBe('Kofi');
    expect(await details.getByLabel('Email').inputValue()).toBe(email);

    const again = await harness.newPage();
    await signInThroughForm(again.page, { email, password: person.password });
    await again.page.waitForURL('**/user/home');
  });

  it('changes their password only with the current one', async () => {
    const person = await harness.createUser('user');
    const { page } = await openProfile(person);

    const password = page.getByRole('region', { name: 'Change password' });
    await password.getByLabel('Old Password').fill('not-my-password');
    await password.getByLabel('New Password').fill('a-customer-new-password');
    await password.getByLabel('Confirm Password').fill('a-customer-new-password');
    await password.getByRole('button', { name: 'Change Password', exact: true }).click();
    await password
      .getByRole('alert')
      .filter({ hasText: /^The old password is not correct$/ })
      .waitFor();

    await password.getByLabel('Old Password').fill(person.password);
    await password.getByRole('button', { name: 'Change Password', exact: true }).click();
    await page.getByText('Password changed successfully').waitFor();

    const again = await harness.newPage();
    await signInThroughForm(again.page, { email: person.email, password: 'a-customer-new-password' });
    await again.page.waitForURL('**/user/home');
    expect(new URL(again.page.url()).pathname).toBe('/user/home');
  });
});
