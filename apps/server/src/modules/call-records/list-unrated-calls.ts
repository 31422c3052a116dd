import { listUnratedCalls } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { listUnratedCalls as findUnratedCalls } from './call-record-lists.service.js';

/** What operators must fix before POST /call_records/rerate can bill it. */
export const listUnratedCallsOperation = implement(listUnratedCalls, ({ db, query }) => findUnratedCalls(db, query));
