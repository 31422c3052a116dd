import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../apps/server/src/db/schema/index.js';
import { dismissTip, useBrowserApp } from './harness.js';
import { onboardedCustomer } from './self-service-steps.js';

describe("a customer's phones", () => {
  const harness = useBrowserApp();

  it('shows each extension with its DID and every device’s SIP username and domain, and the password once asked, with copy', async () => {
    const { person, customer } = await onboardedCustomer(harness);
    const { context, page } = await harness.signedInPage(person);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.waitForURL('**/user/home');
    await dismissTip(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Phones' }).click();
    await page.waitForURL('**/user/phones');

    const extension = page.getByRole('region', { name: new RegExp(`^Extension ${customer.extension.username}`) });
    await extension.getByText(customer.did.number).waitFor();
    const device = extension.getByRole('region', { name: new RegExp(`^Phone ${customer.device.username}`) });
    await device.getByText(customer.device.domain, { exact: true }).waitFor();
    // The password is not on the page until asked for.
    expect(await page.getByText(customer.device.password).count()).toBe(0);
    await device.getByRole('button', { name: 'Show password' }).click();
    await device.getByText(customer.device.password, { exact: true }).waitFor();
    await device.getByRole('button', { name: 'Copy password' }).click();
    await page.getByText('Password copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(customer.device.password);
    await device.getByRole('button', { name: 'Copy username' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(customer.device.username);

    const reveals = await harness.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reveal'), eq(auditLog.resource_id, customer.device.id)));
    expect(reveals).toHaveLength(1);

    // Reloaded, the password is hidden again.
    await page.reload();
    await device.getByRole('button', { name: 'Show password' }).waitFor();
    expect(await page.getByText(customer.device.password).count()).toBe(0);

    // Another customer asking for it by id is told there is no such device.
    const other = await onboardedCustomer(harness);
    const stranger = await harness.signedInPage(other.person);
    await stranger.page.waitForURL('**/user/home');
    const status = await stranger.page.evaluate(async (id) => {
      const response = await fetch(`/api/v1/users/phones/devices/${id}/password`, {
        headers: { Authorization: `Bearer ${sessionStorage.getItem('rl_access_token') ?? ''}` },
      });
      return response.status;
    }, customer.device.id);
    expect(status).toBe(404);
  });
});
