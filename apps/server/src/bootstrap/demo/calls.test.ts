import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { callRecordDays, callRecords } from '../../db/schema/index.js';
import { temporaryAudioFolder } from '../../app.js';
import { createSecretBox } from '../../secret-box.js';
import { useTestApp } from '../../test/harness.js';
import { bootstrap } from '../index.js';
import { loadDemoCalls } from './calls.js';

describe('demo calls', () => {
  const context = useTestApp();
  let loaded: number;

  beforeAll(async () => {
    await bootstrap(context.db, {
      adminEmail: 'demo@example.test',
      adminPassword: 'demo-password-1234',
      seedDemo: true,
      secrets: createSecretBox(randomBytes(32)),
      audio: temporaryAudioFolder(),
    });
    const started = Date.now();
    loaded = await loadDemoCalls(context.db);
    // Start stays quick: the month of calls is taken in within seconds.
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);

  it('records a month of calls in every direction, mostly rated, each charge on the ledger', async () => {
    const [stats] = (
      await context.db.execute<{
        calls: number;
        days: number;
        rated: number;
        outbound: number;
        inbound: number;
        local: number;
        carriers: number;
        charged: number;
        lines: number;
      }>(sql`
        select count(*)::int as calls, count(distinct date_trunc('day', callstart))::int as days, count(*) filter (where rated)::int as rated,
          count(*) filter (where direction = 'outbound')::int as outbound, count(*) filter (where direction = 'inbound')::int as inbound,
          count(*) filter (where direction = 'local')::int as local, count(*) filter (where provider_cost is not null)::int as carriers,
          count(*) filter (where ledger_line_id is not null)::int as charged,
          (select count(*)::int from call_account_transactions t where t.description like 'Call to %') as lines
        from call_records`)
    ).rows;
    expect(loaded).toBeGreaterThan(2500);
    expect(stats.calls).toBe(2500);
    expect(stats.days).toBeGreaterThanOrEqual(28);
    expect(stats.rated / stats.calls).toBeGreaterThan(0.9);
    for (const direction of [stats.outbound, stats.inbound, stats.local]) expect(direction).toBeGreaterThan(100);
    expect(stats.carriers).toBeGreaterThan(stats.outbound * 0.9);
    expect(stats.lines).toBe(stats.charged);
  });

  it('leaves a few calls for Unrated Calls: a destination no pricelist covers, and a caller who is no extension', async () => {
    const reasons = (await context.db.execute<{ reason: string }>(sql`select unrated_reason as reason from call_records where not rated`)).rows.map(
      (row) => row.reason,
    );
    expect(reasons.length).toBeGreaterThan(10);
    expect(reasons.length).toBeLessThan(60);
    expect(reasons.some((reason) => reason.startsWith('Unknown caller'))).toBe(true);
    expect(reasons.some((reason) => reason.includes('88216'))).toBe(true);
  });

  it('buys from the carriers below what it sells at: outbound calls carry a margin', async () => {
    const [outbound] = (
      await context.db.execute<{ sold: string; bought: string; losing: number }>(sql`
        select sum(cost) as sold, sum(provider_cost) as bought, count(*) filter (where margin < 0)::int as losing
        from call_records where direction = 'outbound' and provider_cost is not null and rated`)
    ).rows;
    expect(Number(outbound.bought)).toBeGreaterThan(0);
    expect(Number(outbound.sold)).toBeGreaterThan(Number(outbound.bought) * 1.2);
    expect(outbound.losing).toBe(0);
  });

  it("keeps the daily summaries equal to the records, answered calls and carriers' costs too", async () => {
    const [days] = await context.db
      .select({
        calls: sql<number>`sum(${callRecordDays.calls})::int`,
        answered: sql<number>`sum(${callRecordDays.answered})::int`,
        cost: sql<string>`sum(${callRecordDays.cost})`,
        provider_cost: sql<string>`sum(${callRecordDays.provider_cost})`,
      })
      .from(callRecordDays)
      .where(sql`${callRecordDays.user_type} = 'user'`);
    const [records] = await context.db
      .select({
        calls: sql<number>`count(*)::int`,
        answered: sql<number>`(count(*) filter (where ${callRecords.billseconds} > 0))::int`,
        cost: sql<string>`sum(${callRecords.cost})`,
        provider_cost: sql<string>`sum(coalesce(${callRecords.provider_cost}, 0))`,
      })
      .from(callRecords);
    expect(days).toEqual(records);
    expect(records.answered).toBeLessThan(records.calls);
  });
});
