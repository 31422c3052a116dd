import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { callAccounts } from '../../db/schema/index.js';

// Spelled out, table and all: Drizzle leaves a lone table's columns unqualified, which inside the subquery would name the DID's own id.
const firstDidNumber = sql<string | null>`(select d.number from dids d where d.call_billing_account_id = call_accounts.id order by d.id limit 1)`;
const firstUsername = sql<string | null>`(select e.username from extensions e where e.call_billing_account_id = call_accounts.id order by e.id limit 1)`;

/** A line is a call account of type user whose owner is the user: the one condition every self-service read of lines keeps. */
export const ownedBy = (userId: number) => and(eq(callAccounts.type, 'user'), eq(callAccounts.type_id, userId));

/** The user's own lines, oldest first, each with the first DID that reaches it and the first extension that calls from it. */
export async function findUserLines(db: Executor, userId: number) {
  return db
    .select({
      call_billing_account_id: callAccounts.id,
      account_balance: callAccounts.balance,
      did_number: firstDidNumber,
      username: firstUsername,
      number: callAccounts.number,
      name: callAccounts.name,
      created_at: callAccounts.created_at,
      updated_at: callAccounts.updated_at,
    })
    .from(callAccounts)
    .where(ownedBy(userId))
    .orderBy(asc(callAccounts.id));
}

/** The ids of the user's own lines: the scope of everything self-service reads about calls. */
export async function findUserLineIds(db: Executor, userId: number) {
  const rows = await db.select({ id: callAccounts.id }).from(callAccounts).where(ownedBy(userId));
  return rows.map((row) => row.id);
}
