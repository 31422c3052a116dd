import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { moneyColumn, timestampColumns, requiredReference } from './columns.js';
import { auditedTable } from './audited-table.js';

export const pricelists = auditedTable('pricelists', {
  name: varchar('name', { length: 100 }).notNull().unique(),
  inc: integer('inc').notNull().default(60),
  init_inc: integer('init_inc').notNull().default(60),
  markup: integer('markup').notNull().default(0),
  routing_type: integer('routing_type').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  description: text('description'),
});

/** What a destination prefix costs on one pricelist; init_inc or inc of 0 means the pricelist's. */
export const rates = pgTable(
  'rates',
  {
    id: serial('id').primaryKey(),
    pricelist_id: requiredReference('pricelist_id', () => pricelists.id, 'cascade'),
    prefix: varchar('prefix', { length: 20 }).notNull(),
    description: varchar('description', { length: 255 }),
    cost_per_min: moneyColumn('cost_per_min').notNull().default('0'),
    connect_cost: moneyColumn('connect_cost').notNull().default('0'),
    included_seconds: integer('included_seconds').notNull().default(0),
    init_inc: integer('init_inc').notNull().default(0),
    inc: integer('inc').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...timestampColumns,
  },
  (table) => [
    uniqueIndex('rates_pricelist_prefix_idx').on(table.pricelist_id, table.prefix),
    index('rates_prefix_trgm_idx').using('gin', sql`${table.prefix} gin_trgm_ops`),
  ],
);
