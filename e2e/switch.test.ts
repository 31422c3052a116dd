import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { domains, gateways, sipProfiles } from '../apps/server/src/db/schema/index.js';
import { useBrowserApp } from './harness.js';
import { fillRows, pickLookup, submitForm } from './form-steps.js';

describe('switch configuration in the console', () => {
  const harness = useBrowserApp();

  it('creates a SIP profile, a gateway on it and a trunk through that gateway', async () => {
    const { page } = await harness.adminPage();
    const save = page.getByRole('button', { name: /^Save/ });

    await page.goto('/sip_profiles/new');
    await page.getByText('Fill in details for the new SIP Profile').first().waitFor();
    expect(await page.getByLabel('SIP Port').inputValue()).toBe('5060');
    await page.getByLabel('Name', { exact: true }).fill('edge');
    const sipIp = page.getByLabel('SIP IP', { exact: true });
    await sipIp.fill('switch.example.com');
    await sipIp.blur();
    await page.getByText('SIP IP must be an IP address').waitFor();
    await sipIp.fill('10.9.9.9');
    await page.getByLabel('SIP Port').fill('5090');
    await fillRows(page, 'Parameters', { context: 'public', 'ext-sip-ip': '203.0.113.9' });
    await submitForm(page, save, 'SipProfile created successfully');
    await page.waitForURL('**/sip_profiles?page=1');
    await page.getByRole('row', { name: /edge/ }).getByText('5090').waitFor();
    const [profile] = await harness.db.select().from(sipProfiles).where(eq(sipProfiles.name, 'edge'));
    expect(profile.parameters).toEqual({ context: 'public', 'ext-sip-ip': '203.0.113.9' });

    await page.goto('/gateways/new');
    await page.getByText('Fill in details for the new Gateway').first().waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Name', { exact: true }).fill('carrier-e2e');
    await pickLookup(page, 'SIP Profile', 'edge');
    await page.getByLabel('Enabled', { exact: true }).selectOption('true');
    await page.getByLabel('Password', { exact: true }).fill('Carrier-Secret-e2e');
    await fillRows(page, 'Parameters', { username: 'acme', realm: 'sip.carrier.example', register: 'true' });
    await submitForm(page, save, 'Gateway created successfully');
    await page.waitForURL('**/gateways?page=1');
    const gatewayRow = page.getByRole('row', { name: /carrier-e2e/ });
    await gatewayRow.getByText('edge').waitFor();
    expect(await page.content()).not.toContain('Carrier-Secret-e2e');
    const [stored] = await harness.db.select().from(gateways).where(eq(gateways.name, 'carrier-e2e'));
    expect(stored.password).not.toContain('Carrier-Secret-e2e');
    expect(stored.parameters).toEqual({ username: 'acme', realm: 'sip.carrier.example', register: 'true' });

    await page.goto('/trunks/new');
    await page.getByText('Fill in details for the new Trunk').first().waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Name', { exact: true }).fill('E2E trunk');
    await pickLookup(page, 'Gateway', 'carrier-e2e');
    await pickLookup(page, 'Failover Gateway 1', 'carrier-alpha');
    await page.getByLabel('Precedence').fill('3');
    await submitForm(page, save, 'Trunk created successfully');
    await page.waitForURL('**/trunks?page=1');
    await page
      .getByRole('row', { name: /E2E trunk/ })
      .getByText('carrier-e2e')
      .waitFor();
    await page
      .getByRole('row', { name: /E2E trunk/ })
      .getByText('E2E trunk')
      .click();
    await page.waitForURL(/\/trunks\/\d+/);
    await page.getByText('Failover Gateway 1').first().waitFor();
    await page.getByText('carrier-alpha').first().waitFor();
  });

  it('edits a domain and goes back to the first page of domains', async () => {
    const { page } = await harness.adminPage();
    await page.goto('/domains?page=1');
    await page
      .getByRole('row', { name: /sip\.ringledger\.example/ })
      .getByText('sip.ringledger.example')
      .click();
    await page.waitForURL(/\/domains\/\d+/);
    await page.getByRole('button', { name: 'Edit Domain' }).click();
    const saveChanges = page.getByRole('button', { name: 'Save Changes' });
    await page.getByLabel('Description').fill('Where every customer phone registers');
    await submitForm(page, saveChanges, 'Domain updated successfully');
    await page.waitForURL('**/domains?page=1');
    await page
      .getByRole('row', { name: /sip\.ringledger\.example/ })
      .getByText('Where every customer phone registers')
      .waitFor();
    // Only what changed is sent: an edit of other fields leaves the domain's variables as they were.
    const [domain] = await harness.db.select().from(domains).where(eq(domains.name, 'sip.ringledger.example'));
    expect(domain.variables).toEqual({ user_context: 'default' });
  });
});
