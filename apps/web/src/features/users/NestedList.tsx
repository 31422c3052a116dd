import type { ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, type ResourceDescription } from '@ringledger/contract';
import { useCan } from '../../framework/permissions/useCan';
import { useList, useListParams } from '../../framework/data';
import { DataTable } from '../../framework/table/DataTable';
import { Pager } from '../../framework/table/Pager';
import { EmptyState } from '../../ui/EmptyState';

interface NestedListProps {
  resource: ResourceDescription;
  /** The owner's list of the resource: `/users/5/accounts`. */
  path: string;
  /** Spec §8: "Could not load user accounts, try refreshing the page". */
  loadFailed: string;
  actions?: ReactNode;
  /** Sets this list's URL parameters apart when it shares a page with others (`accounts_page`). */
  paramPrefix?: string;
}

/** One owner's rows of a resource, paged through the URL like every list; rows open the resource's own page. */
export function NestedList({ resource, path, loadFailed, actions, paramPrefix }: NestedListProps) {
  const can = useCan(resource);
  const isAllowed = can('list');
  const { params, page, setPage } = useListParams(resource, { prefix: paramPrefix });
  const list = useList(resource, params, { path, loadFailed, isEnabled: isAllowed });

  return (
    <div>
      {actions && <div className="mb-4 flex flex-wrap justify-end gap-2">{actions}</div>}
      {isAllowed ? (
        <div className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
          <DataTable resource={resource} rows={list.data?.results} isLoading={list.isPending} />
          <div className="border-t border-slate-200 dark:border-slate-700">
            <Pager page={page} total={list.data?.total ?? 0} limit={DEFAULT_PAGE_SIZE} onPageChange={setPage} />
          </div>
        </div>
      ) : (
        <EmptyState>You are not allowed to see {resource.plural}.</EmptyState>
      )}
    </div>
  );
}
