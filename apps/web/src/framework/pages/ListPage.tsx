import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { addPagePath, type ResourceDescription } from '@ringledger/contract';
import { useListParams } from '../data';
import { useHasPermission } from '../permissions/useCan';
import { ResourceTable } from '../table/ResourceTable';
import { SortMenu } from '../table/SortMenu';
import { ColumnMenu } from '../table/ColumnMenu';
import { Panel } from '../../ui/Panel';
import { PageToolbar } from './PageToolbar';
import { ParentLink } from './ParentLink';
import { PlusIcon } from '../../ui/Icons';

/** A resource's list page; a nested resource's (a queue's tiers) lists the rows under the parent row its address names. */
export function ListPage({ resource, filters }: { resource: ResourceDescription; filters?: ReactNode }) {
  const { sortBy, setSort } = useListParams(resource);
  const hasPermission = useHasPermission();
  const params = useParams();
  const parentId = resource.parent ? params[resource.parent.param] : undefined;
  // An upload page adds rows as well as the generic form does (`/audio_files/upload`).
  const addPage = addPagePath(resource, parentId);

  return (
    <>
      {parentId !== undefined && <ParentLink resource={resource} parentId={parentId} />}
      <PageToolbar
        actions={
          <>
            <ColumnMenu resource={resource} />
            <SortMenu resource={resource} sortBy={sortBy} onSort={setSort} />
            {addPage && hasPermission(resource.label, 'create') && (
              <Link
                to={addPage}
                className="inline-flex items-center gap-1.5 rounded-lg bg-brand-blue px-3.5 py-2 text-sm font-medium text-white shadow-sm transition hover:bg-brand-blue/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-blue"
              >
                <PlusIcon width={16} height={16} />
                Add new {resource.singular}
              </Link>
            )}
          </>
        }
      />
      {filters}
      <Panel className="overflow-hidden">
        <ResourceTable resource={resource} parentId={parentId} />
      </Panel>
    </>
  );
}
