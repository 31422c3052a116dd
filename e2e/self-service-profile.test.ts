import { describe, expect, it } from 'vitest';
import { dismissTip, signInThroughForm, useBrowserApp } from './harness.js';

describe("a customer's profile", () => {
  const harness = useBrowserApp();

  it('shows their name and e-mail, and changes their password only with the current one', async () => {
    const person = await harness.createUser('user');
    const { page } = await harness.signedInPage(person);
    await page.waitForURL('**/user/home');
    await dismissTip(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/user/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const details = page.getByRole('region', { name: 'Your details' });
    await details.getByText('E2E user').waitFor();
    await details.getByText(person.email).waitFor();

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
