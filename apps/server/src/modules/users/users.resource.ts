import { users } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import type { StoredRow, UpdateValues } from '../../resources/hook-values.js';
import { AppError, conflict, forbidden } from '../../errors/app-error.js';
import type { Executor } from '../../db/client.js';
import { countOwnedBilling, findIdentityHolders } from './users.queries.js';
import { effectiveRoleId } from '../../auth/permissions.queries.js';

const plural = (total: number, word: string) => `${total} ${word}${total === 1 ? '' : 's'}`;

/** An e-mail is a sign-in identity: it may belong to no other user, as an e-mail or as a username. */
async function assertEmailFree(db: Executor, email: string | null | undefined, userId?: number) {
  if (!email) return;
  const holders = await findIdentityHolders(db, email);
  const message = holders.emailOf.some((id) => id !== userId)
    ? 'A user with this email already exists'
    : holders.loginOf.some((holder) => holder.userId !== userId)
      ? "This email is another user's username"
      : undefined;
  if (message) throw new AppError('CONFLICT', message, { email: message });
}

/** Nobody raises their own privileges: the role, and the type that picks the role when none is chosen, are changed only by someone else. */
function assertOwnRoleKept(values: UpdateValues<typeof users>, current: StoredRow<typeof users>) {
  if (values.role_id !== undefined && values.role_id !== current.role_id) throw forbidden('You cannot change your own role');
  if (values.type !== undefined && values.type !== current.type) throw forbidden('You cannot change your own user type');
}

/** Users: identities stay unambiguous, nobody changes their own role or deletes themselves, and owners of billing rows stay. */
export const userBehaviour = defineBehaviour(users, {
  async beforeCreate({ tx, input }) {
    await assertEmailFree(tx, input.email);
  },
  async beforeUpdate({ tx, id, values, current, context }) {
    if (id === context.actor.userId) assertOwnRoleKept(values, current);
    await assertEmailFree(tx, values.email, id);
  },
  async beforeDelete({ tx, id, context }) {
    if (id === context.actor.userId) throw conflict('You cannot delete your own account');
    const owned = await countOwnedBilling(tx, id);
    const parts = [owned.accounts && plural(owned.accounts, 'account'), owned.callAccounts && plural(owned.callAccounts, 'call account')].filter(Boolean);
    if (parts.length) throw conflict(`This user still owns ${parts.join(' and ')}; remove or reassign them first`);
  },
  // Without a chosen role a user holds the role named after their type: answers show that one.
  joinOn: { role: effectiveRoleId },
  changesAccess: true,
});
