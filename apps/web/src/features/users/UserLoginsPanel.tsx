import { useState } from 'react';
import { userLogins } from '@ringledger/contract';
import type { RecordId } from '../../framework/data';
import { useList } from '../../framework/data';
import { useCan } from '../../framework/permissions/useCan';
import { DeleteDialog } from '../../framework/dialogs/DeleteDialog';
import { formatValue } from '../../framework/table/format-value';
import { IconButton } from '../../ui/IconButton';
import { TrashIcon } from '../../ui/Icons';
import { Panel } from '../../ui/Panel';

/** A user has few logins; one page of the largest size shows them all. */
const LOGINS_SHOWN = { limit: 100 };

/** The usernames this user signs in with, so an operator sees which exist before adding one. */
export function UserLoginsPanel({ userId }: { userId: RecordId }) {
  const can = useCan(userLogins);
  const list = useList(userLogins, LOGINS_SHOWN, { parentId: userId, isEnabled: can('list') });
  const [deleting, setDeleting] = useState<RecordId | null>(null);
  if (!can('list')) return null;
  const rows = list.data?.results ?? [];

  return (
    <Panel className="mt-5 p-6" aria-labelledby="user-logins-heading">
      <h3 id="user-logins-heading" className="text-sm font-semibold tracking-wide text-brand-gray uppercase">
        Logins
      </h3>
      {list.isPending && <p className="mt-3 text-sm text-slate-500">Loading…</p>}
      {list.isSuccess && rows.length === 0 && <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">No credentials yet.</p>}
      {rows.length > 0 && (
        <ul aria-label="Logins" className="mt-3 divide-y divide-slate-100 dark:divide-slate-700/60">
          {rows.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="font-mono text-slate-800 dark:text-slate-100">{row.login}</span>
              <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">Created {formatValue(row.created_at, 'date')}</span>
              {can('delete') && (
                <IconButton label="Delete" isCompact onClick={() => setDeleting(row.id)}>
                  <TrashIcon width={16} height={16} />
                </IconButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <DeleteDialog
        resource={userLogins}
        parentId={userId}
        id={deleting}
        label={rows.find((row) => row.id === deleting)?.login}
        onClose={() => setDeleting(null)}
      />
    </Panel>
  );
}
