import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { useRechargingUser } from '../../test/recharge.js';
import { startFakeHttp } from '../../test/fake-http.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';
import { createPaystackProvider } from '../../payment-providers/paystack.js';

const SECRET = 'sk_test_ringledger_paystack';
type Transaction = { status: string; amount: number; currency: string; id: number };

/** Paystack's documented initialize and verify calls, answered from what the test says each transaction is. */
const transactions = new Map<string, Transaction>();
const fake = await startFakeHttp((request) => {
  if (request.headers.authorization !== `Bearer ${SECRET}`) return { status: 401, json: { status: false, message: 'Invalid key' } };
  if (request.method === 'POST' && request.path === '/transaction/initialize') {
    const { reference } = JSON.parse(request.body) as { reference: string };
    return {
      json: {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `https://checkout.paystack.test/${reference}`, access_code: 'ac', reference },
      },
    };
  }
  const verify = /^\/transaction\/verify\/(.+)$/.exec(request.path);
  const transaction = verify && transactions.get(decodeURIComponent(verify[1]));
  if (transaction)
    return { json: { status: true, message: 'Verification successful', data: { ...transaction, reference: verify[1], gateway_response: 'Approved' } } };
  return { status: 404, json: { status: false, message: 'Transaction reference not found' } };
});

describe('card recharge through Paystack', () => {
  const logLines: string[] = [];
  const payer = useRechargingUser({
    payments: createPaystackProvider({ secretKey: SECRET, baseUrl: fake.url }),
    logger: { level: 'error', stream: { write: (text: string) => logLines.push(text) } },
  });
  const { context, start, verify, ledger, paymentOf } = payer;
  afterAll(() => fake.close());

  const webhook = (body: string, signature = createHmac('sha512', SECRET).update(body).digest('hex')) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      payload: body,
    });
  const chargeSuccess = (reference: string, amount: number) =>
    JSON.stringify({ event: 'charge.success', data: { reference, amount, currency: 'NGN', status: 'success', id: 99 } });

  it('initializes the transaction with our reference, the amount in kobo and the callback to the verify page', async () => {
    const { reference } = await start(50_000);
    const initialize = fake.requests.find((request) => request.path === '/transaction/initialize' && request.body.includes(reference));
    expect(JSON.parse(initialize?.body ?? '{}')).toMatchObject({
      amount: '50000',
      currency: 'NGN',
      reference,
      email: expect.stringMatching(/@example\.test$/),
      callback_url: `http://localhost:8080/users/call_accounts/${payer.line}/recharge/verify/${reference}`,
    });
    transactions.set(reference, { status: 'ongoing', amount: 50_000, currency: 'NGN', id: 1 });
    expect((await verify(reference)).json()).toEqual({ status: 'pending', balance: '0.00000' });
  });

  it('credits once when verify calls and signed webhooks race, and once more never on a replay', async () => {
    const { reference } = await start(25_000);
    transactions.set(reference, { status: 'success', amount: 25_000, currency: 'NGN', id: 7 });
    const body = chargeSuccess(reference, 25_000);
    const answers = await Promise.all([...Array.from({ length: 5 }, () => verify(reference)), ...Array.from({ length: 5 }, () => webhook(body))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect((await webhook(body)).json()).toEqual({ received: true });
    expect((await verify(reference)).json()).toEqual({ status: 'success', balance: '250.00000' });
    expect(await ledger()).toEqual([expect.objectContaining({ type: 'credit', amount: '250.00000' })]);
    expect(await paymentOf(reference)).toMatchObject({ status: 'success', provider_reference: '7', provider_status: 'success' });
  });

  it('refuses a webhook whose signature does not hold, and changes nothing', async () => {
    const { reference } = await start(10_000);
    transactions.set(reference, { status: 'success', amount: 10_000, currency: 'NGN', id: 8 });
    const forged = await webhook(chargeSuccess(reference, 10_000), 'ab'.repeat(64));
    expect(forged.statusCode).toBe(401);
    expect((await webhook(chargeSuccess(reference, 10_000), '')).statusCode).toBe(401);
    expect((await paymentOf(reference)).status).toBe('pending');
  });

  it('credits what Paystack confirms, never what was asked: a different amount is refused and logged', async () => {
    const before = (await ledger()).length;
    const { reference } = await start(30_000);
    transactions.set(reference, { status: 'success', amount: 3_000, currency: 'NGN', id: 9 });
    expect((await webhook(chargeSuccess(reference, 30_000))).statusCode).toBe(200);
    expect(await paymentOf(reference)).toMatchObject({
      status: 'failed',
      failure_reason: 'The provider confirmed 30.00 NGN, not the 300.00 NGN asked',
      ledger_transaction_id: null,
    });
    expect(await ledger()).toHaveLength(before);
    expect(logLines.some((entry) => entry.includes('payment amount mismatch refused') && entry.includes(reference))).toBe(true);
  });

  it('fails an abandoned transaction', async () => {
    const { reference } = await start(10_000);
    transactions.set(reference, { status: 'abandoned', amount: 10_000, currency: 'NGN', id: 10 });
    expect((await verify(reference)).json().status).toBe('failed');
  });
});

describe('Paystack out of reach', () => {
  // Nothing listens on port 1: the call fails as a network outage does.
  const context = useTestApp({ payments: createPaystackProvider({ secretKey: SECRET, baseUrl: 'http://127.0.0.1:1' }) });

  it('answers 502 with a sentence and fails the payment, crediting nothing', async () => {
    const person = await createUser(context.db, 'user');
    const { headers } = await signIn(context.app, person);
    const { callAccount } = await createCallAccountWithAccount(context.db, person.id);
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/v1/users/call_accounts/${callAccount.id}/recharge`,
      headers,
      payload: { amount: 5_000 },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'The payment provider could not start the payment; please try again in a moment' });
    const [payment] = await context.db.select().from(payments).where(eq(payments.call_account_id, callAccount.id));
    expect(payment).toMatchObject({ status: 'failed', failure_reason: 'The provider could not start it' });
  });
});
