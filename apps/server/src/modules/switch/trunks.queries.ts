import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

/** An account's type (user or provider), or undefined when there is no such account. */
export async function findAccountType(db: Executor, accountId: number) {
  const [account] = await db.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, accountId));
  return account?.type;
}
