import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rates } from '../../db/schema/index.js';
import { prefixesOf } from './rate-call.js';

/**
 * The enabled rate with the longest prefix among `prefixes`, on one pricelist. Every prefix is
 * looked up at once (`prefix = ANY(...)`) through the unique (pricelist_id, prefix) index, so the
 * cost does not grow with the size of the pricelist.
 */
export function bestRateQuery(db: Executor, pricelistId: number, prefixes: string[]) {
  return db
    .select()
    .from(rates)
    .where(and(eq(rates.pricelist_id, pricelistId), inArray(rates.prefix, prefixes), eq(rates.enabled, true)))
    .orderBy(desc(sql`length(${rates.prefix})`))
    .limit(1);
}

/** The best rate for a number on one pricelist, or undefined when no enabled prefix matches. */
export async function findBestRate(db: Executor, pricelistId: number, number: string) {
  const prefixes = prefixesOf(number);
  if (prefixes.length === 0) return undefined;
  const [rate] = await bestRateQuery(db, pricelistId, prefixes);
  return rate;
}
