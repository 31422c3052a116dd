import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { moneyColumn, optionalReference } from './columns.js';
import { auditedTable } from './audited-table.js';
import { localizations } from './localizations.js';
import { pricelists } from './pricing.js';
import { domainIdColumn } from './domains.js';

export const accounts = auditedTable(
  'accounts',
  {
    type: varchar('type', { length: 10 }).notNull(),
    /** The linked user (type user) or provider (type provider). */
    type_id: integer('type_id'),
    number: varchar('number', { length: 32 }).notNull(),
    localization_id: optionalReference('localization_id', () => localizations.id),
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
  },
  (table) => [
    uniqueIndex('accounts_number_idx').on(table.number),
    index('accounts_type_idx').on(table.type, table.type_id),
    index('accounts_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
    index('accounts_localization_idx').on(table.localization_id),
  ],
);

export const callAccounts = auditedTable(
  'call_accounts',
  {
    number: varchar('number', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 255 }),
    enabled: boolean('enabled').notNull().default(true),
    main_account_id: optionalReference('main_account_id', () => accounts.id),
    credit_limit: moneyColumn('credit_limit').notNull().default('0'),
    postpaid: boolean('postpaid').notNull().default(false),
    balance: moneyColumn('balance').notNull().default('0'),
    pricelist_id: optionalReference('pricelist_id', () => pricelists.id),
    domain_id: domainIdColumn(),
    type: varchar('type', { length: 10 }).notNull(),
    type_id: integer('type_id'),
    local_charge_per_min: moneyColumn('local_charge_per_min').notNull().default('0'),
  },
  (table) => [
    uniqueIndex('call_accounts_number_idx').on(table.number),
    index('call_accounts_main_account_idx').on(table.main_account_id),
    index('call_accounts_name_idx').on(table.name),
    index('call_accounts_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
    index('call_accounts_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('call_accounts_pricelist_idx').on(table.pricelist_id),
    index('call_accounts_type_idx').on(table.type, table.type_id),
    // A list ordered by balance (who is running out first) reads it from here, ties by id as every list breaks them.
    index('call_accounts_balance_idx').on(table.balance, table.id),
  ],
);
