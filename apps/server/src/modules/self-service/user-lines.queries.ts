import { and, asc, eq, sql, type Placeholder } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { prepareStatement, runStatement } from '../../db/prepared-statements.js';
import { callAccounts } from '../../db/schema/index.js';

// Spelled out, table and all: Drizzle leaves a lone table's columns unqualified, which inside the subquery would name the DID's own id.
const firstDidNumber = sql<string | null>`(select d.number from dids d where d.call_billing_account_id = call_accounts.id order by d.id limit 1)`;
const firstUsername = sql<string | null>`(select e.username from extensions e where e.call_billing_account_id = call_accounts.id order by e.id limit 1)`;
const firstDomain = sql<
  string | null
>`(select dm.name from extensions e join domains dm on dm.id = e.domain_id where e.call_billing_account_id = call_accounts.id order by e.id limit 1)`;
// Summed from the records themselves, not the UTC-day rollups: a month in the operator's zone need not start on a UTC day, and a line's month is few rows (call_records_call_account_idx).
const spentSince = (since: Placeholder) =>
  sql<string>`(select coalesce(sum(r.cost), 0)::numeric(18, 5) from call_records r where r.call_billing_account_id = call_accounts.id and r.callstart >= ${since})`;

/** A line is a call account of type user whose owner is the user: the one condition every self-service read of lines keeps. */
export const ownedBy = (userId: number | Placeholder) => and(eq(callAccounts.type, 'user'), eq(callAccounts.type_id, userId));

const builder = new QueryBuilder();
const owner = sql.placeholder('owner');
const monthStart = sql.placeholder('month_start');

// Built once and run as named statements: every self-service page asks for them.
const userLines = prepareStatement(
  'rl_user_lines',
  builder
    .select({
      call_billing_account_id: sql`${callAccounts.id}`.as('call_billing_account_id'),
      account_balance: sql`${callAccounts.balance}`.as('account_balance'),
      did_number: firstDidNumber.as('did_number'),
      username: firstUsername.as('username'),
      domain: firstDomain.as('domain'),
      postpaid: sql`${callAccounts.postpaid}`.as('postpaid'),
      spend_this_month: spentSince(monthStart).as('spend_this_month'),
      number: sql`${callAccounts.number}`.as('number'),
      name: sql`${callAccounts.name}`.as('name'),
      created_at: sql`${callAccounts.created_at}`.as('created_at'),
      updated_at: sql`${callAccounts.updated_at}`.as('updated_at'),
    })
    .from(callAccounts)
    .where(ownedBy(owner))
    .orderBy(asc(callAccounts.id)),
);

const userLine = prepareStatement(
  'rl_user_line',
  builder
    .select({ id: callAccounts.id })
    .from(callAccounts)
    .where(and(eq(callAccounts.id, sql.placeholder('line')), ownedBy(owner))),
);

interface UserLineRow {
  call_billing_account_id: number;
  account_balance: string;
  did_number: string | null;
  username: string | null;
  domain: string | null;
  postpaid: boolean;
  spend_this_month: string;
  number: string;
  name: string;
  created_at: Date;
  updated_at: Date;
}

/**
 * The user's own lines, oldest first, each with the first DID that reaches it, the first extension
 * that calls from it, and what its calls cost since `monthStart`.
 */
export async function findUserLines(db: Database, userId: number, monthStart: Date) {
  return runStatement<UserLineRow>(db.$client, userLines, { owner: userId, month_start: monthStart.toISOString() });
}

/** Whether the call account is one of the user's own lines. */
export async function isUserLine(db: Database, userId: number, callAccountId: number) {
  return (await runStatement(db.$client, userLine, { owner: userId, line: callAccountId })).length > 0;
}
