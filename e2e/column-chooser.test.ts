import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserApp } from './harness.js';

const LAPTOP = { width: 1440, height: 900 };

async function headings(page: Page) {
  const table = page.getByRole('main').locator('table:visible').last();
  await table.getByRole('row').nth(1).waitFor();
  return (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
}

/** Whether the list's table fits its box: no scroll cue, and the Actions heading inside the box. */
async function fitsItsBox(page: Page) {
  const table = page.getByRole('main').locator('table:visible').last();
  return table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return box.scrollWidth <= box.clientWidth + 1;
  });
}

describe('the column chooser', () => {
  const harness = useBrowserApp({ demoCalls: true });

  it('at 1440×900 keeps the key columns of the DIDs and call records in view, nothing scrolled off', async () => {
    const { page } = await harness.adminPage();
    await page.setViewportSize(LAPTOP);
    await page.goto('/dids?page=1');
    expect(await headings(page)).toEqual(['Number', 'Account', 'Call Account', 'Rings', 'Enabled', 'Actions']);
    expect(await fitsItsBox(page)).toBe(true);

    await page.goto('/call_records/providers?page=1');
    expect(await headings(page)).toEqual([
      'Call Start',
      'Caller ID Number',
      'Destination Number',
      'Bill Seconds',
      'Cost',
      'Account',
      'Trunk',
      'Hangup Cause',
      'Actions',
    ]);
    expect(await fitsItsBox(page)).toBe(true);

    await page.goto('/call_records/users?page=1');
    expect(await headings(page)).toEqual(['Call Start', 'Caller ID Number', 'Destination Number', 'Bill Seconds', 'Cost', 'Hangup Cause', 'Actions']);
    expect(await fitsItsBox(page)).toBe(true);
  });

  it('shows and hides columns from the keyboard, remembers the choice per table in this browser, and resets it', async () => {
    const { page } = await harness.adminPage();
    await page.setViewportSize(LAPTOP);
    await page.goto('/dids?page=1');
    await headings(page);
    const chooser = page.getByRole('button', { name: /^Columns/ });
    expect(await chooser.innerText()).toMatch(/Columns\s*5 of 9/);

    await chooser.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    // Type-ahead moves to the item; Enter ticks it and the menu stays open for the next.
    await page.keyboard.type('Leg');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Leg Timeout');
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getByRole('menuitemcheckbox', { name: 'Leg Timeout' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Rings');
    // Space ticks too, once the type-ahead (which takes a space as part of a name) has lapsed after a second.
    await page.waitForTimeout(1100);
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toMatch(/^Columns/);
    expect(await headings(page)).toEqual(['Number', 'Account', 'Call Account', 'Leg Timeout', 'Enabled', 'Actions']);

    // Kept across a reload, for this table only.
    await page.reload();
    expect(await headings(page)).toEqual(['Number', 'Account', 'Call Account', 'Leg Timeout', 'Enabled', 'Actions']);
    await page.goto('/call_records/users?page=1');
    expect(await headings(page)).toContain('Hangup Cause');
    expect(await page.getByRole('button', { name: /^Columns/ }).innerText()).toMatch(/6 of 9/);

    await page.goto('/dids?page=1');
    await headings(page);
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('menuitem', { name: 'Reset columns' }).click();
    await expect.poll(() => headings(page)).toEqual(['Number', 'Account', 'Call Account', 'Rings', 'Enabled', 'Actions']);
    await page.reload();
    expect(await headings(page)).toEqual(['Number', 'Account', 'Call Account', 'Rings', 'Enabled', 'Actions']);
  });

  it('keeps the last column showing', async () => {
    const { page } = await harness.adminPage();
    await page.goto('/call_records/users?page=1');
    await headings(page);
    await page.getByRole('button', { name: /^Columns/ }).click();
    const menu = page.getByRole('menu');
    for (const name of ['Call Start', 'Caller ID Number', 'Destination Number', 'Bill Seconds', 'Hangup Cause']) {
      await menu.getByRole('menuitemcheckbox', { name }).click();
    }
    const cost = menu.getByRole('menuitemcheckbox', { name: 'Cost' });
    expect(await cost.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await headings(page)).toEqual(['Cost', 'Actions']);
  });
});
