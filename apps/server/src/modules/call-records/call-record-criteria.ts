import { ROLLED_UP_PREFIX_LENGTH } from '../../db/schema/index.js';
import type { CallDirection, CallRecordListQuery, CallRecordSide, CallType, UnratedReason } from '@ringledger/contract';

const DAY_MS = 86_400_000;

/**
 * Whose records a caller may read. Staff read every record; a self-service user only those of
 * the lines (user call accounts) they own, so the restriction travels into every query rather
 * than being checked after.
 */
export interface CallRecordScope {
  ownerId?: number;
}

/** The filter as the queries read it: one side, a half-open UTC range, and what narrows it. */
export interface CallRecordCriteria {
  side: CallRecordSide;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  until?: Date;
  callType?: CallType;
  direction?: CallDirection;
  userId?: number;
  extensionId?: number;
  callAccountId?: number;
  accountId?: number;
  destinationPrefix?: string;
  callerPrefix?: string;
  search?: string;
  scope: CallRecordScope;
  /** Only the calls stored without a charge, waiting for a re-rate. */
  isUnratedOnly?: boolean;
  /** Of those, only the calls whose reason is of this kind. */
  unratedReason?: UnratedReason;
  /** A `user_type` naming the other side: the list's records are none of them. */
  isEmpty: boolean;
}

type FilterQuery = Partial<
  Pick<
    CallRecordListQuery,
    | 'from'
    | 'to'
    | 'call_type'
    | 'direction'
    | 'user_type'
    | 'user_id'
    | 'destination'
    | 'caller'
    | 'extension_id'
    | 'call_account_id'
    | 'account_id'
    | 'search'
  >
>;

export const isMidnightUtc = (moment: Date) => moment.getTime() % DAY_MS === 0;

export const startOfUtcDay = (moment: Date) => new Date(Math.floor(moment.getTime() / DAY_MS) * DAY_MS);

export const addDays = (moment: Date, days: number) => new Date(moment.getTime() + days * DAY_MS);

/**
 * `to` names the last day included when it is a date (a moment at midnight UTC, as a date picker
 * sends it); with a time of day it is the first instant left out, as `from` is the first kept.
 */
export function untilOf(to: Date) {
  return isMidnightUtc(to) ? addDays(to, 1) : to;
}

const blankToUndefined = (text: string | undefined) => (text ? text : undefined);

export function criteriaOf(side: CallRecordSide, query: FilterQuery, scope: CallRecordScope = {}): CallRecordCriteria {
  return {
    side,
    from: query.from,
    until: query.to && untilOf(query.to),
    callType: query.call_type,
    direction: query.direction,
    userId: query.user_id,
    extensionId: query.extension_id,
    callAccountId: query.call_account_id,
    accountId: query.account_id,
    destinationPrefix: blankToUndefined(query.destination),
    callerPrefix: blankToUndefined(query.caller),
    search: blankToUndefined(query.search),
    scope,
    isEmpty:
      (query.user_type !== undefined && query.user_type !== side) || (query.from !== undefined && query.to !== undefined && untilOf(query.to) <= query.from),
  };
}

const namesNoParty = (criteria: CallRecordCriteria) =>
  criteria.userId === undefined &&
  criteria.extensionId === undefined &&
  criteria.callAccountId === undefined &&
  criteria.accountId === undefined &&
  criteria.scope.ownerId === undefined;

const namesNoNumber = (criteria: CallRecordCriteria) =>
  criteria.destinationPrefix === undefined && criteria.callerPrefix === undefined && criteria.search === undefined;

/**
 * Whether the destination-prefix rollup (per day, side, direction and call type, under each start
 * of the destination up to ROLLED_UP_PREFIX_LENGTH characters) holds every dimension the filter names.
 */
export function canUsePrefixDays(criteria: CallRecordCriteria) {
  const prefix = criteria.destinationPrefix;
  return (
    prefix !== undefined &&
    Array.from(prefix).length <= ROLLED_UP_PREFIX_LENGTH &&
    criteria.callerPrefix === undefined &&
    criteria.search === undefined &&
    !criteria.isUnratedOnly &&
    namesNoParty(criteria)
  );
}

/** Whether the daily rollups can answer for whole days: they hold no number, so a prefix or a search needs the records. */
export function canUseRollups(criteria: CallRecordCriteria) {
  return (namesNoNumber(criteria) && !criteria.isUnratedOnly) || canUsePrefixDays(criteria);
}

/** Whether the coarse rollup (one row per day, side, direction and call type) holds every dimension the filter names. */
export function canUseDayTotals(criteria: CallRecordCriteria) {
  return namesNoNumber(criteria) && !criteria.isUnratedOnly && namesNoParty(criteria);
}

/**
 * The range cut where days are whole: the whole days in the middle come from the rollups, the
 * part-days at either end from the records. An open end stays open.
 */
export function splitByDays(criteria: Pick<CallRecordCriteria, 'from' | 'until'>) {
  const firstDay = criteria.from && (isMidnightUtc(criteria.from) ? criteria.from : addDays(startOfUtcDay(criteria.from), 1));
  const endDay = criteria.until && startOfUtcDay(criteria.until);
  if (firstDay && endDay && endDay <= firstDay) return { head: { from: criteria.from, until: criteria.until }, days: undefined, tail: undefined };
  return {
    head: criteria.from && firstDay && criteria.from < firstDay ? { from: criteria.from, until: firstDay } : undefined,
    days: { from: firstDay, until: endDay },
    tail: criteria.until && endDay && endDay < criteria.until ? { from: endDay, until: criteria.until } : undefined,
  };
}
