import { describe, expect, it } from 'vitest';
import { createCallAccountWithAccount } from '../apps/server/src/test/factories.js';
import { configurations } from '../apps/server/src/db/schema/index.js';
import { describeFinding, findBarriers } from './axe.js';
import { ADMIN, dismissTip, toastWith, useBrowserApp } from './harness.js';

describe('configurations in the console', () => {
  const harness = useBrowserApp();

  it('lists them by group, changes one through its form, refuses a bad value, and new DIDs start from the new leg timeout', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await dismissTip(page);

    await page.getByRole('navigation').getByRole('link', { name: 'Configurations' }).click();
    await page.waitForURL('**/configurations?page=1');
    const main = page.getByRole('main');
    for (const group of ['Billing', 'Telephony', 'E-mail']) await main.getByRole('heading', { name: group }).waitFor();
    const telephony = main.getByRole('region', { name: 'Telephony' });
    const legTimeout = telephony.getByRole('row', { name: /Default DID Leg Timeout/ });
    expect(await legTimeout.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['Default DID Leg Timeout', '60', 'integer']));
    expect(
      await main
        .getByRole('region', { name: 'Billing' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'Currency', exact: true }) })
        .innerText(),
    ).toContain('NGN');

    await legTimeout.getByText('Default DID Leg Timeout').click();
    await page.waitForURL(/\/configurations\/\d+$/);
    await main.getByText('Default DID Leg Timeout').first().waitFor();
    await page.getByRole('link', { name: 'Update Configuration' }).click();
    await page.waitForURL(/\/configurations\/update\?id=\d+$/);

    // A bad value: the server's own sentence under the field, and nothing to send.
    const value = page.getByLabel('Default DID Leg Timeout', { exact: true });
    expect(await value.inputValue()).toBe('60');
    const save = page.getByRole('button', { name: 'Save Changes' });
    expect(await save.isDisabled()).toBe(true);
    await value.fill('0');
    await value.blur();
    await page.getByText('Default DID Leg Timeout must be at least 1').waitFor();
    expect(await save.isDisabled()).toBe(true);
    // The page tours reach a record's pages by links below its address; this form lives beside it, so it is checked here.
    expect((await findBarriers(page, page.url())).map(describeFinding).join('\n')).toBe('');

    await value.fill('45');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await toastWith(page, 'Config updated successfully').waitFor();
    await page.waitForURL('**/configurations?page=1');
    await telephony
      .getByRole('row', { name: /Default DID Leg Timeout/ })
      .getByRole('cell', { name: '45', exact: true })
      .waitFor();

    // The session's settings followed the change, so a new DID starts from it.
    await page.goto('/dids/new');
    await page.getByText('Fill in details for the new DID').first().waitFor();
    expect(await page.getByLabel('Leg Timeout').inputValue()).toBe('45');
  });

  it('shows the refusal the server answers under the field and changes nothing', async () => {
    const { page } = await harness.signedInPage(ADMIN);
    await dismissTip(page);
    await page.goto('/configurations?page=1');
    await page.getByRole('main').getByRole('region', { name: 'E-mail' }).getByText('E-mail Sender').click();
    await page.getByRole('link', { name: 'Update Configuration' }).click();
    const sender = page.getByLabel('E-mail Sender', { exact: true });
    const before = await sender.inputValue();

    // Another administrator removes the row's rule meanwhile: the console's check passes, the server's refuses,
    // naming the value by its configuration's id as the body did.
    await page.route('**/api/v1/configurations', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      const [change] = route.request().postDataJSON() as Record<string, unknown>[];
      const id = Object.keys(change ?? {})[0] ?? '';
      const reason = 'E-mail Sender must be at most 254 characters';
      return route.fulfill({ status: 400, json: { error: `Configuration ${id} (E-mail Sender): ${reason}`, fields: { [id]: reason } } });
    });
    await sender.fill('Billing <billing@example.com>');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const reason = page.getByRole('alert').filter({ hasText: /^E-mail Sender must be at most 254 characters$/ });
    await reason.waitFor();
    expect(await sender.getAttribute('aria-invalid')).toBe('true');
    expect(await sender.getAttribute('aria-describedby')).toContain(await reason.getAttribute('id'));
    await page.unroute('**/api/v1/configurations');

    await page.goto('/configurations?page=1');
    expect(
      await page
        .getByRole('main')
        .getByRole('row', { name: /E-mail Sender/ })
        .innerText(),
    ).toContain(before);
  });

  it('marks a call account below the Low Balance Threshold, and shows amounts with the Currency Decimals configured', async () => {
    const { callAccount } = await createCallAccountWithAccount(harness.db);
    const open = async () => {
      const opened = await harness.signedInPage(ADMIN);
      await dismissTip(opened.page);
      await opened.page.goto(`/call_accounts/${callAccount.id}`);
      const notice = opened.page.getByRole('status').filter({ hasText: 'Low balance.' });
      await notice.waitFor();
      return { ...opened, notice };
    };
    const first = await open();
    expect(await first.notice.innerText()).toMatch(/The balance, NGN\s0\.00, is below the Low Balance Threshold of NGN\s5\.00\./);
    await first.context.close();

    const ids = Object.fromEntries((await harness.db.select().from(configurations)).map((row) => [row.name, row.id]));
    const login = await harness.app.inject({ method: 'POST', url: '/api/v1/login', payload: { deviceID: 'fp-e2e-settings', ...ADMIN } });
    const changed = await harness.app.inject({
      method: 'PATCH',
      url: '/api/v1/configurations',
      headers: { authorization: `Bearer ${login.json().tokens.accessToken}` },
      payload: [{ [ids.currency_decimals]: 0 }, { [ids.low_balance_threshold]: '12.5' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const second = await open();
    expect(await second.notice.innerText()).toMatch(/The balance, NGN\s0, is below the Low Balance Threshold of NGN\s12\.5\./);
    await second.context.close();
    await harness.app.inject({
      method: 'PATCH',
      url: '/api/v1/configurations',
      headers: { authorization: `Bearer ${login.json().tokens.accessToken}` },
      payload: [{ [ids.currency_decimals]: 2 }, { [ids.low_balance_threshold]: '5.00' }],
    });
  });
});
