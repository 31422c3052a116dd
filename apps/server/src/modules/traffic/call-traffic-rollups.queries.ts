import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Adds the calls that started in a span to the traffic rollups, read from the records themselves.
 * For records that reached call_records without firing its triggers (a benchmark's month attached
 * as a partition whole); every write through the table is counted by the triggers (migration 0035).
 */
export async function rollUpCallTraffic(db: Executor, span: { from: Date; until: Date }) {
  await db.execute(sql`
    insert into call_traffic_hours as t (dimension, hour, key, calls, answered, billseconds, revenue, provider_cost)
    select d.dimension, date_trunc('hour', c.callstart), d.key, count(*), count(*) filter (where c.billseconds > 0),
           sum(c.billseconds), sum(c.cost), sum(coalesce(c.provider_cost, 0))
    from call_records c
    cross join lateral (values ('all', ''), ('customer', c.user_id::text), ('trunk', c.trunk_id::text),
      ('provider', c.provider_account_id::text), ('prefix', c.rate_prefix)) as d (dimension, key)
    where c.callstart >= ${span.from} and c.callstart < ${span.until} and d.key is not null
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (dimension, hour, key) do update set calls = t.calls + excluded.calls, answered = t.answered + excluded.answered,
      billseconds = t.billseconds + excluded.billseconds, revenue = t.revenue + excluded.revenue, provider_cost = t.provider_cost + excluded.provider_cost`);
  await db.execute(sql`
    insert into call_traffic_days as t (dimension, day, key, calls, answered, billseconds, revenue, provider_cost)
    select d.dimension, (c.callstart at time zone 'UTC')::date, d.key, count(*), count(*) filter (where c.billseconds > 0),
           sum(c.billseconds), sum(c.cost), sum(coalesce(c.provider_cost, 0))
    from call_records c
    cross join lateral (values ('all', ''), ('customer', c.user_id::text), ('trunk', c.trunk_id::text),
      ('provider', c.provider_account_id::text), ('prefix', c.rate_prefix)) as d (dimension, key)
    where c.callstart >= ${span.from} and c.callstart < ${span.until} and d.key is not null
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (dimension, day, key) do update set calls = t.calls + excluded.calls, answered = t.answered + excluded.answered,
      billseconds = t.billseconds + excluded.billseconds, revenue = t.revenue + excluded.revenue, provider_cost = t.provider_cost + excluded.provider_cost`);
}
