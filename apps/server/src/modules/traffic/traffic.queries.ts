import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { TrafficDimension } from '../../db/schema/index.js';
import { splitForRollups, type Span } from './zoned-days.js';

/** A span's figures under one key of a dimension, as the rollups add them up. */
export interface TrafficFigures {
  calls: number;
  answered: number;
  billseconds: number;
  revenue: string;
  provider_cost: string;
}

type TrafficRow = {
  key: string;
  calls: string;
  answered: string;
  billseconds: string;
  revenue: string;
  provider_cost: string;
};

const figuresOf = (row: TrafficRow): TrafficFigures => ({
  calls: Number(row.calls),
  answered: Number(row.answered),
  billseconds: Number(row.billseconds),
  revenue: row.revenue,
  provider_cost: row.provider_cost,
});

const FIGURES = sql`sum(calls)::int8 as calls, sum(answered)::int8 as answered, sum(billseconds)::int8 as billseconds,
  sum(revenue)::text as revenue, sum(provider_cost)::text as provider_cost`;

/** The rollup rows of one dimension within a span: whole UTC days from the daily table, the ends from the hourly one. */
export function trafficRowsWithin(dimension: TrafficDimension, span: Span, keys?: readonly string[]): SQL {
  const split = splitForRollups(span);
  const ofKeys = keys ? sql` and key = any(${`{${keys.map((key) => `"${key.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])` : sql``;
  const parts: SQL[] = [];
  if (split.days)
    parts.push(sql`select key, calls, answered, billseconds, revenue, provider_cost from call_traffic_days
      where dimension = ${dimension} and day >= ${split.days.first}::date and day < ${split.days.end}::date${ofKeys}`);
  for (const hours of split.hours)
    parts.push(sql`select key, calls, answered, billseconds, revenue, provider_cost from call_traffic_hours
      where dimension = ${dimension} and hour >= ${hours.from.toISOString()}::timestamptz and hour < ${hours.to.toISOString()}::timestamptz${ofKeys}`);
  return sql.join(parts, sql` union all `);
}

export type TrafficOrder = 'billseconds' | 'margin' | 'revenue' | 'calls';

/**
 * A span's figures per key of a dimension (per customer, trunk, provider or prefix), largest first
 * by the order asked; `keys` keeps only those keys (a page of customers), `limit` only the first.
 */
export async function sumTrafficByKey(
  db: Executor,
  options: { dimension: TrafficDimension; span: Span; keys?: readonly string[]; order?: TrafficOrder; limit?: number },
) {
  if (options.keys?.length === 0) return [];
  const order = {
    billseconds: sql`sum(billseconds)`,
    margin: sql`sum(revenue) - sum(provider_cost)`,
    revenue: sql`sum(revenue)`,
    calls: sql`sum(calls)`,
  }[options.order ?? 'billseconds'];
  const limit = options.limit === undefined ? sql`` : sql` limit ${options.limit}`;
  const result = await db.execute<TrafficRow>(sql`
    select key, ${FIGURES} from (${trafficRowsWithin(options.dimension, options.span, options.keys)}) as rows
    group by key order by ${order} desc, key${limit}`);
  return result.rows.map((row) => ({ key: row.key, ...figuresOf(row) }));
}

/** A span's figures over every call. */
export async function sumTraffic(db: Executor, span: Span): Promise<TrafficFigures> {
  const [total] = await sumTrafficByKey(db, { dimension: 'all', span });
  return total ?? { calls: 0, answered: 0, billseconds: 0, revenue: '0', provider_cost: '0' };
}

/**
 * A span's figures per hour or per day of the operator's time zone, from the hourly rollup's
 * `all` rows (at most 24 a day, so a year is 8,760 rows). Buckets without calls are left out.
 */
export async function trafficSeries(db: Executor, options: { span: Span; unit: 'hour' | 'day'; timeZone: string }) {
  const local = sql`date_trunc(${options.unit}, hour at time zone ${options.timeZone})`;
  const result = await db.execute<TrafficRow>(sql`
    select to_char(${local}, ${options.unit === 'hour' ? 'YYYY-MM-DD"T"HH24:00' : 'YYYY-MM-DD'}) as key, ${FIGURES}
    from call_traffic_hours
    where dimension = 'all' and hour >= ${options.span.from.toISOString()}::timestamptz and hour < ${options.span.to.toISOString()}::timestamptz
    group by 1 order by 1`);
  return result.rows.map((row) => ({ key: row.key, ...figuresOf(row) }));
}
