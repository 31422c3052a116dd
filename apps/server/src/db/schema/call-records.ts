import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CallDirection, CallRecordSide, CallType } from '@ringledger/contract';
import { exactJson, moneyColumn } from './columns.js';
import { accounts, callAccounts } from './accounts.js';
import { callAccountTransactions } from './ledger.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * One call as billed, keyed by its A-leg's uuid. Partitioned by month of `callstart` (the
 * migration declares it: drizzle cannot), so a year of 100M rows stays cheap to read and an old
 * month is dropped whole; `rl_call_records_partition(date)` makes a month's partition on demand
 * and a DEFAULT partition takes anything else, so no CDR is ever refused for its date.
 * The extension, DID and trunk are history, not foreign keys: deleting them never rewrites or
 * blocks the records of calls they made. Money rows (accounts, call accounts, ledger lines) are.
 */
export const callRecords = pgTable(
  'call_records',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    call_uuid: varchar('call_uuid', { length: 64 }).notNull(),
    account_id: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    call_billing_account_id: integer('call_billing_account_id').references(() => callAccounts.id, { onDelete: 'restrict' }),
    /** The call account's owner when the call was billed, so a self-service user's records are found without a join. */
    user_id: integer('user_id'),
    caller_id_number: varchar('caller_id_number', { length: 64 }),
    caller_id_name: varchar('caller_id_name', { length: 128 }),
    destination_number: varchar('destination_number', { length: 64 }),
    direction: varchar('direction', { length: 10 }).$type<CallDirection>().notNull(),
    call_type: varchar('call_type', { length: 10 }).$type<CallType>().notNull(),
    sip_user: varchar('sip_user', { length: 128 }),
    extension_id: integer('extension_id'),
    did_id: integer('did_id'),
    trunk_id: integer('trunk_id'),
    gateway: varchar('gateway', { length: 128 }),
    /** The carrier leg billed as the provider side, so the same B-leg posted again changes nothing. */
    provider_leg_uuid: varchar('provider_leg_uuid', { length: 64 }),
    provider_account_id: integer('provider_account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    provider_call_account_id: integer('provider_call_account_id').references(() => callAccounts.id, { onDelete: 'restrict' }),
    /** The provider account's owner when the carrier side was billed, as the provider-side summaries count it. */
    provider_user_id: integer('provider_user_id'),
    callstart: timestamp('callstart', { withTimezone: true }).notNull(),
    /**
     * The start the switch reported when it was out of range (call-plausibility.ts): such a call is
     * kept under the moment it arrived (`callstart`), in the current month, never a month of its own.
     */
    reported_callstart: timestamp('reported_callstart', { withTimezone: true }),
    answerstart: timestamp('answerstart', { withTimezone: true }),
    callend: timestamp('callend', { withTimezone: true }),
    duration: integer('duration').notNull().default(0),
    billseconds: integer('billseconds').notNull().default(0),
    provider_billseconds: integer('provider_billseconds'),
    hangup_cause: varchar('hangup_cause', { length: 64 }),
    notes: text('notes'),
    cost: moneyColumn('cost').notNull().default('0'),
    provider_cost: moneyColumn('provider_cost'),
    margin: moneyColumn('margin'),
    rated: boolean('rated').notNull().default(false),
    unrated_reason: text('unrated_reason'),
    provider_unrated_reason: text('provider_unrated_reason'),
    rated_number: varchar('rated_number', { length: 64 }),
    charged_seconds: integer('charged_seconds').notNull().default(0),
    pricelist_id: integer('pricelist_id'),
    rate_prefix: varchar('rate_prefix', { length: 20 }),
    rate_cost_per_min: moneyColumn('rate_cost_per_min'),
    rate_connect_cost: moneyColumn('rate_connect_cost'),
    rate_included_seconds: integer('rate_included_seconds'),
    rate_init_inc: integer('rate_init_inc'),
    rate_inc: integer('rate_inc'),
    rate_markup: integer('rate_markup'),
    provider_rated_number: varchar('provider_rated_number', { length: 64 }),
    provider_charged_seconds: integer('provider_charged_seconds'),
    provider_pricelist_id: integer('provider_pricelist_id'),
    provider_rate_prefix: varchar('provider_rate_prefix', { length: 20 }),
    provider_rate_cost_per_min: moneyColumn('provider_rate_cost_per_min'),
    provider_rate_connect_cost: moneyColumn('provider_rate_connect_cost'),
    provider_rate_included_seconds: integer('provider_rate_included_seconds'),
    provider_rate_init_inc: integer('provider_rate_init_inc'),
    provider_rate_inc: integer('provider_rate_inc'),
    provider_rate_markup: integer('provider_rate_markup'),
    ledger_line_id: bigint('ledger_line_id', { mode: 'number' }).references(() => callAccountTransactions.id, { onDelete: 'restrict' }),
    provider_ledger_line_id: bigint('provider_ledger_line_id', { mode: 'number' }).references(() => callAccountTransactions.id, { onDelete: 'restrict' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A partitioned table's keys must hold its partition key.
    primaryKey({ name: 'call_records_pkey', columns: [table.id, table.callstart] }),
    // A CDR posted again carries the same uuid and start: the record is written once.
    uniqueIndex('call_records_call_uuid_idx').on(table.call_uuid, table.callstart),
    index('call_records_callstart_idx').on(table.callstart.desc()),
    index('call_records_call_account_idx').on(table.call_billing_account_id, table.callstart.desc()),
    index('call_records_account_idx').on(table.account_id, table.callstart.desc()),
    index('call_records_user_idx').on(table.user_id, table.callstart.desc()),
    index('call_records_extension_idx').on(table.extension_id, table.callstart.desc()),
    index('call_records_provider_account_idx').on(table.provider_account_id, table.callstart.desc()),
    // The lists' other sort orders, each served by an index (ties go by call start in the same direction, so one
    // index serves both directions), so a page never sorts a year of calls. Numbers sort byte by byte (C) whatever the
    // database's collation, which also lets a caller or destination prefix use them.
    index('call_records_cost_idx').on(table.cost, table.callstart),
    index('call_records_provider_cost_idx')
      .on(table.provider_cost, table.callstart)
      .where(sql`${table.provider_account_id} is not null`),
    index('call_records_provider_cost_desc_idx')
      .on(table.provider_cost.desc().nullsLast(), table.callstart.desc())
      .where(sql`${table.provider_account_id} is not null`),
    index('call_records_caller_sort_idx').using('btree', sql`(${table.caller_id_number} collate "C")`, table.callstart),
    // Also covers a destination prefix's totals (cost and seconds read from the index alone, no table visit).
    index('call_records_destination_sort_idx').using('btree', sql`(${table.destination_number} collate "C")`, table.callstart, table.cost, table.billseconds),
    index('call_records_call_type_idx').on(table.call_type, table.callstart),
    // Few rows: what operators must fix and re-rate.
    index('call_records_unrated_idx')
      .on(table.callstart)
      .where(sql`not ${table.rated}`),
    // The dashboard's unrated calls by reason, read from the index alone.
    index('call_records_unrated_reason_idx')
      .on(table.unrated_reason)
      .where(sql`not ${table.rated}`),
    index('call_records_provider_unrated_idx')
      .on(table.callstart)
      .where(sql`${table.provider_unrated_reason} is not null`),
    check('call_records_direction', sql`${table.direction} in ('outbound', 'inbound', 'local')`),
    check('call_records_call_type', sql`${table.call_type} in ('STANDARD', 'DID')`),
  ],
);

/**
 * Each call once, whatever start time its CDRs carry: the A-leg's uuid, lower-cased, names the one
 * record of the call across every monthly partition (a key of the partitioned table itself must hold
 * the start, so a CDR posted again with a shifted start would slip past it). Written in the same
 * statement as the record, so a second record of the call, and with it a second charge, can never
 * commit.
 */
export const callRecordKeys = pgTable('call_record_keys', {
  call_key: varchar('call_key', { length: 64 }).primaryKey(),
  call_record_id: bigint('call_record_id', { mode: 'number' }).notNull(),
  /** The record's partition key, so the record is found by its primary key. */
  callstart: timestamp('callstart', { withTimezone: true }).notNull(),
});

/**
 * What the switch sent for each leg, compressed (raw-cdr-compression.ts), so a disputed charge
 * can be checked against it. Partitioned by month like the records (the migration declares it),
 * so the retention setting drops whole months.
 */
export const callRecordRaws = pgTable(
  'call_record_raws',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** The A-leg's uuid: the call's record. */
    call_uuid: varchar('call_uuid', { length: 64 }).notNull(),
    /** This leg's own uuid (the A-leg's own for an A-leg). */
    leg_uuid: varchar('leg_uuid', { length: 64 }).notNull(),
    leg: varchar('leg', { length: 1 }).$type<'a' | 'b'>().notNull(),
    callstart: timestamp('callstart', { withTimezone: true }).notNull(),
    content_type: varchar('content_type', { length: 100 }),
    body: bytea('body').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'call_record_raws_pkey', columns: [table.id, table.callstart] }),
    uniqueIndex('call_record_raws_leg_idx').on(table.leg_uuid, table.callstart),
    index('call_record_raws_call_idx').on(table.call_uuid),
    check('call_record_raws_leg', sql`${table.leg} in ('a', 'b')`),
  ],
);

