import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createUser, signIn } from '../../test/factories.js';
import { insertCallRecords } from '../../test/call-records.js';

describe('GET /reports/traffic', () => {
  const context = useTestApp();
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let selfService: Record<string, string>;
  let ada: number;
  let bola: number;

  beforeAll(async () => {
    admin = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
    agent = (await signIn(context.app, await createUser(context.db, 'agent'))).headers;
    selfService = (await signIn(context.app, await createUser(context.db, 'user'))).headers;
    ada = (await createUser(context.db, 'user')).id;
    bola = (await createUser(context.db, 'user')).id;
    // Three days of March 2026 in UTC (the default time zone), and a call on either side of the range.
    await insertCallRecords(context.db, [
      {
        user_id: ada,
        callstart: new Date('2026-03-01T08:15:00Z'),
        trunk_id: 7,
        rate_prefix: '234803',
        billseconds: 90,
        cost: '1.50000',
        provider_cost: '1.00000',
      },
      { user_id: ada, callstart: new Date('2026-03-01T08:45:00Z'), trunk_id: 7, rate_prefix: '234803', billseconds: 0, cost: '0', provider_cost: '0' },
      {
        user_id: bola,
        callstart: new Date('2026-03-02T23:59:00Z'),
        trunk_id: 8,
        rate_prefix: '44',
        billseconds: 300,
        cost: '4.00000',
        provider_cost: '3.25000',
      },
      {
        user_id: bola,
        callstart: new Date('2026-03-03T00:00:00Z'),
        trunk_id: 8,
        rate_prefix: '44',
        billseconds: 30,
        cost: '0.40000',
        provider_cost: '0.30000',
      },
      { user_id: ada, callstart: new Date('2026-02-28T23:59:59Z'), rate_prefix: '234803', billseconds: 60, cost: '9.00000' },
      { user_id: ada, callstart: new Date('2026-03-04T00:00:00Z'), rate_prefix: '234803', billseconds: 60, cost: '9.00000' },
    ]);
  });

  const report = async (query: string, headers = admin) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/v1/reports/traffic?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('breaks a range of days down by customer, largest first, with the total', async () => {
    const answer = await report('by=customer&from=2026-03-01&to=2026-03-03');
    expect(answer.rows.map((row: { key: string }) => Number(row.key))).toEqual([bola, ada]);
    expect(answer.rows[0]).toMatchObject({
      calls: 2,
      answered: 2,
      asr: 100,
      acd: 165,
      minutes: 5.5,
      revenue: '4.40000',
      provider_cost: '3.55000',
      margin: '0.85000',
    });
    expect(answer.rows[1]).toMatchObject({ calls: 2, answered: 1, asr: 50, acd: 90, minutes: 1.5, revenue: '1.50000', margin: '0.50000' });
    expect(answer.total).toMatchObject({ calls: 4, answered: 3, billseconds: 420, revenue: '5.90000', provider_cost: '4.55000', margin: '1.35000' });
  });

  it('by trunk, prefix, day and hour', async () => {
    const trunks = await report('by=trunk&from=2026-03-01&to=2026-03-03');
    expect(trunks.rows.map((row: { key: string; name: string; calls: number }) => [row.key, row.name, row.calls])).toEqual([
      ['8', '#8', 2],
      ['7', '#7', 2],
    ]);
    const prefixes = await report('by=prefix&from=2026-03-02&to=2026-03-02');
    expect(prefixes.rows).toEqual([expect.objectContaining({ key: '44', calls: 1, minutes: 5 })]);
    const days = await report('by=day&from=2026-03-01&to=2026-03-03');
    expect(days.rows.map((row: { key: string; calls: number }) => [row.key, row.calls])).toEqual([
      ['2026-03-01', 2],
      ['2026-03-02', 1],
      ['2026-03-03', 1],
    ]);
    const hours = await report('by=hour&from=2026-03-01&to=2026-03-01');
    expect(hours.rows.map((row: { key: string; calls: number }) => [row.key, row.calls])).toEqual([['2026-03-01T08:00', 2]]);
  });

  it('takes the dates in the configured time zone', async () => {
    const [zone] = (await context.app.inject({ method: 'GET', url: '/api/v1/configurations?search=time_zone', headers: admin })).json().billing;
    await context.app.inject({ method: 'PATCH', url: '/api/v1/configurations', headers: admin, payload: [{ [zone.id]: 'Africa/Lagos' }] });
    try {
      // In Lagos (UTC+1) 23:59 UTC on the 2nd is already the 3rd, and midnight UTC on the 4th is 01:00 there.
      const days = await report('by=day&from=2026-03-01&to=2026-03-03');
      expect(days.time_zone).toBe('Africa/Lagos');
      expect(days.rows.map((row: { key: string; calls: number }) => [row.key, row.calls])).toEqual([
        ['2026-03-01', 3],
        ['2026-03-03', 2],
      ]);
    } finally {
      await context.app.inject({ method: 'PATCH', url: '/api/v1/configurations', headers: admin, payload: [{ [zone.id]: 'UTC' }] });
    }
  });

  it('lets agents report by prefix and day but not by customer or trunk, refuses self-service users and bad ranges', async () => {
    expect((await report('by=prefix&from=2026-03-01&to=2026-03-03', agent)).rows).toHaveLength(2);
    for (const by of ['customer', 'trunk']) {
      const refused = await context.app.inject({ method: 'GET', url: `/api/v1/reports/traffic?by=${by}&from=2026-03-01&to=2026-03-03`, headers: agent });
      expect(refused.statusCode).toBe(403);
    }
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/v1/reports/traffic?by=day&from=2026-03-01&to=2026-03-03', headers: selfService })).statusCode,
    ).toBe(403);
    const backwards = await context.app.inject({ method: 'GET', url: '/api/v1/reports/traffic?by=day&from=2026-03-03&to=2026-03-01', headers: admin });
    expect(backwards.json()).toEqual({ error: 'to must be on or after from' });
    const long = await context.app.inject({ method: 'GET', url: '/api/v1/reports/traffic?by=day&from=2024-01-01&to=2026-03-01', headers: admin });
    expect(long.statusCode).toBe(400);
    const bad = await context.app.inject({ method: 'GET', url: '/api/v1/reports/traffic?by=week&from=2026-03-01&to=x', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});
