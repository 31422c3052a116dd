import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDescription } from '@ringledger/contract';
import * as schema from '../db/schema/index.js';

/** Every table of the schema by its SQL name: a resource's rows live in the table named like it. */
const tablesByName = new Map<string, PgTable>();
for (const value of Object.values(schema) as unknown[]) {
  if (is(value, PgTable)) tablesByName.set(getTableName(value), value);
}

/** Every table of the schema. */
export function allTables(): PgTable[] {
  return [...tablesByName.values()];
}

export function tableNamed(name: string): PgTable | undefined {
  return tablesByName.get(name);
}

/** The resource whose rows (and table) a resource shows: itself, or the one it is a view of. */
export function rowsNameOf(resource: Pick<ResourceDescription, 'name' | 'rowsOf'>) {
  return resource.rowsOf ?? resource.name;
}

export function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table);
}

export function columnOf(table: PgTable, name: string): PgColumn {
  const column = columnsOf(table)[name];
  if (!column) throw new Error(`Table ${getTableName(table)} has no column ${name}`);
  return column;
}
