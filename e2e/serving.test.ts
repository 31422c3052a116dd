import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page, Response, Route } from 'playwright-core';
import { initialScripts, type Manifest } from '../apps/web/scripts/bundle-budget.js';
import { ADMIN, dismissTip, signInThroughForm, useBrowserApp } from './harness.js';

/** The scripts the page fetched, by path under the build root (`assets/index-….js`). */
function recordScripts(page: Page) {
  const scripts = new Map<string, Response>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.set(pathname.slice(1), response);
  });
  return scripts;
}

/** Opens the first DID of the list's first page and answers its number and row. */
/** The first DID of the list, once the list has arrived (the skeleton's rows are empty). */
async function firstDid(page: Page) {
  const row = page.getByRole('row').nth(1);
  const numberOf = async () => (await row.locator('td').first().innerText()).trim();
  await expect.poll(numberOf).toMatch(/^\+?\d+$/);
  return { number: await numberOf(), row };
}

describe('the console as served', () => {
  const harness = useBrowserApp();

  it('loads the sign-in page with the initial scripts alone, compressed and kept for a year', async () => {
    const manifest = JSON.parse(readFileSync(path.join(harness.webRoot, '.vite/manifest.json'), 'utf8')) as Manifest;
    const { page } = await harness.newPage();
    const scripts = recordScripts(page);
    const document = await page.goto('/auth');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(document?.headers()['cache-control']).toBe('no-cache');
    expect([...scripts.keys()].sort()).toEqual(initialScripts(manifest).sort());
    for (const [file, response] of scripts) {
      expect(response.status()).toBe(200);
      const headers = await response.allHeaders();
      // Files under 1 KB go out as they are.
      expect(headers['content-encoding'], file).toBe(statSync(path.join(harness.webRoot, file)).size < 1024 ? undefined : 'br');
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it("fetches a page's code when it is first opened", async () => {
    const { page } = await harness.signedInPage(ADMIN);
    const scripts = recordScripts(page);
    await page.waitForURL('**/dids?page=1');
    await dismissTip(page);
    const { number, row } = await firstDid(page);
    const before = scripts.size;
    await row.getByText(number).click();
    await page.waitForURL(/\/dids\/\d+$/);
    await page.getByRole('heading', { name: `DID ${number}` }).waitFor();
    expect(scripts.size).toBeGreaterThan(before);
  });

  it('opens a row clicked while a search is still being typed, however long its page takes to arrive', async () => {
    const { page } = await harness.adminPage();
    // The view page's code arrives after the search box's pause, as on a slow line.
    await page.route('**/assets/ViewPage-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const { number, row } = await firstDid(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(number);
    await row.getByText(number).click();
    await page.getByRole('heading', { name: `DID ${number}` }).waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toMatch(/^\/dids\/\d+$/);
    expect(new URL(page.url()).search).toBe('');
  });

  it('loads the new release when a page it had not opened is gone after one', async () => {
    const { page } = await harness.adminPage();
    // The first request for the view page's code finds it removed, as after a release.
    await page.route('**/assets/ViewPage-*.js', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"gone"}' }), {
      times: 1,
    });
    const { number, row } = await firstDid(page);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await row.getByText(number).click();
    await page.getByRole('heading', { name: `DID ${number}` }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/dids\/\d+$/);
    expect(loads).toBe(1);
  });

  it('says a page whose code stays missing could not be loaded, and a reload brings it once it is back', async () => {
    const { page } = await harness.adminPage();
    // Still missing after the reload a release calls for: the server lost the file, or the line is down.
    const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"gone"}' });
    await page.route('**/assets/ViewPage-*.js', gone);
    const { number, row } = await firstDid(page);
    await row.getByText(number).click();
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    // The shell stays around the message, so the person can go elsewhere too.
    await expect.poll(() => page.getByRole('navigation').count()).toBeGreaterThan(0);
    await page.unroute('**/assets/ViewPage-*.js', gone);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: `DID ${number}` }).waitFor();
  });

  it("says so when the shell's pages cannot be fetched on signing in, rather than showing nothing", async () => {
    const { page } = await harness.newPage();
    const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"gone"}' });
    await page.route('**/assets/pages-*.js', gone);
    await signInThroughForm(page, ADMIN);
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
    await page.unroute('**/assets/pages-*.js', gone);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForURL('**/dids?page=1');
    await page.getByRole('heading', { name: 'DIDs' }).first().waitFor();
  });
});
