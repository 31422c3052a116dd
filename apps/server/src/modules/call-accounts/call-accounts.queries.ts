import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, callAccountTransactions, callAccounts, dids, pricelists } from '../../db/schema/index.js';

export type NewCallAccount = typeof callAccounts.$inferInsert;
export type CallAccountChanges = Partial<NewCallAccount>;

export async function isExistingPricelist(db: Executor, pricelistId: number) {
  const [row] = await db.select({ id: pricelists.id }).from(pricelists).where(eq(pricelists.id, pricelistId)).limit(1);
  return row !== undefined;
}

export async function isExistingAccount(db: Executor, accountId: number) {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row !== undefined;
}

export async function isExistingCallAccount(db: Executor, callAccountId: number) {
  const [row] = await db.select({ id: callAccounts.id }).from(callAccounts).where(eq(callAccounts.id, callAccountId)).limit(1);
  return row !== undefined;
}

/** The call account's owner, locked until the transaction ends so concurrent edits and ledger movements queue behind this change. */
export async function lockCallAccount(tx: Executor, callAccountId: number) {
  const [row] = await tx
    .select({ type: callAccounts.type, type_id: callAccounts.type_id })
    .from(callAccounts)
    .where(eq(callAccounts.id, callAccountId))
    .for('update');
  return row;
}

export async function insertCallAccount(tx: Executor, values: NewCallAccount) {
  const [row] = await tx.insert(callAccounts).values(values).returning({ id: callAccounts.id });
  return row.id;
}

export async function updateCallAccountRow(tx: Executor, callAccountId: number, changes: CallAccountChanges) {
  if (Object.keys(changes).length === 0) return;
  await tx.update(callAccounts).set(changes).where(eq(callAccounts.id, callAccountId));
}

export async function deleteCallAccountRow(tx: Executor, callAccountId: number) {
  await tx.delete(callAccounts).where(eq(callAccounts.id, callAccountId));
}

/** The call accounts that are a user's own lines (type user, linked to them). */
export function ownedByUser(userId: number) {
  return and(eq(callAccounts.type, 'user'), eq(callAccounts.type_id, userId));
}

/** How many rows still point at a call account and would block its deletion. */
export async function countReferrers(db: Executor, callAccountId: number) {
  const [didCount, transactionCount] = await Promise.all([
    db.$count(dids, eq(dids.call_billing_account_id, callAccountId)),
    db.$count(callAccountTransactions, eq(callAccountTransactions.call_account_id, callAccountId)),
  ]);
  return { dids: didCount, transactions: transactionCount };
}
