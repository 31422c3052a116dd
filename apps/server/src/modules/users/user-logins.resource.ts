import { userLogins } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import { AppError, conflict } from '../../errors/app-error.js';
import type { Executor } from '../../db/client.js';
import { generatePassword, hashPassword } from '../session/passwords.js';
import { sendCredentialsInBackground } from './credentials-mail.js';
import { countLogins, revokeSessions } from './user-logins.queries.js';
import { findIdentityHolders, findUserGreeting, lockUser } from './users.queries.js';

const USERNAME_TAKEN = 'This username is already taken';

/** Usernames are unique across all users, and never another user's e-mail, which signs in too. */
async function assertUsernameFree(db: Executor, username: { login: string; userId: number; loginId?: number }) {
  const holders = await findIdentityHolders(db, username.login);
  const isTaken = holders.loginOf.some((holder) => holder.loginId !== username.loginId) || holders.emailOf.some((id) => id !== username.userId);
  if (isTaken) throw new AppError('CONFLICT', USERNAME_TAKEN, { login: USERNAME_TAKEN });
}

/**
 * A user's logins: a blank password is generated, every password is stored only as its hash and
 * mailed after the save, a new password ends the user's sessions elsewhere, and nobody deletes
 * their own only login.
 */
export const userLoginBehaviour = defineBehaviour(userLogins, {
  async beforeCreate({ tx, input, context }) {
    const userId = context.parentId;
    await assertUsernameFree(tx, { login: input.login, userId });
    input.password ??= generatePassword();
    return { user_id: userId, login: input.login, password_hash: await hashPassword(input.password) };
  },
  afterCreate({ db, record, input, context }) {
    const { services } = context;
    // beforeCreate filled a blank password in, so only a broken hook leaves none to send.
    const { password } = input;
    if (password === undefined) {
      services.log.error({ login: record.login }, 'a new login has no password to send');
      return;
    }
    const mail = { ...services.mail, from: services.settings.get('mail_from'), log: services.log };
    findUserGreeting(db, context.parentId).then(
      (user) => sendCredentialsInBackground(mail, { to: input.send_to_email, firstname: user?.firstname ?? '', login: record.login, password }),
      (error: unknown) => services.log.error({ err: error, login: record.login }, 'could not send the credentials e-mail'),
    );
  },
  async beforeUpdate({ tx, id, values, context }) {
    const userId = context.parentId;
    if (values.login !== undefined) await assertUsernameFree(tx, { login: values.login, userId, loginId: id });
    const changes = values.login === undefined ? {} : { login: values.login };
    if (values.password === undefined) return changes;
    const { actor } = context;
    await revokeSessions(tx, userId, actor.userId === userId ? actor.deviceId : undefined);
    return { ...changes, password_hash: await hashPassword(values.password) };
  },
  async beforeDelete({ tx, context }) {
    const userId = context.parentId;
    // The user is locked so two deletes at once cannot both see "not the last login".
    await lockUser(tx, userId);
    if (userId === context.actor.userId && (await countLogins(tx, userId)) === 1) {
      throw conflict('You cannot delete your only login; you could no longer sign in');
    }
  },
  changesAccess: true,
});
