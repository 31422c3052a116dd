import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { signInDevices } from '../../db/schema/index.js';

export async function findSignInDevice(db: Executor, tokenHash: string) {
  const [row] = await db.select({ id: signInDevices.id, userId: signInDevices.user_id }).from(signInDevices).where(eq(signInDevices.token_hash, tokenHash));
  return row;
}

export async function insertSignInDevice(db: Executor, userId: number, tokenHash: string) {
  await db.insert(signInDevices).values({ user_id: userId, token_hash: tokenHash });
}

export async function touchSignInDevice(db: Executor, id: number) {
  await db
    .update(signInDevices)
    .set({ last_used_at: sql`now()` })
    .where(eq(signInDevices.id, id));
}
