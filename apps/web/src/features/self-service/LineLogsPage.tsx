import { useId, useMemo } from 'react';
import { useAddressParams } from '../../framework/navigation/address-params';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRecords, DEFAULT_PAGE_SIZE, lineDisplayName, listUserLineLogs } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { operationPath, type RecordRow } from '../../framework';
import { useLoadFailureToast } from '../../framework/data/useLoadFailureToast';
import { PagedTable } from '../../framework/table/PagedTable';
import { formatMoneyText } from '../../framework/table/money';
import { Panel } from '../../ui/Panel';
import { inputClass, inputStateClass, labelClass } from '../../ui/field-styles';
import { CallRecordTotals } from '../call-records/CallRecordTotals';
import type { CallRecordPage } from '../call-records/useCallRecords';
import { useUserLines } from '../payments/useUserLines';
import { BackButton } from '../../framework/pages/SelfServicePage';
import { callRecordRange } from '../../framework/filters/date-range';
import { DateRangeFilter } from '../../framework/filters/DateRangeFilter';
import { useDateRange } from '../../framework/filters/useDateRange';

/** Spec 02 §9: log tables hide the call uuid and the line's id; a customer has no use for the carrier's trunk either. Rows open nothing. */
const logTable = { ...callRecords, operations: [], columns: callRecords.columns.filter((column) => !['call_uuid', 'trunk'].includes(column)) };

/**
 * Spec 02 §2, /user/menu/logs: the calls of the user's own lines, all of them or one, over the days
 * asked (days of the configured time zone), with the totals; page, line and days in the address.
 */
export function LineLogsPage() {
  const fieldId = useId();
  const [params, changeAddress] = useAddressParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const line = params.get('line') ?? '';
  const dates = useDateRange('all');
  const { from, to } = callRecordRange(dates, dates.timeZone);
  const query = useMemo(
    () => ({ page, limit: DEFAULT_PAGE_SIZE, ...(line && { call_account_id: line }), ...(from && { from }), ...(to && { to }) }),
    [page, line, from, to],
  );
  const lines = useUserLines();
  const logs = useQuery({
    queryKey: ['user-line-logs', query],
    queryFn: ({ signal }) => apiRequest<CallRecordPage>(listUserLineLogs.method, operationPath(listUserLineLogs, {}), { query, signal }),
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(logs.error, 'Could not load logs data, try refreshing the page', 'user-line-logs-failed');
  const change = ({ page: next, ...filters }: { page?: number; line?: string }) => changeAddress({ ...filters, page: String(next ?? 1) });

  return (
    <div>
      <BackButton />
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-brand-navy dark:text-slate-100">Call logs</h2>
        <div className="flex flex-wrap items-end gap-3">
          <DateRangeFilter range={dates} canBeOpen />
          <div>
            <label htmlFor={`${fieldId}-line`} className={labelClass}>
              User Line
            </label>
            <select
              id={`${fieldId}-line`}
              value={line}
              onChange={(event) => change({ line: event.target.value })}
              className={`${inputClass} ${inputStateClass(false)}`}
            >
              <option value="">All my lines</option>
              {lines.data?.results.map((each) => (
                <option key={each.call_billing_account_id} value={each.call_billing_account_id}>
                  {lineDisplayName({ ...each, account_balance: formatMoneyText(each.account_balance) })} · {each.number}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <CallRecordTotals totals={logs.data} />
      <Panel className="overflow-hidden">
        <PagedTable
          resource={logTable}
          list={logs}
          rows={logs.data?.records as RecordRow[] | undefined}
          total={logs.data?.count ?? 0}
          page={page}
          onPageChange={(next) => change({ page: next })}
        />
      </Panel>
    </div>
  );
}
