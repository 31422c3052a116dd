import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, dids, domains, extensions, users } from '../../db/schema/index.js';

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

/** The customer a DID is held by (its account's owner), if any: none for a DID in stock. */
export async function findDidHolder(tx: Executor, didId: number) {
  const [found] = await tx
    .select({ number: dids.number, accountNumber: accounts.number, ownerName: users.name })
    .from(dids)
    .innerJoin(accounts, eq(accounts.id, dids.account_id))
    .innerJoin(users, eq(users.id, accounts.type_id))
    .where(eq(dids.id, didId));
  return found;
}
