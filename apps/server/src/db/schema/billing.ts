import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdByColumn, moneyColumn, timestampColumns } from './columns.js';
import { users } from './identity.js';

export const pricelists = pgTable('pricelists', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  inc: integer('inc').notNull().default(60),
  init_inc: integer('init_inc').notNull().default(60),
  markup: integer('markup').notNull().default(0),
  routing_type: integer('routing_type').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  description: text('description'),
  created_by_id: createdByColumn().references(() => users.id, { onDelete: 'set null' }),
  ...timestampColumns,
});

/** Number translation rules; each list is stored as the spec's "from/to" pairs joined by commas. */
export const localizations = pgTable('localizations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  number_originate: text('number_originate').notNull().default(''),
  in_caller_id_originate: text('in_caller_id_originate').notNull().default(''),
  out_caller_id_originate: text('out_caller_id_originate').notNull().default(''),
  number_terminate: text('number_terminate').notNull().default(''),
  in_caller_id_terminate: text('in_caller_id_terminate').notNull().default(''),
  out_caller_id_terminate: text('out_caller_id_terminate').notNull().default(''),
  created_by_id: createdByColumn().references(() => users.id, { onDelete: 'set null' }),
  ...timestampColumns,
});

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 10 }).notNull(),
    /** The linked user (type user) or provider (type provider). */
    type_id: integer('type_id'),
    number: varchar('number', { length: 32 }).notNull(),
    localization_id: integer('localization_id').references(() => localizations.id, { onDelete: 'restrict' }),
    allow_ip_management: boolean('allow_ip_management').notNull().default(false),
    maxchannels: integer('maxchannels').notNull().default(1),
    call_recording: boolean('call_recording').notNull().default(false),
    allow_call_recording: boolean('allow_call_recording').notNull().default(false),
    charge_per_min: integer('charge_per_min').notNull().default(1),
    cps: integer('cps').notNull().default(1),
    did_cid_translation: varchar('did_cid_translation', { length: 255 }),
    std_cid_translation: varchar('std_cid_translation', { length: 255 }),
    enabled: boolean('enabled').notNull().default(true),
    description: text('description'),
    created_by_id: createdByColumn().references(() => users.id, { onDelete: 'set null' }),
    ...timestampColumns,
  },
  (table) => [
    uniqueIndex('accounts_number_idx').on(table.number),
    index('accounts_type_idx').on(table.type, table.type_id),
    index('accounts_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
    index('accounts_localization_idx').on(table.localization_id),
  ],
);

export const callAccounts = pgTable(
  'call_accounts',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    main_account_id: integer('main_account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    credit_limit: moneyColumn('credit_limit').notNull().default('0'),
    postpaid: boolean('postpaid').notNull().default(false),
    balance: moneyColumn('balance').notNull().default('0'),
    pricelist_id: integer('pricelist_id').references(() => pricelists.id, { onDelete: 'restrict' }),
    domain_id: integer('domain_id'),
    type: varchar('type', { length: 10 }).notNull(),
    type_id: integer('type_id'),
    local_charge_per_min: moneyColumn('local_charge_per_min').notNull().default('0'),
    created_by_id: createdByColumn().references(() => users.id, { onDelete: 'set null' }),
    ...timestampColumns,
  },
  (table) => [
    uniqueIndex('call_accounts_number_idx').on(table.number),
    index('call_accounts_main_account_idx').on(table.main_account_id),
    index('call_accounts_name_idx').on(table.name),
    index('call_accounts_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
    index('call_accounts_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('call_accounts_pricelist_idx').on(table.pricelist_id),
    index('call_accounts_type_idx').on(table.type, table.type_id),
  ],
);

/**
 * The ledger: every balance movement of a call account, written in the same database
 * transaction as the balance change, with the balance it left behind.
 */
export const callAccountTransactions = pgTable(
  'call_account_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    call_account_id: integer('call_account_id')
      .notNull()
      .references(() => callAccounts.id, { onDelete: 'restrict' }),
    type: varchar('type', { length: 10 }).notNull(),
    amount: moneyColumn('amount').notNull(),
    balance_after: moneyColumn('balance_after').notNull(),
    description: varchar('description', { length: 255 }),
    created_by_id: createdByColumn().references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('call_account_transactions_account_idx').on(table.call_account_id, table.id),
    check('call_account_transactions_amount_positive', sql`${table.amount} > 0`),
    check('call_account_transactions_type', sql`${table.type} in ('credit', 'debit')`),
  ],
);

/** What a destination prefix costs on one pricelist; init_inc or inc of 0 means the pricelist's. */
export const rates = pgTable(
  'rates',
  {
    id: serial('id').primaryKey(),
    pricelist_id: integer('pricelist_id')
      .notNull()
      .references(() => pricelists.id, { onDelete: 'cascade' }),
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

export const callerIds = pgTable(
  'callerids',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }),
    callerid_name: varchar('callerid_name', { length: 100 }),
    callerid_number: varchar('callerid_number', { length: 32 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    created_by_id: createdByColumn().references(() => users.id, { onDelete: 'set null' }),
    ...timestampColumns,
  },
  (table) => [index('callerids_account_idx').on(table.account_id), index('callerids_number_trgm_idx').using('gin', sql`${table.callerid_number} gin_trgm_ops`)],
);
