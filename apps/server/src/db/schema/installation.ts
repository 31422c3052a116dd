import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation that later starts must know and only its first start can tell:
 * one row, written when the first start fills the empty database. A database on DATABASE_URL has
 * no DATA_DIR of its own to keep them in.
 */
export const installation = pgTable(
  'installation',
  {
    /** Always true: the primary key and its check allow one row only. */
    id: boolean('id').primaryKey().default(true),
    /** The first start loaded the demo data: the sandbox checkout is then the default payment provider. */
    has_demo_data: boolean('has_demo_data').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('installation_one_row', sql`${table.id}`)],
);
