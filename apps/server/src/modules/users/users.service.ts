import type { Database, Executor } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound } from '../../errors/app-error.js';
import { countOwnedBilling, deleteUserRow, findIdentityHolders, findUserRoleFields, lockUser } from './users.queries.js';
import { userStore } from './users.store.js';

type UserValues = Record<string, unknown>;

const plural = (total: number, word: string) => `${total} ${word}${total === 1 ? '' : 's'}`;

/** An e-mail is a sign-in identity: it may belong to no other user, as an e-mail or as a username. */
async function assertEmailFree(db: Executor, email: unknown, userId?: number) {
  if (typeof email !== 'string') return;
  const holders = await findIdentityHolders(db, email);
  const message = holders.emailOf.some((id) => id !== userId)
    ? 'A user with this email already exists'
    : holders.loginOf.some((holder) => holder.userId !== userId)
      ? "This email is another user's username"
      : undefined;
  if (message) throw new AppError('CONFLICT', message, { email: message });
}

/**
 * Nobody raises their own privileges: the role, and the type that picks the role when none
 * is chosen, are changed only by someone else.
 */
async function assertOwnRoleKept(db: Executor, userId: number, values: UserValues) {
  const current = await findUserRoleFields(db, userId);
  if (!current) throw notFound('User');
  if (values.role_id !== undefined && values.role_id !== current.role_id) throw forbidden('You cannot change your own role');
  if (values.type !== undefined && values.type !== current.type) throw forbidden('You cannot change your own user type');
}

export async function createUser(options: { db: Database; values: UserValues; createdById: number }) {
  await assertEmailFree(options.db, options.values.email);
  return userStore.create(options.db, options.values, { actorId: options.createdById });
}

export async function updateUser(options: { db: Database; userId: number; values: UserValues; actorId: number }) {
  const { db, userId, values } = options;
  if (userId === options.actorId) await assertOwnRoleKept(db, userId, values);
  await assertEmailFree(db, values.email, userId);
  return userStore.update(db, userId, values, { actorId: options.actorId });
}

/** A user goes with their logins, devices and sessions, but never leaves accounts without an owner. */
export async function deleteUser(options: { db: Database; userId: number; actorId: number }) {
  const { db, userId } = options;
  if (userId === options.actorId) throw conflict('You cannot delete your own account');
  await db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw notFound('User');
    const owned = await countOwnedBilling(tx, userId);
    const parts = [owned.accounts && plural(owned.accounts, 'account'), owned.callAccounts && plural(owned.callAccounts, 'call account')].filter(Boolean);
    if (parts.length) throw conflict(`This user still owns ${parts.join(' and ')}; remove or reassign them first`);
    await deleteUserRow(tx, userId);
  });
}
