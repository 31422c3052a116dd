import { pgTable } from 'drizzle-orm/pg-core';
import { callAccounts } from './accounts.js';
import { moneyColumn, requiredReference } from './columns.js';

/**
 * What each call account's calls in progress hold: the sum of its call_reservations' `held`, kept
 * by triggers on that table (migration 0040) so a call's authorization reads one row instead of
 * adding up the account's calls. Written only by those triggers.
 */
export const callAccountHolds = pgTable('call_account_holds', {
  call_account_id: requiredReference('call_account_id', () => callAccounts.id, 'cascade').primaryKey(),
  held: moneyColumn('held').notNull().default('0'),
});
