import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';

type Headers = Record<string, string>;

describe("a customer's payment history and receipts", () => {
  const context = useTestApp();
  let owner: Headers;
  let stranger: Headers;
  let line: number;
  const references: { paid: string; declined: string; pending: string; strangers: string } = { paid: '', declined: '', pending: '', strangers: '' };

  const start = async (id: number, amount: number, headers: Headers) => {
    const response = await context.app.inject({ method: 'POST', url: `/api/v1/users/call_accounts/${id}/recharge`, headers, payload: { amount } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().reference as string;
  };
  const settle = async (id: number, reference: string, decision: 'pay' | 'decline', headers: Headers) => {
    await context.app.inject({ method: 'POST', url: `/api/v1/payments/sandbox/${reference}`, headers, payload: { decision } });
    await context.app.inject({ method: 'GET', url: `/api/v1/users/call_accounts/${id}/recharge/verify/${reference}`, headers });
  };
  const get = (url: string, headers = owner) => context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    const person = await createUser(context.db, 'user');
    owner = (await signIn(context.app, person)).headers;
    line = (await createCallAccountWithAccount(context.db, person.id)).callAccount.id;
    const other = await createUser(context.db, 'user');
    stranger = (await signIn(context.app, other)).headers;
    const strangersLine = (await createCallAccountWithAccount(context.db, other.id)).callAccount.id;

    references.paid = await start(line, 12_550, owner);
    await settle(line, references.paid, 'pay', owner);
    references.declined = await start(line, 4_000, owner);
    await settle(line, references.declined, 'decline', owner);
    references.pending = await start(line, 1_000, owner);
    references.strangers = await start(strangersLine, 9_900, stranger);
  });

  it('lists every attempt on their own lines with its outcome, newest first, paged', async () => {
    const response = await get('/users/payments?page=1&limit=2');
    expect(response.statusCode, response.body).toBe(200);
    const { results, total } = response.json();
    expect(total).toBe(3);
    expect(results.map((payment: { reference: string }) => payment.reference)).toEqual([references.pending, references.declined]);
    expect(results[1]).toMatchObject({
      status: 'failed',
      amount: '40.00000',
      currency: 'NGN',
      failure_reason: 'The test card was declined',
      balance_after: null,
    });
    const second = (await get('/users/payments?page=2&limit=2')).json();
    expect(second.results).toEqual([
      expect.objectContaining({
        reference: references.paid,
        status: 'success',
        amount: '125.50000',
        balance_after: '125.50000',
        line: expect.objectContaining({ id: line }),
      }),
    ]);
    expect((await get('/users/payments?sort_by=amount')).statusCode).toBe(400);
  });

  it("answers one receipt with the line's balance, and another's reference as missing", async () => {
    const paid = await get(`/users/payments/${references.paid}`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      reference: references.paid,
      status: 'success',
      amount: '125.50000',
      balance_after: '125.50000',
      line_balance: '125.50000',
    });
    expect(paid.json().completed_at).toEqual(expect.any(String));
    expect((await get(`/users/payments/${references.declined}`)).json()).toMatchObject({ status: 'failed', line_balance: '125.50000' });

    for (const reference of [references.strangers, 'RL-NOSUCHPAYMENT']) {
      const foreign = await get(`/users/payments/${reference}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: 'Payment was not found' });
    }
    expect((await get('/users/payments', stranger)).json()).toMatchObject({
      total: 1,
      results: [expect.objectContaining({ reference: references.strangers })],
    });
  });

  it('keeps staff roles without the self-service area out', async () => {
    const agent = (await signIn(context.app, await createUser(context.db, 'agent'))).headers;
    expect((await get('/users/payments', agent)).statusCode).toBe(403);
    expect((await get(`/users/payments/${references.paid}`, agent)).statusCode).toBe(403);
  });
});
