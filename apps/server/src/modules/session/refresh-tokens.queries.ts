import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { devices, refreshTokens } from '../../db/schema/index.js';

export async function upsertDevice(db: Executor, device: { fingerprint: string; platform: string; data: string }) {
  const [row] = await db
    .insert(devices)
    .values(device)
    .onConflictDoUpdate({ target: devices.fingerprint, set: { updated_at: new Date() } })
    .returning({ id: devices.id });
  return row.id;
}

export async function insertRefreshToken(
  db: Executor,
  token: { family: string; tokenHash: string; userId: number; deviceId: number; isPersistent: boolean; expiresAt: Date },
) {
  await db.insert(refreshTokens).values({
    family: token.family,
    token_hash: token.tokenHash,
    user_id: token.userId,
    device_id: token.deviceId,
    is_persistent: token.isPersistent,
    expires_at: token.expiresAt,
  });
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      family: refreshTokens.family,
      userId: refreshTokens.user_id,
      deviceId: refreshTokens.device_id,
      fingerprint: devices.fingerprint,
      isPersistent: refreshTokens.is_persistent,
      expiresAt: refreshTokens.expires_at,
      usedAt: refreshTokens.used_at,
      revokedAt: refreshTokens.revoked_at,
    })
    .from(refreshTokens)
    .innerJoin(devices, eq(devices.id, refreshTokens.device_id))
    .where(eq(refreshTokens.token_hash, tokenHash));
  return row;
}

/** Marks a token used; false when someone else already used it (a replay). */
export async function markTokenUsed(db: Executor, id: number) {
  const rows = await db
    .update(refreshTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.used_at), isNull(refreshTokens.revoked_at)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Executor, family: string) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at)));
}

/** Ends every session of a user except the one on the given device. */
export async function revokeOtherSessions(db: Executor, userId: number, keepDeviceId: number) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(refreshTokens.user_id, userId), ne(refreshTokens.device_id, keepDeviceId), isNull(refreshTokens.revoked_at)));
}

/** Ends every session of a user, on every device. */
export async function revokeAllSessions(db: Executor, userId: number) {
  await db
    .update(refreshTokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
}
