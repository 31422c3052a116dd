import { sql } from 'drizzle-orm';
import type { StatementValues } from '../../db/prepared-statements.js';
import { canUseDayTotals, canUsePrefixDays, canUseRollups, splitByDays, type CallRecordCriteria } from './call-record-criteria.js';
import type { FilterShape, RangeShape } from './call-record-conditions.js';

/** The rollup that answers whole days: by destination prefix, the coarse totals, or the detailed one. */
export type RollupName = 'prefix_days' | 'day_totals' | 'days';

/**
 * The range cut where the rollups answer: the part-days at either end over the records, the whole
 * days in between over `rollup`.
 */
export interface SplitShape {
  head?: RangeShape;
  days?: RangeShape;
  tail?: RangeShape;
  rollup: RollupName;
}

/**
 * Criteria taken apart into what a statement is built from (its shape) and what it is run with (its
 * values). Criteria with the same `key` build the same statements.
 */
export interface BoundCriteria {
  filter: FilterShape;
  /** The whole range, over the records. */
  range: RangeShape;
  /** Absent when only the records can answer the filter (a caller prefix, a search, the unrated calls). */
  split?: SplitShape;
  values: StatementValues;
  key: string;
}

/** `%` and `_` typed into a prefix are matched as themselves. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

function rollupOf(criteria: CallRecordCriteria): RollupName {
  if (canUsePrefixDays(criteria)) return 'prefix_days';
  if (canUseDayTotals(criteria)) return 'day_totals';
  return 'days';
}

export function bindCriteria(criteria: CallRecordCriteria): BoundCriteria {
  const values: StatementValues = {};
  function bind(name: string, value: unknown) {
    if (value === undefined) return undefined;
    values[name] = value;
    return sql.placeholder(name);
  }
  const patternOf = (prefix: string | undefined) => (prefix === undefined ? undefined : likePrefix(prefix));
  const filter: FilterShape = {
    side: criteria.side,
    isEmpty: criteria.isEmpty,
    isUnratedOnly: Boolean(criteria.isUnratedOnly),
    callType: bind('call_type', criteria.callType),
    direction: bind('direction', criteria.direction),
    userId: bind('user_id', criteria.userId),
    extensionId: bind('extension_id', criteria.extensionId),
    callAccountId: bind('call_account_id', criteria.callAccountId),
    accountId: bind('account_id', criteria.accountId),
    destinationPrefix: bind('destination_prefix', criteria.destinationPrefix),
    destinationPattern: bind('destination_pattern', patternOf(criteria.destinationPrefix)),
    callerPattern: bind('caller_pattern', patternOf(criteria.callerPrefix)),
    search: bind('search', criteria.search),
    searchPattern: bind('search_pattern', patternOf(criteria.search)),
    ownerId: bind('owner_id', criteria.scope.ownerId),
    unratedReason: bind('unrated_reason', criteria.unratedReason),
  };
  const moments = (part: string, range: { from?: Date; until?: Date }): RangeShape => ({
    from: bind(`${part}_from`, range.from),
    until: bind(`${part}_until`, range.until),
  });
  const range = moments('range', criteria);
  let split: SplitShape | undefined;
  if (canUseRollups(criteria)) {
    const { head, days, tail } = splitByDays(criteria);
    split = {
      head: head && moments('head', head),
      days: days && { from: bind('days_from', days.from && isoDay(days.from)), until: bind('days_until', days.until && isoDay(days.until)) },
      tail: tail && moments('tail', tail),
      rollup: rollupOf(criteria),
    };
  }
  return { filter, range, split, values, key: JSON.stringify({ filter, range, split }) };
}
