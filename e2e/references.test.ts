import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../apps/server/src/db/schema/index.js';
import { createCallAccountWithAccount, createDid, createUser } from '../apps/server/src/test/factories.js';
import { ADMIN, useBrowserApp } from './harness.js';
import { pickLookup } from './form-steps.js';

describe('references a person can read', () => {
  const harness = useBrowserApp();

  /** A customer named `firstname lastname`, with an account, a call account and a DID on them. */
  async function customer(firstname: string, lastname: string) {
    const owner = await createUser(harness.db, 'user');
    await harness.db.update(users).set({ firstname, lastname }).where(eq(users.id, owner.id));
    const refs = await createCallAccountWithAccount(harness.db, owner.id);
    const did = await createDid(harness.db, refs);
    return { owner, ...refs, did };
  }

  it("lists a DID's account by its customer's name, finds it by that name, and each row is a link to its page", async () => {
    const { did, account } = await customer('Kofi', 'Mensahbrook');
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto('/dids?page=1&search=Mensahbrook');

    const row = page.getByRole('row', { name: new RegExp(did.number) });
    await row.waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    await row.getByText(`${account.number} · Kofi Mensahbrook`).first().waitFor();
    // The row's first cell is a real link, so it opens in a new tab like any link.
    expect(await row.getByRole('link').first().getAttribute('href')).toBe(`/dids/${did.id}`);
    expect(await page.title()).toBe('DIDs · Ringledger');
  });

  it('titles the tab after the record, leads back to its list by breadcrumbs, and says when a record is missing', async () => {
    const { did } = await customer('Ama', 'Serwaa');
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto(`/dids/${did.id}`);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByText(`DID ${did.number}`).waitFor();
    await page.waitForFunction((title) => document.title === title, `DID ${did.number} · Ringledger`);
    await crumbs.getByRole('link', { name: 'DIDs' }).click();
    await page.waitForURL('**/dids?page=1');

    await page.goto('/dids/2147483000');
    const alert = page.getByRole('alert').filter({ hasText: 'DID was not found' });
    await alert.waitFor();
    await page.waitForFunction(() => document.title === 'DID not found · Ringledger');
    await alert.getByRole('link', { name: 'Back to DIDs' }).click();
    await page.waitForURL('**/dids?page=1');
  });

  it("keeps the picked account's owner in view beside its number", async () => {
    const { account } = await customer('Yaw', 'Boatengfield');
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto('/dids/new');

    await pickLookup(page, 'Account', account.number);
    expect(await page.getByLabel('Account', { exact: true }).inputValue()).toBe(account.number);
    await page.locator('[data-lookup-context]').getByText('Yaw Boatengfield').waitFor();
  });

  it('names a filtered user by name in the call records filter, not by id', async () => {
    const { owner } = await customer('Efua', 'Nyarkoville');
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto(`/call_records/users?page=1&user_id=${owner.id}`);

    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByText('User: Efua Nyarkoville').waitFor();
    expect(await chips.getByText(`#${owner.id}`).count()).toBe(0);
  });
});
