import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdByColumn, moneyColumn, requiredReference } from './columns.js';
import { users } from './people.js';
import { callAccounts } from './accounts.js';

/**
 * The ledger: every balance movement of a call account, written in the same database
 * transaction as the balance change, with the balance it left behind.
 */
export const callAccountTransactions = pgTable(
  'call_account_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    call_account_id: requiredReference('call_account_id', () => callAccounts.id),
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
