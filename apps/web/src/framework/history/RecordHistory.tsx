import { useId } from 'react';
import { auditLog, type ResourceDescription } from '@ringledger/contract';
import { useList, useListParams, type RecordId } from '../data';
import { useCan } from '../permissions/useCan';
import { MomentText } from '../table/MomentText';
import { Pager } from '../table/Pager';
import { Panel } from '../../ui/Panel';
import { RowLink } from '../pages/RowLink';
import { AuditChanges } from './AuditChanges';
import { actionText } from './audit-text';

const LIMIT = 10;

/**
 * A record's history, newest first, from the audit trail: who did what to it, when, from where,
 * and what changed. Shown to those who may read the audit log; its page is kept in the address.
 */
export function RecordHistory({ resource, id }: { resource: ResourceDescription; id: RecordId }) {
  const headingId = useId();
  const canRead = useCan(auditLog)('list');
  const { page, setPage } = useListParams(auditLog, { prefix: 'history_' });
  const query = { page, limit: LIMIT, resource: resource.rowsOf ?? resource.name, resource_id: String(id) };
  const list = useList(auditLog, query, { isEnabled: canRead });
  if (!canRead) return null;
  const entries = list.data?.results ?? [];
  return (
    <Panel aria-labelledby={headingId} className="mt-5 overflow-hidden">
      <h3 id={headingId} className="px-6 pt-5 pb-3 text-base font-semibold text-brand-navy dark:text-slate-100">
        History
      </h3>
      {entries.length === 0 ? (
        <p className="px-6 pb-5 text-sm text-slate-500 dark:text-slate-400">{list.isLoading ? 'Loading…' : 'Nothing recorded yet.'}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-6 py-2">
                  When
                </th>
                <th scope="col" className="px-3 py-2">
                  Who
                </th>
                <th scope="col" className="px-3 py-2">
                  Action
                </th>
                <th scope="col" className="px-3 py-2">
                  Changes
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {entries.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="px-6 py-2 whitespace-nowrap">
                    <RowLink row={{ resource: auditLog.name, id: entry.id }}>
                      <MomentText value={entry.created_at} />
                    </RowLink>
                  </td>
                  <td className="px-3 py-2">
                    {entry.created_by ? `${entry.created_by.firstname} ${entry.created_by.lastname}` : 'System'}
                    {entry.address && <span className="block text-xs text-slate-500 dark:text-slate-400">{entry.address}</span>}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{actionText(entry.action)}</td>
                  <td className="px-3 py-2">
                    <AuditChanges before={entry.before} after={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(list.data?.total ?? 0) > LIMIT && <Pager page={page} total={list.data?.total ?? 0} limit={LIMIT} onPageChange={setPage} />}
    </Panel>
  );
}
