import { and, eq, gte, inArray, isNotNull, lt, ne, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CallRecordSide } from '@ringledger/contract';
import { callRecordDays, callRecordDayTotals, callRecordPrefixDays, callRecords } from '../../db/schema/index.js';
import type { CallRecordCriteria } from './call-record-criteria.js';

/**
 * The columns a side reads: the customer's account, call account, its owner and charge, or the
 * carrier's. The direction, call type and extension stay the call's own on both sides.
 */
export function sideColumns(side: CallRecordSide) {
  if (side === 'user') {
    return {
      accountId: callRecords.account_id,
      callAccountId: callRecords.call_billing_account_id,
      userId: callRecords.user_id,
      cost: sql`${callRecords.cost}`,
      billseconds: sql`${callRecords.billseconds}`,
    };
  }
  return {
    accountId: callRecords.provider_account_id,
    callAccountId: callRecords.provider_call_account_id,
    userId: callRecords.provider_user_id,
    cost: sql`coalesce(${callRecords.provider_cost}, 0)`,
    billseconds: sql`coalesce(${callRecords.provider_billseconds}, ${callRecords.billseconds})`,
  };
}

/** `%` and `_` typed into a prefix are matched as themselves. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Numbers compare byte by byte, as their indexes are built (`collate "C"`), whatever the database's collation. */
export const callerC = sql`(${callRecords.caller_id_number} collate "C")`;
export const destinationC = sql`(${callRecords.destination_number} collate "C")`;

interface Range {
  from?: Date;
  until?: Date;
}

/** The columns that hold a filter's dimensions, in call_records or in a rollup. */
interface DimensionColumns {
  callType: SQLWrapper;
  direction: SQLWrapper;
  userId: SQLWrapper;
  extensionId: SQLWrapper;
  callAccountId: SQLWrapper;
  accountId: SQLWrapper;
}

/** The filter's call type, direction and whose calls, and the caller's scope, over the given columns. */
function dimensionConditions(criteria: CallRecordCriteria, columns: DimensionColumns) {
  return [
    criteria.callType && eq(columns.callType, criteria.callType),
    criteria.direction && eq(columns.direction, criteria.direction),
    criteria.userId !== undefined ? eq(columns.userId, criteria.userId) : undefined,
    criteria.extensionId !== undefined ? eq(columns.extensionId, criteria.extensionId) : undefined,
    criteria.callAccountId !== undefined ? eq(columns.callAccountId, criteria.callAccountId) : undefined,
    criteria.accountId !== undefined ? eq(columns.accountId, criteria.accountId) : undefined,
    criteria.scope.callAccountIds && inArray(columns.callAccountId, [...criteria.scope.callAccountIds]),
  ];
}

/** What the records must satisfy: the side, the filter, the caller's scope and a part of the range. */
export function recordConditions(criteria: CallRecordCriteria, range: Range = criteria): SQL | undefined {
  if (criteria.isEmpty) return sql`false`;
  const side = sideColumns(criteria.side);
  const { search } = criteria;
  return and(
    criteria.side === 'provider' ? isNotNull(callRecords.provider_account_id) : undefined,
    criteria.isUnratedOnly ? not(callRecords.rated) : undefined,
    range.from && gte(callRecords.callstart, range.from),
    range.until && lt(callRecords.callstart, range.until),
    ...dimensionConditions(criteria, { ...side, callType: callRecords.call_type, direction: callRecords.direction, extensionId: callRecords.extension_id }),
    criteria.destinationPrefix !== undefined ? sql`${destinationC} like ${likePrefix(criteria.destinationPrefix)}` : undefined,
    criteria.callerPrefix !== undefined ? sql`${callerC} like ${likePrefix(criteria.callerPrefix)}` : undefined,
    search !== undefined
      ? or(eq(callRecords.call_uuid, search), sql`${callerC} like ${likePrefix(search)}`, sql`${destinationC} like ${likePrefix(search)}`)
      : undefined,
  );
}

/** The rollups' days a range of whole days covers (`day` is the UTC date of the call's start). */
function dayConditions(day: SQLWrapper, range: Range) {
  const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);
  return [range.from && gte(day, isoDay(range.from)), range.until && lt(day, isoDay(range.until))];
}

/**
 * The same filter over call_record_days, for whole days: every dimension it names is a column there.
 * A carrier leg whose provider is unknown (a gateway no trunk uses) is rolled up under account 0:
 * it is no provider's call, as it is in no provider's list.
 */
export function rollupConditions(criteria: CallRecordCriteria, range: Range) {
  const rollup = callRecordDays;
  return and(
    eq(rollup.user_type, criteria.side),
    criteria.side === 'provider' ? ne(rollup.account_id, 0) : undefined,
    ...dayConditions(rollup.day, range),
    ...dimensionConditions(criteria, {
      callType: rollup.call_type,
      direction: rollup.direction,
      userId: rollup.user_id,
      extensionId: rollup.extension_id,
      callAccountId: rollup.call_account_id,
      accountId: rollup.account_id,
    }),
  );
}

/** The same filter over call_record_day_totals, which knows only the side, the direction and the call type. */
export function dayTotalConditions(criteria: CallRecordCriteria, range: Range) {
  const totals = callRecordDayTotals;
  return and(
    eq(totals.user_type, criteria.side),
    ...dayConditions(totals.day, range),
    criteria.callType && eq(totals.call_type, criteria.callType),
    criteria.direction && eq(totals.direction, criteria.direction),
  );
}

/** The same filter over call_record_prefix_days: the side, the destination's start, the direction and the call type. */
export function prefixDayConditions(criteria: CallRecordCriteria, range: Range) {
  const prefixes = callRecordPrefixDays;
  return and(
    eq(prefixes.user_type, criteria.side),
    eq(prefixes.prefix, criteria.destinationPrefix ?? ''),
    ...dayConditions(prefixes.day, range),
    criteria.callType && eq(prefixes.call_type, criteria.callType),
    criteria.direction && eq(prefixes.direction, criteria.direction),
  );
}
