import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdByColumn, moneyColumn, timestampColumns } from './columns.js';
import { users } from './people.js';
import { accounts, callAccounts } from './accounts.js';

export const dids = pgTable(
  'dids',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull(),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    call_billing_account_id: integer('call_billing_account_id')
      .notNull()
      .references(() => callAccounts.id, { onDelete: 'restrict' }),
    leg_timeout: integer('leg_timeout').notNull().default(60),
    enabled: boolean('enabled').notNull().default(true),
    simultaneous_extension: boolean('simultaneous_extension').notNull().default(false),
    ringback: varchar('ringback', { length: 255 }),
    connectcost: moneyColumn('connectcost').notNull().default('0'),
    includedseconds: integer('includedseconds').notNull().default(0),
    cost: moneyColumn('cost').notNull().default('0'),
    maxchannels: integer('maxchannels').notNull().default(0),
    init_inc: integer('init_inc').notNull().default(0),
    inc: integer('inc').notNull().default(0),
    always_vm_flag: boolean('always_vm_flag').notNull().default(false),
    user_busy_vm_flag: boolean('user_busy_vm_flag').notNull().default(false),
    user_not_registered_vm_flag: boolean('user_not_registered_vm_flag').notNull().default(false),
    no_answer_vm_flag: boolean('no_answer_vm_flag').notNull().default(false),
    call_type_vm_flag: boolean('call_type_vm_flag').notNull().default(false),
    allow_call_recording: boolean('allow_call_recording').notNull().default(false),
    call_type: varchar('call_type', { length: 50 }),
    call_type_id: integer('call_type_id'),
    created_by_id: createdByColumn().references(() => users.id, { onDelete: 'set null' }),
    ...timestampColumns,
  },
  (table) => [
    uniqueIndex('dids_number_idx').on(table.number),
    index('dids_enabled_idx').on(table.enabled, table.id),
    index('dids_account_idx').on(table.account_id),
    index('dids_call_account_idx').on(table.call_billing_account_id),
    index('dids_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
  ],
);
