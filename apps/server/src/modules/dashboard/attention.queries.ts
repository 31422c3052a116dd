import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

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

/** Calls stored without a charge, by reason, read from a partial index of them alone (call_records_unrated_reason_idx). */
export async function countUnratedCalls(db: Executor) {
  const result = await db.execute<{ reason: string; calls: number }>(sql`
    select coalesce(unrated_reason, 'Not rated') as reason, count(*)::int as calls from call_records where not rated group by 1 order by 2 desc, 1`);
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
