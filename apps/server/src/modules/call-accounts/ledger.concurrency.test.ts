import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../app.js';
import { connectDatabase } from '../../db/client.js';
import { callAccountTransactions } from '../../db/schema/index.js';
import { databaseUrl } from '../../test/database.js';
import { TEST_JWT_SECRET, useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';

const REQUESTS = 50;
/** More connections than the harness's 5, so dozens of ledger transactions are open at once. */
const POOL_SIZE = 30;

/** Exact arithmetic for the checks: amounts in units of 0.00001 as bigint. */
const units = (amount: string) => {
  const [whole, fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100_000n + BigInt(fraction.padEnd(5, '0'));
  return amount.startsWith('-') ? -value : value;
};

interface Posted {
  statusCode: number;
  body: { id?: number; type?: string; amount?: string; balance_after?: string; error?: string };
}

describe('the ledger under concurrent requests', () => {
  const context = useTestApp();
  let app: FastifyInstance;
  let wide: ReturnType<typeof connectDatabase>;
  let url: string;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let ownerId: number;
  let pricelistId: number;

  beforeAll(async () => {
    const { rows } = await context.db.execute<{ name: string }>(sql`select current_database() as name`);
    url = databaseUrl(inject('testServerUrl'), rows[0].name);
    wide = connectDatabase(url, POOL_SIZE, () => undefined);
    app = await buildApp({ db: wide.db, jwtSecret: TEST_JWT_SECRET, sessionRateLimit: 10_000 });
    await app.ready();
    admin = await signIn(app, await createUser(context.db, 'admin'));
    ownerId = (await createUser(context.db, 'user')).id;
    pricelistId = (await createCallAccountWithAccount(context.db)).pricelist.id;
  });

  afterAll(async () => {
    await app?.close();
    await wide?.pool.end();
  });

  const post = async (id: number, type: 'credit' | 'debit', amount: string): Promise<Posted> => {
    const response = await app.inject({ method: 'POST', url: `/api/v1/call_accounts/${id}/transactions`, headers: admin.headers, payload: { type, amount } });
    return { statusCode: response.statusCode, body: response.json() };
  };
  const balanceOf = async (id: number) =>
    (await app.inject({ method: 'GET', url: `/api/v1/call_accounts/${id}`, headers: admin.headers })).json().balance as string;
  const ledgerRows = (id: number) =>
    context.db.select().from(callAccountTransactions).where(eq(callAccountTransactions.call_account_id, id)).orderBy(asc(callAccountTransactions.id));

  async function newCallAccount(values: { credit_limit?: string; postpaid?: boolean } = {}) {
    const payload = {
      name: 'Busy line',
      number: String(Math.floor(1e9 + Math.random() * 9e9)),
      pricelist_id: pricelistId,
      type: 'user',
      user_id: ownerId,
      ...values,
    };
    const response = await app.inject({ method: 'POST', url: '/api/v1/call_accounts', headers: admin.headers, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  }

  async function sessionsWaitingOnLocks() {
    const { rows } = await context.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return rows[0].waiting;
  }

  /**
   * Holds the call account's row from outside the app while the requests start, and lets go
   * only once `waiters` of them are blocked on it at the same moment: proof that they overlap.
   */
  async function fireTogether<T>(callAccountId: number, waiters: number, fire: () => Promise<T>) {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from call_accounts where id = $1 for update', [callAccountId]);
      const pending = fire();
      const deadline = Date.now() + 15_000;
      let waiting = 0;
      while ((waiting = await sessionsWaitingOnLocks()) < waiters && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(waiting).toBeGreaterThanOrEqual(waiters);
      await holder.query('commit');
      return await pending;
    } finally {
      await holder.end();
    }
  }

  /** Every ledger row follows from the one before it, never below minus the credit limit, and the last is the balance. */
  async function expectConsistentLedger(id: number, creditLimit: bigint) {
    const rows = await ledgerRows(id);
    let running = 0n;
    for (const row of rows) {
      running += row.type === 'credit' ? units(row.amount) : -units(row.amount);
      expect(units(row.balance_after), `ledger row ${row.id}`).toBe(running);
      expect(running).toBeGreaterThanOrEqual(-creditLimit);
    }
    expect(units(await balanceOf(id))).toBe(running);
    return rows;
  }

  it(`adds ${REQUESTS} simultaneous credits of 0.1 to exactly 5.00000, each balance_after once`, async () => {
    const id = await newCallAccount();
    const results = await fireTogether(id, 20, () => Promise.all(Array.from({ length: REQUESTS }, () => post(id, 'credit', '0.1'))));
    expect(results.map((result) => result.statusCode)).toEqual(Array(REQUESTS).fill(201));
    expect(await balanceOf(id)).toBe('5.00000');
    const after = results.map((result) => units(result.body.balance_after ?? ''));
    expect(new Set(after)).toEqual(new Set(Array.from({ length: REQUESTS }, (_, index) => BigInt(index + 1) * 10_000n)));
    expect(await expectConsistentLedger(id, 0n)).toHaveLength(REQUESTS);
  });

  it(`lets exactly 10 of ${REQUESTS} simultaneous debits of 1 through a balance of 10`, async () => {
    const id = await newCallAccount();
    expect((await post(id, 'credit', '10')).statusCode).toBe(201);
    const results = await fireTogether(id, 20, () => Promise.all(Array.from({ length: REQUESTS }, () => post(id, 'debit', '1'))));
    const accepted = results.filter((result) => result.statusCode === 201);
    const refused = results.filter((result) => result.statusCode !== 201);
    expect(accepted).toHaveLength(10);
    expect(accepted.map((result) => result.body.balance_after).sort()).toEqual([
      '0.00000',
      '1.00000',
      '2.00000',
      '3.00000',
      '4.00000',
      '5.00000',
      '6.00000',
      '7.00000',
      '8.00000',
      '9.00000',
    ]);
    expect(new Set(refused.map((result) => `${result.statusCode} ${result.body.error}`))).toEqual(
      new Set(['400 Insufficient balance: 0.00000 available (balance plus credit limit)']),
    );
    expect(await balanceOf(id)).toBe('0.00000');
    expect(await expectConsistentLedger(id, 0n)).toHaveLength(11);
  });

  it('keeps mixed credits and debits exact on a postpaid account, whichever order they land in', async () => {
    const creditLimit = '5';
    const id = await newCallAccount({ credit_limit: creditLimit, postpaid: true });
    const movements = Array.from({ length: REQUESTS }, (_, index) =>
      index % 2 === 0 ? { type: 'credit' as const, amount: `0.${String(index + 1).padStart(2, '0')}001` } : { type: 'debit' as const, amount: '1.23457' },
    );
    const results = await fireTogether(id, 20, () => Promise.all(movements.map((movement) => post(id, movement.type, movement.amount))));

    let expected = 0n;
    results.forEach((result, index) => {
      const movement = movements[index];
      if (result.statusCode === 201) {
        expect(result.body.type).toBe(movement.type);
        expect(units(result.body.amount ?? '')).toBe(units(movement.amount));
        expected += movement.type === 'credit' ? units(movement.amount) : -units(movement.amount);
      } else {
        expect(movement.type).toBe('debit');
        expect(result.statusCode).toBe(400);
        expect(result.body.error).toMatch(/^Insufficient balance: \d+\.\d{5} available \(balance plus credit limit\)$/);
      }
    });
    const refusedDebits = results.filter((result) => result.statusCode === 400).length;
    // 25 debits of 1.23457 exceed what 25 small credits plus a credit limit of 5 allow, so some must be refused.
    expect(refusedDebits).toBeGreaterThan(0);
    expect(units(await balanceOf(id))).toBe(expected);
    const rows = await expectConsistentLedger(id, units(creditLimit));
    expect(rows).toHaveLength(REQUESTS - refusedDebits);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(results.flatMap((result) => (result.statusCode === 201 ? [result.body.id] : []))));
  });
});
