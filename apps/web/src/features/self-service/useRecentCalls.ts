import { useQuery } from '@tanstack/react-query';
import { listUserLineLogs } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath } from '../../framework';
import type { CallRecordPage } from '../call-records/useCallRecords';

/** How many of the latest calls the home shows; the call logs hold the rest. */
export const RECENT_CALLS = 5;

/** The latest calls of all the user's lines, newest first (the call records' default order). */
export function useRecentCalls() {
  const query = { page: 1, limit: RECENT_CALLS };
  return useQuery({
    queryKey: ['user-line-logs', query],
    queryFn: ({ signal }) => apiRequest<CallRecordPage>(listUserLineLogs.method, operationPath(listUserLineLogs, {}), { query, signal }),
  });
}
