import { lazy, Suspense, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useAddressParams } from '../../framework/navigation/address-params';
import { REPORT_GROUPINGS, type ReportGrouping, type TrafficReportAnswer } from '@ringledger/contract';
import { useCurrency } from '../../api/session-store';
import { useHasPermission } from '../../framework';
import { saveFile } from '../../framework/data/save-file';
import { SortableHeading } from '../../framework/table/SortableHeading';
import { formatMoney } from '../../framework/table/money';
import { formatSeconds } from '../../framework/table/format-value';
import { MoneyText } from '../../framework/table/MoneyText';
import { Button } from '../../ui/Button';
import { DownloadIcon } from '../../ui/Icons';
import { Panel } from '../../ui/Panel';
import { TableScroller } from '../../framework/table/TableScroller';
import { localToday, presetRange } from '../../framework/filters/date-range';
import { DateRangeFilter } from '../../framework/filters/DateRangeFilter';
import { useDateRange } from '../../framework/filters/useDateRange';
import { reportCsv } from './report-csv';
import { useTrafficReport } from './useTrafficReport';

const TrafficChart = lazy(() => import('../dashboard/TrafficChart').then((module) => ({ default: module.TrafficChart })));

const GROUPING_LABELS: Record<ReportGrouping, string> = {
  customer: 'Customer',
  trunk: 'Trunk',
  provider: 'Provider',
  prefix: 'Destination prefix',
  day: 'Day',
  hour: 'Hour',
};
/** What each grouping needs besides REPORTS, as the server checks it. */
const NEEDS: Partial<Record<ReportGrouping, 'CUSTOMERS' | 'TRUNKS'>> = { customer: 'CUSTOMERS', trunk: 'TRUNKS', provider: 'TRUNKS' };

type Row = TrafficReportAnswer['rows'][number];
const COLUMNS: { field: keyof Row; label: string; money?: boolean }[] = [
  { field: 'calls', label: 'Attempts' },
  { field: 'answered', label: 'Answered' },
  { field: 'asr', label: 'ASR' },
  { field: 'acd', label: 'ACD' },
  { field: 'minutes', label: 'Minutes' },
  { field: 'revenue', label: 'Revenue', money: true },
  { field: 'provider_cost', label: 'Cost', money: true },
  { field: 'margin', label: 'Margin', money: true },
];

const heading = 'px-3 py-2 text-right text-xs font-semibold tracking-wide text-brand-gray uppercase';

function sortRows(rows: Row[], sortBy: string | undefined) {
  if (!sortBy) return rows;
  const field = sortBy.replace(/^-/, '') as keyof Row;
  const sign = sortBy.startsWith('-') ? -1 : 1;
  const value = (row: Row) => (field === 'name' ? row.name : Number(row[field] ?? -Infinity));
  return [...rows].sort((a, b) => {
    const [left, right] = [value(a), value(b)];
    return sign * (typeof left === 'string' ? left.localeCompare(String(right)) : left - (right as number));
  });
}

