import { userLogins } from '@ringledger/contract';
import { defineBehaviour, type AppServices } from '../../resources/behaviour.js';
import { AppError, conflict } from '../../errors/app-error.js';
import type { Database, Executor } from '../../db/client.js';
import { generatePassword, hashPassword } from '../session/passwords.js';
import { sendCredentialsInBackground, type Credentials } from './credentials-mail.js';
import { countLogins, revokeSessions } from './user-logins.queries.js';
import { findIdentityHolders, findUserGreeting, lockUser } from './users.queries.js';

const USERNAME_TAKEN = 'This username is already taken';

/** Mails a login's credentials once saved, greeting its user by name; never awaited, so mail can neither fail nor delay the save. */
function mailCredentials({ db, userId, services }: { db: Database; userId: number; services: AppServices }, credentials: Omit<Credentials, 'firstname'>) {
  const mail = { ...services.mail, from: services.settings.get('mail_from'), log: services.log };
  findUserGreeting(db, userId).then(
    (user) => sendCredentialsInBackground(mail, { ...credentials, firstname: user?.firstname ?? '' }),
    (error: unknown) => services.log.error({ err: error, login: credentials.login }, 'could not send the credentials e-mail'),
  );
}

/** Usernames are unique across all users, and never another user's e-mail, which signs in too. */
async function assertUsernameFree(db: Executor, username: { login: string; userId: number; loginId?: number }) {
  const holders = await findIdentityHolders(db, username.login);
  const isTaken = holders.loginOf.some((holder) => holder.loginId !== username.loginId) || holders.emailOf.some((id) => id !== username.userId);
  if (isTaken) throw new AppError('CONFLICT', USERNAME_TAKEN, { login: USERNAME_TAKEN });
}

/**
 * A user's logins: a blank password is generated, every password is stored only as its hash and
 * mailed after the save (on an edit, when it names where: a kept password is not known, so the
 * letter says it is unchanged), a new password ends the user's sessions elsewhere, and nobody
 * deletes their own only login.
 */
export const userLoginBehaviour = defineBehaviour(userLogins, {
  async beforeCreate({ tx, input, context }) {
    const userId = context.parentId;
    await assertUsernameFree(tx, { login: input.login, userId });
    input.password ??= generatePassword();
    return { user_id: userId, login: input.login, password_hash: await hashPassword(input.password) };
  },
  afterCreate({ db, record, input, context }) {
    // beforeCreate filled a blank password in, so only a broken hook leaves none to send.
    if (input.password === undefined) {
      context.services.log.error({ login: record.login }, 'a new login has no password to send');
      return;
    }
    mailCredentials({ db, userId: context.parentId, services: context.services }, { to: input.send_to_email, login: record.login, password: input.password });
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
  afterUpdate({ db, record, values, context }) {
    // Only where the edit asks: the spec's form sends it with every edit, ours only when it is filled in.
    if (values.send_to_email === undefined) return;
    mailCredentials(
      { db, userId: context.parentId, services: context.services },
      { to: values.send_to_email, login: record.login, password: values.password ?? null },
    );
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
