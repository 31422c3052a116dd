import type { CallRecordListQuery, CallRecordSide, UnratedReason } from '@ringledger/contract';
import type { Database } from '../../db/client.js';
import { criteriaOf, type CallRecordScope } from './call-record-criteria.js';
import { countUnratedByReason, findCallRecordPage, NEWEST_FIRST, sortOf, summarizeCallRecords, type CallRecordTotals } from './call-record-lists.queries.js';

interface ListOptions {
  side: CallRecordSide;
  query: CallRecordListQuery;
  /** Narrows what the caller may read (a self-service owner's lines); staff pass none. */
  scope?: CallRecordScope;
}

/**
 * A page of call records and the totals over every record the filter matches (spec 02 §3), the
 * two read side by side. Self-service logs reuse it with the owner's lines as the scope.
 */
export async function listCallRecords(db: Database, { side, query, scope }: ListOptions) {
  const criteria = criteriaOf(side, query, scope);
  const [records, totals] = await Promise.all([
    criteria.isEmpty ? [] : findCallRecordPage(db, criteria, { sort: sortOf(query.sort_by), limit: query.limit, offset: (query.page - 1) * query.limit }),
    summarizeCallRecords(db, criteria),
  ]);
  // The margin is read off the carriers' costs: answered on the customers' list to staff, whose CALL_RECORDS
  // permission also opens the carriers' list; never to a self-service user (scoped to their lines).
  return { records, ...figuresOf(totals, { withMargin: side === 'user' && scope === undefined }) };
}

/** The totals as a list answers them: ASR and ACD worked out, the margin only where it may be shown. */
export function figuresOf({ margin, ...totals }: CallRecordTotals, { withMargin }: { withMargin: boolean }) {
  return {
    ...totals,
    asr: totals.count === 0 ? null : Math.round((totals.answered / totals.count) * 1000) / 10,
    acd: totals.answered === 0 ? null : Math.round(totals.billseconds / totals.answered),
    ...(withMargin ? { margin } : {}),
  };
}

/**
 * The calls stored without a charge (unknown caller, no rate), newest first, each with its reason,
 * those of one kind of reason if asked; and how many each kind holds. Re-rating clears them.
 */
export async function listUnratedCalls(db: Database, page: { page: number; limit: number; reason?: UnratedReason }) {
  const criteria = { ...criteriaOf('user', {}), isUnratedOnly: true, unratedReason: page.reason };
  const [records, totals, reasons] = await Promise.all([
    findCallRecordPage(db, criteria, { sort: NEWEST_FIRST, limit: page.limit, offset: (page.page - 1) * page.limit }),
    summarizeCallRecords(db, criteria),
    countUnratedByReason(db),
  ]);
  return { records, ...figuresOf(totals, { withMargin: false }), reasons };
}
