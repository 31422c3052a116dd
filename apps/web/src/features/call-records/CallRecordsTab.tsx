import { callRecords } from '@ringledger/contract';
import { useHasPermission, useListParams } from '../../framework';
import { CallRecordsTable } from './CallRecordsTable';

interface CallRecordsTabProps {
  /** Whose calls: a user's (`user_id`) or an extension's (`extension_id`). */
  filter: { user_id: string | number } | { extension_id: string | number };
  /** Sets the tab's paging apart from the page's other lists (`calls_page`). */
  paramPrefix: string;
}

/** A record page's calls (a user's User Call Records, an extension's Extension Calls): the customers' side, newest first. */
export function CallRecordsTab({ filter, paramPrefix }: CallRecordsTabProps) {
  const { params, page, sortBy, setPage, setLimit, setSort } = useListParams(callRecords, { prefix: paramPrefix });
  const hasPermission = useHasPermission();
  // Asked for only by those who may list call records; the others are told why the tab is empty.
  if (!hasPermission(callRecords.label, 'list'))
    return <p className="p-4 text-sm text-slate-500 dark:text-slate-400">You're not authorized to view call records</p>;
  return (
    <CallRecordsTable
      side="user"
      params={{ ...params, ...filter }}
      page={page}
      onPageChange={setPage}
      onLimitChange={setLimit}
      sortBy={sortBy}
      onSort={setSort}
    />
  );
}
