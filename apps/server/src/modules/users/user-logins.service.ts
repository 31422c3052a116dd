import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../errors/app-error.js';
import { generatePassword, hashPassword } from '../session/passwords.js';
import type { ListParams } from '../crud/list-conditions.js';
import { sendCredentialsInBackground, type CredentialMailSettings } from './credentials-mail.js';
import { countLogins, deleteLogin, findLogin, insertLogin, listLogins, revokeSessions, updateLogin } from './user-logins.queries.js';
import { findIdentityHolders, findUserGreeting, lockUser } from './users.queries.js';

const USERNAME_TAKEN = 'This username is already taken';

async function requireUser(db: Executor, userId: number) {
  const user = await findUserGreeting(db, userId);
  if (!user) throw notFound('User');
  return user;
}

async function requireLogin(db: Executor, userId: number, loginId: number) {
  await requireUser(db, userId);
  const login = await findLogin(db, userId, loginId);
  if (!login) throw notFound('Login');
  return login;
}

/** Usernames are unique across all users, and never another user's e-mail, which signs in too. */
async function assertUsernameFree(db: Executor, username: { login: string; userId: number; loginId?: number }) {
  const holders = await findIdentityHolders(db, username.login);
  const isTaken = holders.loginOf.some((holder) => holder.loginId !== username.loginId) || holders.emailOf.some((id) => id !== username.userId);
  if (isTaken) throw new AppError('CONFLICT', USERNAME_TAKEN, { login: USERNAME_TAKEN });
}

export async function listUserLogins(options: { db: Database; userId: number; params: ListParams }) {
  await requireUser(options.db, options.userId);
  return listLogins(options.db, options.userId, options.params);
}

/** Saves the login, then e-mails the credentials; without a password one is generated. */
export async function createLogin(options: {
  db: Database;
  mail: CredentialMailSettings & { log: FastifyBaseLogger };
  userId: number;
  createdById: number;
  login: string;
  password?: string;
  sendTo: string;
}) {
  const { db, userId } = options;
  const user = await requireUser(db, userId);
  await assertUsernameFree(db, { login: options.login, userId });
  const password = options.password ?? generatePassword();
  const record = await insertLogin(db, { userId, login: options.login, passwordHash: await hashPassword(password), createdById: options.createdById });
  sendCredentialsInBackground(options.mail, { to: options.sendTo, firstname: user.firstname, login: record.login, password });
  return record;
}

/** A new password ends the user's sessions elsewhere, as changing one's own password does. */
export async function changeLogin(options: {
  db: Database;
  userId: number;
  loginId: number;
  login?: string;
  password?: string;
  actor: { userId: number; deviceId: number };
}) {
  const { db, userId, loginId, actor } = options;
  await requireLogin(db, userId, loginId);
  if (options.login !== undefined) await assertUsernameFree(db, { login: options.login, userId, loginId });
  const passwordHash = options.password === undefined ? undefined : await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const record = await updateLogin(tx, loginId, { login: options.login, passwordHash });
    if (passwordHash) await revokeSessions(tx, userId, actor.userId === userId ? actor.deviceId : undefined);
    return record;
  });
}

export async function removeLogin(options: { db: Database; userId: number; loginId: number; actorId: number }) {
  const { db, userId, loginId } = options;
  await db.transaction(async (tx) => {
    // Locked so two deletes at once cannot both see "not the last login".
    if (!(await lockUser(tx, userId))) throw notFound('User');
    if (!(await findLogin(tx, userId, loginId))) throw notFound('Login');
    if (userId === options.actorId && (await countLogins(tx, userId)) === 1) {
      throw conflict('You cannot delete your only login; you could no longer sign in');
    }
    await deleteLogin(tx, loginId);
  });
}
