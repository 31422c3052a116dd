import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdByColumn, moneyColumn, timestampColumns } from './columns.js';
import { users } from './people.js';
import { callAccounts } from './accounts.js';
import { callAccountTransactions } from './ledger.js';

/**
 * Card payments recharging a line: pending until the provider answers, then success (credited
 * once, through the ledger line it names) or failed. The reference is ours, sent to the provider.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reference: varchar('reference', { length: 48 }).notNull(),
    call_account_id: integer('call_account_id')
      .notNull()
      .references(() => callAccounts.id, { onDelete: 'restrict' }),
    /** In the currency's major unit, as the ledger keeps money; each provider is sent it in its own unit (payment-providers). */
    amount: moneyColumn('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** The provider's own id for it (a Stripe Checkout Session, a Paystack transaction). */
    provider_reference: varchar('provider_reference', { length: 255 }),
    /** What the provider last said about it, as it said it (`success`, `abandoned`, a test checkout's `pay`). */
    provider_status: varchar('provider_status', { length: 32 }),
    failure_reason: varchar('failure_reason', { length: 255 }),
    /** The ledger credit a successful payment made; one payment credits at most once. */
    ledger_transaction_id: bigint('ledger_transaction_id', { mode: 'number' }).references(() => callAccountTransactions.id, { onDelete: 'restrict' }),
    /** The payer: who started it. */
    created_by_id: createdByColumn().references(() => users.id, { onDelete: 'set null' }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    ...timestampColumns,
  },
  (table) => [
    uniqueIndex('payments_reference_idx').on(table.reference),
    uniqueIndex('payments_ledger_transaction_idx').on(table.ledger_transaction_id),
    index('payments_call_account_idx').on(table.call_account_id, table.id),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check('payments_status', sql`${table.status} in ('pending', 'success', 'failed')`),
    check('payments_provider', sql`${table.provider} in ('sandbox', 'paystack', 'stripe')`),
    check('payments_credited_once', sql`(${table.status} = 'success') = (${table.ledger_transaction_id} is not null)`),
  ],
);
