import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, localizations } from '../../db/schema/index.js';

export type NewAccount = typeof accounts.$inferInsert;
export type AccountChanges = Partial<NewAccount>;

/** Accounts of type user that belong to one user (spec: a user's accounts). */
export const ownedByUser = (userId: number) => and(eq(accounts.type, 'user'), eq(accounts.type_id, userId));

/** The account's owner, locked until the transaction ends so concurrent edits cannot leave a user account without its user. */
export async function lockAccountOwner(tx: Executor, id: number) {
  const [row] = await tx.select({ type: accounts.type, type_id: accounts.type_id }).from(accounts).where(eq(accounts.id, id)).for('update');
  return row;
}

export async function insertAccount(tx: Executor, values: NewAccount) {
  const [row] = await tx.insert(accounts).values(values).returning({ id: accounts.id });
  return row.id;
}

export async function updateAccountRow(tx: Executor, id: number, changes: AccountChanges) {
  if (Object.keys(changes).length === 0) return;
  await tx.update(accounts).set(changes).where(eq(accounts.id, id));
}

export async function isExistingAccount(db: Executor, id: number) {
  return (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).limit(1)).length > 0;
}

export async function isExistingLocalization(db: Executor, id: number) {
  return (await db.select({ id: localizations.id }).from(localizations).where(eq(localizations.id, id)).limit(1)).length > 0;
}
