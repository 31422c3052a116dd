import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../apps/server/src/db/schema/index.js';
import { startFakeStripe } from '../apps/server/src/test/fake-stripe.js';
import { setConfiguration } from '../apps/server/src/test/settings.js';
import { dismissTip, useBrowserApp } from './harness.js';
import { askForRecharge, customerWithLine } from './recharge-steps.js';

const stripe = await startFakeStripe();

describe('recharging a line by card through Stripe, in a whole-unit currency', () => {
  const harness = useBrowserApp({ payments: stripe.provider });
  afterAll(() => stripe.close());

  it('says before any payment starts that XOF takes no decimals, and sends Stripe whole francs', async () => {
    await setConfiguration(harness.db, harness.app.settings, 'currency', 'XOF');
    const { person, line } = await customerWithLine(harness);
    const { page } = await harness.signedInPage(person);
    await dismissTip(page);
    await page.route('https://checkout.stripe.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Stripe Checkout</title>' }));

    await askForRecharge(page, '5000.50');
    await page.getByText('In XOF, whole units').waitFor();
    // Under the Amount field (a toast says it too).
    await page.locator('form').getByRole('alert').filter({ hasText: 'Card payments in XOF are in whole units: enter an amount without decimals' }).waitFor();
    expect(page.url()).toMatch(/\/user\/menu\/recharge$/);
    expect(await harness.db.select().from(payments).where(eq(payments.call_account_id, line.id))).toHaveLength(0);

    await page.getByLabel('Amount', { exact: true }).fill('5000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('https://checkout.stripe.test/**');
    const [payment] = await harness.db.select().from(payments).where(eq(payments.call_account_id, line.id));
    expect(payment).toMatchObject({ provider: 'stripe', amount: '5000.00000', currency: 'XOF', status: 'pending' });
    expect(stripe.sessionOf(payment.reference)).toMatchObject({ amount_total: 5000, currency: 'xof' });
  });
});
