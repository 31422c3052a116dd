import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callAccountTransactions, callAccounts } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';
import { createdRecord } from '../../test/api.js';

const MISSING_ID = 2147483000;

describe('call account ledger API', () => {
  const context = useTestApp();
  let admin: Awaited<ReturnType<typeof signIn>>;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let pricelistId: number;

  const post = (id: number, payload: Record<string, unknown>, session = admin) =>
    context.app.inject({ method: 'POST', url: `/api/v1/call_accounts/${id}/transactions`, headers: session.headers, payload });
  const ledger = (id: number, query = '', session = admin) =>
    context.app.inject({ method: 'GET', url: `/api/v1/call_accounts/${id}/transactions?${query}`, headers: session.headers });
  const balanceOf = async (id: number) =>
    (await context.app.inject({ method: 'GET', url: `/api/v1/call_accounts/${id}`, headers: admin.headers })).json().balance as string;
  const credit = (id: number, amount: string | number) => post(id, { type: 'credit', amount });
  const debit = (id: number, amount: string | number) => post(id, { type: 'debit', amount });

  /** A call account made through the API, so its limits come from the same rules a person's form goes through. */
  async function newCallAccount(values: { credit_limit?: string; postpaid?: boolean; enabled?: boolean } = {}) {
    const payload = {
      name: 'Ledger test',
      number: String(Math.floor(1e9 + Math.random() * 9e9)),
      pricelist_id: pricelistId,
      type: 'user',
      user_id: owner.id,
      ...values,
    };
    const response = await context.app.inject({ method: 'POST', url: '/api/v1/call_accounts', headers: admin.headers, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  }

  beforeAll(async () => {
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
    owner = await createUser(context.db, 'user');
    pricelistId = (await createCallAccountWithAccount(context.db)).pricelist.id;
  });

  describe('posting', () => {
    it('answers 201 with the ledger row, its creator and the balance it left', async () => {
      const id = await newCallAccount();
      const entry = await createdRecord(post(id, { type: 'credit', amount: 25, description: '  Top-up by bank transfer ' }));
      expect(entry).toEqual({
        id: expect.any(Number),
        call_account_id: id,
        type: 'credit',
        amount: '25.00000',
        balance_after: '25.00000',
        description: 'Top-up by bank transfer',
        created_by_id: admin.body.user.id,
        created_by: { firstname: 'Test', lastname: 'admin' },
        created_at: expect.any(String),
      });
      expect(await balanceOf(id)).toBe('25.00000');
      const withoutNote = (await debit(id, '0.5')).json();
      expect(withoutNote).toMatchObject({ type: 'debit', amount: '0.50000', balance_after: '24.50000', description: null });
      expect((await debit(id, 1)).json().balance_after).toBe('23.50000');
      expect((await post(id, { type: 'credit', amount: 1, description: '' })).json().description).toBeNull();
    });

    it('adds exactly: 0.1 + 0.2 is 0.30000, and 5-decimal amounts keep every digit', async () => {
      const id = await newCallAccount();
      expect((await credit(id, 0.1)).json().balance_after).toBe('0.10000');
      expect((await credit(id, '0.2')).json().balance_after).toBe('0.30000');
      for (let step = 0; step < 3; step += 1) await credit(id, '0.00001');
      expect(await balanceOf(id)).toBe('0.30003');
      expect((await credit(id, 12345.67891)).json()).toMatchObject({ amount: '12345.67891', balance_after: '12345.97894' });
      expect((await credit(id, '999999999999.99999')).json().amount).toBe('999999999999.99999');
      expect((await debit(id, '999999999999.99999')).json().balance_after).toBe('12345.97894');
      expect((await debit(id, '12345.97893')).json().balance_after).toBe('0.00001');
    });

    it.each([
      [{ type: 'credit', amount: '0.000001' }, 'Amount must be a positive number with at most 5 decimals'],
      [{ type: 'credit', amount: 0.000001 }, 'Amount must be a positive number with at most 5 decimals'],
      [{ type: 'credit', amount: 0 }, 'Amount must be greater than 0'],
      [{ type: 'credit', amount: '0.00000' }, 'Amount must be greater than 0'],
      [{ type: 'debit', amount: -5 }, 'Amount must be a positive number with at most 5 decimals'],
      [{ type: 'credit', amount: '1e3' }, 'Amount must be a positive number with at most 5 decimals'],
      [{ type: 'credit', amount: 'ten' }, 'Amount must be a positive number with at most 5 decimals'],
      [{ type: 'credit', amount: '1000000000000' }, 'Amount must be a positive number with at most 5 decimals'],
      [{ type: 'credit' }, 'Amount is required'],
      [{ type: 'credit', amount: '' }, 'Amount is required'],
      [{ amount: 5 }, 'Please select transaction type'],
      [{ type: 'refund', amount: 5 }, 'Please select transaction type'],
      [{ type: 'credit', amount: 5, description: 'x'.repeat(256) }, 'Description must be at most 255 characters'],
    ])('refuses %j with "%s" and moves nothing', async (payload, message) => {
      const id = await newCallAccount();
      const response = await post(id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
      expect(await balanceOf(id)).toBe('0.00000');
      expect((await ledger(id)).json().total).toBe(0);
    });

    it('answers 404 for a missing call account and 400 for a bad id', async () => {
      for (const response of [await credit(MISSING_ID, 1), await ledger(MISSING_ID)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Call Account was not found' });
      }
      expect((await credit(0, 1)).statusCode).toBe(400);
      expect((await ledger(Number.NaN)).statusCode).toBe(400);
    });

    it('refuses a credit that would overflow the balance with a 400, not a 500', async () => {
      const id = await newCallAccount();
      await context.db.update(callAccounts).set({ balance: '9999999999999' }).where(eq(callAccounts.id, id));
      const response = await credit(id, '999999999999');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('A number is out of range');
      expect(await balanceOf(id)).toBe('9999999999999.00000');
    });
  });

  describe('debit limits', () => {
    const insufficient = (available: string) => `Insufficient balance: ${available} available (balance plus credit limit)`;

    async function expectRefused(id: number, amount: string, available: string) {
      const before = await balanceOf(id);
      const response = await debit(id, amount);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: insufficient(available), fields: { amount: insufficient(available) } });
      expect(await balanceOf(id)).toBe(before);
    }

    it('lets a prepaid account without credit spend its balance to the last 0.00001, and no further', async () => {
      const id = await newCallAccount();
      await credit(id, '12.5');
      await expectRefused(id, '12.50001', '12.50000');
      expect((await debit(id, '12.49999')).json().balance_after).toBe('0.00001');
      await expectRefused(id, '0.00002', '0.00001');
      expect((await debit(id, '0.00001')).json().balance_after).toBe('0.00000');
      await expectRefused(id, '0.00001', '0.00000');
      expect((await ledger(id)).json().total).toBe(3);
    });

    it('lets a prepaid account spend its balance plus its credit limit', async () => {
      const id = await newCallAccount({ credit_limit: '10' });
      await credit(id, 5);
      await expectRefused(id, '15.00001', '15.00000');
      expect((await debit(id, 15)).json().balance_after).toBe('-10.00000');
      await expectRefused(id, '0.00001', '0.00000');
    });

    it('lets a postpaid account go negative down to its credit limit', async () => {
      const id = await newCallAccount({ credit_limit: '100', postpaid: true });
      expect((await debit(id, 60)).json().balance_after).toBe('-60.00000');
      await expectRefused(id, '40.00001', '40.00000');
      expect((await debit(id, 40)).json().balance_after).toBe('-100.00000');
      await expectRefused(id, '1', '0.00000');
      expect((await credit(id, '0.5')).json().balance_after).toBe('-99.50000');
      expect((await debit(id, '0.5')).json().balance_after).toBe('-100.00000');
    });

    it('never reports a negative amount available after the credit limit is lowered below the debt, and still takes credits', async () => {
      const id = await newCallAccount({ credit_limit: '50', postpaid: true });
      await debit(id, 40);
      await context.app.inject({ method: 'PATCH', url: `/api/v1/call_accounts/${id}`, headers: admin.headers, payload: { credit_limit: '10' } });
      await expectRefused(id, '0.00001', '0.00000');
      expect((await credit(id, 35)).json().balance_after).toBe('-5.00000');
      expect((await debit(id, 5)).json().balance_after).toBe('-10.00000');
    });

    it('takes credits and debits on a disabled account: disabling stops calls, not bookkeeping', async () => {
      const id = await newCallAccount({ enabled: false });
      expect((await credit(id, 20)).statusCode).toBe(201);
      expect((await debit(id, 5)).json().balance_after).toBe('15.00000');
      await expectRefused(id, '15.00001', '15.00000');
    });
  });

  describe('the ledger list', () => {
    let id: number;
    let amounts: string[];

    beforeAll(async () => {
      id = await newCallAccount();
      amounts = Array.from({ length: 25 }, (_, index) => `${index + 1}.00001`);
      for (const amount of amounts) expect((await credit(id, amount)).statusCode).toBe(201);
      await credit(await newCallAccount(), 1);
    });

    it('answers {results, total}, 20 rows by default, newest first, with the creator embedded', async () => {
      const response = await ledger(id);
      expect(response.statusCode).toBe(200);
      const { results, total } = response.json();
      expect(total).toBe(25);
      expect(results.map((entry: { amount: string }) => entry.amount)).toEqual([...amounts].reverse().slice(0, 20));
      expect(results[0]).toMatchObject({ call_account_id: id, type: 'credit', balance_after: await balanceOf(id), created_by: { lastname: 'admin' } });
    });

    it('pages without overlap and refuses pages and limits out of range', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => ledger(id, `limit=10&page=${page}`)));
      expect(pages.map((page) => page.json().results.length)).toEqual([10, 10, 5]);
      expect(new Set(pages.flatMap((page) => page.json().results.map((entry: { id: number }) => entry.id))).size).toBe(25);
      expect((await ledger(id, 'limit=100')).json().results).toHaveLength(25);
      expect((await ledger(id, 'limit=101')).json().error).toBe('limit must be at most 100');
      expect((await ledger(id, 'page=0')).statusCode).toBe(400);
    });

    it('has a balance_after on every row that adds up from the first movement', async () => {
      const rows = await context.db
        .select()
        .from(callAccountTransactions)
        .where(eq(callAccountTransactions.call_account_id, id))
        .orderBy(callAccountTransactions.id);
      let running = 0n;
      for (const row of rows) {
        running += BigInt(row.amount.replace('.', ''));
        expect(BigInt(row.balance_after.replace('.', ''))).toBe(running);
      }
      expect(await balanceOf(id)).toBe('325.00025');
    });
  });

  describe('permissions', () => {
    it('needs CALL_ACCOUNT_TRANSACTIONS: agents and self-service users may neither list nor post', async () => {
      const id = await newCallAccount();
      for (const type of ['agent', 'user'] as const) {
        const session = await signIn(context.app, await createUser(context.db, type));
        const posted = await post(id, { type: 'credit', amount: 5 }, session);
        expect(posted.statusCode).toBe(403);
        expect(posted.json()).toEqual({ error: 'You are not allowed to create call account transactions' });
        expect((await ledger(id, '', session)).json()).toEqual({ error: 'You are not allowed to list call account transactions' });
      }
      expect(await balanceOf(id)).toBe('0.00000');
      const anonymous = await context.app.inject({ method: 'POST', url: `/api/v1/call_accounts/${id}/transactions`, payload: { type: 'credit', amount: 5 } });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
