import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZE, type ResourceDescription } from '@ringledger/contract';
import { rowsResourceOf, useLastPageClamp, useList, useListParams, type RecordId, type RecordRow } from '../data';
import { DataTable } from './DataTable';
import { Pager } from './Pager';

interface ResourceTableProps {
  resource: ResourceDescription;
  /** The parent row that nested rows live under (a pricelist's rates). */
  parentId?: RecordId;
  /** Sets the list's URL parameters apart when it shares a page with others (`rates_page`). */
  paramPrefix?: string;
  /** Opens a row where the table is (a dialog) instead of on its own page. */
  onOpenRow?: (row: RecordRow) => void;
}

/** A resource's rows and their pager, paged, sorted and searched through the URL; rows act as the resource they are rows of. */
export function ResourceTable({ resource, parentId, paramPrefix, onOpenRow }: ResourceTableProps) {
  const { params, page, sortBy, setPage, setSort } = useListParams(resource, { prefix: paramPrefix });
  const list = useList(resource, params, { parentId });
  const rowsResource = useMemo(() => rowsResourceOf(resource), [resource]);
  useLastPageClamp(resource, { prefix: paramPrefix, parentId });
  // An empty page kept on screen while the next one loads (page 99 clamped to 4) is no answer yet: skeleton, not "No data".
  const isAwaitingRows = list.isPending || (list.isPlaceholderData && list.data?.results.length === 0);
  return (
    <>
      <DataTable
        resource={rowsResource}
        listed={resource}
        parentId={parentId}
        rows={isAwaitingRows ? undefined : list.data?.results}
        isLoading={isAwaitingRows}
        onOpenRow={onOpenRow}
        sortBy={sortBy}
        onSort={setSort}
      />
      <div className="border-t border-slate-200 dark:border-slate-700">
        <Pager page={page} total={list.data?.total ?? 0} limit={DEFAULT_PAGE_SIZE} onPageChange={setPage} />
      </div>
    </>
  );
}
