import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { moneyColumn, requiredReference } from './columns.js';
import { callAccounts } from './accounts.js';

export const CALL_DIRECTIONS = ['outbound', 'inbound', 'local'] as const;

/**
 * The calls in progress and the money each holds: one row per call the dialplan authorized
 * (rl_authorize_calls_durably, migrations 0040 to 0042), written before the call rings, so every Ringledger
 * instance sees what the account's other calls hold. The CDR that settles the call deletes its
 * row in the transaction that charges it; a row whose CDR never comes stops counting at
 * `expires_at` and is deleted at the account's next authorization.
 */
export const callReservations = pgTable(
  'call_reservations',
  {
    /** The A leg's uuid in lower case, as call records key a call. */
    call_uuid: varchar('call_uuid', { length: 64 }).primaryKey(),
    call_account_id: requiredReference('call_account_id', () => callAccounts.id, 'cascade'),
    // No foreign keys (migration 0040): an account goes only once its call accounts have gone, and a
    // trunk's id is never used again; checked at every insert, they cost each call two lookups.
    account_id: integer('account_id'),
    trunk_id: integer('trunk_id'),
    /** The switch that asked, by the hostname it sends. */
    switch_name: varchar('switch_name', { length: 253 }),
    direction: varchar('direction', { length: 8 }).$type<(typeof CALL_DIRECTIONS)[number]>().notNull(),
    destination: varchar('destination', { length: 64 }).notNull(),
    /** The per-minute price as charged (the pricelist's markup applied) and the connect cost. */
    cost_per_min: moneyColumn('cost_per_min').notNull(),
    connect_cost: moneyColumn('connect_cost').notNull(),
    /** The longest the call may talk; the dialplan schedules its hangup at this many seconds after answer. */
    allowed_seconds: integer('allowed_seconds').notNull(),
    /** What the call may cost at most: the connect cost and the allowed seconds at the rate. */
    held: moneyColumn('held').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answered_at: timestamp('answered_at', { withTimezone: true }),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('call_reservations_direction', sql`${table.direction} in ('outbound', 'inbound', 'local')`),
    // The account's expired reservations are found by it at each of its calls (migration 0038).
    index('call_reservations_call_account_idx').on(table.call_account_id, table.expires_at),
    index('call_reservations_account_idx').on(table.account_id, table.created_at),
    index('call_reservations_trunk_idx').on(table.trunk_id, table.created_at),
  ],
);
