import { exportProviderCallRecords, exportUserCallRecords, type CallRecordSide } from '@ringledger/contract';
import type { FastifyReply } from 'fastify';
import { implement } from '../../operations/operation-routes.js';
import type { Database } from '../../db/client.js';
import { criteriaOf } from './call-record-criteria.js';
import { sortOf } from './call-record-lists.queries.js';
import { callRecordCsvStream } from './call-record-csv.js';

type ExportQuery = Parameters<typeof criteriaOf>[1] & { sort_by?: string };

function sendCsv(db: Database, reply: FastifyReply, side: CallRecordSide, query: ExportQuery) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="call-records-${side === 'user' ? 'users' : 'providers'}-${day}.csv"`)
    .send(callRecordCsvStream(db, criteriaOf(side, query), sortOf(query.sort_by)));
}

/** The customers' filtered list as a file, streamed in the list's order. */
export const exportUserCallRecordsOperation = implement(exportUserCallRecords, async ({ db, reply, query }) => sendCsv(db, reply, 'user', query));

export const exportProviderCallRecordsOperation = implement(exportProviderCallRecords, async ({ db, reply, query }) => sendCsv(db, reply, 'provider', query));
