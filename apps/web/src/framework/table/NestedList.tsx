import { useId, type ReactNode } from 'react';
import type { ResourceDescription } from '@ringledger/contract';
import { useListParams, type RecordId, type RecordRow } from '../data';
import { useCan } from '../permissions/useCan';
import { ButtonLink } from '../../ui/ButtonLink';
import { EmptyState } from '../../ui/EmptyState';
import { PlusIcon } from '../../ui/Icons';
import { Panel } from '../../ui/Panel';
import { ListSearchBox } from './ListSearchBox';
import { ResourceTable } from './ResourceTable';
import { SortMenu } from './SortMenu';

interface NestedListProps {
  /** Rows that live under a parent row: a pricelist's rates, a user's accounts. */
  resource: ResourceDescription;
  parentId: RecordId;
  /** Sets the list's URL parameters apart from the page's own (`rates_page`); a list that is the page's only one needs none. */
  paramPrefix?: string;
  /** A title makes the list a panel of its own below the record, named by it; without one it sits inside another (a tab). */
  title?: string;
  hasSearch?: boolean;
  hasSort?: boolean;
  /** Buttons beside the search and sort: import, export. */
  actions?: ReactNode;
  /**
   * The page that adds a row, as a button after the actions, for those who may create `resource`
   * (the list's own, unless the rows are made as another resource: a user's accounts are accounts).
   */
  add?: { to: string; label: string; resource?: ResourceDescription };
  onOpenRow?: (row: RecordRow) => void;
}

/** The rows of a resource under one parent row, on the parent's page. */
export function NestedList({ resource, parentId, paramPrefix, title, hasSearch = false, hasSort = false, actions, add, onOpenRow }: NestedListProps) {
  const headingId = useId();
  const isAllowed = useCan(resource)('list');
  const canAdd = useCan(add?.resource ?? resource)('create') && add !== undefined;
  const { sortBy, search, setSort, setSearch } = useListParams(resource, { prefix: paramPrefix });
  const hasToolbar = hasSearch || hasSort || Boolean(actions) || canAdd;
  const toolbar = hasToolbar && (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {hasSearch && <ListSearchBox resource={resource} value={search} onSearch={setSearch} />}
      {hasSort && <SortMenu resource={resource} sortBy={sortBy} onSort={setSort} />}
      {actions}
      {canAdd && (
        <ButtonLink to={add.to}>
          <PlusIcon width={16} height={16} />
          {add.label}
        </ButtonLink>
      )}
    </div>
  );
  const rows = isAllowed ? (
    <ResourceTable resource={resource} parentId={parentId} paramPrefix={paramPrefix} onOpenRow={onOpenRow} />
  ) : (
    <EmptyState className={title ? 'm-4' : undefined}>You are not allowed to see {resource.plural}.</EmptyState>
  );

  if (title) {
    return (
      <Panel aria-labelledby={headingId} className="mt-5 overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 px-6 pt-5 pb-4">
          <h3 id={headingId} className="text-base font-semibold text-brand-navy dark:text-slate-100">
            {title}
          </h3>
          {toolbar}
        </div>
        {rows}
      </Panel>
    );
  }
  return (
    <div>
      {toolbar && <div className="mb-4">{toolbar}</div>}
      {isAllowed ? <div className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">{rows}</div> : rows}
    </div>
  );
}
