import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import pg from 'pg';
import { connectDatabase, type Database } from '../../db/client.js';
import { accounts, callAccountHolds, callAccounts, callReservations, dids, rates, trunks } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/database.js';
import { createCallAccountWithAccount, createDid, createGateway } from '../../test/factories.js';
import { authorizeCall, createCallAuthorizer, decisionActions, type CallDecision } from './authorize-call.js';
import { releaseCallsQuery, type AuthorizationRequest } from './call-authorization.queries.js';

const settings = (maxSeconds = 7200) => ({ get: () => maxSeconds }) as never;

describe('call authorization: money held per call before it rings', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let url: string;

  beforeAll(async () => {
    const database = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    ({ db, drop, url } = database);
  });
  afterAll(() => drop());

  /** A customer whose call account holds `balance` (and `credit_limit`), on a pricelist with one rate for 234. */
  async function customer(options: {
    balance: string;
    creditLimit?: string;
    costPerMin?: string;
    connect?: string;
    initInc?: number;
    inc?: number;
    markup?: number;
  }) {
    const created = await createCallAccountWithAccount(db);
    await db
      .update(callAccounts)
      .set({ balance: options.balance, credit_limit: options.creditLimit ?? '0' })
      .where(eq(callAccounts.id, created.callAccount.id));
    await db.update(accounts).set({ maxchannels: 0, cps: 0 }).where(eq(accounts.id, created.account.id));
    await db.execute(
      sql`update pricelists set init_inc = ${options.initInc ?? 60}, inc = ${options.inc ?? 60}, markup = ${options.markup ?? 0} where id = ${created.pricelist.id}`,
    );
    await db
      .insert(rates)
      .values({ pricelist_id: created.pricelist.id, prefix: '234', cost_per_min: options.costPerMin ?? '6.00000', connect_cost: options.connect ?? '0' });
    return created;
  }

  const outbound = (callAccountId: number, extra: Partial<AuthorizationRequest> = {}): AuthorizationRequest => ({
    callUuid: randomUUID(),
    callAccountId,
    direction: 'outbound',
    number: '2348031234567',
    ...extra,
  });

  /** What the call account's reservations hold, checked against the running total a decision reads. */
  const held = async (callAccountId: number) => {
    const reservations = await db.select({ held: callReservations.held }).from(callReservations).where(eq(callReservations.call_account_id, callAccountId));
    const sum = reservations.reduce((total, row) => total.plus(row.held), new Decimal(0));
    const [total] = await db.select({ held: callAccountHolds.held }).from(callAccountHolds).where(eq(callAccountHolds.call_account_id, callAccountId));
    expect(total?.held ?? '0.00000').toBe(sum.toFixed(5));
    return sum;
  };

  it('allows a call for the whole increments its money pays for, and holds what they cost', async () => {
    // 10.00 at 6.00 a minute, 60/60 increments: one minute (6.00) is paid, a second is not.
    const { callAccount } = await customer({ balance: '10.00000' });
    const decision = await authorizeCall(db, settings(), outbound(callAccount.id));
    expect(decision).toEqual({ allowed: true, seconds: 60, held: '6.00000', costPerMin: '6.00000' });
    expect(decisionActions(decision)).toEqual([
      ['set', 'rl_allowed_seconds=60'],
      ['set', 'execute_on_answer=sched_hangup +60 ALLOTTED_TIMEOUT'],
    ]);
  });

  it('counts the credit limit, the connect cost, the markup and finer increments', async () => {
    // 1.00 + 2.00 credit = 3.00; 0.50 to connect leaves 2.50; 1.00 a minute +20% = 1.20: 125 s paid,
    // charged as 30 s then 6 s steps: 30 + 15 × 6 = 120 s, costing 0.50 + 2.40 = 2.90.
    const { callAccount } = await customer({
      balance: '1.00000',
      creditLimit: '2.00000',
      costPerMin: '1.00000',
      connect: '0.50000',
      initInc: 30,
      inc: 6,
      markup: 20,
    });
    expect(await authorizeCall(db, settings(), outbound(callAccount.id))).toEqual({ allowed: true, seconds: 120, held: '2.90000', costPerMin: '1.20000' });
  });

  it('never allows more than the maximum call duration, and holds only what that costs', async () => {
    const { callAccount } = await customer({ balance: '1000.00000', costPerMin: '1.00000' });
    expect(await authorizeCall(db, settings(300), outbound(callAccount.id))).toEqual({ allowed: true, seconds: 300, held: '5.00000', costPerMin: '1.00000' });
  });

  it('refuses each call it cannot allow with its own cause and a reason a person can read', async () => {
    const poor = await customer({ balance: '0.50000' });
    const unrated = await customer({ balance: '100.00000' });
    const disabled = await customer({ balance: '100.00000' });
    await db.update(callAccounts).set({ enabled: false }).where(eq(callAccounts.id, disabled.callAccount.id));
    const barredAccount = await customer({ balance: '100.00000' });
    await db.update(accounts).set({ enabled: false }).where(eq(accounts.id, barredAccount.account.id));
    const refusals: [AuthorizationRequest, Partial<CallDecision>][] = [
      [
        outbound(poor.callAccount.id),
        {
          refusal: 'insufficient',
          sipResponse: '402 Payment Required',
          reason: '0.50000 available does not pay the connect cost and the first 60 seconds at 6.00000 a minute',
        },
      ],
      [outbound(unrated.callAccount.id, { number: '4479111234' }), { refusal: 'no_rate', hangupCause: 'NO_ROUTE_DESTINATION' }],
      [outbound(disabled.callAccount.id), { refusal: 'disabled', hangupCause: 'OUTGOING_CALL_BARRED' }],
      [outbound(barredAccount.callAccount.id), { refusal: 'disabled', reason: `Account ${barredAccount.account.number} is disabled` }],
      [outbound(999_999), { refusal: 'unknown', hangupCause: 'CALL_REJECTED', reason: 'Call account 999999 does not exist' }],
    ];
    for (const [request, expected] of refusals) expect(await authorizeCall(db, settings(), request)).toMatchObject({ allowed: false, ...expected });
    expect(await db.$count(callReservations, eq(callReservations.call_account_id, poor.callAccount.id))).toBe(0);
  });

  it("holds the account's and the trunk's channels and calls per second", async () => {
    const busy = await customer({ balance: '100.00000' });
    await db.update(accounts).set({ maxchannels: 2 }).where(eq(accounts.id, busy.account.id));
    const outcomes = [];
    // Calls of a minute at most, so the money is not what stops the third.
    for (let call = 0; call < 3; call += 1) outcomes.push(await authorizeCall(db, settings(60), outbound(busy.callAccount.id)));
    expect(outcomes.map((decision) => (decision.allowed ? 'allowed' : decision.refusal))).toEqual(['allowed', 'allowed', 'account_channels']);

    const gateway = await createGateway(db);
    const [trunk] = await db.insert(trunks).values({ name: 'Limited', gateway_id: gateway.id, cps: 1 }).returning();
    const first = await customer({ balance: '100.00000' });
    const second = await customer({ balance: '100.00000' });
    const onTrunk = [
      await authorizeCall(db, settings(), outbound(first.callAccount.id, { trunkId: trunk.id })),
      await authorizeCall(db, settings(), outbound(second.callAccount.id, { trunkId: trunk.id })),
    ];
    expect(onTrunk.map((decision) => (decision.allowed ? 'allowed' : decision.hangupCause))).toEqual(['allowed', 'NORMAL_TEMPORARY_FAILURE']);
  });

  it('answers the switch asking again about one call what it decided, and holds its money once', async () => {
    const { callAccount } = await customer({ balance: '20.00000' });
    const request = outbound(callAccount.id, { callUuid: randomUUID().toUpperCase() });
    const first = await authorizeCall(db, settings(), request);
    expect(await authorizeCall(db, settings(), { ...request, callUuid: request.callUuid.toLowerCase() })).toEqual(first);
    expect((await held(callAccount.id)).toFixed(5)).toBe('18.00000');
  });

  it('frees what a call held once its CDR settles it, and forgets a call whose CDR never came once its time is over', async () => {
    const { callAccount } = await customer({ balance: '6.00000' });
    const settled = outbound(callAccount.id);
    expect((await authorizeCall(db, settings(), settled)).allowed).toBe(true);
    expect((await authorizeCall(db, settings(), outbound(callAccount.id))).allowed).toBe(false);
    await releaseCallsQuery(db, [settled.callUuid.toUpperCase()]);
    const lost = outbound(callAccount.id);
    expect((await authorizeCall(db, settings(), lost)).allowed).toBe(true);
    await db
      .update(callReservations)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(callReservations.call_uuid, lost.callUuid));
    expect((await authorizeCall(db, settings(), outbound(callAccount.id))).allowed).toBe(true);
    expect(await db.$count(callReservations, eq(callReservations.call_uuid, lost.callUuid))).toBe(0);
  });

  it('keeps what each call account holds in step with its reservations, however they are written or deleted', async () => {
    const [first, second] = [await customer({ balance: '30.00000' }), await customer({ balance: '30.00000' })];
    const calls = [outbound(first.callAccount.id), outbound(first.callAccount.id), outbound(second.callAccount.id)];
    for (const call of calls) expect((await authorizeCall(db, settings(120), call)).allowed).toBe(true);
    expect((await held(first.callAccount.id)).toFixed(5)).toBe('24.00000');
    expect((await held(second.callAccount.id)).toFixed(5)).toBe('12.00000');
    await db.update(callReservations).set({ held: '1.00000' }).where(eq(callReservations.call_uuid, calls[0].callUuid));
    expect((await held(first.callAccount.id)).toFixed(5)).toBe('13.00000');
    // A batch of call records settles calls of several call accounts in one statement.
    await releaseCallsQuery(db, [calls[1].callUuid, calls[2].callUuid]);
    expect((await held(first.callAccount.id)).toFixed(5)).toBe('1.00000');
    expect((await held(second.callAccount.id)).toFixed(5)).toBe('0.00000');
    // What the total says is what the next call may not spend: 30.00 less the 1.00 still held pays four minutes.
    expect(await authorizeCall(db, settings(), outbound(first.callAccount.id))).toMatchObject({ allowed: true, seconds: 240 });
  });

  it('decides a call account of no account on its own money, with no account limit to count', async () => {
    const { callAccount } = await customer({ balance: '6.00000' });
    await db.update(callAccounts).set({ main_account_id: null }).where(eq(callAccounts.id, callAccount.id));
    const request = outbound(callAccount.id);
    expect(await authorizeCall(db, settings(), request)).toMatchObject({ allowed: true, seconds: 60 });
    const [reservation] = await db.select().from(callReservations).where(eq(callReservations.call_uuid, request.callUuid));
    expect(reservation).toMatchObject({ account_id: null, held: '6.00000' });
    expect(await authorizeCall(db, settings(), outbound(callAccount.id))).toMatchObject({ allowed: false, refusal: 'insufficient' });
  });

  it('holds postpaid accounts to their credit limit the same way', async () => {
    const { callAccount } = await customer({ balance: '-94.00000', creditLimit: '100.00000' });
    await db.update(callAccounts).set({ postpaid: true }).where(eq(callAccounts.id, callAccount.id));
    expect(await authorizeCall(db, settings(), outbound(callAccount.id))).toMatchObject({ allowed: true, seconds: 60 });
    expect((await authorizeCall(db, settings(), outbound(callAccount.id))).allowed).toBe(false);
  });

  it('prices an inbound call at its DID and a local call at the call account’s local charge', async () => {
    const owner = await customer({ balance: '3.00000' });
    const did = await createDid(db, { account: owner.account, callAccount: owner.callAccount }, { cost: '1.00000', connectcost: '0.00000' });
    await db.update(dids).set({ init_inc: 0, inc: 0 }).where(eq(dids.id, did.id));
    expect(await authorizeCall(db, settings(), { ...outbound(owner.callAccount.id), direction: 'inbound', didId: did.id })).toMatchObject({
      allowed: true,
      seconds: 180,
    });
    const local = await customer({ balance: '1.00000' });
    await db.update(callAccounts).set({ local_charge_per_min: '0.50000' }).where(eq(callAccounts.id, local.callAccount.id));
    expect(await authorizeCall(db, settings(), { ...outbound(local.callAccount.id), direction: 'local', number: '1001' })).toMatchObject({
      allowed: true,
      seconds: 120,
      held: '1.00000',
    });
  });

  it('decides calls asked together in one batch, each as if alone, and a call the database will not take fails alone', async () => {
    // 18.00 at 6.00 a minute, a minute a call at most: three calls, of ten asked at once with one the database refuses.
    const { callAccount } = await customer({ balance: '18.00000' });
    const authorizer = createCallAuthorizer(db, settings(60), { inFlight: 1 });
    const asked = [
      ...Array.from({ length: 10 }, () => outbound(callAccount.id)),
      outbound(callAccount.id, { direction: 'sideways' as AuthorizationRequest['direction'], number: '1001' }),
    ];
    const answers = await Promise.allSettled(asked.map((request) => authorizer.authorize(request)));
    const decisions = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    expect(answers[10].status).toBe('rejected');
    expect(decisions).toHaveLength(10);
    expect(decisions.filter((decision) => decision.allowed)).toEqual(
      Array.from({ length: 3 }, () => ({ allowed: true, seconds: 60, held: '6.00000', costPerMin: '6.00000' })),
    );
    expect(decisions.filter((decision) => !decision.allowed && decision.refusal === 'insufficient')).toHaveLength(7);
    expect((await held(callAccount.id)).toFixed(5)).toBe('18.00000');
  });

  it('sends a call asked twice while it waits once, answers both asks alike and holds its money once', async () => {
    const { callAccount } = await customer({ balance: '30.00000' });
    const counted = connectDatabase(url, 2, () => undefined);
    // Every batch is one query on the pool: counted, to tell one batch from a batch that failed on the
    // call's second reservation and was asked again call by call (which would answer alike, slower).
    let batches = 0;
    const query = counted.pool.query.bind(counted.pool) as (...args: unknown[]) => unknown;
    counted.pool.query = ((...args: unknown[]) => {
      batches += 1;
      return query(...args);
    }) as typeof counted.pool.query;
    try {
      const authorizer = createCallAuthorizer(counted.db, settings(60), { inFlight: 1 });
      const busy = authorizer.authorize(outbound(callAccount.id));
      const call = outbound(callAccount.id);
      // The second ask comes in upper case, as a switch may send it, while the first batch is in the database.
      const answers = await Promise.all([authorizer.authorize(call), authorizer.authorize({ ...call, callUuid: call.callUuid.toUpperCase() }), busy]);
      expect(answers).toEqual(Array.from({ length: 3 }, () => ({ allowed: true, seconds: 60, held: '6.00000', costPerMin: '6.00000' })));
      expect(batches).toBe(2);
      expect((await held(callAccount.id)).toFixed(5)).toBe('12.00000');
    } finally {
      await counted.pool.end();
    }
  });

  it('prices an outbound call at the rate the dialplan found, as that rate is now, and searches again when it no longer applies', async () => {
    const { callAccount, pricelist } = await customer({ balance: '100.00000', costPerMin: '6.00000' });
    const [longer] = await db.insert(rates).values({ pricelist_id: pricelist.id, prefix: '2348', cost_per_min: '3.00000' }).returning();
    const other = await customer({ balance: '0' });
    const [foreign] = await db.insert(rates).values({ pricelist_id: other.pricelist.id, prefix: '2348', cost_per_min: '1.00000' }).returning();
    const [found] = await db
      .select()
      .from(rates)
      .where(and(eq(rates.pricelist_id, pricelist.id), eq(rates.prefix, '234')));
    const priced = async (rateId: number) => (await authorizeCall(db, settings(60), outbound(callAccount.id, { rateId }))) as { costPerMin: string };

    // The rate the dialplan found is read by its id, not searched for again (a search would find 2348).
    expect((await priced(found.id)).costPerMin).toBe('6.00000');
    expect((await priced(longer.id)).costPerMin).toBe('3.00000');
    await db.update(rates).set({ cost_per_min: '4.00000' }).where(eq(rates.id, longer.id));
    expect((await priced(longer.id)).costPerMin).toBe('4.00000');
    // Another pricelist's rate is never the call account's price: its own longest prefix is.
    expect((await priced(foreign.id)).costPerMin).toBe('4.00000');
    await db.update(rates).set({ enabled: false }).where(eq(rates.id, longer.id));
    expect((await priced(longer.id)).costPerMin).toBe('6.00000');
    await db.delete(rates).where(eq(rates.id, longer.id));
    expect((await priced(longer.id)).costPerMin).toBe('6.00000');
  });

  it("finds a rate on the pricelist's prefix index among thousands sharing its first digits, and compiles nothing", async () => {
    // What the decision query ran, as auto_explain tells it: the trigram index (kept for the console's
    // search) took 7 ms a call for short prefixes, and JIT 40 ms a batch on a PostgreSQL built with LLVM.
    const { callAccount, pricelist } = await customer({ balance: '100.00000' });
    await db.execute(sql`insert into rates (pricelist_id, prefix, cost_per_min) select ${pricelist.id}, '230' || n, '1' from generate_series(1000, 4999) n`);
    await db.execute(sql`analyze rates`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const plans: string[] = [];
      client.on('notice', (notice) => plans.push(notice.message ?? ''));
      await client.query("load 'auto_explain'");
      await client.query('set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice');
      const calls = JSON.stringify(Array.from({ length: 5 }, () => ({ ...outbound(callAccount.id), didId: null, trunkId: null, switchName: null })));
      const { rows } = await client.query<{ decisions: { outcome: string; cost_per_min: string }[] }>(
        'call rl_authorize_calls_durably($1::jsonb, 60, 600, null)',
        [calls],
      );
      expect(rows[0].decisions.map((decision) => [decision.outcome, decision.cost_per_min])).toEqual(Array.from({ length: 5 }, () => ['allowed', '6.00000']));
      const decisionPlan = plans.find((plan) => plan.includes('FROM "rates" r')) ?? '';
      expect(decisionPlan).toContain('rates_pricelist_prefix_idx');
      expect(decisionPlan).not.toContain('rates_prefix_trgm_idx');
      expect(decisionPlan).not.toContain('JIT:');
    } finally {
      await client.end();
    }
  });

  it('never holds more than balance and credit limit for many calls at once through two server instances', async () => {
    // 18.00 at 6.00 a minute: three minutes in all, asked for by twenty calls at once, half through each pool.
    const { callAccount } = await customer({ balance: '12.00000', creditLimit: '6.00000' });
    const second = connectDatabase(url, 5, () => undefined);
    try {
      const decisions = await Promise.all(
        Array.from({ length: 20 }, (_, index) => authorizeCall(index % 2 === 0 ? db : second.db, settings(), outbound(callAccount.id))),
      );
      const allowed = decisions.filter((decision) => decision.allowed);
      expect(allowed.reduce((sum, decision) => sum + (decision.allowed ? decision.seconds : 0), 0)).toBe(180);
      expect((await held(callAccount.id)).toFixed(5)).toBe('18.00000');
      expect(decisions.filter((decision) => !decision.allowed && decision.refusal === 'insufficient')).toHaveLength(20 - allowed.length);
    } finally {
      await second.pool.end();
    }
  });
});
