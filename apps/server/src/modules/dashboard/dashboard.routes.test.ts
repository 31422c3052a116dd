import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callAccounts, configurations } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';
import { insertCallRecords } from '../../test/call-records.js';
import { addDays, localDateOf, startOfLocalDate } from '../traffic/zoned-days.js';

const ZONE = 'Africa/Lagos';
const HOUR = 3_600_000;

describe('GET /dashboard', () => {
  const context = useTestApp();
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let selfService: Record<string, string>;
  let today: string;
  const people = {} as Record<'ximena' | 'yusuf' | 'zainab', number>;

  beforeAll(async () => {
    admin = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
    agent = (await signIn(context.app, await createUser(context.db, 'agent'))).headers;
    selfService = (await signIn(context.app, await createUser(context.db, 'user'))).headers;
    const [zone] = await context.db.select().from(configurations).where(eq(configurations.name, 'time_zone'));
    const changed = await context.app.inject({ method: 'PATCH', url: '/api/v1/configurations', headers: admin, payload: [{ [zone.id]: ZONE }] });
    expect(changed.statusCode, changed.body).toBe(200);

    for (const name of ['ximena', 'yusuf', 'zainab'] as const) people[name] = (await createUser(context.db, 'user')).id;
    // Lagos is an hour ahead of UTC: a minute past its midnight is the evening before in UTC, today here and yesterday there.
    today = localDateOf(new Date(), ZONE);
    const midnight = startOfLocalDate(today, ZONE);
    const justAfterMidnight = new Date(midnight.getTime() + 60_000);
    const lateYesterday = new Date(midnight.getTime() - HOUR / 2);
    const call = (user: number, callstart: Date, values: Record<string, unknown>) => ({ user_id: user, callstart, ...values });
    await insertCallRecords(context.db, [
      call(people.ximena, justAfterMidnight, { trunk_id: 901, rate_prefix: '234803', billseconds: 60, cost: '1.20000', provider_cost: '0.80000' }),
      call(people.ximena, justAfterMidnight, { trunk_id: 901, rate_prefix: '234803', billseconds: 0, cost: '0', provider_cost: '0' }),
      call(people.yusuf, justAfterMidnight, { trunk_id: 902, rate_prefix: '44', billseconds: 120, cost: '3.00000', provider_cost: '2.50000' }),
      call(people.zainab, justAfterMidnight, { billseconds: 45, cost: '0', rated: false, unrated_reason: 'No rate for 442071234567 on pricelist 3' }),
      call(people.yusuf, lateYesterday, { trunk_id: 902, rate_prefix: '44', billseconds: 30, cost: '0.50000', provider_cost: '0.40000' }),
      call(people.ximena, startOfLocalDate(addDays(today, -10), ZONE), { rate_prefix: '44', billseconds: 600, cost: '10.00000', provider_cost: '6.00000' }),
      call(people.ximena, startOfLocalDate(addDays(today, -40), ZONE), { billseconds: 60, cost: '7.00000', provider_cost: '1.00000' }),
    ]);

    // Prepaid lines below the threshold of 5.00 and below zero; a postpaid line in debt is no alarm.
    const low = await createCallAccountWithAccount(context.db, people.ximena);
    await context.db.update(callAccounts).set({ balance: '2.00000' }).where(eq(callAccounts.id, low.callAccount.id));
    const negative = await createCallAccountWithAccount(context.db, people.yusuf);
    await context.db.update(callAccounts).set({ balance: '-3.00000' }).where(eq(callAccounts.id, negative.callAccount.id));
    const postpaid = await createCallAccountWithAccount(context.db, people.zainab);
    await context.db.update(callAccounts).set({ balance: '-50.00000', postpaid: true }).where(eq(callAccounts.id, postpaid.callAccount.id));
  });

  const dashboard = async (query = '', headers = admin) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/v1/dashboard${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts each period in the operator’s time zone, with ASR, ACD, minutes and margin', async () => {
    const answer = await dashboard();
    expect(answer.time_zone).toBe(ZONE);
    const byPeriod = Object.fromEntries(answer.periods.map((period: { period: string }) => [period.period, period]));
    expect(byPeriod.today).toMatchObject({
      calls: 4,
      answered: 3,
      asr: 75,
      acd: 75,
      billseconds: 225,
      minutes: 3.75,
      revenue: '4.20000',
      provider_cost: '3.30000',
      margin: '0.90000',
    });
    expect(byPeriod.today.from).toBe(startOfLocalDate(today, ZONE).toISOString());
    expect(byPeriod.yesterday).toMatchObject({
      calls: 1,
      answered: 1,
      asr: 100,
      acd: 30,
      minutes: 0.5,
      revenue: '0.50000',
      provider_cost: '0.40000',
      margin: '0.10000',
    });
    expect(byPeriod['7d']).toMatchObject({
      calls: 5,
      answered: 4,
      asr: 80,
      acd: 64,
      billseconds: 255,
      revenue: '4.70000',
      provider_cost: '3.70000',
      margin: '1.00000',
    });
    expect(byPeriod['30d']).toMatchObject({
      calls: 6,
      answered: 5,
      asr: 83.3,
      acd: 171,
      billseconds: 855,
      minutes: 14.25,
      revenue: '14.70000',
      margin: '5.00000',
    });
  });

  it('charts today by local hour and a range by local day, and ranks destinations, customers and trunks by minutes', async () => {
    const answer = await dashboard();
    expect(answer.chart).toEqual({ unit: 'hour', buckets: [expect.objectContaining({ key: `${today}T00:00`, calls: 4, revenue: '4.20000' })] });
    expect(answer.top.destinations.map((row: { key: string; minutes: number }) => [row.key, row.minutes])).toEqual([
      ['44', 2],
      ['234803', 1],
    ]);
    expect(answer.top.customers.map((row: { key: string }) => Number(row.key))).toEqual([people.yusuf, people.ximena, people.zainab]);
    expect(answer.top.customers[0]).toMatchObject({ name: 'Test user', revenue: '3.00000', margin: '0.50000' });
    expect(answer.top.trunks).toEqual([expect.objectContaining({ key: '902', name: '#902', minutes: 2 }), expect.objectContaining({ key: '901', asr: 50 })]);

    const week = await dashboard('?period=7d');
    expect(week.chart.unit).toBe('day');
    expect(week.chart.buckets.map((bucket: { key: string; calls: number }) => [bucket.key, bucket.calls])).toEqual([
      [addDays(today, -1), 1],
      [today, 4],
    ]);
    expect(week.top.destinations[0]).toMatchObject({ key: '44', billseconds: 150, revenue: '3.50000' });
  });

  it('says what needs attention: low and negative prepaid balances, unrated calls by reason, the last CDR', async () => {
    const { attention } = await dashboard();
    expect(attention.low_balances.total).toBe(2);
    expect(attention.low_balances.accounts.map((account: { balance: string; level: string }) => [account.balance, account.level])).toEqual([
      ['-3.00000', 'negative'],
      ['2.00000', 'low'],
    ]);
    expect(attention.unrated).toEqual([{ reason: 'no_rate', calls: 1 }]);
    expect(Date.parse(attention.last_cdr_at)).toBeGreaterThan(Date.now() - 5 * 60_000);
  });

  it('keeps from agents what they may not list, refuses self-service users and a bad period', async () => {
    const answer = await dashboard('', agent);
    expect(answer.periods[0].calls).toBe(4);
    expect(answer.top.customers).toBeNull();
    expect(answer.top.trunks).toBeNull();
    expect(answer.attention.low_balances.total).toBe(2);
    expect((await context.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: selfService })).statusCode).toBe(403);
    const bad = await context.app.inject({ method: 'GET', url: '/api/v1/dashboard?period=year', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/period must be one of/);
  });
});
