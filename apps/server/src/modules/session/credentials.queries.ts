import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userLogins, users } from '../../db/schema/index.js';

/** Credentials a sign-in identity may match: a login username, or every login of the user with that e-mail. */
export async function findCredentials(db: Executor, identity: string) {
  const needle = identity.toLowerCase();
  return db
    .select({ loginId: userLogins.id, userId: userLogins.user_id, passwordHash: userLogins.password_hash })
    .from(userLogins)
    .innerJoin(users, eq(users.id, userLogins.user_id))
    .where(sql`lower(${userLogins.login}) = ${needle} or lower(${users.email}) = ${needle}`)
    .orderBy(sql`lower(${userLogins.login}) = ${needle} desc`, userLogins.id)
    .limit(10);
}

export async function findUserLogins(db: Executor, userId: number) {
  return db.select({ id: userLogins.id, passwordHash: userLogins.password_hash }).from(userLogins).where(eq(userLogins.user_id, userId));
}

/** The user a command-line identity names: the one with that e-mail address, else the one holding that login username. */
export async function findUserByIdentity(db: Executor, identity: string) {
  const needle = identity.toLowerCase();
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .leftJoin(userLogins, eq(userLogins.user_id, users.id))
    .where(sql`lower(${users.email}) = ${needle} or lower(${userLogins.login}) = ${needle}`)
    .orderBy(sql`(lower(${users.email}) = ${needle}) is true desc`, users.id)
    .limit(1);
  return row;
}

/** Gives every login of a user the same password hash; answers their usernames. */
export async function setUserPassword(db: Executor, userId: number, passwordHash: string) {
  const rows = await db.update(userLogins).set({ password_hash: passwordHash }).where(eq(userLogins.user_id, userId)).returning({ login: userLogins.login });
  return rows.map((row) => row.login);
}

export async function setLoginPassword(db: Executor, loginId: number, passwordHash: string) {
  await db.update(userLogins).set({ password_hash: passwordHash }).where(eq(userLogins.id, loginId));
}

export async function findSessionUserRow(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email, type: users.type })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
