import { LINE_NOT_YOURS, listUserLineLogs } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { principalOf } from '../../auth/principal.js';
import { AppError } from '../../errors/app-error.js';
import { listCallRecords } from '../call-records/call-record-lists.service.js';
import { isUserLine } from './user-lines.queries.js';

/**
 * GET /users/lines/logs: the call-record list kept, inside its queries, to the caller's own lines;
 * naming another's line is told apart from an empty answer only as a 404, like a missing one.
 */
export const listUserLineLogsOperation = implement(listUserLineLogs, async ({ db, query, request }) => {
  const { userId } = principalOf(request);
  if (query.call_account_id !== undefined && !(await isUserLine(db, userId, query.call_account_id))) {
    throw new AppError('NOT_FOUND', LINE_NOT_YOURS, { call_account_id: LINE_NOT_YOURS });
  }
  return listCallRecords(db, { side: 'user', query, scope: { ownerId: userId } });
});
