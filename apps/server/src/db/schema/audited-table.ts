import { pgTable, serial, type PgColumnBuilderBase, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { createdByColumn, timestampColumns } from './columns.js';
import { users } from './people.js';

/** What every row a person makes through the API has besides its own columns: its id, who made it (kept when they leave), and when. */
const auditColumns = () => ({
  created_by_id: createdByColumn().references(() => users.id, { onDelete: 'set null' }),
  ...timestampColumns,
});

type AuditedColumns<C extends Record<string, PgColumnBuilderBase>> = { id: ReturnType<typeof idColumn> } & C & ReturnType<typeof auditColumns>;

const idColumn = () => serial('id').primaryKey();

/** A table of rows made through the API: `id` first, then `columns`, then `created_by_id`, `created_at` and `updated_at`. */
export function auditedTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extraConfig?: (self: BuildExtraConfigColumns<N, AuditedColumns<C>, 'pg'>) => PgTableExtraConfigValue[],
) {
  const all: AuditedColumns<C> = { id: idColumn(), ...columns, ...auditColumns() };
  return pgTable<N, AuditedColumns<C>>(name, all, extraConfig);
}
