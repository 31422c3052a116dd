import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { callerIds, dids, domains, extensions } from '../../db/schema/index.js';

/** An extension that presents the caller ID and bills to another account: moving the caller ID would break its rule. */
export async function findExtensionPresenting(tx: Executor, callerId: number, exceptAccountId: number) {
  const [found] = await tx
    .select({ username: extensions.username })
    .from(extensions)
    .where(and(eq(extensions.caller_id, callerId), ne(extensions.account_id, exceptAccountId)))
    .limit(1);
  return found?.username;
}

/** The domain a new extension was placed in, which its device registers to. */
export async function findExtensionDomain(tx: Executor, extensionId: number) {
  const [found] = await tx
    .select({ name: domains.name })
    .from(extensions)
    .innerJoin(domains, eq(domains.id, extensions.domain_id))
    .where(eq(extensions.id, extensionId));
  return found?.name ?? '';
}

/** What onboarding names an existing DID or caller ID by, and whose account it is on. */
export async function findStockNumber(tx: Executor, kind: 'did' | 'caller_id', id: number) {
  const [found] =
    kind === 'did'
      ? await tx.select({ number: dids.number, accountId: dids.account_id }).from(dids).where(eq(dids.id, id))
      : await tx.select({ number: callerIds.callerid_number, accountId: callerIds.account_id }).from(callerIds).where(eq(callerIds.id, id));
  return found;
}
