import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { callAccountTransactions, callAccounts, payments } from '../../db/schema/index.js';
import { ownedBy } from '../self-service/user-lines.queries.js';

const receiptColumns = {
  id: payments.id,
  reference: payments.reference,
  line: { id: callAccounts.id, number: callAccounts.number, name: callAccounts.name },
  amount: payments.amount,
  currency: payments.currency,
  provider: payments.provider,
  status: payments.status,
  failure_reason: payments.failure_reason,
  balance_after: callAccountTransactions.balance_after,
  created_at: payments.created_at,
  completed_at: payments.completed_at,
};

function selectReceipts(db: Executor) {
  return db
    .select(receiptColumns)
    .from(payments)
    .innerJoin(callAccounts, eq(callAccounts.id, payments.call_account_id))
    .leftJoin(callAccountTransactions, eq(callAccountTransactions.id, payments.ledger_transaction_id));
}

/** A page of the payments on the user's own lines (whose they are follows the line, as its ledger does), newest first, and how many in all. */
export async function findUserPayments(db: Executor, userId: number, page: { page: number; limit: number }) {
  const [results, [{ total }]] = await Promise.all([
    selectReceipts(db)
      .where(ownedBy(userId))
      .orderBy(desc(payments.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(payments).innerJoin(callAccounts, eq(callAccounts.id, payments.call_account_id)).where(ownedBy(userId)),
  ]);
  return { results, total };
}

/** One payment on one of the user's own lines, with that line's balance now; undefined for anyone else's. */
export async function findUserPayment(db: Executor, userId: number, reference: string) {
  const [found] = await db
    .select({ ...receiptColumns, line_balance: callAccounts.balance })
    .from(payments)
    .innerJoin(callAccounts, eq(callAccounts.id, payments.call_account_id))
    .leftJoin(callAccountTransactions, eq(callAccountTransactions.id, payments.ledger_transaction_id))
    .where(and(eq(payments.reference, reference), ownedBy(userId)));
  return found;
}
