import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdByColumn, timestampColumns } from './columns.js';
import { users } from './people.js';

export const domains = pgTable(
  'domains',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 253 }).notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    description: text('description'),
    parameters: jsonb('parameters').$type<Record<string, string>>().notNull().default({}),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    created_by_id: createdByColumn().references(() => users.id, { onDelete: 'set null' }),
    ...timestampColumns,
  },
  (table) => [
    // DNS names are case-insensitive: sip.example.com and SIP.example.com are one domain.
    uniqueIndex('domains_name_idx').on(sql`lower(${table.name})`),
    // At most one primary; the domains service keeps it exactly one.
    uniqueIndex('domains_one_primary_idx')
      .on(table.is_primary)
      .where(sql`${table.is_primary}`),
  ],
);

/** Domains an extension or call account may name; kept here so accounts.ts can refer to it without a cycle. */
export const domainIdColumn = () => integer('domain_id').references(() => domains.id, { onDelete: 'restrict' });
