import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, callAccounts, roles, userLogins, users } from '../../db/schema/index.js';

/** Locks the user row until the transaction ends, so nothing is attached to it while it is being deleted. */
export async function lockUser(db: Executor, userId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row !== undefined;
}

export async function findUserRoleFields(db: Executor, userId: number) {
  const [row] = await db.select({ role_id: users.role_id, type: users.type }).from(users).where(eq(users.id, userId));
  return row;
}

export async function findUserGreeting(db: Executor, userId: number) {
  const [row] = await db.select({ id: users.id, firstname: users.firstname }).from(users).where(eq(users.id, userId));
  return row;
}

/** Accounts and call accounts linked to the user (type 'user'); they would be orphaned by a delete. */
export async function countOwnedBilling(db: Executor, userId: number) {
  const [[ownedAccounts], [ownedCallAccounts]] = await Promise.all([
    db
      .select({ total: count() })
      .from(accounts)
      .where(and(eq(accounts.type, 'user'), eq(accounts.type_id, userId))),
    db
      .select({ total: count() })
      .from(callAccounts)
      .where(and(eq(callAccounts.type, 'user'), eq(callAccounts.type_id, userId))),
  ]);
  return { accounts: ownedAccounts.total, callAccounts: ownedCallAccounts.total };
}

export async function deleteUserRow(db: Executor, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
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

/** Those of the given role names that exist. */
export async function findRoleNames(db: Executor, names: string[]) {
  if (names.length === 0) return new Set<string>();
  const rows = await db.select({ name: roles.name }).from(roles).where(inArray(roles.name, names));
  return new Set(rows.map((row) => row.name));
}
