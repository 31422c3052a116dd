import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { ConfigurationType, ConfigurationValue } from '@ringledger/contract';
import { exactJson, timestampColumns } from './columns.js';

/**
 * The platform's settings, one row each, seeded at start from the contract's PLATFORM_SETTINGS.
 * Each row carries the rule its value is checked by (type, bounds, choices), so the API and the
 * console check a value the same way.
 */
export const configurations = pgTable(
  'configurations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull().unique('configurations_name_idx'),
    group: varchar('group', { length: 32 }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    description: text('description'),
    type: varchar('type', { length: 16 }).$type<ConfigurationType>().notNull(),
    value: exactJson<ConfigurationValue>('value').notNull(),
    min: numeric('min'),
    max: numeric('max'),
    choices: jsonb('choices').$type<string[]>(),
    enabled: boolean('enabled').notNull().default(true),
    ...timestampColumns,
  },
  (table) => [check('configurations_type_check', sql`${table.type} in ('boolean', 'integer', 'decimal', 'text', 'choice')`)],
);
