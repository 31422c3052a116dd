import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refreshTokens, userLogins } from '../../db/schema/index.js';

export async function countLogins(db: Executor, userId: number) {
  const [{ total }] = await db.select({ total: count() }).from(userLogins).where(eq(userLogins.user_id, userId));
  return total;
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
