import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * An embedded row as PostgreSQL builds it: a JSON object of the named columns, plus any values
 * from other joined rows (its holder's name), or null when there is no row.
 */
export function embeddedObject(key: string, columns: string[], table: Record<string, PgColumn>, extra: Record<string, PgColumn> = {}) {
  const values: [string, PgColumn][] = [...columns.map((column): [string, PgColumn] => [column, table[column]]), ...Object.entries(extra)];
  if (![key, ...values.map(([name]) => name)].every((name) => IDENTIFIER.test(name))) throw new Error(`Embed ${key}: names must be plain identifiers`);
  const pairs = sql.join(
    values.map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
    sql`, `,
  );
  return sql`case when ${table.id} is null then null else json_build_object(${pairs}) end`.as(key);
}
