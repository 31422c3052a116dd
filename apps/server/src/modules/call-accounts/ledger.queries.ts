import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { callAccountTransactions, callAccounts } from '../../db/schema/index.js';
import { creatorEmbed } from '../crud/table-store.js';

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

/** Moves the balance by the amount and writes the ledger row with the balance it left; call with the row locked. */
export async function recordMovement(
  tx: Executor,
  movement: { callAccountId: number; type: TransactionType; amount: string; description: string | null; createdById: number },
) {
  const balance =
    movement.type === 'credit' ? sql`${callAccounts.balance} + ${movement.amount}::numeric` : sql`${callAccounts.balance} - ${movement.amount}::numeric`;
  const [account] = await tx
    .update(callAccounts)
    .set({ balance })
    .where(eq(callAccounts.id, movement.callAccountId))
    .returning({ balance: callAccounts.balance });
  const [entry] = await tx
    .insert(callAccountTransactions)
    .values({
      call_account_id: movement.callAccountId,
      type: movement.type,
      amount: movement.amount,
      balance_after: account.balance,
      description: movement.description,
      created_by_id: movement.createdById,
    })
    .returning({ id: callAccountTransactions.id });
  return entry.id;
}

/** The column is plain text to Drizzle; the table's check constraint admits only credit and debit. */
function asEntry<Row extends { type: string }>(row: Row) {
  return { ...row, type: row.type as TransactionType };
}

export async function findTransaction(db: Executor, id: number) {
  const row = await db.query.callAccountTransactions.findFirst({ where: eq(callAccountTransactions.id, id), with: creatorEmbed });
  return row && asEntry(row);
}

/** One page of a call account's ledger, newest first. */
export async function findTransactionsPage(db: Executor, callAccountId: number, page: { page: number; limit: number }) {
  const where = eq(callAccountTransactions.call_account_id, callAccountId);
  const [results, total] = await Promise.all([
    db.query.callAccountTransactions.findMany({
      where,
      orderBy: [desc(callAccountTransactions.id)],
      limit: page.limit,
      offset: (page.page - 1) * page.limit,
      with: creatorEmbed,
    }),
    db.$count(callAccountTransactions, where),
  ]);
  return { results: results.map(asEntry), total };
}
