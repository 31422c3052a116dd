import { sql } from 'drizzle-orm';
import { boolean, index, integer, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { moneyColumn, requiredReference } from './columns.js';
import { auditedTable } from './audited-table.js';
import { accounts, callAccounts } from './accounts.js';

export const dids = auditedTable(
  'dids',
  {
    number: varchar('number', { length: 20 }).notNull(),
    account_id: requiredReference('account_id', () => accounts.id),
    call_billing_account_id: requiredReference('call_billing_account_id', () => callAccounts.id),
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
  },
  (table) => [
    uniqueIndex('dids_number_idx').on(table.number),
    index('dids_enabled_idx').on(table.enabled, table.id),
    index('dids_account_idx').on(table.account_id),
    index('dids_call_account_idx').on(table.call_billing_account_id),
    index('dids_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
  ],
);
