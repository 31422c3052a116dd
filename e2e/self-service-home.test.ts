import { describe, expect, it } from 'vitest';
import { insertCallRecords } from '../apps/server/src/test/call-records.js';
import { dismissTip, useBrowserApp } from './harness.js';
import { onboardedCustomer } from './self-service-steps.js';

describe("a customer's home", () => {
  const harness = useBrowserApp();

  it('shows each line with its balance flagged, its DID and extension, this month’s spend and recent calls, and recharges in one click', async () => {
    const { person, customer } = await onboardedCustomer(harness, { balance: '-3.5' });
    const line = customer.call_billing_account;
    const now = Date.now();
    await insertCallRecords(harness.db, [
      {
        callstart: new Date(now - 60_000),
        call_billing_account_id: line.id,
        user_id: customer.user.id,
        destination_number: '2348031234567',
        cost: '1.25000',
        billseconds: 75,
      },
      {
        callstart: new Date(now - 120_000),
        call_billing_account_id: line.id,
        user_id: customer.user.id,
        destination_number: '2348037654321',
        cost: '0.50000',
        billseconds: 20,
      },
    ]);
    const { page } = await harness.signedInPage(person);
    // Signing in lands a customer on their home.
    await page.waitForURL('**/user/home');
    await dismissTip(page);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();

    const card = page.getByRole('article', { name: new RegExp(line.number) });
    await card.getByText('Negative balance').waitFor();
    await card.getByText(/^NGN\s−3\.50$/).waitFor();
    await card.getByText(customer.did.number).waitFor();
    await card.getByText(`${customer.extension.username}@${customer.device.domain}`).waitFor();
    await card.getByText(/^NGN\s1\.75$/).waitFor();

    const recent = page.getByRole('region', { name: 'Recent calls' });
    await recent.getByText('2348031234567').waitFor();
    await recent.getByText('1:15').first().waitFor();
    const shown = await recent.getByRole('listitem').allInnerTexts();
    // Newest first.
    expect(shown[0]).toContain('2348031234567');
    expect(shown[1]).toContain('2348037654321');

    // The sidebar carries the customer's pages.
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Recharge', 'Call logs']) await sidebar.getByRole('link', { name }).waitFor();

    await card.getByRole('link', { name: /^Recharge/ }).click();
    await page.waitForURL(`**/user/menu/recharge?line=${line.id}`);
    await expect.poll(() => page.getByLabel('User Line', { exact: true }).inputValue()).toBe(String(line.id));
  });

  it('tells a customer without lines what happens next', async () => {
    const person = await harness.createUser('user');
    const { page } = await harness.signedInPage(person);
    await page.waitForURL('**/user/home');
    await page.getByText('You have no lines yet').waitFor();
    await page.getByRole('region', { name: 'Recent calls' }).getByText('No calls yet').waitFor();
  });
});
