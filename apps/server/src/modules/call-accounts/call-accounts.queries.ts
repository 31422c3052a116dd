import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { callAccountTransactions, dids } from '../../db/schema/index.js';

/** How many rows still point at a call account and would block its deletion. */
export async function countReferrers(db: Executor, callAccountId: number) {
  const [didCount, transactionCount] = await Promise.all([
    db.$count(dids, eq(dids.call_billing_account_id, callAccountId)),
    db.$count(callAccountTransactions, eq(callAccountTransactions.call_account_id, callAccountId)),
  ]);
  return { dids: didCount, transactions: transactionCount };
}
