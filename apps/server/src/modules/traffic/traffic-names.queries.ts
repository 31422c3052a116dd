import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { TrafficDimension } from '../../db/schema/index.js';

const idsOf = (keys: readonly string[]) => `{${keys.filter((key) => /^\d{1,10}$/.test(key)).join(',')}}`;

/** What to call each key of a ranking: a customer's name, a trunk's or provider account's; a prefix is its own name. */
export async function namesOf(db: Executor, dimension: TrafficDimension, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0 || dimension === 'prefix' || dimension === 'all') return new Map(keys.map((key) => [key, key]));
  const ids = idsOf(keys);
  const query = {
    customer: sql`select id::text as key, name from users where id = any(${ids}::int[])`,
    trunk: sql`select id::text as key, coalesce(name, 'Trunk ' || id) as name from trunks where id = any(${ids}::int[])`,
    provider: sql`select id::text as key, number as name from accounts where id = any(${ids}::int[])`,
  }[dimension];
  const rows = (await db.execute<{ key: string; name: string }>(query)).rows;
  const names = new Map(rows.map((row) => [row.key, row.name]));
  // A deleted customer or trunk keeps its calls: it is named by its id.
  return new Map(keys.map((key) => [key, names.get(key) ?? `#${key}`]));
}
