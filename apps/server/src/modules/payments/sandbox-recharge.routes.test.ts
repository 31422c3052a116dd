import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callAccountTransactions, payments } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';
import { setConfiguration } from '../../test/settings.js';

type Headers = Record<string, string>;

describe('card recharge through the sandbox checkout', () => {
  const context = useTestApp();
  let owner: Headers;
  let stranger: Headers;
  let line: number;
  let strangersLine: number;

  beforeAll(async () => {
    const person = await createUser(context.db, 'user');
    owner = (await signIn(context.app, person)).headers;
    line = (await createCallAccountWithAccount(context.db, person.id)).callAccount.id;
    const other = await createUser(context.db, 'user');
    stranger = (await signIn(context.app, other)).headers;
    strangersLine = (await createCallAccountWithAccount(context.db, other.id)).callAccount.id;
  });

  const recharge = (id: number, payload: Record<string, unknown>, headers = owner) =>
    context.app.inject({ method: 'POST', url: `/api/v1/users/call_accounts/${id}/recharge`, headers, payload });
  const verify = (id: number, reference: string, headers = owner) =>
    context.app.inject({ method: 'GET', url: `/api/v1/users/call_accounts/${id}/recharge/verify/${reference}`, headers });
  const decide = (reference: string, decision: string, headers = owner) =>
    context.app.inject({ method: 'POST', url: `/api/v1/payments/sandbox/${reference}`, headers, payload: { decision } });
  const ledgerOf = (id: number) => context.db.select().from(callAccountTransactions).where(eq(callAccountTransactions.call_account_id, id));
  const paymentOf = async (reference: string) => (await context.db.select().from(payments).where(eq(payments.reference, reference)))[0];

  async function startPayment(amount: number) {
    const started = await recharge(line, { amount });
    expect(started.statusCode, started.body).toBe(200);
    return started.json() as { url: string; reference: string };
  }

  it('starts a pending payment and sends the payer to the test checkout, which shows the amount', async () => {
    const { url, reference } = await startPayment(50_000);
    expect(reference).toMatch(/^RL-[0-9A-F]{20}$/);
    expect(url).toBe(`/pay/sandbox/${reference}`);
    expect(await paymentOf(reference)).toMatchObject({ status: 'pending', amount: '500.00000', currency: 'NGN', provider: 'sandbox', call_account_id: line });
    const checkout = await context.app.inject({ method: 'GET', url: `/api/v1/payments/sandbox/${reference}`, headers: owner });
    expect(checkout.json()).toMatchObject({ reference, amount: '500.00000', currency: 'NGN', status: 'pending', line: { id: line, name: 'Main' } });
    expect((await verify(line, reference)).json()).toEqual({ status: 'pending', balance: '0.00000' });
  });

  it('credits the line once when the card holder pays, however many verifications race', async () => {
    const { reference } = await startPayment(12_550);
    const paid = await decide(reference, 'pay');
    expect(paid.json()).toEqual({ url: `/users/call_accounts/${line}/recharge/verify/${reference}` });
    const answers = await Promise.all(Array.from({ length: 8 }, () => verify(line, reference)));
    expect(answers.map((answer) => answer.json().status)).toEqual(Array(8).fill('success'));
    expect((await verify(line, reference)).json()).toEqual({ status: 'success', balance: '125.50000' });
    const ledger = await ledgerOf(line);
    expect(ledger).toEqual([
      expect.objectContaining({ type: 'credit', amount: '125.50000', balance_after: '125.50000', description: `Card payment ${reference} (sandbox)` }),
    ]);
    const payment = await paymentOf(reference);
    expect(payment).toMatchObject({ status: 'success', ledger_transaction_id: ledger[0].id });
    expect(payment.completed_at).toBeInstanceOf(Date);
    expect((await decide(reference, 'decline')).statusCode).toBe(409);
  });

  it('fails a declined payment and moves nothing', async () => {
    const before = (await ledgerOf(line)).length;
    const { reference } = await startPayment(2_000);
    await decide(reference, 'decline');
    expect((await verify(line, reference)).json()).toEqual({ status: 'failed', balance: '125.50000' });
    expect(await paymentOf(reference)).toMatchObject({ status: 'failed', failure_reason: 'The test card was declined', ledger_transaction_id: null });
    expect(await ledgerOf(line)).toHaveLength(before);
  });

  it("answers 404 for anyone else's line and payments, as for missing ones", async () => {
    const missingLine = await recharge(strangersLine, { amount: 5_000 });
    expect(missingLine.statusCode).toBe(404);
    expect(missingLine.json()).toEqual({ error: 'Call Account was not found' });
    const { reference } = await startPayment(5_000);
    expect((await verify(line, reference, stranger)).statusCode).toBe(404);
    expect((await verify(strangersLine, reference, stranger)).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: `/api/v1/payments/sandbox/${reference}`, headers: stranger })).statusCode).toBe(404);
    expect((await decide(reference, 'pay', stranger)).statusCode).toBe(404);
    expect((await paymentOf(reference)).provider_status).toBeNull();
  });

  it('takes whole positive amounts within the configured limits, with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Amount is required'],
      [{ amount: 'abc' }, 'Amount is required'],
      [{ amount: 150.5 }, 'Amount must be a whole number of the smallest unit (cents, kobo)'],
      [{ amount: 0 }, 'Amount must be greater than 0'],
      [{ amount: 99 }, 'Amount must be at least 1.00 NGN'],
      [{ amount: 100_000_001 }, 'Amount must be at most 1000000.00 NGN'],
    ];
    for (const [payload, message] of cases) {
      const response = await recharge(line, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ error: message, fields: { amount: message } });
    }
  });

  it('takes only whole francs where the currency has no smaller unit (XOF), before any payment starts', async () => {
    await setConfiguration(context.db, context.app.settings, 'currency', 'XOF');
    try {
      const before = await context.db.select().from(payments).where(eq(payments.call_account_id, line));
      const message = 'Card payments in XOF are in whole units: enter an amount without decimals';
      const refused = await recharge(line, { amount: 500_050 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: message, fields: { amount: message } });
      expect(await context.db.select().from(payments).where(eq(payments.call_account_id, line))).toHaveLength(before.length);
      expect(await paymentOf((await startPayment(500_000)).reference)).toMatchObject({ amount: '5000.00000', currency: 'XOF' });
    } finally {
      await setConfiguration(context.db, context.app.settings, 'currency', 'NGN');
    }
  });

  it('refuses a reference that is none of ours, and a role without the self-service area', async () => {
    expect((await verify(line, 'x'.repeat(65))).statusCode).toBe(400);
    expect((await verify(line, 'RL-0000000000')).statusCode).toBe(404);
    const agent = (await signIn(context.app, await createUser(context.db, 'agent'))).headers;
    expect((await recharge(line, { amount: 5_000 }, agent)).statusCode).toBe(403);
  });
});

describe('card recharge turned off (PAYMENT_PROVIDER=none)', () => {
  const context = useTestApp({ payments: null });

  it('answers 503 with a sentence, and the session says payments are off', async () => {
    const person = await createUser(context.db, 'user');
    const session = await signIn(context.app, person);
    const { callAccount } = await createCallAccountWithAccount(context.db, person.id);
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/v1/users/call_accounts/${callAccount.id}/recharge`,
      headers: session.headers,
      payload: { amount: 5_000 },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'Card payments are turned off on this platform; ask your operator to recharge your line' });
    expect(session.body.settings.payment_provider).toBe('none');
  });
});
