import { providerCallRecordDays, userCallRecordDays, type CallRecordSide } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import type { Database } from '../../db/client.js';
import { criteriaOf } from './call-record-criteria.js';
import { findCallRecordDays } from './call-record-lists.queries.js';

async function daysOf(db: Database, side: CallRecordSide, query: Parameters<typeof criteriaOf>[1]) {
  return { days: await findCallRecordDays(db, criteriaOf(side, query)) };
}

/** The chart beside the customers' list: one request for the whole range, not one per day. */
export const userCallRecordDaysOperation = implement(userCallRecordDays, ({ db, query }) => daysOf(db, 'user', query));

export const providerCallRecordDaysOperation = implement(providerCallRecordDays, ({ db, query }) => daysOf(db, 'provider', query));
