import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { moneyColumn, requiredReference } from './columns.js';
import { callAccounts } from './accounts.js';

/** Where a call account's balance stands against the low-balance threshold: ok, low (below it) or negative (below zero). */
export const BALANCE_LEVELS = ['ok', 'low', 'negative'] as const;
export type BalanceLevel = (typeof BALANCE_LEVELS)[number];

/**
 * The level each call account's balance was last seen at, kept by a trigger on every balance
 * change (migration 0029): an alert is raised only when the level deepens, so one crossing gives
 * one alert however many calls follow it, and a credit that lifts the level re-arms it.
 */
export const callAccountBalanceLevels = pgTable(
  'call_account_balance_levels',
  {
    call_account_id: requiredReference('call_account_id', () => callAccounts.id, 'cascade').primaryKey(),
    level: varchar('level', { length: 8 }).$type<BalanceLevel>().notNull(),
  },
  (table) => [check('call_account_balance_levels_level', sql`${table.level} in ('ok', 'low', 'negative')`)],
);

/**
 * The outbox of balance alerts: written by the same trigger, in the transaction that moved the
 * balance, and delivered after it commits (mail to the owner and to staff, the webhook), each
 * step once, by whichever server instance claims the row.
 */
export const balanceAlerts = pgTable(
  'balance_alerts',
  {
    id: serial('id').primaryKey(),
    call_account_id: requiredReference('call_account_id', () => callAccounts.id, 'cascade'),
    level: varchar('level', { length: 8 }).$type<Exclude<BalanceLevel, 'ok'>>().notNull(),
    balance: moneyColumn('balance').notNull(),
    threshold: moneyColumn('threshold').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    owner_mailed_at: timestamp('owner_mailed_at', { withTimezone: true }),
    staff_mailed_at: timestamp('staff_mailed_at', { withTimezone: true }),
    webhook_sent_at: timestamp('webhook_sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    last_error: text('last_error'),
    /** Set once every step is done, or when the attempts run out. */
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check('balance_alerts_level', sql`${table.level} in ('low', 'negative')`),
    index('balance_alerts_due_idx')
      .on(table.next_attempt_at)
      .where(sql`${table.finished_at} is null`),
    index('balance_alerts_call_account_idx').on(table.call_account_id),
  ],
);
