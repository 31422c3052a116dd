import { describe, expect, it } from 'vitest';
import { ADMIN, signInThroughForm, useBrowserApp } from './harness.js';

describe('the console shell', () => {
  const harness = useBrowserApp();

  it('toggles the sidebar, and closes it by itself on a narrow window', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await page.waitForURL('**/dids?page=1');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    expect(await sidebar.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(() => sidebar.isVisible()).toBe(false);
  });

  it('shows the group of a page opened far down the sidebar, on a short window', async () => {
    const { page } = await harness.adminPage();
    await page.setViewportSize({ width: 1280, height: 480 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const groups = nav.getByRole('button');
    await groups.last().waitFor();
    const lastGroup = (await groups.last().textContent())?.trim() ?? '';
    await groups.last().click();
    const lastList = nav.getByRole('link').last();
    const address = (await lastList.getAttribute('href')) ?? '';
    await page.goto(`${harness.baseUrl}${address}`);
    const current = nav.locator('[aria-current="page"]');
    await current.waitFor();
    expect(await nav.getByRole('button', { name: lastGroup }).getAttribute('aria-expanded')).toBe('true');
    const within = async () => {
      const [box, view] = [await current.boundingBox(), await nav.boundingBox()];
      return box !== null && view !== null && box.y >= view.y && box.y + box.height <= view.y + view.height;
    };
    await expect.poll(within).toBe(true);

    // A phone's sidebar is a drawer opened after the page: it too opens on the page's group.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await current.waitFor();
    await expect.poll(within).toBe(true);
  });

  it('offers a skip link as the first Tab stop, and rings whatever the keyboard focuses, in both themes', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await page.waitForURL('**/dids?page=1');
    await page.getByText(/Page 1 of 4/).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    const ringOfFocused = () => page.evaluate(() => (document.activeElement ? getComputedStyle(document.activeElement).outline : ''));
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to main content');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.poll(async () => (await skip.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(await ringOfFocused()).toMatch(/solid 2px$/);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    const lightRing = await ringOfFocused();
    expect(lightRing).toMatch(/solid 2px$/);
    await page.getByRole('button', { name: 'Toggle theme' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const darkRing = await ringOfFocused();
    expect(darkRing).toMatch(/solid 2px$/);
    // The dark theme's ring is a lighter blue, to stand out on dark surfaces.
    expect(darkRing).not.toBe(lightRing);
  });

  it('filters the list through the search box and resets to page 1', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto('/dids?page=2');
    await page.getByText(/Page 2 of 4/).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('1415');
    await page.waitForURL((url) => url.searchParams.get('search') === '1415' && url.searchParams.get('page') === '1');
    await page.getByText(/Page 1 of 1/).waitFor();
    const numbers = await page.getByRole('row').locator('td:first-child').allInnerTexts();
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers) expect(number).toContain('1415');
    await page.getByRole('searchbox', { name: 'Search' }).fill('   ');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await page.getByText(/Page 1 of 4/).waitFor();
  });

  it('shows the grid tip once, remembers its dismissal, and the grid button opens the user menu', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await page.waitForURL('**/dids?page=1');
    const tip = page.getByRole('note', { name: 'Tip' });
    await tip.getByText('Explore more options, view user logs & recharge user lines').waitFor();
    await tip.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => tip.count()).toBe(0);
    await page.reload();
    await page.getByText(/Page 1 of 4/).waitFor();
    expect(await tip.count()).toBe(0);
    await page.getByRole('button', { name: 'More options' }).click();
    await page.waitForURL('**/user/menu');
    await page.getByText('Recharge User Line').first().waitFor();
  });

  it('gives an agent read-only DIDs: no create or delete, and the 401 page on /dids/new', async () => {
    const agent = await harness.createUser('agent');
    const { page } = await harness.signedInPage(agent);
    await page.waitForURL('**/dids?page=1');
    await page.getByText(/Page 1 of 4/).waitFor();
    expect(await page.getByRole('link', { name: 'Add new DID' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await page.goto('/dids/new');
    await page.getByText('401 Unauthorized').waitFor();
    await page.goto('/no-such-page');
    await page.getByText('404 Not Found').waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
  });

  it('marks a wrong old password on its field, where the person can correct it', async () => {
    const admin = await harness.createUser('admin');
    const { page } = await harness.signedInPage(admin);
    await page.goto('/me');
    const oldPassword = page.getByLabel('Old Password');
    await oldPassword.fill('not-my-password');
    await page.getByLabel('New Password').fill('a-brand-new-password');
    await page.getByLabel('Confirm Password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    const reason = page.getByRole('alert').filter({ hasText: /^The old password is not correct$/ });
    await reason.waitFor();
    expect(await oldPassword.getAttribute('aria-invalid')).toBe('true');
    expect(await oldPassword.getAttribute('aria-describedby')).toContain(await reason.getAttribute('id'));
    expect(await oldPassword.evaluate((input) => input === document.activeElement)).toBe(true);

    // Typing the right one clears the mark and the change goes through.
    await oldPassword.fill(admin.password);
    await reason.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    await page.getByText('Password changed successfully').waitFor();
  });

  it('changes the password from Account Settings; the new one signs in', async () => {
    const admin = await harness.createUser('admin');
    const { page } = await harness.signedInPage(admin);
    await page.waitForURL('**/dids?page=1');
    await page.getByRole('link', { name: 'Account Settings' }).click();
    await page.waitForURL('**/me**');
    await page.getByLabel('Old Password').fill(admin.password);
    await page.getByLabel('New Password').fill('a-brand-new-password');
    await page.getByLabel('Confirm Password').fill('a-different-one');
    await page.getByLabel('Confirm Password').blur();
    await page.getByText('Passwords do not match, try again!').waitFor();
    await page.getByLabel('Confirm Password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    await page.getByText('Password changed successfully').waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/auth');
    await signInThroughForm(page, { email: admin.email, password: 'a-brand-new-password' });
  });
});
