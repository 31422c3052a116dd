import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, callAccounts } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createDid, createUser, signIn } from '../../test/factories.js';
import { insertCallRecords } from '../../test/call-records.js';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /customers', () => {
  const context = useTestApp();
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let selfService: Record<string, string>;
  const ids = {} as Record<'ada' | 'bayo' | 'chidi', number>;

  beforeAll(async () => {
    admin = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
    agent = (await signIn(context.app, await createUser(context.db, 'agent'))).headers;
    const selfServiceUser = await createUser(context.db, 'user');
    selfService = (await signIn(context.app, selfServiceUser)).headers;
    // Ada: a prepaid line below the 5.00 threshold and a postpaid line in debt, a DID, two calls this month and one before.
    ids.ada = (await createUser(context.db, 'user')).id;
    const prepaid = await createCallAccountWithAccount(context.db, ids.ada);
    await context.db.update(callAccounts).set({ balance: '3.00000' }).where(eq(callAccounts.id, prepaid.callAccount.id));
    const postpaid = await createCallAccountWithAccount(context.db, ids.ada);
    await context.db
      .update(callAccounts)
      .set({ balance: '-20.00000', credit_limit: '100.00000', postpaid: true })
      .where(eq(callAccounts.id, postpaid.callAccount.id));
    await createDid(context.db, prepaid);
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 86_400_000);
    await insertCallRecords(context.db, [
      { user_id: ids.ada, account_id: prepaid.account.id, call_billing_account_id: prepaid.callAccount.id, callstart: minutesAgo(2), cost: '1.50000' },
      { user_id: ids.ada, account_id: prepaid.account.id, call_billing_account_id: prepaid.callAccount.id, callstart: minutesAgo(1), cost: '2.25000' },
      { user_id: ids.ada, account_id: prepaid.account.id, call_billing_account_id: prepaid.callAccount.id, callstart: lastMonth, cost: '9.00000' },
    ]);
    // Bayo: one prepaid line below zero, his account suspended, no calls.
    ids.bayo = (await createUser(context.db, 'user')).id;
    const bayo = await createCallAccountWithAccount(context.db, ids.bayo);
    await context.db.update(callAccounts).set({ balance: '-1.00000' }).where(eq(callAccounts.id, bayo.callAccount.id));
    await context.db.update(accounts).set({ enabled: false }).where(eq(accounts.id, bayo.account.id));
    // Chidi: plenty of credit.
    ids.chidi = (await createUser(context.db, 'user')).id;
    const chidi = await createCallAccountWithAccount(context.db, ids.chidi);
    await context.db.update(callAccounts).set({ balance: '50.00000' }).where(eq(callAccounts.id, chidi.callAccount.id));
  });

  const list = async (query = '', headers = admin) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/v1/customers${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { results: Record<string, unknown>[]; total: number };
  };
  const named = (answer: { results: Record<string, unknown>[] }) => answer.results.map((row) => row.id);

  it('answers each customer with their lines added up, DIDs, last call and this month’s spend', async () => {
    const answer = await list('?sort_by=-month_spend&limit=100');
    const ada = answer.results.find((row) => row.id === ids.ada);
    expect(ada).toMatchObject({
      status: 'active',
      balance: '-17.00000',
      credit_limit: '100.00000',
      billing: 'mixed',
      balance_level: 'low',
      lines: 2,
      dids: 1,
      month_spend: '3.75000',
    });
    expect(Date.parse(ada?.last_call as string)).toBeGreaterThan(Date.now() - 90_000);
    expect((ada?.accounts as unknown[]).length).toBe(2);
    expect(answer.results[0].id).toBe(ids.ada);
    expect(answer.results.find((row) => row.id === ids.bayo)).toMatchObject({
      status: 'suspended',
      balance: '-1.00000',
      billing: 'prepaid',
      balance_level: 'negative',
      lines: 1,
      dids: 0,
      last_call: null,
      month_spend: '0',
    });
    expect(answer.results.find((row) => row.id === ids.chidi)).toMatchObject({ balance: '50.00000', balance_level: 'ok' });
  });

  it('sorts by balance, flags low and negative balances, and pages with the total', async () => {
    const ours = [ids.ada, ids.bayo, ids.chidi];
    expect(named(await list('?sort_by=balance&limit=100')).filter((id) => ours.includes(id as number))).toEqual([ids.ada, ids.bayo, ids.chidi]);
    expect(named(await list('?sort_by=-balance&limit=100')).filter((id) => ours.includes(id as number))).toEqual([ids.chidi, ids.bayo, ids.ada]);
    expect(named(await list('?balance_level=low&limit=100')).sort()).toEqual([ids.ada, ids.bayo].sort());
    expect(named(await list('?balance_level=negative'))).toEqual([ids.bayo]);
    const all = await list('?limit=100');
    const second = await list('?limit=1&page=2&sort_by=balance');
    expect(second.total).toBe(all.total);
    expect(second.results).toHaveLength(1);
    expect((await list(`?page=${all.total + 1}&limit=1`)).total).toBe(all.total);
  });

  it('answers one customer, 404 for no such user, and refuses agents and self-service users', async () => {
    const one = await context.app.inject({ method: 'GET', url: `/api/v1/customers/${ids.bayo}`, headers: admin });
    expect(one.json()).toMatchObject({ id: ids.bayo, balance_level: 'negative', status: 'suspended' });
    expect((await context.app.inject({ method: 'GET', url: '/api/v1/customers/99999999', headers: admin })).statusCode).toBe(404);
    for (const headers of [agent, selfService]) {
      expect((await context.app.inject({ method: 'GET', url: '/api/v1/customers', headers })).statusCode).toBe(403);
    }
    const refused = await context.app.inject({ method: 'GET', url: '/api/v1/customers?sort_by=email', headers: admin });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/sort_by must be one of/);
  });
});
