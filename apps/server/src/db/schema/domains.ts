import { sql } from 'drizzle-orm';
import { boolean, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { optionalReference, settingsColumn } from './columns.js';
import { auditedTable } from './audited-table.js';

export const domains = auditedTable(
  'domains',
  {
    name: varchar('name', { length: 253 }).notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    description: text('description'),
    parameters: settingsColumn('parameters'),
    variables: settingsColumn('variables'),
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
export const domainIdColumn = () => optionalReference('domain_id', () => domains.id);
