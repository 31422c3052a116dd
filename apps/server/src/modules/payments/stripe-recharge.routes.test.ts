import { afterAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { configurations, payments as paymentsTable } from '../../db/schema/index.js';
import { useRechargingUser } from '../../test/recharge.js';
import { startFakeHttp } from '../../test/fake-http.js';
import { createStripeProvider } from '../../payment-providers/stripe.js';

const SECRET_KEY = 'sk_test_ringledger_stripe';
const WEBHOOK_SECRET = 'whsec_ringledger_test';

/** Stripe's Checkout Session create and retrieve calls, answered from the sessions the test holds. */
const sessions = new Map<string, Record<string, unknown>>();
const fake = await startFakeHttp((request) => {
  if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) return { status: 401, json: { error: { message: 'Invalid API Key provided' } } };
  if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
    const form = new URLSearchParams(request.body);
    const id = `cs_test_${sessions.size + 1}`;
    const session = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
      currency: form.get('line_items[0][price_data][currency]'),
      client_reference_id: form.get('client_reference_id'),
      metadata: { reference: form.get('metadata[reference]') },
      success_url: form.get('success_url'),
    };
    sessions.set(id, session);
    return { json: session };
  }
  const found = sessions.get(request.path.replace('/v1/checkout/sessions/', ''));
  return found ? { json: found } : { status: 404, json: { error: { message: 'No such checkout.session' } } };
});
const signer = new Stripe(SECRET_KEY);

describe('card recharge through Stripe Checkout', () => {
  const payer = useRechargingUser({ payments: createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url }) });
  const { context, start, verify, ledger, paymentOf } = payer;
  afterAll(() => fake.close());

  const sessionOf = (reference: string) => [...sessions.values()].find((session) => session.client_reference_id === reference) ?? {};
  const completed = (session: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${String(session.id)}`, object: 'event', type: 'checkout.session.completed', data: { object: session } });
  const webhook = (payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
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
    const currency = async (value: string) => {
      await context.db.update(configurations).set({ value }).where(eq(configurations.name, 'currency'));
      await expect.poll(() => context.app.settings.get('currency'), { timeout: 3000 }).toBe(value);
    };
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
