import { afterAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { payments as paymentsTable } from '../../db/schema/index.js';
import { useRechargingUser } from '../../test/recharge.js';
import { startFakeStripe, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../../test/fake-stripe.js';
import { setConfiguration } from '../../test/settings.js';

const stripe = await startFakeStripe();
const signer = new Stripe(STRIPE_SECRET_KEY);

describe('card recharge through Stripe Checkout', () => {
  const payer = useRechargingUser({ payments: stripe.provider });
  const { context, start, verify, ledger, paymentOf } = payer;
  const { sessionOf } = stripe;
  afterAll(() => stripe.close());

  const completed = (session: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${String(session.id)}`, object: 'event', type: 'checkout.session.completed', data: { object: session } });
  const webhook = (payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET })) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  it('opens a Checkout Session for the amount in the minor unit, coming back to the verify page', async () => {
    const { url, reference } = await start(50_000);
    const session = sessionOf(reference);
    expect(url).toBe(session.url);
    expect(session).toMatchObject({ amount_total: 50_000, currency: 'ngn', metadata: { reference } });
    expect(session.success_url).toBe(`http://localhost:8080/users/call_accounts/${payer.line}/recharge/verify/${reference}`);
    expect(await paymentOf(reference)).toMatchObject({ provider: 'stripe', provider_reference: session.id, status: 'pending' });
    expect((await verify(reference)).json().status).toBe('pending');
  });

  it('credits once on checkout.session.completed, whether the webhook, a replay or the verify page comes first', async () => {
    const { reference } = await start(12_000);
    const session = Object.assign(sessionOf(reference), { status: 'complete', payment_status: 'paid' });
    const event = completed(session);
    const answers = await Promise.all([webhook(event), verify(reference), webhook(event), verify(reference)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await webhook(event)).json()).toEqual({ received: true });
    expect((await verify(reference)).json()).toEqual({ status: 'success', balance: '120.00000' });
    expect(await ledger()).toEqual([expect.objectContaining({ type: 'credit', amount: '120.00000' })]);
  });

  it('refuses a webhook signed with another secret, and one with no signature', async () => {
    const { reference } = await start(5_000);
    const event = completed(Object.assign(sessionOf(reference), { status: 'complete', payment_status: 'paid' }));
    const forged = signer.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_someone_else' });
    expect((await webhook(event, forged)).statusCode).toBe(401);
    expect((await webhook(event, '')).statusCode).toBe(401);
    expect((await paymentOf(reference)).status).toBe('pending');
  });

  it('fails a session Stripe completed for another amount, crediting nothing, and one that expired', async () => {
    const before = (await ledger()).length;
    const { reference } = await start(8_000);
    await webhook(completed({ ...sessionOf(reference), status: 'complete', payment_status: 'paid', amount_total: 800 }));
    expect(await paymentOf(reference)).toMatchObject({ status: 'failed', failure_reason: 'The provider confirmed 8.00 NGN, not the 80.00 NGN asked' });
    const expired = await start(8_000);
    Object.assign(sessionOf(expired.reference), { status: 'expired' });
    expect((await verify(expired.reference)).json().status).toBe('failed');
    expect(await ledger()).toHaveLength(before);
  });

  it('charges a whole-unit currency (XOF) in whole units, credits what was asked, and refuses decimals before any payment starts', async () => {
    const currency = (value: string) => setConfiguration(context.db, context.app.settings, 'currency', value);
    await currency('XOF');
    try {
      const before = (await ledger()).length;
      const { reference } = await start(500_000);
      const session = sessionOf(reference);
      expect(session).toMatchObject({ amount_total: 5_000, currency: 'xof' });
      await webhook(completed(Object.assign(session, { status: 'complete', payment_status: 'paid' })));
      expect(await paymentOf(reference)).toMatchObject({ status: 'success', amount: '5000.00000', currency: 'XOF' });
      const payments = async () => (await context.db.select().from(paymentsTable).where(eq(paymentsTable.call_account_id, payer.line))).length;
      const started = await payments();
      const refused = await payer.post(500_050);
      const message = 'Card payments in XOF are in whole units: enter an amount without decimals';
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: message, fields: { amount: message } });
      expect(await payments()).toBe(started);
      expect(await ledger()).toEqual([...Array(before).fill(expect.anything()), expect.objectContaining({ type: 'credit', amount: '5000.00000' })]);
    } finally {
      await currency('NGN');
    }
  });

  it('acknowledges signed events about other things without acting on them', async () => {
    const payload = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    expect((await webhook(payload)).json()).toEqual({ received: true });
  });
});
