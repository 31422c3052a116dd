import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { domains, gateways } from '../apps/server/src/db/schema/index.js';
import { useBrowserApp } from './harness.js';
import { fillRows, submitForm } from './form-steps.js';

describe('settings edited as key/value rows', () => {
  const harness = useBrowserApp();

  async function openEditForm(page: Page, resource: 'gateways' | 'domains', id: number, button: string) {
    await page.goto(`/${resource}/${id}`);
    await page.getByRole('button', { name: button }).click();
    return page.getByRole('button', { name: 'Save Changes' });
  }

  async function rowIdOf<T extends { id: number }>(rows: Promise<T[]>) {
    const [row] = await rows;
    return row.id;
  }

  it("edits a gateway's parameters by rows, with suggested keys, and shows them on its page", async () => {
    const { page } = await harness.adminPage();
    const id = await rowIdOf(harness.db.select({ id: gateways.id }).from(gateways).where(eq(gateways.name, 'carrier-alpha')));

    const saveChanges = await openEditForm(page, 'gateways', id, 'Edit Gateway');
    const parameters = page.getByRole('group', { name: 'Parameters', exact: true });
    // In key order: caller-id-in-from, expire-seconds, ping, proxy, realm, register, register-transport, retry-seconds, username.
    expect(await parameters.getByLabel('Parameters key 1', { exact: true }).inputValue()).toBe('caller-id-in-from');
    expect(await parameters.getByLabel('Parameters key 9', { exact: true }).inputValue()).toBe('username');
    expect(await parameters.getByLabel('Parameters value 9', { exact: true }).inputValue()).toBe('rl-alpha');
    expect(await page.content()).not.toContain('[object Object]');
    expect(await saveChanges.isDisabled()).toBe(true);

    // The keys sofia usually needs are offered as the key is typed, except those a row already gives.
    const listId = await parameters.getByLabel('Parameters key 1', { exact: true }).getAttribute('list');
    const offered = await page.locator(`datalist[id="${listId}"] option`).evaluateAll((options) => options.map((option) => option.getAttribute('value')));
    expect(offered).toContain('from-user');
    expect(offered).not.toContain('username');
    expect(offered).not.toContain('password');

    // A row just added takes the focus.
    await parameters.getByRole('button', { name: 'Add row' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Parameters key 10');
    await fillRows(page, 'Parameters', { 'from-user': 'acme-from', context: 'public' }, 10);
    expect(await parameters.getByLabel('Parameters key 3', { exact: true }).inputValue()).toBe('ping');
    await parameters.getByRole('button', { name: 'Remove row 3' }).click();
    expect(await parameters.getByLabel('Parameters key 3', { exact: true }).inputValue()).toBe('proxy');
    expect(await parameters.getByLabel('Parameters key 9', { exact: true }).inputValue()).toBe('from-user');
    await submitForm(page, saveChanges, 'Gateway updated successfully');
    await page.waitForURL('**/gateways?page=1');

    const [stored] = await harness.db.select({ parameters: gateways.parameters }).from(gateways).where(eq(gateways.id, id));
    expect(stored.parameters).toEqual({
      username: 'rl-alpha',
      realm: 'sip.alpha-telecom.example',
      proxy: 'sip.alpha-telecom.example',
      register: 'true',
      'register-transport': 'udp',
      'expire-seconds': '3600',
      'retry-seconds': '30',
      'caller-id-in-from': 'true',
      'from-user': 'acme-from',
      context: 'public',
    });

    await page.goto(`/gateways/${id}`);
    await page.reload();
    const connection = page.getByRole('region', { name: 'Connection' });
    await connection.getByText('from-user').waitFor();
    expect(await connection.getByRole('listitem').allInnerTexts()).toContain('from-user = acme-from');
    expect(await connection.getByRole('listitem').allInnerTexts()).not.toContain('ping = 30');
    expect(await connection.innerText()).not.toContain('{');
  });

  it("starts a domain's edit form from its variables, unchanged until a row changes, and refuses a key given twice on its row", async () => {
    const { page } = await harness.adminPage();
    const id = await rowIdOf(harness.db.select({ id: domains.id }).from(domains).where(eq(domains.name, 'sip.ringledger.example')));

    const saveChanges = await openEditForm(page, 'domains', id, 'Edit Domain');
    const variables = page.getByRole('group', { name: 'Variables', exact: true });
    const value1 = variables.getByLabel('Variables value 1', { exact: true });
    expect(await variables.getByLabel('Variables key 1', { exact: true }).inputValue()).toBe('user_context');
    expect(await value1.inputValue()).toBe('default');
    expect(await saveChanges.isDisabled()).toBe(true);
    await value1.fill('public');
    await expect.poll(() => saveChanges.isEnabled()).toBe(true);
    // Typing the old value back is no change.
    await value1.fill('default');
    await expect.poll(() => saveChanges.isDisabled()).toBe(true);

    await fillRows(page, 'Variables', { user_context: 'public' }, 2);
    const key2 = variables.getByLabel('Variables key 2', { exact: true });
    await key2.blur();
    await variables.getByText('Key user_context is already given in row 1').waitFor();
    expect(await key2.getAttribute('aria-invalid')).toBe('true');
    expect(await variables.getByLabel('Variables key 1', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    expect(await variables.getByLabel('Variables value 2', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    expect(await saveChanges.isDisabled()).toBe(true);

    await key2.fill('toll_allow');
    await expect.poll(() => saveChanges.isEnabled()).toBe(true);
    expect(await variables.getByText('is already given').count()).toBe(0);
    await saveChanges.click();
    await page.getByText('Domain updated successfully').waitFor();
    const [stored] = await harness.db.select({ variables: domains.variables }).from(domains).where(eq(domains.id, id));
    expect(stored.variables).toEqual({ user_context: 'default', toll_allow: 'public' });
  });

  it('shows the server refusing a settings field under its rows', async () => {
    const { page } = await harness.adminPage();
    const id = await rowIdOf(harness.db.select({ id: domains.id }).from(domains).where(eq(domains.name, '192.0.2.10')));
    // The console checks what the server checks, so only a stand-in answer can refuse a valid value.
    await page.route(`**/api/v1/domains/${id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 400, json: { error: 'Check the variables', fields: { variables: 'Variables: the switch refused them' } } })
        : route.fallback(),
    );
    const saveChanges = await openEditForm(page, 'domains', id, 'Edit Domain');
    await fillRows(page, 'Variables', { user_context: 'public' });
    await expect.poll(() => saveChanges.isEnabled()).toBe(true);
    await saveChanges.click();
    const variables = page.getByRole('group', { name: 'Variables', exact: true });
    await variables.getByRole('alert').filter({ hasText: 'Variables: the switch refused them' }).waitFor();
    expect(await variables.getAttribute('aria-describedby')).toContain('-error');
  });
});
