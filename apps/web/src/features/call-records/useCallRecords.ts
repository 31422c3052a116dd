import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  CALL_RECORD_SIDE_OPERATIONS,
  callRecords,
  getCallRecord,
  listUnratedCalls,
  rerateCallRecords,
  type CallRecordDay,
  type CallRecordDetail,
  type CallRecordListAnswer,
  type CallRecordSide,
  type RerateAnswer,
  type UnratedCallsAnswer,
  type UnratedReason,
} from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath, queryKeys, type ListParams, type RecordId } from '../../framework';
import { useLoadFailureToast } from '../../framework/data/useLoadFailureToast';

/** A list answer as JSON carries it: moments as ISO text. */
export type CallRecordPage = Omit<CallRecordListAnswer, 'records'> & { records: CallRecordRow[] };
export type CallRecordRow = Omit<CallRecordListAnswer['records'][number], 'callstart' | 'answerstart' | 'callend' | 'created_at' | 'updated_at'> & {
  callstart: string;
  answerstart: string | null;
  callend: string | null;
  created_at: string;
  updated_at: string;
};

const LOAD_FAILED: Record<CallRecordSide, string> = {
  user: 'Could not load user call records, try refreshing the page',
  provider: 'Could not load call records for providers, try refreshing the page',
};

/** Keyed under the resource, so a re-rate refreshes every list, series and page of call records. */
const keyOf = (...parts: unknown[]) => [...queryKeys.all(callRecords), ...parts];

/** A page of one side's list with its totals over every matching record. */
export function useCallRecordList(side: CallRecordSide, params: ListParams, isEnabled = true) {
  const operation = CALL_RECORD_SIDE_OPERATIONS[side].list;
  const list = useQuery({
    queryKey: keyOf('list', side, params),
    queryFn: ({ signal }) => apiRequest<CallRecordPage>(operation.method, operation.path, { query: params, signal }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(list.error, LOAD_FAILED[side], `call-records-${side}-failed`);
  return list;
}

/** Calls and cost per day over the filtered range, for the chart. */
export function useCallRecordDays(side: CallRecordSide, filters: ListParams) {
  const operation = CALL_RECORD_SIDE_OPERATIONS[side].days;
  return useQuery({
    queryKey: keyOf('days', side, filters),
    queryFn: ({ signal }) => apiRequest<{ days: CallRecordDay[] }>(operation.method, operation.path, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export type CallRecordDetailAnswer = Omit<CallRecordDetail, 'record' | 'ledger_line' | 'provider_ledger_line' | 'raw'> & {
  record: CallRecordRow;
  ledger_line: LedgerLine | null;
  provider_ledger_line: LedgerLine | null;
  raw?: { leg: 'a' | 'b'; leg_uuid: string; content_type: string | null; received_at: string; body: string }[];
};
type LedgerLine = Omit<NonNullable<CallRecordDetail['ledger_line']>, 'created_at'> & { created_at: string };

export function useCallRecordDetail(id: RecordId | undefined) {
  return useQuery({
    queryKey: keyOf('one', String(id)),
    queryFn: ({ signal }) => apiRequest<CallRecordDetailAnswer>(getCallRecord.method, operationPath(getCallRecord, { id: id ?? '' }), { signal }),
    enabled: id !== undefined,
  });
}

export type UnratedCallsPage = CallRecordPage & Pick<UnratedCallsAnswer, 'reasons'>;

/** A page of the unrated calls, those of one kind of reason if given, with how many each kind holds. */
export function useUnratedCalls(page: number, reason: UnratedReason | undefined) {
  const list = useQuery({
    queryKey: keyOf('unrated', page, reason),
    queryFn: ({ signal }) => apiRequest<UnratedCallsPage>(listUnratedCalls.method, listUnratedCalls.path, { query: { page, limit: 20, reason }, signal }),
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(list.error, 'Could not load unrated calls, try refreshing the page', 'unrated-calls-failed');
  return list;
}

const calls = (count: number) => `${count} call${count === 1 ? '' : 's'}`;

/** "Re-rated 3 of 5 calls; 2 still unrated", or that there was nothing to do. */
function describeRerate({ checked, rated, unrated }: RerateAnswer) {
  if (checked === 0) return 'There were no unrated calls to re-rate';
  return `Re-rated ${rated} of ${calls(checked)}${unrated > 0 ? `; ${unrated} still unrated` : ''}`;
}

/**
 * Rates the unrated calls again (POST /call_records/rerate) and says what came of it; every list,
 * series and record page of call records is refetched after, as the calls it rated now carry
 * their charges.
 */
export function useRerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<RerateAnswer>(rerateCallRecords.method, rerateCallRecords.path, { body: {} }),
    onSuccess: (answer) => {
      // Calls were there and none got a charge: the data behind them is still wrong, which is no success.
      if (answer.checked > 0 && answer.rated === 0)
        toast.error(`None of the ${calls(answer.checked)} could be rated; fix what each reason names, then re-rate`);
      else toast.success(describeRerate(answer));
      return queryClient.invalidateQueries({ queryKey: queryKeys.all(callRecords) });
    },
  });
}
