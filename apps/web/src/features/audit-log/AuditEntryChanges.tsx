import type { auditLog } from '@ringledger/contract';
import type { RowOf } from '../../framework';
import { AuditChanges } from '../../framework/history/AuditChanges';
import { Panel } from '../../ui/Panel';

/** An entry's page: the fields the write changed, each as it was and as it became (secrets masked by the server). */
export function AuditEntryChanges({ record }: { record: RowOf<typeof auditLog> }) {
  return (
    <Panel className="mt-5 p-6">
      <h3 className="mb-3 text-base font-semibold text-brand-navy dark:text-slate-100">Changes</h3>
      <AuditChanges before={record.before} after={record.after} />
    </Panel>
  );
}
