import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { accounts, extensions, rates } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createUser, signIn } from '../../test/factories.js';
import { createCallWorld, outboundCall, postCdr, SWITCH, type CallWorld } from '../../test/call-world.js';
import type { SampleCall } from './mod-json-cdr.js';

type Side = 'user' | 'provider';
type Totals = {
  count: number;
  total_cost: string;
  billseconds: number;
  answered: number;
  /** The customer side only: the customers' cost less the carriers' for the same calls. */
  margin?: string;
};
interface Filter {
  name: string;
  query: () => Record<string, string | number>;
  /** The same filter as a condition on call_records, written here without the browsing code. */
  where: (side: Side) => SQL;
}

/** An exact 5-decimal amount in units of 0.00001, so sums of money are compared without floats. */
const units = (amount: string) => BigInt(amount.replace('.', ''));
const at = (moment: string) => new Date(moment);

/**
 * Calls posted as FreeSWITCH posts them, over four days of May 2024, through two customers and
 * their carriers: the summaries the lists answer (read from the daily rollups for whole days)
 * must equal sums worked out directly over the records, for either side and any filter.
 */
describe('call record summaries over ingested calls', () => {
  const context = useTestApp({ switchCredentials: SWITCH });
  let admin: Awaited<ReturnType<typeof signIn>>;
  let one: CallWorld;
  let two: CallWorld;
  let providerOwner: Awaited<ReturnType<typeof createUser>>;

  const post = async (call: SampleCall) => {
    const response = await postCdr(context.app, call);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const get = (url: string) => context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: admin.headers });
  const localCall = (world: CallWorld, start: string, billsec: number): SampleCall => ({
    uuid: randomUUID(),
    callerIdNumber: '1001',
    destinationNumber: '1002',
    sipUser: '1001',
    domain: world.domain.name,
    start: at(start),
    billsec,
  });
  const inboundCall = (world: CallWorld, start: string, billsec: number): SampleCall => ({
    uuid: randomUUID(),
    callerIdNumber: '+447911123456',
    destinationNumber: world.did.number,
    domain: world.domain.name,
    start: at(start),
    billsec,
  });
  const strangerCall = (world: CallWorld, sipUser: string, start: string, billsec: number) => {
    const call = outboundCall(world, { start: at(start), billsec });
    return { ...call, a: { ...call.a, sipUser, callerIdNumber: sipUser } };
  };

  beforeAll(async () => {
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
    one = await createCallWorld(context.db);
    // Each world's DID number is made from the clock.
    await new Promise((resolve) => setTimeout(resolve, 5));
    two = await createCallWorld(context.db);
    providerOwner = await createUser(context.db, 'user');
    await context.db.update(accounts).set({ type_id: providerOwner.id }).where(eq(accounts.id, one.provider.account.id));

    const both = (call: { a: SampleCall; b: SampleCall }) => [call.a, call.b];
    // Carrier legs after their A-legs, and before them.
    for (const call of [
      outboundCall(one, { start: at('2024-05-10T09:00:00Z'), billsec: 125 }),
      outboundCall(two, { start: at('2024-05-11T12:00:00Z'), billsec: 47, destination: '08051112222' }),
      outboundCall(one, { start: at('2024-05-12T22:15:00Z'), billsec: 300 }),
    ])
      for (const leg of both(call)) await post(leg);
    const early = outboundCall(one, { start: at('2024-05-10T23:59:30Z'), billsec: 61 });
    expect((await post(early.b)).status).toBe('waiting_for_a_leg');
    await post(early.a);
    // Many calls at once, every few hours, some through the carrier.
    const busy = Array.from({ length: 30 }, (_, index) =>
      outboundCall(index % 3 ? one : two, {
        start: new Date(at('2024-05-10T02:10:00Z').getTime() + index * 3 * 3_600_000 + index * 61_000),
        billsec: (index * 37) % 400,
        destination: index % 2 ? '08031234567' : '08059876543',
      }),
    );
    await Promise.all(
      busy.flatMap((call, index) => (index % 4 ? [postCdr(context.app, call.a), postCdr(context.app, call.b)] : [postCdr(context.app, call.a)])),
    );
    for (const call of [
      inboundCall(one, '2024-05-11T03:00:00Z', 61),
      inboundCall(two, '2024-05-12T18:00:00Z', 200),
      localCall(one, '2024-05-11T14:00:00Z', 30),
      localCall(two, '2024-05-13T01:00:00Z', 95),
    ])
      await post(call);
    // Unrated: an unknown caller; a destination without a rate on either side; a carrier leg through a gateway no trunk uses.
    await post(strangerCall(one, '9999', '2024-05-12T10:00:00Z', 40).a);
    const noRate = outboundCall(one, { start: at('2024-05-12T11:00:00Z'), billsec: 90, destination: '+12125550100' });
    for (const leg of both(noRate)) await post(leg);
    const unknownGateway = outboundCall(two, { start: at('2024-05-13T05:00:00Z'), billsec: 33 });
    for (const leg of [unknownGateway.a, { ...unknownGateway.b, gateway: 'nowhere' }]) await post(leg);
    // To be re-rated: a caller that becomes an extension (its carrier leg rated already), a destination that gets a rate.
    const later = strangerCall(one, '1003', '2024-05-13T09:00:00Z', 75);
    for (const leg of both(later)) await post(leg);
    await post(outboundCall(two, { start: at('2024-05-13T10:30:00Z'), billsec: 50, destination: '+33123456789' }).a);
  });

  const filters: Filter[] = [
    { name: 'none', query: () => ({}), where: () => sql`true` },
    {
      name: 'whole days',
      query: () => ({ from: '2024-05-11', to: '2024-05-12' }),
      where: () => sql`callstart >= '2024-05-11T00:00:00Z' and callstart < '2024-05-13T00:00:00Z'`,
    },
    {
      name: 'part-days',
      query: () => ({ from: '2024-05-10T20:00:00Z', to: '2024-05-12T06:30:00Z' }),
      where: () => sql`callstart >= '2024-05-10T20:00:00Z' and callstart < '2024-05-12T06:30:00Z'`,
    },
    {
      name: 'an account',
      query: () => ({ account_id: one.customer.account.id }),
      where: (side) => (side === 'user' ? sql`account_id = ${one.customer.account.id}` : sql`provider_account_id = ${one.customer.account.id}`),
    },
    {
      name: 'a provider account and whole days',
      query: () => ({ account_id: one.provider.account.id, from: '2024-05-11', to: '2024-05-13' }),
      where: (side) =>
        sql`${side === 'user' ? sql`account_id` : sql`provider_account_id`} = ${one.provider.account.id} and callstart >= '2024-05-11T00:00:00Z'`,
    },
    {
      name: 'a call account',
      query: () => ({ call_account_id: two.customer.callAccount.id }),
      where: (side) => sql`${side === 'user' ? sql`call_billing_account_id` : sql`provider_call_account_id`} = ${two.customer.callAccount.id}`,
    },
    {
      name: "the carrier's call account and part-days",
      query: () => ({ call_account_id: one.provider.callAccount.id, from: '2024-05-10T12:00:00Z', to: '2024-05-13T12:00:00Z' }),
      where: (side) =>
        sql`${side === 'user' ? sql`call_billing_account_id` : sql`provider_call_account_id`} = ${one.provider.callAccount.id}
            and callstart >= '2024-05-10T12:00:00Z' and callstart < '2024-05-13T12:00:00Z'`,
    },
    {
      name: 'a user',
      query: () => ({ user_id: one.owner.id }),
      where: (side) => sql`${side === 'user' ? sql`user_id` : sql`provider_user_id`} = ${one.owner.id}`,
    },
    {
      name: "the carrier's owner",
      query: () => ({ user_id: providerOwner.id, from: '2024-05-10T06:00:00Z', to: '2024-05-13T20:00:00Z' }),
      where: (side) =>
        sql`${side === 'user' ? sql`user_id` : sql`provider_user_id`} = ${providerOwner.id}
            and callstart >= '2024-05-10T06:00:00Z' and callstart < '2024-05-13T20:00:00Z'`,
    },
    { name: 'an extension', query: () => ({ extension_id: one.caller.id }), where: () => sql`extension_id = ${one.caller.id}` },
    {
      name: 'an extension and whole days',
      query: () => ({ extension_id: one.caller.id, from: '2024-05-12', to: '2024-05-13' }),
      where: () => sql`extension_id = ${one.caller.id} and callstart >= '2024-05-12T00:00:00Z'`,
    },
    ...(['outbound', 'inbound', 'local'] as const).map((direction) => ({
      name: `direction ${direction}`,
      query: () => ({ direction }),
      where: () => sql`direction = ${direction}`,
    })),
    {
      name: 'direction, call type and part-days',
      query: () => ({ direction: 'outbound', call_type: 'STANDARD', from: '2024-05-11T06:00:00Z', to: '2024-05-13T06:00:00Z' }),
      where: () => sql`direction = 'outbound' and call_type = 'STANDARD' and callstart >= '2024-05-11T06:00:00Z' and callstart < '2024-05-13T06:00:00Z'`,
    },
    { name: 'call type DID', query: () => ({ call_type: 'DID' }), where: () => sql`call_type = 'DID'` },
    { name: 'a destination prefix', query: () => ({ destination: '0803' }), where: () => sql`destination_number like '0803%'` },
    {
      name: 'a destination prefix and whole days',
      query: () => ({ destination: '0805', from: '2024-05-11', to: '2024-05-12' }),
      where: () => sql`destination_number like '0805%' and callstart >= '2024-05-11T00:00:00Z' and callstart < '2024-05-13T00:00:00Z'`,
    },
    { name: "a destination's first character", query: () => ({ destination: '0' }), where: () => sql`destination_number like '0%'` },
    {
      name: 'a six-character destination prefix, direction, call type and part-days',
      query: () => ({ destination: '080312', direction: 'outbound', call_type: 'STANDARD', from: '2024-05-10T05:00:00Z', to: '2024-05-13T07:00:00Z' }),
      where: () =>
        sql`destination_number like '080312%' and direction = 'outbound' and call_type = 'STANDARD'
            and callstart >= '2024-05-10T05:00:00Z' and callstart < '2024-05-13T07:00:00Z'`,
    },
    {
      name: 'a destination prefix longer than the rollup keeps',
      query: () => ({ destination: '0803123' }),
      where: () => sql`destination_number like '0803123%'`,
    },
    {
      name: 'a destination prefix and an account',
      query: () => ({ destination: '0805', account_id: two.customer.account.id }),
      where: (side) => sql`destination_number like '0805%' and ${side === 'user' ? sql`account_id` : sql`provider_account_id`} = ${two.customer.account.id}`,
    },
  ];

  async function sumOfRecords(side: Side, where: SQL): Promise<Totals> {
    const columns =
      side === 'user'
        ? sql`count(*)::int as count, coalesce(sum(billseconds), 0)::int as billseconds, coalesce(sum(cost), 0)::numeric(18, 5)::text as total_cost,
              (count(*) filter (where billseconds > 0))::int as answered,
              (coalesce(sum(cost), 0) - coalesce(sum(coalesce(provider_cost, 0)), 0))::numeric(18, 5)::text as margin`
        : sql`count(*)::int as count, coalesce(sum(coalesce(provider_billseconds, billseconds)), 0)::int as billseconds,
              coalesce(sum(coalesce(provider_cost, 0)), 0)::numeric(18, 5)::text as total_cost,
              (count(*) filter (where coalesce(provider_billseconds, billseconds) > 0))::int as answered`;
    const sideOnly = side === 'user' ? sql`true` : sql`provider_account_id is not null`;
    const result = await context.db.execute<Totals>(sql`select ${columns} from call_records where ${sideOnly} and (${where})`);
    return result.rows[0];
  }

  /** The list's totals equal the records' sums, and its days add up to them. */
  async function expectSummaryToMatch(side: Side, filter: Filter) {
    const query = new URLSearchParams(Object.entries(filter.query()).map(([key, value]): [string, string] => [key, String(value)])).toString();
    const path = `/call_records/${side}s`;
    const list = await get(`${path}?limit=1&${query}`);
    expect(list.statusCode, list.body).toBe(200);
    const { count, total_cost, billseconds, answered, margin, asr, acd } = list.json();
    const summed = await sumOfRecords(side, filter.where(side));
    expect({ count, total_cost, billseconds, answered, margin }, `${side}s, ${filter.name}`).toEqual(summed);
    // ASR and ACD as a person works them out from the same records.
    expect({ asr, acd }, `${side}s' ASR and ACD, ${filter.name}`).toEqual({
      asr: summed.count === 0 ? null : Math.round((summed.answered / summed.count) * 1000) / 10,
      acd: summed.answered === 0 ? null : Math.round(summed.billseconds / summed.answered),
    });
    const answer = await get(`${path}/days?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const days: { calls: number; billseconds: number; cost: string }[] = answer.json().days;
    const perDay = {
      count: days.reduce((sum, day) => sum + day.calls, 0),
      billseconds: days.reduce((sum, day) => sum + day.billseconds, 0),
      units: days.reduce((sum, day) => sum + units(day.cost), 0n),
    };
    expect(perDay, `${side}s per day, ${filter.name}`).toEqual({ count, billseconds, units: units(total_cost) });
  }

  /** Every row of the destination-prefix rollup, as ingestion and re-rating kept it and as worked out from the records. */
  async function expectPrefixRollupToMatchTheRecords() {
    const kept = await context.db.execute(sql`
      select user_type, prefix, day::text, direction, call_type, calls::int, answered::int, billseconds::int, cost::text, provider_cost::text
      from call_record_prefix_days where calls <> 0 or billseconds <> 0 or cost <> 0 or provider_cost <> 0 order by 1, 2, 3, 4, 5`);
    const fromRecords = await context.db.execute(sql`
      select user_type, prefix, day::text, direction, call_type, count(*)::int as calls, (count(*) filter (where billseconds > 0))::int as answered,
             sum(billseconds)::int as billseconds, sum(cost)::numeric(18, 5)::text as cost, sum(provider_cost)::numeric(18, 5)::text as provider_cost
      from (
        select 'user' as user_type, destination_number, callstart, direction, call_type, billseconds, coalesce(cost, 0) as cost,
               coalesce(provider_cost, 0) as provider_cost
        from call_records
        union all
        select 'provider', destination_number, callstart, direction, call_type, coalesce(provider_billseconds, billseconds), coalesce(provider_cost, 0), 0
        from call_records where provider_account_id is not null
      ) as sides
      cross join generate_series(1, 6) as n
      cross join lateral (select substr(destination_number, 1, n) as prefix, (callstart at time zone 'UTC')::date as day) as keys
      where n <= length(destination_number)
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
    expect(kept.rows.length).toBeGreaterThan(0);
    expect(kept.rows).toEqual(fromRecords.rows);
  }

  async function expectSummariesToMatchTheRecords(more: Filter[] = []) {
    await expectPrefixRollupToMatchTheRecords();
    for (const side of ['user', 'provider'] as const) for (const filter of [...filters, ...more]) await expectSummaryToMatch(side, filter);
  }

  it('posted every kind of call: rated both ways, unrated on either side, waiting for nothing', async () => {
    const result = await context.db.execute<{ kind: string; calls: number }>(sql`
      select case when not rated then 'unrated' when provider_unrated_reason is not null then 'carrier unrated'
                  when provider_account_id is not null then 'with carrier' else direction end as kind, count(*)::int as calls
      from call_records group by 1`);
    const kinds = Object.fromEntries(result.rows.map((row) => [row.kind, row.calls]));
    expect(kinds).toMatchObject({ inbound: 2, local: 2, unrated: 4, 'carrier unrated': 1 });
    expect(kinds['with carrier']).toBeGreaterThan(20);
    expect((await context.db.execute(sql`select 1 from call_legs_pending`)).rows).toHaveLength(0);
  });

  it("answers each side's count, total cost, bill seconds, answered calls, ASR, ACD and margin as the records add up, for every filter", async () => {
    await expectSummariesToMatchTheRecords();
  });

  it('still does once unrated calls are re-rated', async () => {
    const [found] = await context.db
      .insert(extensions)
      .values({ username: '1003', domain_id: one.domain.id, account_id: one.customer.account.id, call_billing_account_id: one.customer.callAccount.id })
      .returning();
    await context.db.insert(rates).values({ pricelist_id: two.pricelist.id, prefix: '33', cost_per_min: '0.20' });
    const rerate = await context.app.inject({ method: 'POST', url: '/api/v1/call_records/rerate', headers: admin.headers, payload: {} });
    expect(rerate.statusCode, rerate.body).toBe(200);
    expect(rerate.json()).toMatchObject({ rated: 2 });
    // The re-rate is in the audit trail, in the transaction of the page it rated.
    const trail = await context.app.inject({ method: 'GET', url: '/api/v1/audit-log?action=rerate', headers: admin.headers });
    expect(trail.json()).toMatchObject({ total: 1, results: [{ resource: 'call_records', after: { from: null, to: null, rated: 2 } }] });
    // The found caller's call moves to its extension on both sides, its carrier side included.
    await expectSummariesToMatchTheRecords([
      { name: 'the found extension', query: () => ({ extension_id: found.id }), where: () => sql`extension_id = ${found.id}` },
      {
        name: 'the found extension, whole days',
        query: () => ({ extension_id: found.id, from: '2024-05-13', to: '2024-05-13' }),
        where: () => sql`extension_id = ${found.id}`,
      },
    ]);
  });

  it("fills in the answered calls and carriers' costs of calls recorded before migration 0039", async () => {
    await context.db.execute(sql`update call_record_days set answered = 0, provider_cost = 0`);
    await context.db.execute(sql`update call_record_prefix_days set answered = 0, provider_cost = 0`);
    const migration = await readFile(new URL('../../../drizzle/0039_call_summary_answered_margin.sql', import.meta.url), 'utf8');
    const backfills = migration.split('--> statement-breakpoint').filter((statement) => /^\s*(--.*\n)*UPDATE /.test(statement));
    expect(backfills).toHaveLength(2);
    for (const statement of backfills) await context.db.execute(sql.raw(statement));
    await expectSummariesToMatchTheRecords();
  });
});