/** A B-leg (the carrier side) that arrived before its A-leg: merged into the record when the A-leg comes. */
export const callLegsPending = pgTable('call_legs_pending', {
  call_uuid: varchar('call_uuid', { length: 64 }).primaryKey(),
  leg_uuid: varchar('leg_uuid', { length: 64 }).notNull(),
  /** The leg as parsed from its CDR (see cdr-parser.ts). */
  leg: exactJson<Record<string, unknown>>('leg').notNull(),
  received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Calls, seconds and money per UTC day and per what the lists filter by, kept in the ingest
 * transaction, so a summary over a month reads a few hundred rows, not a million records.
 * A dimension that does not apply is 0, not null, so one unique key covers every row on any
 * PostgreSQL (NULLS NOT DISTINCT needs 15).
 */
export const callRecordDays = pgTable(
  'call_record_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    user_type: varchar('user_type', { length: 10 }).$type<CallRecordSide>().notNull(),
    account_id: integer('account_id').notNull().default(0),
    call_account_id: integer('call_account_id').notNull().default(0),
    user_id: integer('user_id').notNull().default(0),
    extension_id: integer('extension_id').notNull().default(0),
    direction: varchar('direction', { length: 10 }).$type<CallDirection>().notNull(),
    call_type: varchar('call_type', { length: 10 }).$type<CallType>().notNull(),
    calls: bigint('calls', { mode: 'number' }).notNull().default(0),
    /** The calls billed more than 0 seconds on the row's side: ASR and ACD are read from it. */
    answered: bigint('answered', { mode: 'number' }).notNull().default(0),
    billseconds: bigint('billseconds', { mode: 'number' }).notNull().default(0),
    cost: moneyColumn('cost').notNull().default('0'),
    /** On the customer side, what the carriers charged for the same calls (the margin's other half); 0 on the carrier side. */
    provider_cost: moneyColumn('provider_cost').notNull().default('0'),
  },
  (table) => [
    unique('call_record_days_key').on(
      table.day,
      table.user_type,
      table.account_id,
      table.call_account_id,
      table.user_id,
      table.extension_id,
      table.direction,
      table.call_type,
    ),
    index('call_record_days_account_idx').on(table.account_id, table.day),
    index('call_record_days_call_account_idx').on(table.call_account_id, table.day),
    index('call_record_days_user_idx').on(table.user_id, table.day),
    index('call_record_days_extension_idx').on(table.extension_id, table.day),
    check('call_record_days_user_type', sql`${table.user_type} in ('user', 'provider')`),
  ],
);
