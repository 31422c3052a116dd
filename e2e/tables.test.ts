import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { listPagePath, operations, topLevelResources, type ResourceDescription } from '@ringledger/contract';
import { createAccount, createCallAccountWithAccount, signIn } from '../apps/server/src/test/factories.js';
import { ADMIN, useBrowserApp, type BrowserApp } from './harness.js';
import { balanceCard } from './call-account-steps.js';

const MINUS = '\u2212';

/** Posts ledger lines through the API, as the console's modal would. */
async function post(harness: BrowserApp, path: string, payload: Record<string, unknown>) {
  const { headers } = await signIn(harness.app, ADMIN);
  const response = await harness.app.inject({ method: 'POST', url: `/api/v1${path}`, headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** Whitespace as one space: the currency and the amount are parted by a no-break space. */
async function textOf(locator: Locator) {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

/** The cell of a row under the heading named `heading`, found by the heading's position. */
async function cellUnder(page: Page, row: Locator, heading: string) {
  await row.waitFor();
  const names = (await page.getByRole('columnheader').allInnerTexts()).map((name) => name.trim());
  const index = names.indexOf(heading);
  expect(index, `column ${heading} among ${names.join(', ')}`).toBeGreaterThanOrEqual(0);
  return row.getByRole('cell').nth(index);
}

async function expectSideBySide(left: Locator, right: Locator) {
  const [before, after] = [await boxOf(left), await boxOf(right)];
  expect(before.x + before.width).toBeLessThanOrEqual(after.x + 0.5);
}

async function firstColumn(page: Page) {
  await page.getByRole('row').nth(1).waitFor();
  const rows = await page.getByRole('row').all();
  return Promise.all(rows.slice(1).map(async (row) => (await row.getByRole('cell').first().innerText()).trim()));
}

/** The top-level resources with a list page: the generic list, or one an operation answers (configurations, grouped). */
const LISTS = topLevelResources.filter(
  (resource) => resource.operations.includes('list') || operations.some((operation) => operation.method === 'GET' && operation.path === resource.path),
);

const SIZES = [
  { name: 'a laptop', width: 1440, height: 900 },
  { name: 'a phone', width: 390, height: 844 },
] as const;

/**
 * Where a table's first row falls short: its Actions cell or heading past the table's box or the
 * window, so a person must scroll to reach them, or a cell running under the actions.
 */
async function actionProblems(page: Page, resource: ResourceDescription, viewportWidth: number) {
  const problems: string[] = [];
  const tables = page.getByRole('main').locator('table');
  for (let index = 0; index < (await tables.count()); index += 1) {
    const table = tables.nth(index);
    const headings = table.getByRole('columnheader');
    if ((await headings.last().innerText()).trim() !== 'Actions') {
      problems.push(`${resource.name}: table ${index + 1} has no Actions column`);
      continue;
    }
    const cells = table.getByRole('row').nth(1).getByRole('cell');
    const actions = await boxOf(cells.last());
    const heading = await boxOf(headings.last());
    const box = await boxOf(table.locator('xpath=..'));
    const right = Math.min(box.x + box.width, viewportWidth) + 0.5;
    if (actions.x + actions.width > right || heading.x + heading.width > right) {
      problems.push(
        `${resource.name}: the actions end at ${Math.round(Math.max(actions.x + actions.width, heading.x + heading.width))} px, past ${Math.round(right)} px`,
      );
    }
    const before = await boxOf(cells.nth((await cells.count()) - 2));
    if (before.x + before.width > actions.x + 0.5) problems.push(`${resource.name}: the last column runs under the actions`);
  }
  return problems;
}

describe('tables', () => {
  const harness = useBrowserApp();

  it.each(SIZES)('on $name shows every list with its actions in view, clear of the other columns', async (size) => {
    const { page } = await harness.adminPage();
    await page.setViewportSize(size);
    const problems: string[] = [];
    for (const resource of LISTS) {
      await page.goto(`${listPagePath(resource)}?page=1`);
      await page.getByRole('main').getByRole('row').nth(1).waitFor();
      problems.push(...(await actionProblems(page, resource, size.width)));
    }
    expect(problems).toEqual([]);
  });

  it('lets who made a row and when give way before a table scrolls, and brings them back once there is room', async () => {
    const { page } = await harness.adminPage();
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/accounts?page=1');
    const createdAt = page.getByRole('columnheader', { name: 'Created At' });
    await createdAt.waitFor();

    await page.setViewportSize({ width: 1300, height: 900 });
    await createdAt.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('[data-scroll-cue]').count()).toBe(0);
    const box = await boxOf(page.locator('table').locator('xpath=..'));
    const actions = await boxOf(page.getByRole('columnheader', { name: 'Actions' }));
    expect(actions.x + actions.width).toBeLessThanOrEqual(box.x + box.width + 0.5);

    await page.setViewportSize({ width: 1600, height: 900 });
    await createdAt.waitFor();
  });

  it('shows a scroll cue a person notices: a deep shadow with an arrow', async () => {
    const { page } = await harness.adminPage();
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/accounts?page=1');
    const cue = page.locator('[data-scroll-cue="after"]');
    await cue.waitFor();
    const cueBox = await boxOf(cue);
    expect(cueBox.width).toBeGreaterThanOrEqual(40);
    // The shadow starts at a third of full strength at least, and the arrow is solid.
    // `linear-gradient(to left, oklab(0.208 … / 0.35) 0%, …)`: the colour's alpha where the shadow starts.
    const shadow = await cue.evaluate((element) => getComputedStyle(element).backgroundImage);
    const alpha = Number(/^linear-gradient\([^,]+,\s*\w+\([^)]*\/\s*([\d.]+)\)/.exec(shadow)?.[1] ?? 0);
    expect(alpha, shadow).toBeGreaterThanOrEqual(0.3);
    expect(await cue.locator('svg').count()).toBe(1);
  });

  it('shows money right-aligned in the currency, every significant decimal kept, debits negative', async () => {
    const exact = await createCallAccountWithAccount(harness.db);
    const round = await createCallAccountWithAccount(harness.db);
    await post(harness, `/call_accounts/${exact.callAccount.id}/transactions`, { type: 'credit', amount: '370.05684', description: 'Opening balance' });
    await post(harness, `/call_accounts/${exact.callAccount.id}/transactions`, { type: 'debit', amount: '12.5', description: 'Call to Lagos' });
    await post(harness, `/call_accounts/${round.callAccount.id}/transactions`, { type: 'credit', amount: '312.5' });
    const { page } = await harness.adminPage();

    await page.goto(`/call_accounts?page=1&search=${exact.callAccount.number}`);
    const row = page.getByRole('row', { name: new RegExp(exact.callAccount.number) });
    const balance = await cellUnder(page, row, 'Balance');
    expect(await textOf(balance)).toBe('NGN 357.55684');
    expect(await balance.evaluate((cell) => getComputedStyle(cell).textAlign)).toBe('right');
    expect(
      await balance
        .locator('span')
        .first()
        .evaluate((span) => getComputedStyle(span).fontVariantNumeric),
    ).toBe('tabular-nums');
    expect(await page.getByRole('columnheader', { name: 'Balance' }).evaluate((th) => getComputedStyle(th).textAlign)).toBe('right');

    await page.goto(`/call_accounts?page=1&search=${round.callAccount.number}`);
    const roundRow = page.getByRole('row', { name: new RegExp(round.callAccount.number) });
    expect(await textOf(await cellUnder(page, roundRow, 'Balance'))).toBe('NGN 312.50');

    await page.goto(`/call_accounts/${exact.callAccount.id}`);
    await expect.poll(() => textOf(balanceCard(page, 'Balance'))).toBe('NGN 357.55684');
    const ledger = page.getByRole('region', { name: 'Transactions' });
    const debit = ledger.getByRole('row', { name: /Call to Lagos/ });
    expect(await textOf(await cellUnder(page, debit, 'Amount'))).toBe(`NGN ${MINUS}12.50`);
    const credit = ledger.getByRole('row', { name: /Opening balance/ });
    expect(await textOf(await cellUnder(page, credit, 'Amount'))).toBe('NGN 370.05684');
  });

  it('at 1440×900 keeps every column clear of the actions, and shows when a table scrolls', async () => {
    await createAccount(harness.db, { description: 'A description forty characters long ....' });
    const { page } = await harness.adminPage();
    await page.setViewportSize({ width: 1440, height: 900 });

    for (const list of ['/call_accounts?page=1', '/accounts?page=1', '/pricelists?page=1']) {
      await page.goto(list);
      const row = page.getByRole('row').nth(1);
      await row.waitFor();
      const cells = row.getByRole('cell');
      const count = await cells.count();
      expect(await page.getByRole('columnheader').last().innerText()).toBe('Actions');
      await expectSideBySide(cells.nth(count - 2), cells.nth(count - 1));
      // Long descriptions and all, these lists fit a laptop: nothing to scroll to.
      expect(await page.locator('[data-scroll-cue]').count(), list).toBe(0);
      const box = await boxOf(page.locator('table').locator('xpath=..'));
      expect(await boxOf(page.getByRole('columnheader', { name: 'Actions' })).then((heading) => heading.x + heading.width)).toBeLessThanOrEqual(
        box.x + box.width + 0.5,
      );
    }

    // The accounts list (long descriptions, dates) is wider than a laptop's box.
    await page.setViewportSize({ width: 1100, height: 800 });
    const after = page.locator('[data-scroll-cue="after"]');
    const before = page.locator('[data-scroll-cue="before"]');
    await after.waitFor();
    expect(await before.count()).toBe(0);
    const cells = page.getByRole('row').nth(1).getByRole('cell');
    await expectSideBySide(cells.nth((await cells.count()) - 2), cells.last());
    await page.locator('table').evaluate((table) => table.parentElement?.scrollTo({ left: table.parentElement.scrollWidth }));
    await after.waitFor({ state: 'detached' });
    await before.waitFor();
    expect(await boxOf(cells.last()).then((box) => box.x + box.width)).toBeLessThanOrEqual(1100);
  });

  it('on a phone keeps the key columns in view, clear of the actions', async () => {
    const { pricelist } = await createCallAccountWithAccount(harness.db);
    await post(harness, `/pricelists/${pricelist.id}/rates`, { prefix: '234803', description: 'Nigeria MTN', cost_per_min: '0.01234' });
    const { page } = await harness.adminPage();
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto('/call_accounts?page=1');
    const row = page.getByRole('row').nth(1);
    await row.waitFor();
    expect(await page.getByRole('columnheader').allInnerTexts()).toEqual(['Number', 'Balance', 'Actions']);
    const balance = await cellUnder(page, row, 'Balance');
    await expectSideBySide(balance, await cellUnder(page, row, 'Actions'));
    expect(await boxOf(row.getByRole('cell').last()).then((box) => box.x + box.width)).toBeLessThanOrEqual(390);

    await page.goto(`/pricelists/${pricelist.id}`);
    const rates = page.getByRole('region', { name: 'Rates' });
    const rate = rates.getByRole('row', { name: /234803/ });
    await rate.waitFor();
    expect(await rates.getByRole('columnheader').allInnerTexts()).toEqual(['Prefix', 'Cost Per Min', 'Actions']);
    const cost = rate.getByRole('cell').nth(1);
    expect(await textOf(cost)).toBe('NGN 0.01234');
    await expectSideBySide(cost, rate.getByRole('cell').nth(2));
    expect(await boxOf(rate.getByRole('cell').nth(2)).then((box) => box.x + box.width)).toBeLessThanOrEqual(390);
  });

  it('sorts by a sortable heading, both ways, as the sort menu does', async () => {
    const { page } = await harness.adminPage();
    await page.goto('/call_accounts?page=1');
    const number = page.getByRole('columnheader', { name: 'Number' });
    expect(await number.getAttribute('aria-sort')).toBe('none');
    // Credit Limit is no sortable field: its heading is text, not a button.
    expect(await page.getByRole('columnheader', { name: 'Credit Limit' }).getByRole('button').count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Credit Limit' }).getAttribute('aria-sort')).toBeNull();

    await number.getByRole('button', { name: 'Number' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort_by') === 'number' && url.searchParams.get('page') === '1');
    await expect.poll(() => number.getAttribute('aria-sort')).toBe('ascending');
    await expect
      .poll(async () => {
        const numbers = await firstColumn(page);
        return numbers.join() === [...numbers].sort().join();
      })
      .toBe(true);
    expect(await page.getByRole('button', { name: /^Sort by/ }).innerText()).toMatch(/Number ascending/);

    const ascending = await firstColumn(page);
    await number.getByRole('button', { name: 'Number' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort_by') === '-number');
    await expect.poll(() => number.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await firstColumn(page))[0]).not.toBe(ascending[0]);
    const descending = await firstColumn(page);
    expect(descending).toEqual([...descending].sort().reverse());
  });

  it('reaches a row with Tab and opens it with Enter; a row button keeps its own key', async () => {
    const { page } = await harness.adminPage();
    await page.goto('/call_accounts?page=1&sort_by=number');
    await page.getByRole('row').nth(1).waitFor();
    // Balance's is the last sortable heading: the next stop is the first row.
    await page.getByRole('columnheader', { name: 'Balance' }).getByRole('button').focus();
    await page.keyboard.press('Tab');
    const first = page.getByRole('row').nth(1);
    expect(await first.evaluate((row) => row === document.activeElement)).toBe(true);
    expect(await first.evaluate((row) => getComputedStyle(row).outlineStyle)).toBe('solid');

    // Tab into the row's Delete button: Enter opens the delete dialog and leaves the row closed.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Delete');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/call_accounts');
    await dialog.getByRole('button', { name: 'No, Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const number = (await first.getByRole('cell').first().innerText()).trim();
    await first.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/call_accounts\/\d+$/);
    await page.getByText(number).first().waitFor();

    await page.goBack();
    const second = page.getByRole('row').nth(2);
    await second.focus();
    await page.keyboard.press(' ');
    await page.waitForURL(/\/call_accounts\/\d+$/);
  });
});
