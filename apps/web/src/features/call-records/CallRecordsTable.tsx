import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, type CallRecordSide } from '@ringledger/contract';
import { DataTable } from '../../framework/table/DataTable';
import { Pager } from '../../framework/table/Pager';
import type { ListParams, RecordRow } from '../../framework';
import { Panel } from '../../ui/Panel';
import { CallRecordTotals } from './CallRecordTotals';
import { tableOf } from './call-record-filters';
import { useCallRecordList } from './useCallRecords';

interface CallRecordsTableProps {
  side: CallRecordSide;
  params: ListParams;
  page: number;
  onPageChange: (page: number) => void;
  sortBy?: string;
  onSort?: (sortBy: string) => void;
}

/** The totals over every matching record, then a page of them; each row opens the record's page. */
export function CallRecordsTable({ side, params, page, onPageChange, sortBy, onSort }: CallRecordsTableProps) {
  const list = useCallRecordList(side, params);
  const table = useMemo(() => tableOf(side), [side]);
  const isAwaitingRows = list.isPending || (list.isPlaceholderData && list.data?.records.length === 0);
  return (
    <>
      <CallRecordTotals totals={list.data} />
      <Panel className="overflow-hidden">
        <DataTable
          resource={table}
          rows={isAwaitingRows ? undefined : (list.data?.records as RecordRow[] | undefined)}
          isLoading={isAwaitingRows}
          sortBy={sortBy}
          onSort={onSort}
        />
        <div className="border-t border-slate-200 dark:border-slate-700">
          <Pager page={page} total={list.data?.count ?? 0} limit={DEFAULT_PAGE_SIZE} onPageChange={onPageChange} />
        </div>
      </Panel>
    </>
  );
}
