import { asc, desc, eq, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { CallRecordSide, UnratedReason } from '@ringledger/contract';
import type { Database } from '../../db/client.js';
import { embeddedObject } from '../../db/embedded-object.js';
import { ISO_MOMENT_TYPES } from '../../db/iso-moments.js';
import { prepareStatement, runStatement, statementCache } from '../../db/prepared-statements.js';
import { accounts, callAccounts, callRecordDays, callRecordDayTotals, callRecordPrefixDays, callRecords, trunks } from '../../db/schema/index.js';
import type { CallRecordCriteria } from './call-record-criteria.js';
import {
  callerC,
  dayTotalConditions,
  destinationC,
  prefixDayConditions,
  recordConditions,
  rollupConditions,
  sideColumns,
  unratedReasonKind,
  type FilterShape,
  type RangeShape,
} from './call-record-conditions.js';
import { bindCriteria, type BoundCriteria, type RollupName } from './call-record-shapes.js';

export type CallRecordSortField = 'caller_id_number' | 'call_type' | 'cost' | 'destination_number' | 'callstart';

export interface CallRecordSort {
  field: CallRecordSortField;
  isDescending: boolean;
}

/** Newest first, the lists' order when none is asked for. */
export const NEWEST_FIRST: CallRecordSort = { field: 'callstart', isDescending: true };

/** `-cost` → cost, descending; nothing → newest first. */
export function sortOf(sortBy: string | undefined): CallRecordSort {
  if (!sortBy) return NEWEST_FIRST;
  const isDescending = sortBy.startsWith('-');
  return { field: (isDescending ? sortBy.slice(1) : sortBy) as CallRecordSortField, isDescending };
}

/**
 * Each order is one an index serves. Ties go by call start in the same direction (one index of
 * (key, callstart) serves both directions), then id. The newest-first index is `desc nulls last`,
 * so its order is spelt that way for PostgreSQL to see it (callstart is never null). Unpriced
 * calls (a carrier's cost still null) come last both ways, so the descending carrier-cost order
 * has an index of its own, `desc nulls last`.
 */
export function orderOf(side: CallRecordSide, sort: CallRecordSort): SQL[] {
  const keys: Record<Exclude<CallRecordSortField, 'callstart'>, SQL> = {
    cost: side === 'user' ? sql`${callRecords.cost}` : sql`${callRecords.provider_cost}`,
    caller_id_number: callerC,
    destination_number: destinationC,
    call_type: sql`${callRecords.call_type}`,
  };
  const direction = sort.isDescending ? desc : asc;
  if (sort.field === 'cost' && side === 'provider') {
    const costOrder = sort.isDescending ? sql`${callRecords.provider_cost} desc nulls last` : sql`${callRecords.provider_cost} asc nulls last`;
    return [costOrder, direction(callRecords.callstart), direction(callRecords.id)];
  }
  const newestFirst = sort.isDescending ? sql`${callRecords.callstart} desc nulls last` : sql`${callRecords.callstart} asc nulls first`;
  if (sort.field === 'callstart') return [newestFirst, direction(callRecords.id)];
  return [direction(keys[sort.field]), direction(callRecords.callstart), direction(callRecords.id)];
}

export const sideAccounts = alias(accounts, 'side_accounts');
export const sideCallAccounts = alias(callAccounts, 'side_call_accounts');

const builder = new QueryBuilder();

/**
 * A record as a side's list answers it, each key named by PostgreSQL: on the carrier's side its
 * account, call account, owner, seconds and charge are the carrier's; the account, call account
 * and trunk arrive as the JSON objects PostgreSQL built.
 */
function recordSelection(side: CallRecordSide) {
  const own = sideColumns(side);
  const selection: Record<string, SQL.Aliased> = Object.fromEntries(
    Object.entries(getTableColumns(callRecords)).map(([key, column]) => [key, sql`${column}`.as(key)]),
  );
  const embeds = {
    account: embeddedObject('account', ['number', 'type'], getTableColumns(sideAccounts)),
    call_billing_account: embeddedObject('call_billing_account', ['number', 'type'], getTableColumns(sideCallAccounts)),
    trunk: embeddedObject('trunk', ['name'], getTableColumns(trunks)),
  };
  if (side === 'user') return { ...selection, ...embeds };
  return {
    ...selection,
    account_id: sql`${own.accountId}`.as('account_id'),
    call_billing_account_id: sql`${own.callAccountId}`.as('call_billing_account_id'),
    user_id: sql`${own.userId}`.as('user_id'),
    cost: sql`${own.cost}`.as('cost'),
    billseconds: sql`${own.billseconds}`.as('billseconds'),
    ...embeds,
  };
}

/** The page's limit and offset: written into the statement for a first page, bound at each run for the others. */
type Paging = { firstPageOf: number } | 'bound';

function pageQuery({ filter, range }: BoundCriteria, sort: CallRecordSort, paging: Paging) {
  const side = sideColumns(filter.side);
  const query = builder
    .select(recordSelection(filter.side))
    .from(callRecords)
    .leftJoin(sideAccounts, eq(sideAccounts.id, side.accountId))
    .leftJoin(sideCallAccounts, eq(sideCallAccounts.id, side.callAccountId))
    .leftJoin(trunks, eq(trunks.id, callRecords.trunk_id))
    .where(recordConditions(filter, range))
    .orderBy(...orderOf(filter.side, sort));
  if (paging === 'bound') return query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
  if (!Number.isSafeInteger(paging.firstPageOf) || paging.firstPageOf < 1) throw new Error(`A page holds a whole number of records, not ${paging.firstPageOf}`);
  return sql`${query} limit ${sql.raw(String(paging.firstPageOf))}`;
}

const statements = statementCache();

/**
 * One page of the records the criteria match, in the order asked, with their account, call
 * account and trunk. Each filter shape and order is built once and run as a named statement.
 * A first page (the list as it opens) has its limit written in: PostgreSQL guesses a tenth of the
 * rows for a bound limit or offset, and that guess makes the plan it keeps look dearer than one
 * made for the values, so it planned the statement afresh on every run (0.4 ms, more than running
 * it). With the limit written in, an unfiltered list keeps its plan; later pages bind theirs.
 */
export async function findCallRecordPage(db: Database, criteria: CallRecordCriteria, page: { sort: CallRecordSort; limit: number; offset: number }) {
  const bound = bindCriteria(criteria);
  const sort = `${page.sort.isDescending ? '-' : ''}${page.sort.field}`;
  const paging: Paging = page.offset === 0 ? { firstPageOf: page.limit } : 'bound';
  const statement = statements(`page|${sort}|${JSON.stringify(paging)}|${bound.key}`, () =>
    prepareStatement('rl_call_record_page', pageQuery(bound, page.sort, paging)),
  );
  return runStatement<Record<string, unknown>>(db.$client, statement, { ...bound.values, limit: page.limit, offset: page.offset }, ISO_MOMENT_TYPES);
}

export interface CallRecordTotals {
  count: number;
  /** The calls billed more than 0 seconds on the list's side. */
  answered: number;
  total_cost: string;
  billseconds: number;
  /** The customer side's cost less what the carriers charged for the same calls (0 charged on the carrier side's list). */
  margin: string;
}

/**
 * The statements whose rows add up to the criteria's answer: whole days from the rollups where the
 * filter allows, the part-days at the range's ends (and any filter the rollups cannot answer) from
 * the records; joined by UNION ALL, so the database answers in one round trip.
 */
function partsOf(
  { range, split }: BoundCriteria,
  fromRecords: (range: RangeShape) => SQLWrapper,
  fromRollup: (rollup: RollupName, days: RangeShape) => SQLWrapper,
) {
  if (!split) return fromRecords(range);
  const { head, days, tail, rollup } = split;
  const pieces = [head && fromRecords(head), days && fromRollup(rollup, days), tail && fromRecords(tail)].filter((piece) => piece !== undefined);
  return sql.join(
    pieces.map((piece) => sql`(${piece})`),
    sql` union all `,
  );
}

function recordTotals(filter: FilterShape, range: RangeShape) {
  const side = sideColumns(filter.side);
  return builder
    .select({
      calls: sql<string>`count(*)`.as('calls'),
      answered: sql<string>`count(*) filter (where ${side.billseconds} > 0)`.as('answered'),
      billseconds: sql<string>`coalesce(sum(${side.billseconds}), 0)`.as('billseconds'),
      cost: sql<string>`coalesce(sum(${side.cost}), 0)`.as('cost'),
      provider_cost: sql<string>`coalesce(sum(${side.carrierCost}), 0)`.as('provider_cost'),
    })
    .from(callRecords)
    .where(recordConditions(filter, range));
}

/** The rollup's table and the filter over it for a range of whole days. */
function rollupOf(rollup: RollupName, filter: FilterShape, days: RangeShape) {
  if (rollup === 'prefix_days') return { table: callRecordPrefixDays, conditions: prefixDayConditions(filter, days) };
  if (rollup === 'day_totals') return { table: callRecordDayTotals, conditions: dayTotalConditions(filter, days) };
  return { table: callRecordDays, conditions: rollupConditions(filter, days) };
}

function rollupTotals(rollup: RollupName, filter: FilterShape, days: RangeShape) {
  const { table, conditions } = rollupOf(rollup, filter, days);
  return builder
    .select({
      calls: sql<string>`coalesce(sum(${table.calls}), 0)`.as('calls'),
      answered: sql<string>`coalesce(sum(${table.answered}), 0)`.as('answered'),
      billseconds: sql<string>`coalesce(sum(${table.billseconds}), 0)`.as('billseconds'),
      cost: sql<string>`coalesce(sum(${table.cost}), 0)`.as('cost'),
      provider_cost: sql<string>`coalesce(sum(${table.provider_cost}), 0)`.as('provider_cost'),
    })
    .from(table)
    .where(conditions);
}

function totalsQuery(bound: BoundCriteria) {
  const parts = partsOf(
    bound,
    (range) => recordTotals(bound.filter, range),
    (rollup, days) => rollupTotals(rollup, bound.filter, days),
  );
  return sql`
    select coalesce(sum(calls), 0)::int8::text as count, coalesce(sum(answered), 0)::int8::text as answered,
           coalesce(sum(billseconds), 0)::int8::text as billseconds, coalesce(sum(cost), 0)::numeric(18, 5)::text as total_cost,
           (coalesce(sum(cost), 0) - coalesce(sum(provider_cost), 0))::numeric(18, 5)::text as margin
    from (${parts}) as parts`;
}

/** count, answered, total_cost, billseconds and margin over every record the criteria match (not only a page), in one statement. */
export async function summarizeCallRecords(db: Database, criteria: CallRecordCriteria): Promise<CallRecordTotals> {
  if (criteria.isEmpty) return { count: 0, answered: 0, total_cost: '0.00000', billseconds: 0, margin: '0.00000' };
  const bound = bindCriteria(criteria);
  const statement = statements(`totals|${bound.key}`, () => prepareStatement('rl_call_record_totals', totalsQuery(bound)));
  const [totals] = await runStatement<Record<'count' | 'answered' | 'billseconds' | 'total_cost' | 'margin', string>>(db.$client, statement, bound.values);
  return {
    count: Number(totals.count),
    answered: Number(totals.answered),
    total_cost: totals.total_cost,
    billseconds: Number(totals.billseconds),
    margin: totals.margin,
  };
}

/** How many unrated calls each kind of reason holds, the most first: read from the partial index on unrated reasons alone. */
export async function countUnratedByReason(db: Database) {
  const result = await db.execute<{ reason: UnratedReason; count: string }>(sql`
    select ${unratedReasonKind} as reason, count(*)::text as count from ${callRecords} where not ${callRecords.rated}
    group by 1 order by count(*) desc, 1`);
  return result.rows.map((row) => ({ reason: row.reason, count: Number(row.count) }));
}

const utcDay = sql`(${callRecords.callstart} at time zone 'UTC')::date`;

function recordDays(filter: FilterShape, range: RangeShape) {
  const side = sideColumns(filter.side);
  return builder
    .select({
      day: sql<string>`${utcDay}`.as('day'),
      calls: sql<string>`count(*)`.as('calls'),
      billseconds: sql<string>`sum(${side.billseconds})`.as('billseconds'),
      cost: sql<string>`sum(${side.cost})`.as('cost'),
    })
    .from(callRecords)
    .where(recordConditions(filter, range))
    .groupBy(utcDay);
}

function rollupDays(rollup: RollupName, filter: FilterShape, days: RangeShape) {
  const { table, conditions } = rollupOf(rollup, filter, days);
  return builder
    .select({
      day: sql<string>`${table.day}`.as('day'),
      calls: sql<string>`sum(${table.calls})`.as('calls'),
      billseconds: sql<string>`sum(${table.billseconds})`.as('billseconds'),
      cost: sql<string>`sum(${table.cost})`.as('cost'),
    })
    .from(table)
    .where(conditions)
    .groupBy(table.day);
}

/** Past this many days the series keeps to the days that have calls (an open `from` of 1970 is no chart). */
const MAX_EMPTY_SPAN_DAYS = 1100;

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * Calls, seconds and cost per UTC day over the criteria's range, days without calls included, in
 * one statement; an open end of the range stops at the first or last day with calls.
 */
export async function findCallRecordDays(db: Database, criteria: CallRecordCriteria) {
  if (criteria.isEmpty) return [];
  const bound = bindCriteria(criteria);
  // The last day the range includes: `until` is exclusive, so a range ending at midnight ends the day before.
  const lastDay = criteria.until ? isoDay(new Date(criteria.until.getTime() - 1)) : null;
  const firstDay = criteria.from ? isoDay(criteria.from) : null;
  const statement = statements(`days|${bound.key}`, () => prepareStatement('rl_call_record_days', daysQuery(bound)));
  const rows = await runStatement<{ day: string; calls: string; billseconds: string; cost: string }>(db.$client, statement, {
    ...bound.values,
    first_day: firstDay,
    last_day: lastDay,
  });
  return rows.map((row) => ({ day: row.day, calls: Number(row.calls), billseconds: Number(row.billseconds), cost: row.cost }));
}

function daysQuery(bound: BoundCriteria) {
  const parts = partsOf(
    bound,
    (range) => recordDays(bound.filter, range),
    (rollup, days) => rollupDays(rollup, bound.filter, days),
  );
  return sql`
    with parts as (${parts}),
    per_day as (select day, sum(calls) as calls, sum(billseconds) as billseconds, sum(cost) as cost from parts group by day),
    extent as (
      select coalesce(${sql.placeholder('first_day')}::date, min(day)) as first, coalesce(${sql.placeholder('last_day')}::date, max(day)) as last,
             min(day) as data_first, max(day) as data_last
      from per_day
    ),
    span as (
      select case when last - first > ${MAX_EMPTY_SPAN_DAYS} then greatest(first, data_first) else first end as first,
             case when last - first > ${MAX_EMPTY_SPAN_DAYS} then least(last, data_last) else last end as last
      from extent
    )
    select to_char(series.day, 'YYYY-MM-DD') as day, coalesce(per_day.calls, 0)::text as calls,
           coalesce(per_day.billseconds, 0)::text as billseconds, coalesce(per_day.cost, 0)::numeric(18, 5)::text as cost
    from span, generate_series(span.first, span.last, interval '1 day') as series(day)
    left join per_day on per_day.day = series.day::date
    order by series.day`;
}
