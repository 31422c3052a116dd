import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rates } from '../../db/schema/index.js';
import type { RateLine } from './rate-csv-import.js';
import { rateTermColumns } from '../rating/rating-cache.queries.js';

/** Rows per INSERT: each column travels as one array parameter, so a statement's size is bounded by memory, not by parameters. */
export const UPSERT_BATCH_ROWS = 5000;
const EXPORT_BATCH_ROWS = 5000;

const column = <K extends keyof RateLine>(lines: readonly RateLine[], key: K) => sql.param(lines.map((line) => line[key]));

/**
 * Writes rates into a pricelist, a prefix already there being replaced by the new line. Call it
 * inside a transaction: the batches then land together or not at all. Rows are passed as one
 * array per column and unnested, which keeps 100,000 rates to a few seconds.
 */
export async function upsertRates(tx: Executor, pricelistId: number, lines: readonly RateLine[]) {
  for (let start = 0; start < lines.length; start += UPSERT_BATCH_ROWS) {
    const batch = lines.slice(start, start + UPSERT_BATCH_ROWS);
    await tx.execute(sql`
      insert into ${rates} (pricelist_id, prefix, description, cost_per_min, connect_cost, included_seconds, init_inc, inc, enabled)
      select ${pricelistId}, * from unnest(
        ${column(batch, 'prefix')}::varchar[], ${column(batch, 'description')}::varchar[],
        ${column(batch, 'cost_per_min')}::numeric[], ${column(batch, 'connect_cost')}::numeric[],
        ${column(batch, 'included_seconds')}::integer[], ${column(batch, 'init_inc')}::integer[], ${column(batch, 'inc')}::integer[],
        ${column(batch, 'enabled')}::boolean[]
      )
      on conflict (pricelist_id, prefix) do update set
        description = excluded.description, cost_per_min = excluded.cost_per_min, connect_cost = excluded.connect_cost,
        included_seconds = excluded.included_seconds, init_inc = excluded.init_inc, inc = excluded.inc, enabled = excluded.enabled,
        updated_at = now()
    `);
  }
}

/** How many of these prefixes already have a rate on the pricelist. */
export async function countExistingPrefixes(tx: Executor, pricelistId: number, prefixes: readonly string[]) {
  const result = await tx.execute<{ total: number }>(
    sql`select count(*)::int as total from ${rates} where ${rates.pricelist_id} = ${pricelistId} and ${rates.prefix} = any(${sql.param(prefixes)}::varchar[])`,
  );
  return result.rows[0]?.total ?? 0;
}

const { prefix, ...pricing } = rateTermColumns;

/** The columns of a rate that a rate file carries, in its order: the prefix, the description, then what rating reads. */
export const rateLineColumns = { prefix, description: rates.description, ...pricing };

/**
 * Every rate of a pricelist in prefix order, a batch at a time: each batch continues after the
 * last prefix seen (keyset paging on the unique index), so memory stays flat however many there are.
 */
export async function* rateBatches(db: Executor, pricelistId: number): AsyncGenerator<RateLine[]> {
  let after: string | undefined;
  for (;;) {
    const batch = await db
      .select(rateLineColumns)
      .from(rates)
      .where(and(eq(rates.pricelist_id, pricelistId), after === undefined ? undefined : gt(rates.prefix, after)))
      .orderBy(asc(rates.prefix))
      .limit(EXPORT_BATCH_ROWS);
    if (batch.length > 0) yield batch;
    if (batch.length < EXPORT_BATCH_ROWS) return;
    after = batch[batch.length - 1].prefix;
  }
}
