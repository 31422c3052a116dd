import { and, eq, gte, isNotNull, lt, ne, not, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CallRecordSide, UnratedReason } from '@ringledger/contract';
import { callAccounts, callRecordDays, callRecordDayTotals, callRecordPrefixDays, callRecords } from '../../db/schema/index.js';
import { ownedBy } from '../self-service/user-lines.queries.js';

/**
 * A filter as statements are built from it: the side, and each dimension the filter names as the
 * placeholder its value is bound to (call-record-shapes.ts binds them). Filters naming the same
 * dimensions have the same shape, so a statement built for one serves them all.
 */
export interface FilterShape {
  side: CallRecordSide;
  /** A `user_type` naming the other side: nothing matches. */
  isEmpty: boolean;
  isUnratedOnly: boolean;
  callType?: Placeholder;
  direction?: Placeholder;
  userId?: Placeholder;
  extensionId?: Placeholder;
  callAccountId?: Placeholder;
  accountId?: Placeholder;
  /** The prefix itself, as the prefix rollup keys its rows. */
  destinationPrefix?: Placeholder;
  /** `like` patterns matching the numbers that start with the typed prefixes. */
  destinationPattern?: Placeholder;
  callerPattern?: Placeholder;
  /** A whole call uuid, or (as `searchPattern`) the start of either number. */
  search?: Placeholder;
  searchPattern?: Placeholder;
  /** The caller's scope: the owner of the lines whose records it may read. */
  ownerId?: Placeholder;
  /** A kind of unrated reason (UNRATED_REASONS), over the unrated calls. */
  unratedReason?: Placeholder;
}

/** A part of the range, half-open, its ends bound: moments over the records, UTC dates over the rollups. */
export interface RangeShape {
  from?: Placeholder;
  until?: Placeholder;
}

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
      /** What the carrier charged for the call: the margin's other half, on the customer side only (as the rollups keep it). */
      carrierCost: sql`coalesce(${callRecords.provider_cost}, 0)`,
    };
  }
  return {
    accountId: callRecords.provider_account_id,
    callAccountId: callRecords.provider_call_account_id,
    userId: callRecords.provider_user_id,
    // Null while no provider rate priced the call: it reads as unpriced, not as free, and sums skip it.
    cost: sql`${callRecords.provider_cost}`,
    billseconds: sql`coalesce(${callRecords.provider_billseconds}, ${callRecords.billseconds})`,
    carrierCost: sql`0`,
  };
}

/**
 * The `like` pattern of each kind of reason billing records (call-billing.ts, call-plausibility.ts):
 * a new reason there needs its kind here (and in the contract's UNRATED_REASON_KINDS), or it is `other`.
 */
const UNRATED_REASON_PATTERNS: Record<Exclude<UnratedReason, 'other'>, string> = {
  unknown_caller: 'Unknown caller: %',
  no_rate: 'No rate for % on pricelist %',
  no_pricelist: 'Call account % has no pricelist',
  missing_call_account: 'Call account % does not exist',
  no_call_account: 'The call has no call account',
  missing_pricelist: 'Pricelist % does not exist',
  missing_did: 'DID % does not exist',
  ids_disagree: 'The rl\\_* ids disagree: %',
  start_out_of_range: 'Start time out of range: %',
  implausible_duration: 'Implausible duration: %',
};

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The kind of an unrated call's reason, from the pattern its text matches. The patterns are
 * constants written into the statement, so one plan serves every kind asked for.
 */
export const unratedReasonKind = sql`(case ${sql.join(
  Object.entries(UNRATED_REASON_PATTERNS).map(
    ([kind, like]) => sql`when ${callRecords.unrated_reason} like ${sql.raw(quoted(like))} then ${sql.raw(quoted(kind))}`,
  ),
  sql` `,
)} else 'other' end)`;

/** Numbers compare byte by byte, as their indexes are built (`collate "C"`), whatever the database's collation. */
export const callerC = sql`(${callRecords.caller_id_number} collate "C")`;
export const destinationC = sql`(${callRecords.destination_number} collate "C")`;

