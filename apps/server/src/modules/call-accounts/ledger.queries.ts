import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { callAccountTransactions, callAccounts } from '../../db/schema/index.js';

export type TransactionType = 'credit' | 'debit';

/**
 * Locks the call account's row until the transaction ends, so concurrent movements queue up
 * behind each other, and answers in SQL numeric what it can spend: balance plus credit limit.
 */
export async function lockForMovement(tx: Executor, callAccountId: number, amount: string) {
  const spendable = sql`${callAccounts.balance} + ${callAccounts.credit_limit}`;
  const [row] = await tx
    .select({
      available: sql<string>`round(greatest(${spendable}, 0), 5)`.mapWith(String),
      canCover: sql<boolean>`${spendable} >= ${amount}::numeric`.mapWith(Boolean),
    })
    .from(callAccounts)
    .where(eq(callAccounts.id, callAccountId))
    .for('update');
  return row;
}

/** Moves the balance by the amount and answers the balance it left; call with the row locked. */
export async function changeBalance(tx: Executor, movement: { callAccountId: number; type: TransactionType; amount: string }) {
  const balance =
    movement.type === 'credit' ? sql`${callAccounts.balance} + ${movement.amount}::numeric` : sql`${callAccounts.balance} - ${movement.amount}::numeric`;
  const [account] = await tx
    .update(callAccounts)
    .set({ balance })
    .where(eq(callAccounts.id, movement.callAccountId))
    .returning({ balance: callAccounts.balance });
  return account.balance;
}

/** Writes the ledger line of a movement already made, with the balance it left. */
export async function insertLedgerLine(
  tx: Executor,
  line: { callAccountId: number; type: TransactionType; amount: string; balanceAfter: string; description: string; createdById: number | null },
) {
  const [inserted] = await tx
    .insert(callAccountTransactions)
    .values({
      call_account_id: line.callAccountId,
      type: line.type,
      amount: line.amount,
      balance_after: line.balanceAfter,
      description: line.description,
      created_by_id: line.createdById,
    })
    .returning({ id: callAccountTransactions.id });
  return inserted.id;
}
