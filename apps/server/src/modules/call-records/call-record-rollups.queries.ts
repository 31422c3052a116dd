import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ROLLED_UP_PREFIX_LENGTH } from '../../db/schema/index.js';

/**
 * Adds records' share to call_record_days and call_record_prefix_days, read from the records
 * themselves: each side's row as the browsing queries read that side (the carrier's account, call account, owner, seconds and
 * cost on the provider side; the carrier's cost of the same calls beside the customer side's). For records written behind ingestion: generated benchmark data, and test
 * rows; ingestion keeps the rollups in its own transaction. Each record must be rolled up once.
 */
export async function rollUpCallRecords(db: Executor, which: { from: Date; until: Date } | { ids: readonly number[] }) {
  const chosen: SQL = 'ids' in which ? sql`id = any(${`{${which.ids.join(',')}}`}::int8[])` : sql`callstart >= ${which.from} and callstart < ${which.until}`;
  await db.execute(sql`
    insert into call_record_days as days (day, user_type, account_id, call_account_id, user_id, extension_id, direction, call_type, calls, answered, billseconds, cost, provider_cost)
    select day, user_type, account_id, call_account_id, user_id, extension_id, direction, call_type, count(*), count(*) filter (where billseconds > 0),
           sum(billseconds), sum(cost), sum(provider_cost)
    from (
      select (callstart at time zone 'UTC')::date as day, 'user' as user_type, coalesce(account_id, 0) as account_id,
             coalesce(call_billing_account_id, 0) as call_account_id, coalesce(user_id, 0) as user_id, coalesce(extension_id, 0) as extension_id,
             direction, call_type, billseconds, cost, coalesce(provider_cost, 0) as provider_cost
      from call_records where ${chosen}
      union all
      select (callstart at time zone 'UTC')::date, 'provider', provider_account_id, coalesce(provider_call_account_id, 0), coalesce(provider_user_id, 0),
             coalesce(extension_id, 0), direction, call_type, coalesce(provider_billseconds, billseconds), coalesce(provider_cost, 0), 0
      from call_records where ${chosen} and provider_account_id is not null
    ) as sides
    group by day, user_type, account_id, call_account_id, user_id, extension_id, direction, call_type
    order by day, user_type, account_id, call_account_id, user_id, extension_id, direction, call_type
    on conflict on constraint call_record_days_key do update set
      calls = days.calls + excluded.calls, answered = days.answered + excluded.answered, billseconds = days.billseconds + excluded.billseconds,
      cost = days.cost + excluded.cost, provider_cost = days.provider_cost + excluded.provider_cost`);
  await db.execute(sql`
    insert into call_record_prefix_days as prefixes (user_type, prefix, day, direction, call_type, calls, answered, billseconds, cost, provider_cost)
    select user_type, left(destination_number, n), day, direction, call_type, count(*), count(*) filter (where billseconds > 0),
           sum(billseconds), sum(cost), sum(provider_cost)
    from (
      select 'user' as user_type, destination_number, (callstart at time zone 'UTC')::date as day, direction, call_type, billseconds, cost,
             coalesce(provider_cost, 0) as provider_cost
      from call_records where ${chosen}
      union all
      select 'provider', destination_number, (callstart at time zone 'UTC')::date, direction, call_type,
             coalesce(provider_billseconds, billseconds), coalesce(provider_cost, 0), 0
      from call_records where ${chosen} and provider_account_id is not null
    ) as sides
    cross join generate_series(1, least(${ROLLED_UP_PREFIX_LENGTH}, char_length(destination_number))) as n
    group by 1, 2, 3, 4, 5
    order by 1, 2, 3, 4, 5
    on conflict on constraint call_record_prefix_days_pkey do update set
      calls = prefixes.calls + excluded.calls, answered = prefixes.answered + excluded.answered, billseconds = prefixes.billseconds + excluded.billseconds,
      cost = prefixes.cost + excluded.cost, provider_cost = prefixes.provider_cost + excluded.provider_cost`);
}
