import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { moneyColumn } from './columns.js';

/** What the traffic figures are counted by: everything, a customer (user), a trunk, a provider account, a rate's destination prefix. */
export const TRAFFIC_DIMENSIONS = ['all', 'customer', 'trunk', 'provider', 'prefix'] as const;
export type TrafficDimension = (typeof TRAFFIC_DIMENSIONS)[number];

const trafficColumns = {
  dimension: varchar('dimension', { length: 10 }).$type<TrafficDimension>().notNull(),
  /** The customer's, trunk's or provider account's id as text, the rate prefix, or '' for `all`. */
  key: varchar('key', { length: 32 }).notNull(),
  calls: bigint('calls', { mode: 'number' }).notNull().default(0),
  /** Calls with billed seconds: ASR's numerator, ACD's denominator. */
  answered: bigint('answered', { mode: 'number' }).notNull().default(0),
  billseconds: bigint('billseconds', { mode: 'number' }).notNull().default(0),
  /** What customers were charged. */
  revenue: moneyColumn('revenue').notNull().default('0'),
  /** What the carriers charged for the same calls. */
  provider_cost: moneyColumn('provider_cost').notNull().default('0'),
};

/**
 * The dashboard's and reports' figures per UTC hour, each call counted once under every dimension
 * (five rows an hour per customer, trunk, provider and prefix that had calls, whatever the number
 * of calls). Kept by statement triggers on call_records (migration 0035) in the transaction that
 * writes, re-rates or deletes the records, so ingestion need not know it exists. Hours let a day
 * in the operator's time zone be summed exactly (for a zone a whole number of hours from UTC).
 */
export const callTrafficHours = pgTable('call_traffic_hours', { hour: timestamp('hour', { withTimezone: true }).notNull(), ...trafficColumns }, (table) => [
  primaryKey({ name: 'call_traffic_hours_pkey', columns: [table.dimension, table.hour, table.key] }),
  check('call_traffic_hours_dimension', sql`${table.dimension} in ('all', 'customer', 'trunk', 'provider', 'prefix')`),
]);

/** The same per UTC day: a month's ranking reads thirty rows per customer, the range's ragged ends come from the hours. */
export const callTrafficDays = pgTable('call_traffic_days', { day: date('day', { mode: 'string' }).notNull(), ...trafficColumns }, (table) => [
  primaryKey({ name: 'call_traffic_days_pkey', columns: [table.dimension, table.day, table.key] }),
  check('call_traffic_days_dimension', sql`${table.dimension} in ('all', 'customer', 'trunk', 'provider', 'prefix')`),
]);
