import { sql } from 'drizzle-orm';
import { boolean, index, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { requiredReference } from './columns.js';
import { auditedTable } from './audited-table.js';
import { accounts } from './accounts.js';

export const callerIds = auditedTable(
  'callerids',
  {
    name: varchar('name', { length: 100 }),
    callerid_name: varchar('callerid_name', { length: 100 }),
    callerid_number: varchar('callerid_number', { length: 32 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    account_id: requiredReference('account_id', () => accounts.id),
  },
  (table) => [
    index('callerids_account_idx').on(table.account_id),
    index('callerids_number_trgm_idx').using('gin', sql`${table.callerid_number} gin_trgm_ops`),
    // A switch routes a caller-id number to one owner: one enabled caller id per number, and
    // 2348… and +2348… are the same number to it, so the leading + does not count.
    uniqueIndex('callerids_enabled_number_idx')
      .on(sql`ltrim(${table.callerid_number}, '+')`)
      .where(sql`${table.enabled}`),
  ],
);
