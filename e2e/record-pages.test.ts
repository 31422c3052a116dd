import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { callAccounts, domains, users } from '../apps/server/src/db/schema/index.js';
import { createCallAccountWithAccount, createDid, createPricelist, createUser } from '../apps/server/src/test/factories.js';
import { ADMIN, useBrowserApp } from './harness.js';

/** The value shown under a label on a record's page, within one titled section (a second description is the field's help). */
function detail(page: Page, section: string, label: string) {
  return page
    .getByRole('region', { name: section })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

describe("a record's page, forms and lookups", () => {
  const harness = useBrowserApp();

  /** A user named Chiamaka `lastname` with an account, a call account "Eze household" and a DID on them. */
  async function customer(lastname = 'Eze') {
    const owner = await createUser(harness.db, 'user');
    await harness.db.update(users).set({ firstname: 'Chiamaka', lastname }).where(eq(users.id, owner.id));
    const refs = await createCallAccountWithAccount(harness.db, owner.id);
    await harness.db.update(callAccounts).set({ name: 'Eze household', balance: '357.55684' }).where(eq(callAccounts.id, refs.callAccount.id));
    const did = await createDid(harness.db, refs, { created_by_id: owner.id });
    return { ...refs, did };
  }

  it('leads a DID with its number and status, names its account and call account, and folds the technical details away', async () => {
    const { did, account, callAccount } = await customer();
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto(`/dids/${did.id}`);

    const header = page.locator('header', { hasText: did.number });
    await header.getByText('Enabled', { exact: true }).waitFor();
    // Each reads as whose it is: the account by its holder, the call account by its own name too (a customer's lines share an owner).
    expect(await detail(page, 'Billing', 'Account').innerText()).toBe(`${account.number} · Chiamaka Eze`);
    expect(await detail(page, 'Billing', 'Call Account').innerText()).toBe(`${callAccount.number} · Eze household · Chiamaka Eze`);
    await detail(page, 'Routing', 'Leg Timeout').waitFor();
    await page.getByRole('region', { name: 'Voicemail and recording' }).waitFor();
    // Raw ids never show as fields of their own.
    for (const raw of ['Account ID', 'Account Id', 'Call Billing Account', 'Call Billing Account Id']) {
      expect(await page.getByText(raw, { exact: true }).count(), raw).toBe(0);
    }

    const id = page.locator('dt', { hasText: /^ID$/ });
    expect(await id.isVisible()).toBe(false);
    await page.getByText('Technical details').click();
    await id.waitFor();
    expect(await id.locator('xpath=following-sibling::dd').innerText()).toBe(String(did.id));
  });

  it('links the rows a record names to their own pages, where the signed-in person may view them', async () => {
    const { did, account, callAccount, pricelist } = await customer();
    const [domain] = await harness.db
      .insert(domains)
      .values({ name: `sip-${callAccount.number}.example.com` })
      .returning();
    await harness.db.update(callAccounts).set({ domain_id: domain.id }).where(eq(callAccounts.id, callAccount.id));
    const { context, page } = await harness.signedInPage(ADMIN);
    await page.goto(`/dids/${did.id}`);

    const accountLink = detail(page, 'Billing', 'Account').getByRole('link', { name: account.number });
    expect(await accountLink.getAttribute('href')).toBe(`/accounts/${account.id}`);
    await detail(page, 'Billing', 'Call Account').getByRole('link', { name: callAccount.number }).click();
    await page.waitForURL(`**/call_accounts/${callAccount.id}`);

    // A call account's domain and pricelist read as their names, each a way to their page.
    const domainLink = detail(page, 'Telephony', 'Domain').getByRole('link', { name: domain.name });
    expect(await domainLink.getAttribute('href')).toBe(`/domains/${domain.id}`);
    const summary = page.getByRole('region', { name: 'Billing Summary' });
    expect(await summary.getByRole('link', { name: pricelist.name }).getAttribute('href')).toBe(`/pricelists/${pricelist.id}`);
    expect(await page.getByText('Domain ID', { exact: true }).count()).toBe(0);
    await context.close();

    // An agent may view DIDs and accounts but not users: the account links, its maker is plain text.
    const agent = await harness.signedInPage(await harness.createUser('agent'));
    await agent.page.goto(`/dids/${did.id}`);
    await detail(agent.page, 'Billing', 'Account').getByRole('link', { name: account.number }).waitFor();
    await agent.page.getByText('Technical details').click();
    const createdBy = agent.page.locator('dt', { hasText: /^Created By$/ }).locator('xpath=following-sibling::dd');
    expect(await createdBy.innerText()).toBe('Chiamaka Eze');
    expect(await createdBy.getByRole('link').count()).toBe(0);
    await agent.context.close();
  });

  it("shows a call account's billing figures once, in its summary, and its owner by name", async () => {
    const { callAccount } = await customer();
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto(`/call_accounts/${callAccount.id}`);

    await page.locator('header', { hasText: callAccount.number }).getByText('Eze household').waitFor();
    const summary = page.getByRole('region', { name: 'Billing Summary' });
    await summary.getByText('357.55684').waitFor();
    for (const label of ['Balance', 'Credit Limit', 'Postpaid', 'Pricelist']) {
      expect(await page.locator('dt', { hasText: new RegExp(`^${label}$`) }).count(), label).toBe(1);
    }
    expect(await detail(page, 'Owner', 'User').innerText()).toBe('Chiamaka Eze');
  });

  it('heads a record once, its second name under the number and its status beside it; two summary cards to a row on a phone', async () => {
    const { callAccount } = await customer();
    const { page } = await harness.signedInPage(ADMIN);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/call_accounts/${callAccount.id}`);

    const heading = page.getByRole('heading', { name: `Call Account ${callAccount.number}` });
    await heading.waitFor();
    expect(await heading.count()).toBe(1);
    const header = page.locator('header', { has: heading });
    // The name is what the line is called, not a status: a line of text under the number, no "Name:" badge.
    expect(await header.locator('p').innerText()).toBe('Eze household');
    expect(await page.getByText(/^Name: /).count()).toBe(0);
    await header.getByText('Enabled', { exact: true }).waitFor();

    const [balance, limit, postpaid] = await Promise.all(
      ['Balance', 'Credit Limit', 'Postpaid'].map((label) =>
        page
          .getByRole('region', { name: 'Billing Summary' })
          .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
          .last()
          .boundingBox(),
      ),
    );
    expect(balance?.y).toBe(limit?.y);
    expect(postpaid?.y).toBeGreaterThan((balance?.y ?? 0) + (balance?.height ?? 0) - 1);

    // A flag named "Is …" reads as the state it names.
    const [domain] = await harness.db
      .insert(domains)
      .values({ name: `backup-${callAccount.number}.example.com` })
      .returning();
    await page.goto(`/domains/${domain.id}`);
    const domainHeader = page.locator('header', { has: page.getByRole('heading', { name: `Domain ${domain.name}` }) });
    await domainHeader.getByText('Not primary', { exact: true }).waitFor();
  });

  it("explains a bare figure on a record's page with its field's help: a pricelist's routing type", async () => {
    const pricelist = await createPricelist(harness.db, { name: `Routing ${Date.now()}` });
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto(`/pricelists/${pricelist.id}`);
    const value = detail(page, 'Billing', 'Routing Type');
    expect(await value.innerText()).toBe('1');
    expect(await value.locator('xpath=following-sibling::dd[1]').innerText()).toBe(
      'The routing strategy the switch applies to calls on this pricelist; 1 unless your dial plan defines others',
    );
  });

  it('shows a long record name whole on a phone, wrapped rather than cut', async () => {
    const name = 'Wholesale termination for West African mobile carriers';
    const pricelist = await createPricelist(harness.db, { name });
    const { page } = await harness.signedInPage(ADMIN);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/pricelists/${pricelist.id}`);
    const title = page
      .getByRole('heading', { name: `Pricelist ${name}` })
      .locator('span')
      .last();
    await title.waitFor();
    const fits = await title.evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= window.innerWidth);
    expect(fits).toBe(true);
    expect(await title.innerText()).toBe(name);
  });

  it('groups a form in titled sections with help for the fields that need it', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto('/dids/new');

    const routing = page.getByRole('group', { name: 'Routing' });
    await routing.getByLabel('Leg Timeout').waitFor();
    const help = 'Seconds the DID rings before the call gives up; a new DID starts from the Default DID Leg Timeout configuration';
    await routing.getByText(help).waitFor();
    // The help is the input's description, so a screen reader says it too.
    const describedBy = await routing.getByLabel('Leg Timeout').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(help);
    await page.getByRole('group', { name: 'Billing' }).getByLabel('Account', { exact: true }).waitFor();
    // The leading fields sit above the sections, in no group.
    expect(await page.getByRole('group').getByLabel('Number', { exact: true }).count()).toBe(0);
    await page.getByLabel('Number', { exact: true }).waitFor();
  });

  it('opens a lookup on its first page and offers each row with its context, found by that context too', async () => {
    const { account, callAccount } = await customer();
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto('/dids/new');

    const accountInput = page.getByLabel('Account', { exact: true });
    await accountInput.click();
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await accountInput.inputValue()).toBe('');

    // An account is found by its owner's name and offered with it.
    await accountInput.fill('Chiamaka');
    const accountOption = page.getByRole('listbox').getByRole('option', { name: account.number });
    await accountOption.getByText('Chiamaka Eze').waitFor();
    await accountOption.click();
    expect(await accountInput.inputValue()).toBe(account.number);

    // A call account is offered with its name and balance.
    const callAccountInput = page.getByLabel('Call Account', { exact: true });
    await callAccountInput.fill('Eze household');
    const callAccountOption = page.getByRole('listbox').getByRole('option', { name: callAccount.number });
    await callAccountOption.getByText(/Eze household · .*357\.55684/).waitFor();
  });

  it("finds a DID in its list by its customer's name, by the name of the user who owns its account", async () => {
    const { did } = await customer('Nwosu');
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto('/dids?page=1');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('Chiamaka Nwosu');
    await page.waitForURL(/search=Chiamaka/);
    await page.getByRole('row', { name: new RegExp(did.number) }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
  });

  it('labels a field the same in the list and in the form', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await page.goto('/users?page=1');
    await page.getByRole('columnheader', { name: 'First Name' }).waitFor();
    await page.goto('/users/new');
    await page.getByLabel('First Name', { exact: true }).waitFor();
    await page.goto('/dids?page=1');
    await page.getByRole('columnheader', { name: 'Call Account' }).waitFor();
  });
});
