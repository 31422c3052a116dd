import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, callAccounts, userLogins, users } from '../../db/schema/index.js';

/** Locks the user row until the transaction ends, so nothing is attached to it while it is being deleted. */
export async function lockUser(db: Executor, userId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row !== undefined;
}

export async function findUserGreeting(db: Executor, userId: number) {
  const [row] = await db.select({ id: users.id, firstname: users.firstname }).from(users).where(eq(users.id, userId));
  return row;
}

/** Accounts and call accounts the user owns, as a user or as a provider; a delete would orphan them. */
export async function countOwnedBilling(db: Executor, userId: number) {
  const [[ownedAccounts], [ownedCallAccounts]] = await Promise.all([
    db.select({ total: count() }).from(accounts).where(eq(accounts.type_id, userId)),
    db.select({ total: count() }).from(callAccounts).where(eq(callAccounts.type_id, userId)),
  ]);
  return { accounts: ownedAccounts.total, callAccounts: ownedCallAccounts.total };
}

/**
 * Who signs in with this identity: sign-in accepts a login username or a user's e-mail, so one
 * person's e-mail must not be another person's username.
 */
export async function findIdentityHolders(db: Executor, identity: string) {
  const needle = identity.toLowerCase();
  const [byEmail, byLogin] = await Promise.all([
    db
      .select({ userId: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${needle}`),
    db
      .select({ userId: userLogins.user_id, loginId: userLogins.id })
      .from(userLogins)
      .where(sql`lower(${userLogins.login}) = ${needle}`),
  ]);
  return { emailOf: byEmail.map((row) => row.userId), loginOf: byLogin };
}
