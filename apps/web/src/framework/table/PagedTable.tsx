import { DEFAULT_PAGE_SIZE } from '@ringledger/contract';
import type { RecordRow } from '../data';
import { DataTable, type DataTableProps } from './DataTable';
import { Pager } from './Pager';

interface PagedTableProps extends Omit<DataTableProps, 'rows' | 'isLoading'> {
  /** The list's query: a page kept on screen while the next one loads is shown, an empty one is no answer yet. */
  list: { isPending: boolean; isPlaceholderData: boolean };
  rows: RecordRow[] | undefined;
  /** Every row the list matches, for the pager. */
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  /** The page size, with the way to change it (see useListParams); the spec's 20 and no choice without it. */
  limit?: number;
  onLimitChange?: (limit: number) => void;
}

/** A page of rows and the pager under it: the body of every paged list. */
export function PagedTable({ list, rows, total, page, onPageChange, limit = DEFAULT_PAGE_SIZE, onLimitChange, ...table }: PagedTableProps) {
  // An empty page kept on screen while the next one loads (page 99 clamped to 4) is no answer yet: skeleton, not "No data".
  const isAwaitingRows = list.isPending || (list.isPlaceholderData && rows?.length === 0);
  return (
    <>
      <DataTable {...table} rows={isAwaitingRows ? undefined : rows} isLoading={isAwaitingRows} />
      <div className="border-t border-slate-200 dark:border-slate-700">
        <Pager page={page} total={total} limit={limit} onPageChange={onPageChange} onLimitChange={onLimitChange} />
      </div>
    </>
  );
}
