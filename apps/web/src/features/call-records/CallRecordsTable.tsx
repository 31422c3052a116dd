import { useMemo } from 'react';
import type { CallRecordSide } from '@ringledger/contract';
import { PagedTable } from '../../framework/table/PagedTable';
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
  /** Offers the page sizes (the page size itself is the params' limit). */
  onLimitChange?: (limit: number) => void;
  sortBy?: string;
  onSort?: (sortBy: string) => void;
}

/** The totals over every matching record, then a page of them; each row opens the record's page. */
export function CallRecordsTable({ side, params, page, onPageChange, onLimitChange, sortBy, onSort }: CallRecordsTableProps) {
  const list = useCallRecordList(side, params);
  const table = useMemo(() => tableOf(side), [side]);
  return (
    <>
      <CallRecordTotals totals={list.data} withMargin={side === 'user'} />
      <Panel className="overflow-hidden">
        <PagedTable
          resource={table}
          list={list}
          rows={list.data?.records as RecordRow[] | undefined}
          total={list.data?.count ?? 0}
          page={page}
          onPageChange={onPageChange}
          limit={Number(params.limit)}
          onLimitChange={onLimitChange}
          sortBy={sortBy}
          onSort={onSort}
        />
      </Panel>
    </>
  );
}
