import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { domains } from '../../db/schema/index.js';

/** Any arbitrary constant, the same in every instance: the lock that serialises changes of the primary domain. */
const PRIMARY_DOMAIN_LOCK = 72_616;

/** Until the transaction ends, no other write may change which domain is primary. */
export async function lockPrimaryDomain(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PRIMARY_DOMAIN_LOCK})`);
}

export async function hasPrimaryDomain(tx: Executor) {
  return (await tx.$count(domains, eq(domains.is_primary, true))) > 0;
}

/** Un-primaries every domain but `keptId` (every one, when it is undefined: a new row is not stored yet). */
export async function clearPrimaryDomain(tx: Executor, keptId?: number) {
  await tx
    .update(domains)
    .set({ is_primary: false })
    .where(and(eq(domains.is_primary, true), keptId === undefined ? undefined : ne(domains.id, keptId)));
}
