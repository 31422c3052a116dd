import { useId } from 'react';
import { AUDIT_ACTIONS, users, type ResourceDescription } from '@ringledger/contract';
import { useList, useListParams } from '../../framework';
import { Panel } from '../../ui/Panel';
import { DateRangeFilter } from '../../framework/filters/DateRangeFilter';
import { useDateRange } from '../../framework/filters/useDateRange';
import { inputClass, inputStateClass, labelClass } from '../../ui/field-styles';
import { ACTION_TEXT, AUDITED_RESOURCES } from '../../framework/history/audit-text';

const controlClass = `${inputClass} ${inputStateClass(false)}`;
const STAFF_QUERY = { page: 1, limit: 100, sort_by: 'firstname' };

/** The staff who may have written: admins and agents, by name. */
function useStaff() {
  const admins = useList(users, { ...STAFF_QUERY, type: 'admin' });
  const agents = useList(users, { ...STAFF_QUERY, type: 'agent' });
  return [...(admins.data?.results ?? []), ...(agents.data?.results ?? [])];
}

/** Who, what, which action and which days: each a list filter kept in the address, so a filtered log can be shared. */
export function AuditLogFilters({ resource }: { resource: ResourceDescription }) {
  const id = useId();
  const { params, setFilter } = useListParams(resource);
  const staff = useStaff();
  const dates = useDateRange('all');
  const value = (name: string) => (typeof params[name] === 'string' ? (params[name] as string) : '');
  const select = (name: string, label: string, options: { value: string; text: string }[]) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`${id}-${name}`} className={controlClass} value={value(name)} onChange={(event) => setFilter(name, event.target.value)}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Panel className="mb-5 p-4">
      <div role="group" aria-label="Filter the audit log" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {select(
          'user_id',
          'Who',
          staff.map((person) => ({ value: String(person.id), text: `${person.firstname} ${person.lastname}` })),
        )}
        {select(
          'resource',
          'Resource',
          AUDITED_RESOURCES.map((each) => ({ value: each.name, text: each.text })),
        )}
        {select(
          'action',
          'Action',
          AUDIT_ACTIONS.map((action) => ({ value: action, text: ACTION_TEXT[action] })),
        )}
      </div>
      <div className="mt-4">
        <DateRangeFilter range={dates} canBeOpen />
      </div>
    </Panel>
  );
}
