import type { CallRecordListQuery, CallRecordSide } from '@ringledger/contract';
import type { Database } from '../../db/client.js';
import { criteriaOf, type CallRecordScope } from './call-record-criteria.js';
import { findCallRecordPage, NEWEST_FIRST, sortOf, summarizeCallRecords } from './call-record-lists.queries.js';

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
  return { records, ...totals };
}

/** The calls stored without a charge (unknown caller, no rate), newest first, each with its reason; re-rating clears them. */
export async function listUnratedCalls(db: Database, page: { page: number; limit: number }) {
  const criteria = { ...criteriaOf('user', {}), isUnratedOnly: true };
  const [records, totals] = await Promise.all([
    findCallRecordPage(db, criteria, { sort: NEWEST_FIRST, limit: page.limit, offset: (page.page - 1) * page.limit }),
    summarizeCallRecords(db, criteria),
  ]);
  return { records, ...totals };
}
