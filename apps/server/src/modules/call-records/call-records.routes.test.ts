import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createDomain, createExtension, createGateway, createUser, signIn } from '../../test/factories.js';
import { insertCallRecords, type CallRecordValues } from '../../test/call-records.js';
import { inArray } from 'drizzle-orm';
import { accounts, callAccounts, callRecords, trunks } from '../../db/schema/index.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Stored = Awaited<ReturnType<typeof insertCallRecords>>[number];

/** Exact sums of 5-decimal amounts, as the API must answer them. */
const toUnits = (amount: string) => BigInt(amount.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'));
const fromUnits = (units: bigint) => {
  const text = units.toString().padStart(6, '0');
  return `${text.slice(0, -5)}.${text.slice(-5)}`;
};

const DESTINATIONS = ['2348031234567', '2348051112222', '447911123456', '12025550100'];
const CALLERS = ['1001', '1002', '+2348030000000'];

describe('call record lists API', () => {
  const context = useTestApp();
  let admin: Session;
  let records: Stored[];
  const ids = {} as Record<'accountA' | 'accountB' | 'callAccountA' | 'callAccountB' | 'ownerA' | 'extension' | 'provider' | 'providerCallAccount', number>;

  const get = (url: string, session: Session = admin) => context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: session.headers });

  beforeAll(async () => {
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
    const owner = await createUser(context.db, 'user');
    const a = await createCallAccountWithAccount(context.db, owner.id);
    const b = await createCallAccountWithAccount(context.db);
    const domain = await createDomain(context.db);
    const extension = await createExtension(context.db, { account: a.account, domain });
    const [provider] = await context.db.insert(accounts).values({ type: 'provider', number: 'CARRIER-1' }).returning();
    const [providerCallAccount] = await context.db
      .insert(callAccounts)
      .values({ type: 'provider', number: 'CARRIER-1-CA', name: 'Carrier', main_account_id: provider.id })
      .returning();
    const gateway = await createGateway(context.db);
    const [trunk] = await context.db.insert(trunks).values({ name: 'Carrier trunk', gateway_id: gateway.id, provider_id: provider.id }).returning();
    Object.assign(ids, {
      accountA: a.account.id,
      accountB: b.account.id,
      callAccountA: a.callAccount.id,
      callAccountB: b.callAccount.id,
      ownerA: owner.id,
      extension: extension.id,
      provider: provider.id,
      providerCallAccount: providerCallAccount.id,
    });

    // 120 calls over five days of March 2024 at every hour, through both customers, all directions.
    const values: CallRecordValues[] = Array.from({ length: 120 }, (_, index) => {
      const direction = (['outbound', 'outbound', 'inbound', 'local'] as const)[index % 4];
      const isA = index % 3 !== 0;
      const viaTrunk = direction === 'outbound' && index % 5 !== 0;
      return {
        callstart: new Date(Date.UTC(2024, 2, 1, 0, 17) + index * 3_600_000 + (index % 7) * 97_000),
        direction,
        call_type: direction === 'inbound' ? 'DID' : 'STANDARD',
        account_id: isA ? a.account.id : b.account.id,
        call_billing_account_id: isA ? a.callAccount.id : b.callAccount.id,
        user_id: isA ? owner.id : null,
        extension_id: isA && index % 2 === 0 ? extension.id : null,
        destination_number: DESTINATIONS[index % DESTINATIONS.length],
        caller_id_number: CALLERS[index % CALLERS.length],
        billseconds: (index * 37) % 600,
        cost: `${(index * 13) % 7}.${String((index * 7919) % 100000).padStart(5, '0')}`,
        trunk_id: viaTrunk ? trunk.id : null,
        provider_account_id: viaTrunk ? provider.id : null,
        provider_call_account_id: viaTrunk ? providerCallAccount.id : null,
        provider_cost: viaTrunk ? `0.${String((index * 331) % 100000).padStart(5, '0')}` : null,
        provider_billseconds: viaTrunk ? (index * 37) % 600 : null,
      };
    });
    records = await insertCallRecords(context.db, values);
  });

  /** What a side's list must add up to, worked out here from the stored rows. */
  function expected(side: 'user' | 'provider', keep: (record: Stored) => boolean) {
    const rows = records.filter((record) => (side === 'user' || record.provider_account_id !== null) && keep(record));
    const cost = (record: Stored) => (side === 'user' ? record.cost : (record.provider_cost ?? '0'));
    const seconds = (record: Stored) => (side === 'user' ? record.billseconds : (record.provider_billseconds ?? record.billseconds));
    return {
      count: rows.length,
      total_cost: fromUnits(rows.reduce((sum, record) => sum + toUnits(cost(record)), 0n)),
      billseconds: rows.reduce((sum, record) => sum + seconds(record), 0),
    };
  }

  const at = (text: string) => new Date(text).getTime();
  const filters: { name: string; query: () => string; keep: (record: Stored) => boolean }[] = [
    { name: 'nothing', query: () => '', keep: () => true },
    {
      name: 'whole days',
      query: () => 'from=2024-03-02&to=2024-03-03',
      keep: (r) => r.callstart.getTime() >= at('2024-03-02') && r.callstart.getTime() < at('2024-03-04'),
    },
    {
      name: 'part-days at both ends',
      query: () => 'from=2024-03-02T12:30:00.000Z&to=2024-03-04T06:00:00.000Z',
      keep: (r) => r.callstart.getTime() >= at('2024-03-02T12:30:00Z') && r.callstart.getTime() < at('2024-03-04T06:00:00Z'),
    },
    {
      name: 'within one day',
      query: () => 'from=2024-03-03T01:00:00Z&to=2024-03-03T09:00:00Z',
      keep: (r) => r.callstart >= new Date('2024-03-03T01:00:00Z') && r.callstart < new Date('2024-03-03T09:00:00Z'),
    },
    { name: 'an open end', query: () => 'from=2024-03-04T10:00:00Z', keep: (r) => r.callstart >= new Date('2024-03-04T10:00:00Z') },
    {
      name: 'direction and call type',
      query: () => 'direction=outbound&call_type=STANDARD',
      keep: (r) => r.direction === 'outbound' && r.call_type === 'STANDARD',
    },
    { name: 'an account', query: () => `account_id=${ids.accountA}`, keep: (r) => r.account_id === ids.accountA },
    {
      name: 'a call account and month',
      query: () => `call_account_id=${ids.callAccountB}&from=2024-03-01&to=2024-03-31`,
      keep: (r) => r.call_billing_account_id === ids.callAccountB,
    },
    { name: 'a user', query: () => `user_id=${ids.ownerA}&direction=inbound`, keep: (r) => r.user_id === ids.ownerA && r.direction === 'inbound' },
    {
      name: 'an extension',
      query: () => `extension_id=${ids.extension}&from=2024-03-02T05:00:00Z`,
      keep: (r) => r.extension_id === ids.extension && r.callstart >= new Date('2024-03-02T05:00:00Z'),
    },
    { name: 'a destination prefix', query: () => 'destination=234803', keep: (r) => r.destination_number?.startsWith('234803') === true },
    {
      name: 'a caller prefix and a day',
      query: () => 'caller=%2B234&from=2024-03-02&to=2024-03-02',
      keep: (r) => r.caller_id_number?.startsWith('+234') === true && r.callstart.toISOString().startsWith('2024-03-02'),
    },
    {
      name: 'a search',
      query: () => 'search=4479',
      keep: (r) => r.destination_number?.startsWith('4479') === true || r.caller_id_number?.startsWith('4479') === true,
    },
  ];

  describe.each(['user', 'provider'] as const)('%s side', (side) => {
    const path = side === 'user' ? '/call_records/users' : '/call_records/providers';

    it.each(filters.map((filter) => [filter.name, filter] as const))('adds up every record matching %s, whatever the page', async (_, filter) => {
      const response = await get(`${path}?limit=5&page=2&${filter.query()}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      // The provider list filters accounts by the carrier's: a customer's account matches none of its rows.
      const keep = side === 'provider' && /account_id=/.test(filter.query()) ? () => false : filter.keep;
      expect({ count: body.count, total_cost: body.total_cost, billseconds: body.billseconds }).toEqual(expected(side, keep));
      expect(body.records.length).toBe(Math.max(0, Math.min(5, body.count - 5)));
    });
  });

  it('answers each filter of one shape with its own records, though one statement serves them all', async () => {
    const cases = [
      { query: `account_id=${ids.accountA}&from=2024-03-02`, keep: (r: Stored) => r.account_id === ids.accountA && r.callstart >= new Date('2024-03-02') },
      { query: `account_id=${ids.accountB}&from=2024-03-04`, keep: (r: Stored) => r.account_id === ids.accountB && r.callstart >= new Date('2024-03-04') },
      { query: 'destination=234803', keep: (r: Stored) => r.destination_number?.startsWith('234803') === true },
      { query: 'destination=447911', keep: (r: Stored) => r.destination_number?.startsWith('447911') === true },
    ];
    for (const { query, keep } of cases) {
      const body = (await get(`/call_records/users?limit=100&${query}`)).json();
      const matching = records.filter(keep);
      expect(body.count, query).toBe(matching.length);
      expect(body.records.map((record: { id: number }) => record.id).sort(), query).toEqual(matching.map((record) => record.id).sort());
    }
  });

  it('answers a page newest first with the account, call account and trunk embedded', async () => {
    const response = await get('/call_records/users?limit=3');
    const body = response.json();
    const newest = [...records].sort((x, y) => y.callstart.getTime() - x.callstart.getTime()).slice(0, 3);
    expect(body.records.map((record: { id: number }) => record.id)).toEqual(newest.map((record) => record.id));
    const [first] = body.records;
    expect(first.account).toEqual({ number: expect.any(String), type: 'user' });
    expect(first.call_billing_account).toEqual({ number: expect.any(String), type: 'user' });
    expect(first.callstart).toBe(newest[0].callstart.toISOString());
    expect(first.cost).toMatch(/^\d+\.\d{5}$/);
  });

  it("answers the provider list with the carrier's account, call account, seconds and cost", async () => {
    const body = (await get('/call_records/providers?limit=100')).json();
    expect(body.records.length).toBe(records.filter((record) => record.provider_account_id !== null).length);
    for (const record of body.records) {
      const stored = records.find((row) => row.id === record.id)!;
      expect(record.account_id).toBe(ids.provider);
      expect(record.account).toEqual({ number: 'CARRIER-1', type: 'provider' });
      expect(record.call_billing_account).toEqual({ number: 'CARRIER-1-CA', type: 'provider' });
      expect(record.cost).toBe(stored.provider_cost);
      expect(record.trunk).toEqual({ name: 'Carrier trunk' });
    }
  });

  const byStart = (x: Stored, y: Stored) => x.callstart.getTime() - y.callstart.getTime();
  const byText = (x: string | null, y: string | null) => ((x ?? '') < (y ?? '') ? -1 : (x ?? '') > (y ?? '') ? 1 : 0);
  it.each([
    ['cost', (x: Stored, y: Stored) => Number(x.cost) - Number(y.cost) || byStart(x, y)],
    ['-cost', (x: Stored, y: Stored) => Number(y.cost) - Number(x.cost) || byStart(y, x)],
    ['destination_number', (x: Stored, y: Stored) => byText(x.destination_number, y.destination_number) || byStart(x, y)],
    ['-caller_id_number', (x: Stored, y: Stored) => byText(y.caller_id_number, x.caller_id_number) || byStart(y, x)],
    ['call_type', (x: Stored, y: Stored) => byText(x.call_type, y.call_type) || byStart(x, y)],
    ['callstart', byStart],
  ])('sorts by %s, equals by call start in the same direction', async (sortBy, compare) => {
    const body = (await get(`/call_records/users?limit=100&sort_by=${sortBy}`)).json();
    expect(body.records.map((record: { id: number }) => record.id)).toEqual(
      [...records]
        .sort(compare)
        .slice(0, 100)
        .map((record) => record.id),
    );
  });

  it.each(['-cost', 'cost'])('lists carrier calls no rate priced last when sorted by %s, as unpriced rather than free', async (sortBy) => {
    const carried = records.filter((record) => record.provider_account_id !== null);
    const unpriced = carried.slice(0, 3).map((record) => record.id);
    await context.db.update(callRecords).set({ provider_cost: null }).where(inArray(callRecords.id, unpriced));
    try {
      const body = (await get(`/call_records/providers?limit=100&sort_by=${sortBy}`)).json();
      const listed: { id: number; cost: string | null }[] = body.records;
      expect(
        listed
          .slice(-3)
          .map((record) => record.id)
          .sort(),
      ).toEqual([...unpriced].sort());
      expect(listed.slice(-3).map((record) => record.cost)).toEqual([null, null, null]);
      const priced = listed.slice(0, -3).map((record) => Number(record.cost));
      expect(priced).toEqual([...priced].sort((x, y) => (sortBy === '-cost' ? y - x : x - y)));
    } finally {
      for (const record of carried.slice(0, 3))
        await context.db
          .update(callRecords)
          .set({ provider_cost: record.provider_cost })
          .where(inArray(callRecords.id, [record.id]));
    }
  });

  it('matches nothing when user_type names the other side', async () => {
    const body = (await get('/call_records/users?user_type=provider')).json();
    expect(body).toEqual({ records: [], count: 0, total_cost: '0.00000', billseconds: 0, answered: 0, asr: null, acd: null, margin: '0.00000' });
    expect((await get('/call_records/users?user_type=user')).json().count).toBe(records.length);
  });

  it('refuses a filter it cannot read with a sentence', async () => {
    const refusals: [string, RegExp][] = [
      ['sort_by=duration', /sort_by must be one of/],
      ['from=yesterday', /From must be a date/],
      ['direction=sideways', /direction must be one of/],
      ['account_id=abc', /whole number/],
      ['colour=red', /Unknown query parameter: colour/],
      ['limit=101', /limit must be at most 100/],
    ];
    for (const [query, message] of refusals) {
      const response = await get(`/call_records/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toMatch(message);
    }
  });

  it('treats % and _ in a prefix as themselves', async () => {
    expect((await get('/call_records/users?destination=%25')).json().count).toBe(0);
    expect((await get('/call_records/users?caller=_')).json().count).toBe(0);
  });

  describe('days', () => {
    it('answers every day of the range, days without calls included, adding up to the totals', async () => {
      const response = await get(`/call_records/users/days?from=2024-02-28&to=2024-03-06&account_id=${ids.accountA}`);
      expect(response.statusCode, response.body).toBe(200);
      const { days } = response.json();
      expect(days.map((day: { day: string }) => day.day)).toEqual([
        '2024-02-28',
        '2024-02-29',
        '2024-03-01',
        '2024-03-02',
        '2024-03-03',
        '2024-03-04',
        '2024-03-05',
        '2024-03-06',
      ]);
      expect(days[0]).toEqual({ day: '2024-02-28', calls: 0, billseconds: 0, cost: '0.00000' });
      const totals = expected('user', (record) => record.account_id === ids.accountA);
      expect(days.reduce((sum: number, day: { calls: number }) => sum + day.calls, 0)).toBe(totals.count);
      expect(fromUnits(days.reduce((sum: bigint, day: { cost: string }) => sum + toUnits(day.cost), 0n))).toBe(totals.total_cost);
      const march3 = records.filter((record) => record.account_id === ids.accountA && record.callstart.toISOString().startsWith('2024-03-03'));
      expect(days[4].calls).toBe(march3.length);
    });

    it('stops an open range at the first and last day with calls, and splits part-days from the records', async () => {
      const { days } = (await get('/call_records/providers/days?from=2024-03-02T12:00:00Z&destination=2348')).json();
      expect(days.map((day: { day: string }) => day.day)).toEqual(['2024-03-02', '2024-03-03', '2024-03-04', '2024-03-05']);
      const totals = expected('provider', (record) => record.callstart >= new Date('2024-03-02T12:00:00Z') && record.destination_number!.startsWith('2348'));
      expect(days.reduce((sum: number, day: { calls: number }) => sum + day.calls, 0)).toBe(totals.count);
    });
  });

  describe('permissions', () => {
    it('lets an agent read the lists and refuses a self-service user', async () => {
      const agent = await signIn(context.app, await createUser(context.db, 'agent'));
      expect((await get('/call_records/users', agent)).statusCode).toBe(200);
      expect((await get('/call_records/providers/days', agent)).statusCode).toBe(200);
      const user = await signIn(context.app, await createUser(context.db, 'user'));
      expect((await get('/call_records/users', user)).statusCode).toBe(403);
      expect((await get('/call_records/providers', user)).statusCode).toBe(403);
    });
  });
});
