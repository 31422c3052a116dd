import { and, count, eq, getTableName, isNull, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { conflict } from '../errors/app-error.js';
import { referrerName } from '../errors/database-errors.js';
import { allTables, columnsOf } from './tables.js';

/**
 * Configuration rows the switch may still remember (a SIP profile) are marked deleted rather than
 * removed: a table with a `deleted_at` column keeps its rows, and the store treats a marked row as
 * gone for every read, write and reference.
 */
export function isSoftDeleted(table: PgTable) {
  return Boolean(columnsOf(table).deleted_at);
}

/** The condition that keeps marked rows out, or undefined for a table whose deletes are real. */
export function liveRows(table: PgTable): SQL | undefined {
  const deletedAt = columnsOf(table).deleted_at;
  return deletedAt ? isNull(deletedAt) : undefined;
}

/** Every column of another table whose foreign key points at `table`. */
function referringColumns(table: PgTable) {
  return allTables().flatMap((candidate) =>
    getTableConfig(candidate).foreignKeys.flatMap((foreignKey) => {
      const reference = foreignKey.reference();
      return reference.foreignTable === table ? reference.columns.map((column) => ({ table: candidate, column })) : [];
    }),
  );
}

/**
 * Marking a row deleted passes no foreign key, so what a real delete would hit is checked here:
 * while a live row of another table still points at it, the answer is the same 409 a restricted
 * foreign key gives ("It is still used by gateways; …").
 */
export async function markDeleted(tx: Executor, table: PgTable, id: number) {
  for (const { table: referrer, column } of referringColumns(table)) {
    const [{ total }] = await tx
      .select({ total: count() })
      .from(referrer)
      .where(and(eq(column, id), liveRows(referrer)));
    if (total > 0) throw conflict(`It is still used by ${referrerName(getTableName(referrer))}; remove or reassign them first`);
  }
  const { id: idColumn, deleted_at: deletedAt } = columnsOf(table);
  await tx
    .update(table)
    .set({ [deletedAt.name]: new Date() })
    .where(eq(idColumn, id));
}
