import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, callAccounts, roles, userLogins, users } from '../../db/schema/index.js';

/** Locks the user row until the transaction ends, so nothing is attached to it while it is being deleted. */
export async function lockUser(db: Executor, userId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row !== undefined;
}

export async function isExistingUser(db: Executor, userId: number) {
  return (await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1)).length > 0;
}

/**
 * Holds the user row until the transaction ends, so a concurrent deletion of the user waits and
 * then sees the account that names them (KEY SHARE still lets the user's details change).
 */
export async function holdUser(tx: Executor, userId: number) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
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

/** Accounts and call accounts the user owns, as a user or as a provider; a delete would orphan them. */
export async function countOwnedBilling(db: Executor, userId: number) {
  const [[ownedAccounts], [ownedCallAccounts]] = await Promise.all([
    db.select({ total: count() }).from(accounts).where(eq(accounts.type_id, userId)),
    db.select({ total: count() }).from(callAccounts).where(eq(callAccounts.type_id, userId)),
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
