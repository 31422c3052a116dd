import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { decompressCdr } from './raw-cdr-compression.js';
import { accounts, callAccounts, callAccountTransactions, callRecordRaws, callRecords, pricelists, trunks, users } from '../../db/schema/index.js';

const recordAccounts = alias(accounts, 'record_accounts');
const recordCallAccounts = alias(callAccounts, 'record_call_accounts');

/** One record as it is stored (the customer's side), with its account, call account and trunk. */
export async function findCallRecord(db: Executor, id: number) {
  const [record] = await db
    .select({
      ...getTableColumns(callRecords),
      account: { number: recordAccounts.number, type: recordAccounts.type },
      call_billing_account: { number: recordCallAccounts.number, type: recordCallAccounts.type },
      trunk: { name: trunks.name },
    })
    .from(callRecords)
    .leftJoin(recordAccounts, eq(recordAccounts.id, callRecords.account_id))
    .leftJoin(recordCallAccounts, eq(recordCallAccounts.id, callRecords.call_billing_account_id))
    .leftJoin(trunks, eq(trunks.id, callRecords.trunk_id))
    .where(eq(callRecords.id, id));
  return record;
}

export type StoredCallRecord = NonNullable<Awaited<ReturnType<typeof findCallRecord>>>;

/** The ledger lines a call wrote (the customer's debit and the carrier's), by id. */
export async function findLedgerLines(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      ...getTableColumns(callAccountTransactions),
      created_by: { firstname: users.firstname, lastname: users.lastname },
      call_account: { number: callAccounts.number, name: callAccounts.name },
    })
    .from(callAccountTransactions)
    .innerJoin(callAccounts, eq(callAccounts.id, callAccountTransactions.call_account_id))
    .leftJoin(users, eq(users.id, callAccountTransactions.created_by_id))
    .where(inArray(callAccountTransactions.id, ids));
}

export async function findPricelistNames(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: pricelists.id, name: pricelists.name }).from(pricelists).where(inArray(pricelists.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** What the switch posted for each leg of the call, decompressed, A-leg first. */
export async function findRawCdrs(db: Executor, record: Pick<StoredCallRecord, 'call_uuid'>) {
  const rows = await db
    .select({
      leg: callRecordRaws.leg,
      leg_uuid: callRecordRaws.leg_uuid,
      content_type: callRecordRaws.content_type,
      received_at: callRecordRaws.received_at,
      body: callRecordRaws.body,
    })
    .from(callRecordRaws)
    .where(eq(callRecordRaws.call_uuid, record.call_uuid))
    .orderBy(asc(callRecordRaws.leg), asc(callRecordRaws.received_at));
  return rows.map((row) => ({ ...row, body: decompressCdr(row.body).toString('utf8') }));
}
