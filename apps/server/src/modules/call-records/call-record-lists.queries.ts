import { asc, desc, eq, getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CallRecordSide } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import { accounts, callAccounts, callRecordDays, callRecordDayTotals, callRecordPrefixDays, callRecords, trunks } from '../../db/schema/index.js';
import { canUseDayTotals, canUsePrefixDays, canUseRollups, splitByDays, type CallRecordCriteria } from './call-record-criteria.js';
import { callerC, dayTotalConditions, destinationC, prefixDayConditions, recordConditions, rollupConditions, sideColumns } from './call-record-conditions.js';

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
 * so its order is spelt that way for PostgreSQL to see it (callstart is never null).
 */
export function orderOf(side: CallRecordSide, sort: CallRecordSort): SQL[] {
  const keys: Record<Exclude<CallRecordSortField, 'callstart'>, SQL> = {
    cost: side === 'user' ? sql`${callRecords.cost}` : sql`${callRecords.provider_cost}`,
    caller_id_number: callerC,
    destination_number: destinationC,
    call_type: sql`${callRecords.call_type}`,
  };
  const direction = sort.isDescending ? desc : asc;
  const newestFirst = sort.isDescending ? sql`${callRecords.callstart} desc nulls last` : sql`${callRecords.callstart} asc nulls first`;
  if (sort.field === 'callstart') return [newestFirst, direction(callRecords.id)];
  return [direction(keys[sort.field]), direction(callRecords.callstart), direction(callRecords.id)];
}

export const sideAccounts = alias(accounts, 'side_accounts');
export const sideCallAccounts = alias(callAccounts, 'side_call_accounts');

/** A record as a side's list answers it: on the carrier's side its account, call account, owner, seconds and charge are the carrier's. */
function recordSelection(side: CallRecordSide) {
  const columns = getTableColumns(callRecords);
  const own = sideColumns(side);
  const embeds = {
    account: { number: sideAccounts.number, type: sideAccounts.type },
    call_billing_account: { number: sideCallAccounts.number, type: sideCallAccounts.type },
    trunk: { name: trunks.name },
  };
  if (side === 'user') return { ...columns, ...embeds };
  return {
    ...columns,
    account_id: columns.provider_account_id,
    call_billing_account_id: columns.provider_call_account_id,
    user_id: columns.provider_user_id,
    cost: own.cost.mapWith(String),
    billseconds: own.billseconds.mapWith(Number),
    ...embeds,
  };
}

/** One page of the records the criteria match, in the order asked, with their account, call account and trunk. */
export async function findCallRecordPage(db: Executor, criteria: CallRecordCriteria, page: { sort: CallRecordSort; limit: number; offset: number }) {
  const side = sideColumns(criteria.side);
  return db
    .select(recordSelection(criteria.side))
    .from(callRecords)
    .leftJoin(sideAccounts, eq(sideAccounts.id, side.accountId))
    .leftJoin(sideCallAccounts, eq(sideCallAccounts.id, side.callAccountId))
    .leftJoin(trunks, eq(trunks.id, callRecords.trunk_id))
    .where(recordConditions(criteria))
    .orderBy(...orderOf(criteria.side, page.sort))
    .limit(page.limit)
    .offset(page.offset);
}

export type CallRecordRow = Awaited<ReturnType<typeof findCallRecordPage>>[number];

export interface CallRecordTotals {
  count: number;
  total_cost: string;
  billseconds: number;
}

interface Range {
  from?: Date;
  until?: Date;
}

/**
 * The statements whose rows add up to the criteria's answer: whole days from the rollups where the
 * filter allows, the part-days at the range's ends (and any filter the rollups cannot answer) from
 * the records; joined by UNION ALL, so the database answers in one round trip.
 */
function partsOf(criteria: CallRecordCriteria, fromRecords: (range: Range) => SQLWrapper, fromRollups: (range: Range) => SQLWrapper) {
  if (!canUseRollups(criteria)) return fromRecords(criteria);
  const { head, days, tail } = splitByDays(criteria);
  const pieces = [head && fromRecords(head), days && fromRollups(days), tail && fromRecords(tail)].filter((piece) => piece !== undefined);
  return sql.join(
    pieces.map((piece) => sql`(${piece})`),
    sql` union all `,
  );
}

