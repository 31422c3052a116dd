import { describe, expect, it } from 'vitest';
import { claimsOf, craftToken } from '../apps/server/src/test/tokens.js';
import { ADMIN, E2E_JWT_SECRET, useBrowserApp } from './harness.js';

describe('signing in and the shell', () => {
  const harness = useBrowserApp();

  /** The admin signed in on a browser they trust, at the first list. */
  async function trustedBrowser() {
    const opened = await harness.signedInPage(ADMIN, { trust: true });
    await opened.page.waitForURL('**/dids?page=1');
    return opened;
  }

  /** A new tab of a trusted browser, opened at `path`, which signs back in silently and lands on the first list. */
  async function trustedBrowserTab(path: string) {
    const { context } = await trustedBrowser();
    const tab = await context.newPage();
    await tab.goto(path);
    await tab.waitForURL('**/dids?page=1');
    return { context, tab };
  }

  it('keeps Login disabled until both fields are filled, then signs in and lands on the first list', async () => {
    const { page } = await harness.newPage();
    await page.goto('/auth');
    await expect.poll(() => page.getByRole('heading', { name: 'Log in to your account' }).isVisible()).toBe(true);
    const login = page.getByRole('button', { name: 'Login' });
    expect(await login.isDisabled()).toBe(true);
    await page.getByLabel('Email Address').fill(ADMIN.email);
    expect(await login.isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    expect(await login.isEnabled()).toBe(true);
    await login.click();
    await page.getByText('Login successful').waitFor();
    await page.waitForURL('**/dids?page=1');
    await page.getByRole('heading', { level: 1, name: 'DIDs' }).waitFor();
    await page.getByText(/Page 1 of 4/).waitFor();
  });

  it('shows the server message for a wrong password and stays on /auth', async () => {
    const { page } = await harness.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email Address').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('The e-mail address or password is not correct').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('sends a signed-out visitor to /auth', async () => {
    const { page } = await harness.newPage();
    await page.goto('/dids?page=1');
    await page.waitForURL('**/auth');
  });

  it('keeps the chosen theme across a reload', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await page.waitForURL('**/dids?page=1');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const before = await isDark();
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect.poll(isDark).toBe(!before);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'DIDs' }).waitFor();
    expect(await isDark()).toBe(!before);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(before ? 'light' : 'dark');
  });

  it('shows a role user their own pages in the sidebar and no resource, their home, and the 401 page on /dids', async () => {
    const user = await harness.createUser('user');
    const { page } = await harness.signedInPage(user);
    await page.waitForURL('**/user/home');
    const resourceMenu = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('navigation', { name: 'Main' });
    await resourceMenu.getByRole('link', { name: 'Home' }).waitFor();
    expect(await resourceMenu.getByRole('link', { name: 'DIDs' }).count()).toBe(0);
    expect(await resourceMenu.getByRole('button').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Account Settings' }).count()).toBe(1);
    await page.goto('/dids?page=1');
    await page.getByText('401 Unauthorized').waitFor();
    await page.getByText("You're not authorized to view this page").waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
  });

  it('signs a trusted device back in silently in a new tab, and logging out ends it', async () => {
    const { context, tab: second } = await trustedBrowserTab('/');
    await second.getByRole('heading', { level: 1, name: 'DIDs' }).waitFor();
    await second.getByRole('button', { name: 'Log out' }).click();
    await second.waitForURL('**/auth');
    expect(await second.evaluate(() => localStorage.getItem('trust_device'))).toBe('false');
    const third = await context.newPage();
    await third.goto('/dids?page=1');
    await third.waitForURL('**/auth');
  });

  it('lets several new tabs of a trusted browser sign back in at the same moment without ending the session', async () => {
    const { context } = await trustedBrowser();
    const tabs = await Promise.all([context.newPage(), context.newPage(), context.newPage()]);
    await Promise.all(tabs.map((tab) => tab.goto('/')));
    await Promise.all(tabs.map((tab) => tab.waitForURL('**/dids?page=1')));
    await Promise.all(tabs.map((tab) => tab.getByText(/Page 1 of 4/).waitFor()));
    const third = await context.newPage();
    await third.goto('/');
    await third.waitForURL('**/dids?page=1');
  });

  it('refreshes an expired access token and retries the call, without the person noticing', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await page.waitForURL('**/dids?page=1');
    const token = await page.evaluate(() => sessionStorage.getItem('rl_access_token'));
    const now = Math.floor(Date.now() / 1000);
    const expired = craftToken({ ...claimsOf(token ?? ''), iat: now - 1000, exp: now - 60 }, { alg: 'HS256', secret: E2E_JWT_SECRET });
    await page.evaluate((value) => sessionStorage.setItem('rl_access_token', value), expired);
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v1/refresh') && response.status() === 200);
    await page.goto('/dids?page=2');
    await refreshed;
    await page.getByText(/Page 2 of 4/).waitFor();
    const current = await page.evaluate(() => sessionStorage.getItem('rl_access_token'));
    expect(current).not.toBe(expired);
    expect(new URL(page.url()).pathname).toBe('/dids');
  });

  it('signs the person out when the server answers 401 for another reason', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await page.waitForURL('**/dids?page=1');
    await page.evaluate(() => sessionStorage.setItem('rl_access_token', 'not.a.token'));
    await page.goto('/dids?page=2');
    await page.waitForURL('**/auth');
    expect(await page.evaluate(() => sessionStorage.getItem('rl_access_token'))).toBeNull();
  });

  it('shows the device check while the fingerprint is registered', async () => {
    const { page } = await harness.newPage();
    await page.route('**/api/v1/devices', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/dids?page=1');
    await page.getByText('Just a moment. Checking your device').waitFor();
    await page.waitForURL('**/auth');
  });

  it('sends a trusted device from /auth straight into the console', async () => {
    await trustedBrowserTab('/auth');
  });
});
