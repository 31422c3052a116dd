import { boolean, text, varchar } from 'drizzle-orm/pg-core';
import { auditedTable } from './audited-table.js';

/** Number translation rules; each list is stored as the spec's "from/to" pairs joined by commas. */
export const localizations = auditedTable('localizations', {
  name: varchar('name', { length: 100 }).notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  number_originate: text('number_originate').notNull().default(''),
  in_caller_id_originate: text('in_caller_id_originate').notNull().default(''),
  out_caller_id_originate: text('out_caller_id_originate').notNull().default(''),
  number_terminate: text('number_terminate').notNull().default(''),
  in_caller_id_terminate: text('in_caller_id_terminate').notNull().default(''),
  out_caller_id_terminate: text('out_caller_id_terminate').notNull().default(''),
});
