import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refreshTokens, userLogins } from '../../db/schema/index.js';
import { containsText, listOrder, type ListParams } from '../crud/list-conditions.js';

/** Every column an answer may carry; the password hash is never selected. */
const loginColumns = {
  id: userLogins.id,
  user_id: userLogins.user_id,
  login: userLogins.login,
  created_at: userLogins.created_at,
  updated_at: userLogins.updated_at,
};

export async function listLogins(db: Executor, userId: number, params: ListParams) {
  const term = params.search?.trim();
  const where = and(eq(userLogins.user_id, userId), term ? containsText(userLogins.login, term) : undefined);
  const [results, [{ total }]] = await Promise.all([
    db
      .select(loginColumns)
      .from(userLogins)
      .where(where)
      .orderBy(...listOrder(userLogins, params.sort_by))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    db.select({ total: count() }).from(userLogins).where(where),
  ]);
  return { results, total };
}

export async function findLogin(db: Executor, userId: number, loginId: number) {
  const [row] = await db
    .select(loginColumns)
    .from(userLogins)
    .where(and(eq(userLogins.id, loginId), eq(userLogins.user_id, userId)));
  return row;
}

export async function countLogins(db: Executor, userId: number) {
  const [{ total }] = await db.select({ total: count() }).from(userLogins).where(eq(userLogins.user_id, userId));
  return total;
}

export async function insertLogin(db: Executor, values: { userId: number; login: string; passwordHash: string; createdById: number }) {
  const [row] = await db
    .insert(userLogins)
    .values({ user_id: values.userId, login: values.login, password_hash: values.passwordHash, created_by_id: values.createdById })
    .returning(loginColumns);
  return row;
}

export async function updateLogin(db: Executor, loginId: number, values: { login?: string; passwordHash?: string }) {
  const [row] = await db
    .update(userLogins)
    .set({ login: values.login, password_hash: values.passwordHash, updated_at: new Date() })
    .where(eq(userLogins.id, loginId))
    .returning(loginColumns);
  return row;
}

export async function deleteLogin(db: Executor, loginId: number) {
  await db.delete(userLogins).where(eq(userLogins.id, loginId));
}

/** Ends a user's sessions, except the one on the device that made the change. */
export async function revokeSessions(db: Executor, userId: number, keepDeviceId?: number) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(
      and(
        eq(refreshTokens.user_id, userId),
        isNull(refreshTokens.revoked_at),
        keepDeviceId === undefined ? undefined : ne(refreshTokens.device_id, keepDeviceId),
      ),
    );
}
