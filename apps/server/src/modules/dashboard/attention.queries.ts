import { sql } from 'drizzle-orm';
import type { UnratedReason } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import { unratedReasonKind } from '../call-records/call-record-conditions.js';
import { trafficRowsWithin } from '../traffic/traffic.queries.js';

/**
 * Prepaid call accounts whose balance level (kept by the balance-alert triggers, migration 0029)
 * is low or negative, lowest balance first, and how many there are.
 */
export async function findLowBalances(db: Executor, limit: number) {
  const result = await db.execute<{
    id: number;
    number: string;
    name: string;
    owner: string | null;
    balance: string;
    level: 'low' | 'negative';
    total: number;
  }>(sql`
    select c.id, c.number, c.name, u.name as owner, c.balance::text as balance, l.level, count(*) over ()::int as total
    from call_account_balance_levels l
    join call_accounts c on c.id = l.call_account_id and not c.postpaid
    left join users u on c.type = 'user' and u.id = c.type_id
    where l.level in ('low', 'negative')
    order by c.balance, c.id
    limit ${limit}`);
  const total = result.rows[0]?.total ?? 0;
  return { total, accounts: result.rows.map(({ total: _total, ...account }) => account) };
}

/**
 * Calls stored without a charge, by kind of reason (a reason's text names the number or id at fault,
 * so counted by its text every call would be a line of its own), read from a partial index of them
 * alone (call_records_unrated_reason_idx).
 */
export async function countUnratedCalls(db: Executor) {
  const result = await db.execute<{ reason: UnratedReason; calls: number }>(sql`
    select ${unratedReasonKind} as reason, count(*)::int as calls from call_records where not rated group by 1 order by 2 desc, 1`);
  return result.rows;
}

/**
 * When the newest call's record was received: a switch that has gone quiet shows here first. The
 * rollup says which hour the newest call started in, so only that hour's records are read.
 */
export async function findLastCdrAt(db: Executor) {
  const newest = await db.execute<{ hour: string | null }>(sql`select max(hour)::text as hour from call_traffic_hours where dimension = 'all'`);
  const hour = newest.rows[0]?.hour;
  if (!hour) return null;
  const result = await db.execute<{ received: string | null }>(sql`
    select to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as received from call_records where callstart >= ${hour}::timestamptz`);
  return result.rows[0]?.received ?? null;
}

/** How recent traffic counts as "now", how much it takes to judge, and what counts as a drop. */
export const ASR_DROP = { recentHours: 3, usualDays: 7, minRecentCalls: 10, minUsualCalls: 20, points: 20 } as const;

/**
 * Trunks whose answer-seizure ratio over the last hours fell at least `points` percentage points
 * below their own over the week before, each side with enough calls to judge: a carrier that
 * started refusing calls shows here before customers complain. Read from the trunk rollups.
 */
export async function findTrunksWithDroppedAsr(db: Executor, now: Date) {
  const recentFrom = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 - (ASR_DROP.recentHours - 1) * 3_600_000);
  const recent = { from: recentFrom, to: new Date(now.getTime() + 1) };
  const usual = { from: new Date(recentFrom.getTime() - ASR_DROP.usualDays * 86_400_000), to: recentFrom };
  const result = await db.execute<{ key: string; calls: number; answered: number; usual_calls: number; usual_answered: number }>(sql`
    with recent as (
      select key, sum(calls)::int as calls, sum(answered)::int as answered
      from (${trafficRowsWithin('trunk', recent)}) as rows group by key having sum(calls) >= ${ASR_DROP.minRecentCalls}
    ), usual as (
      select key, sum(calls)::int as calls, sum(answered)::int as answered
      from (${trafficRowsWithin('trunk', usual)}) as rows group by key having sum(calls) >= ${ASR_DROP.minUsualCalls}
    )
    select recent.key, recent.calls, recent.answered, usual.calls as usual_calls, usual.answered as usual_answered
    from recent join usual using (key)
    where recent.answered * 100.0 / recent.calls <= usual.answered * 100.0 / usual.calls - ${ASR_DROP.points}
    order by recent.answered * 1.0 / recent.calls, recent.key`);
  return result.rows;
}

/** The switches Ringledger is meant to hold a link to, by name. */
export async function listEnabledSwitches(db: Executor) {
  const result = await db.execute<{ id: number; name: string }>(sql`select id, name from switches where enabled order by lower(name), id`);
  return result.rows;
}
