import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CALL_RECORD_SIDE_OPERATIONS, callRecords, type CallRecordSide } from '@ringledger/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../api/client';
import { saveFile, useListParams, type ListParams } from '../../framework';
import { SortMenu } from '../../framework/table/SortMenu';
import { ColumnMenu } from '../../framework/table/ColumnMenu';
import { PageToolbar } from '../../framework/pages/PageToolbar';
import { ReferenceText } from '../../framework/pages/ReferenceText';
import { Button } from '../../ui/Button';
import { DownloadIcon, FilterIcon } from '../../ui/Icons';
import { FILTER_FIELDS, FILTER_NAMES, SIDE_PAGES, filterParamsOf, tableOf } from './call-record-filters';
import { FilterModal } from './FilterModal';
import { CallRecordsTable } from './CallRecordsTable';
import { DailyChartPanel } from './DailyChartPanel';
import { callRecordRange } from '../../framework/filters/date-range';
import { DateRangeFilter } from '../../framework/filters/DateRangeFilter';
import { useDateRange } from '../../framework/filters/useDateRange';

/** The filtered list as CSV, asked for with the same filter, search and order as the page shows. */
function useExport(side: CallRecordSide, query: Record<string, string | number | undefined>) {
  const operation = CALL_RECORD_SIDE_OPERATIONS[side].export;
  return useMutation({
    mutationFn: () => apiDownload(operation.path, { query }),
    onSuccess: (file) => saveFile(file, `call-records-${side === 'user' ? 'users' : 'providers'}-${new Date().toISOString().slice(0, 10)}.csv`),
  });
}

/** Spec 02 §2: a side's call records with the Filter modal, the Sort by menu, the totals, the chart and the export. */
export function CallRecordsPage({ side }: { side: CallRecordSide }) {
  const { params, page, sortBy, setPage, setLimit, setSort } = useListParams(callRecords);
  const [isFiltering, setIsFiltering] = useState(false);
  const table = useMemo(() => tableOf(side), [side]);
  const navigate = useNavigate();
  const { search } = useLocation();
  const dates = useDateRange('all');
  // The address holds the operator's days and times; the API takes instants.
  const span = callRecordRange(dates, dates.timeZone);
  const filters: ListParams = { ...filterParamsOf(params), ...span };
  const query: ListParams = { ...params, from: span.from, to: span.to };
  const activeCount = FILTER_NAMES.filter((name) => name !== 'user_type' && filters[name] !== undefined).length;
  const exporting = useExport(side, { ...filters, sort_by: params.sort_by, search: params.search });

  const apply = (chosen: Record<string, string>, chosenSide: CallRecordSide) => {
    const next = new URLSearchParams(search);
    for (const name of FILTER_NAMES) next.delete(name);
    for (const [name, value] of Object.entries(chosen)) next.set(name, value);
    next.set('page', '1');
    setIsFiltering(false);
    navigate(`${SIDE_PAGES[chosenSide]}?${next.toString()}`);
  };

  return (
    <>
      <PageToolbar
        actions={
          <>
            <Button variant="secondary" onClick={() => setIsFiltering(true)}>
              <FilterIcon width={16} height={16} />
              Filter
              {activeCount > 0 && <span className="rounded-full bg-brand-blue px-1.5 text-xs text-white">{activeCount}</span>}
            </Button>
            <ColumnMenu resource={table} />
            <SortMenu resource={callRecords} sortBy={sortBy} onSort={setSort} />
            <Button variant="secondary" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
              <DownloadIcon width={16} height={16} />
              {exporting.isPending ? 'Exporting…' : 'Export CSV'}
            </Button>
          </>
        }
      />
      <div className="mb-4">
        <DateRangeFilter range={dates} canBeOpen withTimes />
      </div>
      {activeCount > 0 && <FilterChips filters={filters} />}
      <DailyChartPanel side={side} filters={filters} />
      <CallRecordsTable side={side} params={query} page={page} onPageChange={setPage} onLimitChange={setLimit} sortBy={sortBy} onSort={setSort} />
      <FilterModal isOpen={isFiltering} onClose={() => setIsFiltering(false)} side={side} current={filters} onApply={apply} />
    </>
  );
}

/** "Direction: outbound", "User: Kofi Mensah": the filter the page shows, one chip a filter, rows by their name, never an id. */
function FilterChips({ filters }: { filters: Record<string, string | number | undefined> }) {
  const shown = FILTER_NAMES.filter((name) => name !== 'user_type' && filters[name] !== undefined);
  return (
    <ul aria-label="Active filters" className="-mt-2 mb-4 flex flex-wrap gap-1.5">
      {shown.map((name) => {
        const field = FILTER_FIELDS[name];
        const value = filters[name] ?? '';
        return (
          <li key={name} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-200">
            {field.label}: {field.input.kind === 'lookup' ? <ReferenceText resource={field.input.resource} display={field.input.display} id={value} /> : value}
          </li>
        );
      })}
    </ul>
  );
}
