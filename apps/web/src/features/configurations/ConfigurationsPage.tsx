import { useSearchParams } from 'react-router';
import { configurations } from '@ringledger/contract';
import { DataTable } from '../../framework/table/DataTable';
import { TableSkeleton } from '../../framework/table/TableSkeleton';
import { EmptyState } from '../../ui/EmptyState';
import { Panel } from '../../ui/Panel';
import { errorMessage } from '../../api/client';
import { groupsOf, titleOf, useConfigurationGroups } from './useConfigurationGroups';

/**
 * "All Configurations" (spec §2.5): one titled table per group, since the list answer is grouped
 * rather than paged. The navbar's search narrows it by name or label.
 */
export function ConfigurationsPage() {
  const [searchParams] = useSearchParams();
  const groups = useConfigurationGroups(searchParams.get('search') ?? '');

  if (groups.isPending) {
    return (
      <Panel className="overflow-hidden">
        <TableSkeleton />
      </Panel>
    );
  }
  if (groups.isError) {
    return (
      <Panel className="p-6">
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(groups.error)}
        </p>
      </Panel>
    );
  }
  const sections = groupsOf(groups.data).filter(([, rows]) => rows.length > 0);
  if (sections.length === 0) return <EmptyState />;

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {groups.data.total} {groups.data.total === 1 ? 'configuration' : 'configurations'}
      </p>
      {sections.map(([group, rows]) => (
        <Panel key={group} aria-labelledby={`configurations-${group}`} className="overflow-hidden">
          <h3 id={`configurations-${group}`} className="px-4 pt-4 pb-2 text-base font-semibold text-brand-navy dark:text-slate-100">
            {titleOf(group)}
          </h3>
          <DataTable resource={configurations} rows={rows} isLoading={false} />
        </Panel>
      ))}
    </div>
  );
}