/** Traffic over a range of days by what the operator picks, sortable, as a chart and a table, and as CSV. */
export function ReportsPage() {
  const [searchParams, change] = useAddressParams();
  const currency = useCurrency() ?? '';
  const can = useHasPermission();
  const groupings = REPORT_GROUPINGS.filter((each) => !NEEDS[each] || can(NEEDS[each], 'list'));
  const askedBy = searchParams.get('by') as ReportGrouping | null;
  const by = askedBy && groupings.includes(askedBy) ? askedBy : 'day';
  const dates = useDateRange('this_month');
  // A custom range still missing an end reports this month until both are typed.
  const thisMonth = presetRange('this_month', localToday(dates.timeZone));
  const range = { from: dates.from?.slice(0, 10) ?? thisMonth.from, to: dates.to?.slice(0, 10) ?? thisMonth.to };
  const sortBy = searchParams.get('sort_by') ?? undefined;
  const report = useTrafficReport({ by, ...range });
  const rows = useMemo(() => sortRows(report.data?.rows ?? [], sortBy), [report.data, sortBy]);
  const linkOf = (row: Row) => {
    const span = `from=${range.from}&to=${range.to}`;
    if (by === 'customer') return `/call_records/users?page=1&user_id=${row.key}&${span}`;
    if (by === 'prefix') return `/call_records/users?page=1&destination=${encodeURIComponent(row.key)}&${span}`;
    if (by === 'trunk') return `/trunks/${row.key}`;
    return undefined;
  };
  const byId = useId();
  const chartRows = by === 'day' || by === 'hour' ? rows : rows.slice(0, 20);
  return (
    <div className="space-y-5">
      <Panel className="flex flex-wrap items-end gap-4 p-4">
        <div className="text-sm">
          <label htmlFor={byId} className="mb-1 block font-medium">
            Report by
          </label>
          <select
            id={byId}
            value={by}
            onChange={(event) => change({ by: event.target.value })}
            className="h-10 rounded-lg border border-slate-300 px-3 dark:border-slate-600 dark:bg-slate-800"
          >
            {groupings.map((each) => (
              <option key={each} value={each}>
                {GROUPING_LABELS[each]}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFilter range={dates} />
        <Button
          variant="secondary"
          className="ml-auto"
          disabled={!report.data}
          onClick={() =>
            report.data && saveFile(new Blob([reportCsv(report.data, rows)], { type: 'text/csv' }), `traffic-by-${by}-${range.from}-${range.to}.csv`)
          }
        >
          <DownloadIcon width={16} height={16} />
          Export CSV
        </Button>
      </Panel>
      {chartRows.length > 0 && (
        <Panel aria-label="Chart" className="p-4">
          <div className="h-64">
            <Suspense fallback={<div className="h-64 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-700/40" />}>
              <TrafficChart
                buckets={chartRows.map((row) => ({ label: row.name, calls: row.calls, revenue: row.revenue }))}
                currency={currency}
                xTitle={`${GROUPING_LABELS[by]}${by === 'day' || by === 'hour' ? ` (${dates.timeZone})` : ''}`}
              />
            </Suspense>
          </div>
        </Panel>
      )}
      <Panel className="overflow-hidden">
        <TableScroller>
          <table className="w-full text-sm">
            <caption className="sr-only">Traffic by {GROUPING_LABELS[by].toLowerCase()}</caption>
            <thead className="border-b border-slate-200 dark:border-slate-700">
              <tr>
                <th scope="col" className={`${heading} text-left`}>
                  <SortableHeading field="name" sortBy={sortBy} onSort={(next) => change({ sort_by: next })}>
                    {GROUPING_LABELS[by]}
                  </SortableHeading>
                </th>
                {COLUMNS.map((column) => (
                  <th key={column.field} scope="col" className={heading}>
                    <SortableHeading field={column.field} sortBy={sortBy} onSort={(next) => change({ sort_by: next })}>
                      {column.label}
                    </SortableHeading>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const link = linkOf(row);
                return (
                  <tr key={row.key} className="border-b border-slate-100 dark:border-slate-700/60">
                    <th scope="row" className="px-3 py-2 text-left font-medium">
                      {link ? (
                        <Link to={link} className="text-brand-blue hover:underline dark:text-blue-300">
                          {row.name}
                        </Link>
                      ) : (
                        row.name
                      )}
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column.field} className="px-3 py-2 text-right tabular-nums">
                        {column.money ? <MoneyText text={formatMoney(String(row[column.field]))} /> : formatFigure(column.field, row[column.field])}
                      </td>
                    ))}
                  </tr>
                );
              })}
              {report.data && rows.length === 0 && (
                <tr>
                  <td colSpan={COLUMNS.length + 1} className="px-4 py-8 text-center text-slate-500 dark:text-slate-400">
                    No calls in this range
                  </td>
                </tr>
              )}
            </tbody>
            {report.data && rows.length > 0 && (
              <tfoot className="border-t-2 border-slate-200 font-semibold dark:border-slate-700">
                <tr>
                  <th scope="row" className="px-3 py-2 text-left">
                    Total
                  </th>
                  {COLUMNS.map((column) => (
                    <td key={column.field} className="px-3 py-2 text-right tabular-nums">
                      {column.money ? (
                        <MoneyText text={formatMoney(String(report.data.total[column.field as keyof TrafficReportAnswer['total']]))} />
                      ) : (
                        formatFigure(column.field, report.data.total[column.field as keyof TrafficReportAnswer['total']])
                      )}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </TableScroller>
      </Panel>
    </div>
  );
}

function formatFigure(field: keyof Row, value: unknown) {
  if (value === null || value === undefined) return '–';
  if (field === 'asr') return `${String(value)}%`;
  if (field === 'acd') return formatSeconds(Number(value));
  if (field === 'minutes') return Number(value).toFixed(2);
  return Number(value).toLocaleString();
}
