import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { refreshTokens } from '../db/schema/index.js';

/** Whether a refresh family still stands: a revoked family voids the access tokens issued under it. */
export async function isFamilyActive(db: Executor, family: string) {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at)))
    .limit(1);
  return rows.length === 1;
}
