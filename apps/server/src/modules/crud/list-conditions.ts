import { and, asc, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDescription } from '@ringledger/contract';

export interface ListParams {
  page: number;
  limit: number;
  sort_by?: string;
  search?: string;
  [filter: string]: unknown;
}

function columnOf(table: PgTable, field: string): PgColumn {
  const column = getTableColumns(table)[field];
  if (!column) throw new Error(`Resource field ${field} has no column`);
  return column;
}

/** A substring match that treats % and _ in the searched text literally. */
export function containsText(column: PgColumn, text: string) {
  return ilike(column, `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/** The WHERE of a list: the search over searchable fields and equality on each given filter. */
export function listWhere(resource: ResourceDescription, table: PgTable, params: ListParams, scope?: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scope];
  const term = params.search?.trim();
  if (term) conditions.push(or(...resource.searchable.map((field) => containsText(columnOf(table, field), term))));
  for (const filter of Object.keys(resource.filters)) {
    const value = params[filter];
    if (value !== undefined) conditions.push(eq(columnOf(table, filter), value));
  }
  return and(...conditions);
}

/** Sorting only ever names whitelisted fields (the query schema refused others); id breaks ties so pages never overlap. */
export function listOrder(table: PgTable, sortBy: string | undefined) {
  const id = columnOf(table, 'id');
  if (!sortBy) return [desc(id)];
  const descending = sortBy.startsWith('-');
  const column = columnOf(table, descending ? sortBy.slice(1) : sortBy);
  return descending ? [desc(column), desc(id)] : [asc(column), asc(id)];
}
