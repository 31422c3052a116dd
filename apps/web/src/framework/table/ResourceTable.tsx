import { useMemo } from 'react';
import type { ResourceDescription } from '@ringledger/contract';
import { rowsResourceOf, useLastPageClamp, useList, useListParams, type RecordId, type RecordRow } from '../data';
import { PagedTable } from './PagedTable';

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
  const { params, page, limit, sortBy, setPage, setLimit, setSort } = useListParams(resource, { prefix: paramPrefix });
  const list = useList(resource, params, { parentId });
  const rowsResource = useMemo(() => rowsResourceOf(resource), [resource]);
  useLastPageClamp(resource, { prefix: paramPrefix, parentId });
  return (
    <PagedTable
      resource={rowsResource}
      listed={resource}
      parentId={parentId}
      list={list}
      rows={list.data?.results}
      total={list.data?.total ?? 0}
      page={page}
      onPageChange={setPage}
      limit={limit}
      onLimitChange={setLimit}
      onOpenRow={onOpenRow}
      sortBy={sortBy}
      onSort={setSort}
    />
  );
}
