import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE, type ResourceDescription } from '@ringledger/contract';
import { useList, useListParams } from '../data';
import { useCan } from '../permissions/useCan';
import { DataTable } from '../table/DataTable';
import { Pager } from '../table/Pager';
import { SortMenu } from '../table/SortMenu';
import { Panel } from '../../ui/Panel';
import { PageToolbar } from './PageToolbar';
import { PlusIcon } from '../../ui/Icons';

export function ListPage({ resource }: { resource: ResourceDescription }) {
  const { params, page, sortBy, setPage, setSort } = useListParams(resource);
  const list = useList(resource, params);
  const can = useCan(resource);

  return (
    <>
      <PageToolbar
        actions={
          <>
            <SortMenu resource={resource} sortBy={sortBy} onSort={setSort} />
            {can('create') && (
              <Link
                to={`/${resource.name}/new`}
                className="inline-flex items-center gap-1.5 rounded-lg bg-brand-blue px-3.5 py-2 text-sm font-medium text-white shadow-sm transition hover:bg-brand-blue/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-blue"
              >
                <PlusIcon width={16} height={16} />
                Add new {resource.singular}
              </Link>
            )}
          </>
        }
      />
      <Panel className="overflow-hidden">
        <DataTable resource={resource} rows={list.data?.results} isLoading={list.isPending} />
        <div className="border-t border-slate-200 dark:border-slate-700">
          <Pager page={page} total={list.data?.total ?? 0} limit={DEFAULT_PAGE_SIZE} onPageChange={setPage} />
        </div>
      </Panel>
    </>
  );
}