function recordTotals(db: Executor, criteria: CallRecordCriteria, range: Range) {
  const side = sideColumns(criteria.side);
  return db
    .select({
      calls: sql<string>`count(*)`.as('calls'),
      billseconds: sql<string>`coalesce(sum(${side.billseconds}), 0)`.as('billseconds'),
      cost: sql<string>`coalesce(sum(${side.cost}), 0)`.as('cost'),
    })
    .from(callRecords)
    .where(recordConditions(criteria, range));
}

/**
 * The rollup that answers whole days for the filter: by destination prefix when it names one, the
 * coarse totals when it names no account, user or extension, else the detailed rollup.
 */
function rollupOf(criteria: CallRecordCriteria, range: Range) {
  if (canUsePrefixDays(criteria)) return { table: callRecordPrefixDays, conditions: prefixDayConditions(criteria, range) };
  if (canUseDayTotals(criteria)) return { table: callRecordDayTotals, conditions: dayTotalConditions(criteria, range) };
  return { table: callRecordDays, conditions: rollupConditions(criteria, range) };
}

function rollupTotals(db: Executor, criteria: CallRecordCriteria, range: Range) {
  const { table, conditions } = rollupOf(criteria, range);
  return db
    .select({
      calls: sql<string>`coalesce(sum(${table.calls}), 0)`.as('calls'),
      billseconds: sql<string>`coalesce(sum(${table.billseconds}), 0)`.as('billseconds'),
      cost: sql<string>`coalesce(sum(${table.cost}), 0)`.as('cost'),
    })
    .from(table)
    .where(conditions);
}

/** count, total_cost and billseconds over every record the criteria match (not only a page), in one statement. */
export async function summarizeCallRecords(db: Executor, criteria: CallRecordCriteria): Promise<CallRecordTotals> {
  if (criteria.isEmpty) return { count: 0, total_cost: '0.00000', billseconds: 0 };
  const parts = partsOf(
    criteria,
    (range) => recordTotals(db, criteria, range),
    (range) => rollupTotals(db, criteria, range),
  );
  const result = await db.execute<{ count: string; billseconds: string; total_cost: string }>(sql`
    select coalesce(sum(calls), 0)::int8::text as count, coalesce(sum(billseconds), 0)::int8::text as billseconds,
           coalesce(sum(cost), 0)::numeric(18, 5)::text as total_cost
    from (${parts}) as parts`);
  const [totals] = result.rows;
  return { count: Number(totals.count), total_cost: totals.total_cost, billseconds: Number(totals.billseconds) };
}

const utcDay = sql`(${callRecords.callstart} at time zone 'UTC')::date`;

function recordDays(db: Executor, criteria: CallRecordCriteria, range: Range) {
  const side = sideColumns(criteria.side);
  return db
    .select({
      day: sql<string>`${utcDay}`.as('day'),
      calls: sql<string>`count(*)`.as('calls'),
      billseconds: sql<string>`sum(${side.billseconds})`.as('billseconds'),
      cost: sql<string>`sum(${side.cost})`.as('cost'),
    })
    .from(callRecords)
    .where(recordConditions(criteria, range))
    .groupBy(utcDay);
}

function rollupDays(db: Executor, criteria: CallRecordCriteria, range: Range) {
  const { table, conditions } = rollupOf(criteria, range);
  return db
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
export async function findCallRecordDays(db: Executor, criteria: CallRecordCriteria) {
  if (criteria.isEmpty) return [];
  const parts = partsOf(
    criteria,
    (range) => recordDays(db, criteria, range),
    (range) => rollupDays(db, criteria, range),
  );
  // The last day the range includes: `until` is exclusive, so a range ending at midnight ends the day before.
  const lastDay = criteria.until && isoDay(new Date(criteria.until.getTime() - 1));
  const firstDay = criteria.from && isoDay(criteria.from);
  const result = await db.execute<{ day: string; calls: string; billseconds: string; cost: string }>(sql`
    with parts as (${parts}),
    per_day as (select day, sum(calls) as calls, sum(billseconds) as billseconds, sum(cost) as cost from parts group by day),
    extent as (
      select coalesce(${firstDay ?? null}::date, min(day)) as first, coalesce(${lastDay ?? null}::date, max(day)) as last, min(day) as data_first, max(day) as data_last
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
    order by series.day`);
  return result.rows.map((row) => ({ day: row.day, calls: Number(row.calls), billseconds: Number(row.billseconds), cost: row.cost }));
}
