import { bigint, date, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import type { CallDirection, CallRecordSide, CallType } from '@ringledger/contract';
import { moneyColumn } from './columns.js';

/**
 * call_record_days added up over its accounts, users and extensions: a few rows per day, so a
 * year's summary with no account named reads about four thousand rows instead of millions.
 * Triggers on call_record_days keep it (migration 0014), in the same transaction as the rollup
 * they follow, so the two never disagree and ingestion need not know it exists.
 */
export const callRecordDayTotals = pgTable(
  'call_record_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    user_type: varchar('user_type', { length: 10 }).$type<CallRecordSide>().notNull(),
    direction: varchar('direction', { length: 10 }).$type<CallDirection>().notNull(),
    call_type: varchar('call_type', { length: 10 }).$type<CallType>().notNull(),
    calls: bigint('calls', { mode: 'number' }).notNull().default(0),
    answered: bigint('answered', { mode: 'number' }).notNull().default(0),
    billseconds: bigint('billseconds', { mode: 'number' }).notNull().default(0),
    cost: moneyColumn('cost').notNull().default('0'),
    provider_cost: moneyColumn('provider_cost').notNull().default('0'),
  },
  (table) => [primaryKey({ name: 'call_record_day_totals_pkey', columns: [table.day, table.user_type, table.direction, table.call_type] })],
);

/** The longest destination prefix call_record_prefix_days keeps: a country code and a network's code. */
export const ROLLED_UP_PREFIX_LENGTH = 6;

/**
 * Calls per day under each start of their destination number, one to six characters long (a call
 * to 2348031234567 counts under 2, 23, 234, 2348, 23480 and 234803), so a destination-prefix
 * filter of up to six characters is summed from a few rows a day instead of every matching record.
 * Kept by ingestion and re-rating in the transaction that changes the records. On the carrier side
 * only known providers' legs are counted, as the provider list shows only those.
 */
export const callRecordPrefixDays = pgTable(
  'call_record_prefix_days',
  {
    user_type: varchar('user_type', { length: 10 }).$type<CallRecordSide>().notNull(),
    prefix: varchar('prefix', { length: ROLLED_UP_PREFIX_LENGTH }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    direction: varchar('direction', { length: 10 }).$type<CallDirection>().notNull(),
    call_type: varchar('call_type', { length: 10 }).$type<CallType>().notNull(),
    calls: bigint('calls', { mode: 'number' }).notNull().default(0),
    answered: bigint('answered', { mode: 'number' }).notNull().default(0),
    billseconds: bigint('billseconds', { mode: 'number' }).notNull().default(0),
    cost: moneyColumn('cost').notNull().default('0'),
    provider_cost: moneyColumn('provider_cost').notNull().default('0'),
  },
  (table) => [primaryKey({ name: 'call_record_prefix_days_pkey', columns: [table.user_type, table.prefix, table.day, table.direction, table.call_type] })],
);
