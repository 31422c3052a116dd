import { and, eq, isNotNull, sql, type Placeholder } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { accounts, users } from '../../db/schema/index.js';

/**
 * Numbers (DIDs, caller IDs) are in stock while their account has no owner: not yet any
 * customer's. The `in_stock` list filter, true or false, for a row whose account is `accountId`.
 */
export const inStock = (accountId: PgColumn) => (value: Placeholder) =>
  sql`(not exists (select 1 from ${accounts} where ${accounts.id} = ${accountId} and ${accounts.type_id} is not null)) = ${value}`;

/**
 * The `customer_of_account` list filter: rows whose account (`accountId`) is the account given, or
 * another account of its owner; the rule a DID ringing an extension keeps (did-assignment.service.ts).
 */
export const heldByCustomerOf = (accountId: PgColumn) => (value: Placeholder) =>
  sql`exists (select 1 from ${accounts} as theirs join ${accounts} as mine on mine.id = ${accountId}
    where theirs.id = ${value} and (mine.id = theirs.id or mine.type_id = theirs.type_id))`;

/**
 * The `customer_of_account` filter of rows that name their owner themselves (call accounts): those
 * of the given account's owner, the rows the same-owner rule lets a form pair with that account.
 */
export const ownedByCustomerOf = (ownerId: PgColumn) => (value: Placeholder) =>
  sql`exists (select 1 from ${accounts} where ${accounts.id} = ${value} and ${accounts.type_id} is not distinct from ${ownerId})`;

/** The customer holding an account (its owner), if any: none for stock. */
export async function findCustomerHolding(tx: Executor, accountId: number) {
  const [found] = await tx
    .select({ accountNumber: accounts.number, ownerName: users.name })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.type_id))
    .where(and(eq(accounts.id, accountId), isNotNull(accounts.type_id)));
  return found;
}
