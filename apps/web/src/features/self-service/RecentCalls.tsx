import { Link } from 'react-router';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { formatSeconds } from '../../framework/table/format-value';
import { formatInZone } from '../../framework/table/zoned-time';
import { EmptyState } from '../../ui/EmptyState';
import { Panel } from '../../ui/Panel';
import type { CallRecordRow } from '../call-records/useCallRecords';
import { useRecentCalls } from './useRecentCalls';

const DIRECTION_WORDS = { outbound: 'Outgoing call to', inbound: 'Incoming call from', local: 'Internal call to' } as const;

/** Who was on the other end: the number dialled, or for an incoming call the number that called. */
function otherParty(call: CallRecordRow) {
  return (call.direction === 'inbound' ? call.caller_id_number : call.destination_number) ?? 'Unknown number';
}

/** The last few calls of all the user's lines, each on one row that a phone's width keeps whole, and the way to the rest. */
export function RecentCalls() {
  const calls = useRecentCalls();
  const records = calls.data?.records ?? [];
  return (
    <Panel aria-labelledby="recent-calls" className="p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="recent-calls" className="text-base font-semibold text-brand-navy dark:text-slate-100">
          Recent calls
        </h2>
        <Link to="/user/menu/logs" className="text-sm font-medium text-brand-blue hover:underline dark:text-blue-300">
          All call logs
        </Link>
      </div>
      {calls.isPending && <div role="progressbar" aria-label="Loading recent calls" className="h-24 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-700" />}
      {calls.isSuccess && records.length === 0 && <EmptyState title="No calls yet">Calls made and received on your lines show here.</EmptyState>}
      {records.length > 0 && (
        <ul className="divide-y divide-slate-100 dark:divide-slate-700">
          {records.map((call) => (
            <li key={call.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-brand-navy dark:text-slate-100">
                  <span className="sr-only">{DIRECTION_WORDS[call.direction]} </span>
                  {otherParty(call)}
                </p>
                <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
                  {formatInZone(new Date(call.callstart), 'moment')} · {formatSeconds(call.billseconds)}
                </p>
              </div>
              {call.cost === null ? (
                <span className="text-xs text-slate-500 dark:text-slate-400">Not yet charged</span>
              ) : (
                <MoneyText text={formatMoney(call.cost)} className="text-sm" />
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