/** The columns that hold a filter's dimensions, in call_records or in a rollup. */
interface DimensionColumns {
  callType: SQLWrapper;
  direction: SQLWrapper;
  userId: SQLWrapper;
  extensionId: SQLWrapper;
  callAccountId: SQLWrapper;
  accountId: SQLWrapper;
}

/**
 * The lines a self-service user owns, as a subquery rather than a list of ids: PostgreSQL can keep
 * one plan for "the lines of owner $n", where a bound array of ids had it plan every statement anew.
 */
const linesOf = (ownerId: Placeholder) => sql`select ${callAccounts.id} from ${callAccounts} where ${ownedBy(ownerId)}`;

/** The filter's call type, direction and whose calls, and the caller's scope, over the given columns. */
function dimensionConditions(filter: FilterShape, columns: DimensionColumns) {
  return [
    filter.callType && eq(columns.callType, filter.callType),
    filter.direction && eq(columns.direction, filter.direction),
    filter.userId && eq(columns.userId, filter.userId),
    filter.extensionId && eq(columns.extensionId, filter.extensionId),
    filter.callAccountId && eq(columns.callAccountId, filter.callAccountId),
    filter.accountId && eq(columns.accountId, filter.accountId),
    filter.ownerId && sql`${columns.callAccountId} in (${linesOf(filter.ownerId)})`,
  ];
}

/** What the records must satisfy: the side, the filter, the caller's scope and a part of the range. */
export function recordConditions(filter: FilterShape, range: RangeShape): SQL | undefined {
  if (filter.isEmpty) return sql`false`;
  const side = sideColumns(filter.side);
  return and(
    filter.side === 'provider' ? isNotNull(callRecords.provider_account_id) : undefined,
    filter.isUnratedOnly ? not(callRecords.rated) : undefined,
    filter.unratedReason && sql`${unratedReasonKind} = ${filter.unratedReason}`,
    range.from && gte(callRecords.callstart, range.from),
    range.until && lt(callRecords.callstart, range.until),
    ...dimensionConditions(filter, { ...side, callType: callRecords.call_type, direction: callRecords.direction, extensionId: callRecords.extension_id }),
    filter.destinationPattern && sql`${destinationC} like ${filter.destinationPattern}`,
    filter.callerPattern && sql`${callerC} like ${filter.callerPattern}`,
    filter.search &&
      filter.searchPattern &&
      or(eq(callRecords.call_uuid, filter.search), sql`${callerC} like ${filter.searchPattern}`, sql`${destinationC} like ${filter.searchPattern}`),
  );
}

/** The rollups' days a range of whole days covers (`day` is the UTC date of the call's start). */
function dayConditions(day: SQLWrapper, range: RangeShape) {
  return [range.from && gte(day, range.from), range.until && lt(day, range.until)];
}

/**
 * The same filter over call_record_days, for whole days: every dimension it names is a column there.
 * A carrier leg whose provider is unknown (a gateway no trunk uses) is rolled up under account 0:
 * it is no provider's call, as it is in no provider's list.
 */
export function rollupConditions(filter: FilterShape, range: RangeShape) {
  const rollup = callRecordDays;
  return and(
    eq(rollup.user_type, filter.side),
    filter.side === 'provider' ? ne(rollup.account_id, 0) : undefined,
    ...dayConditions(rollup.day, range),
    ...dimensionConditions(filter, {
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
export function dayTotalConditions(filter: FilterShape, range: RangeShape) {
  const totals = callRecordDayTotals;
  return and(
    eq(totals.user_type, filter.side),
    ...dayConditions(totals.day, range),
    filter.callType && eq(totals.call_type, filter.callType),
    filter.direction && eq(totals.direction, filter.direction),
  );
}

/** The same filter over call_record_prefix_days: the side, the destination's start, the direction and the call type. */
export function prefixDayConditions(filter: FilterShape, range: RangeShape) {
  const prefixes = callRecordPrefixDays;
  if (!filter.destinationPrefix) throw new Error('The prefix rollup answers only a filter that names a destination prefix');
  return and(
    eq(prefixes.user_type, filter.side),
    eq(prefixes.prefix, filter.destinationPrefix),
    ...dayConditions(prefixes.day, range),
    filter.callType && eq(prefixes.call_type, filter.callType),
    filter.direction && eq(prefixes.direction, filter.direction),
  );
}
