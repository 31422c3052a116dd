import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { hangupLiveCall, isAllowed, type LiveCall } from '@ringledger/contract';
import { apiRequest, errorMessage } from '../../api/client';
import { useSession } from '../../api/session-store';
import { Modal } from '../../framework/dialogs/Modal';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Panel } from '../../ui/Panel';
import { TableScroller } from '../../framework/table/TableScroller';
import { Spinner } from '../../ui/Spinner';
import { useLiveCalls } from './use-live-calls';

/** Seconds since a moment, ticking once a second while shown. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "4:05", or "1:02:03" past an hour. */
export function formatDuration(seconds: number) {
  const whole = Math.max(0, Math.floor(seconds));
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

function HangupDialog({ call, onClose }: { call: LiveCall | null; onClose: () => void }) {
  const hangup = useMutation({
    mutationFn: (uuid: string) => apiRequest<{ message: string }>('POST', `/live-calls/${uuid}/hangup`),
    onSuccess: (answer) => {
      toast.success(answer.message);
      onClose();
    },
  });
  const close = () => {
    hangup.reset();
    onClose();
  };
  return (
    <Modal
      isOpen={call !== null}
      onClose={close}
      title="Hang up this call?"
      description={`The call from ${call?.caller ?? 'an unknown caller'} to ${call?.destination ?? 'an unknown number'} ends now; it is billed for the time it talked.`}
    >
      {hangup.isError && (
        <p role="alert" className="mb-4 text-sm text-red-700 dark:text-red-400">
          {errorMessage(hangup.error)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button variant="danger" disabled={hangup.isPending} onClick={() => call && hangup.mutate(call.uuid)}>
          {hangup.isPending && <Spinner />}
          Hang up
        </Button>
      </div>
    </Modal>
  );
}

const HEADINGS = ['Caller', 'Destination', 'Call Account', 'State', 'Duration', 'Rate / min', 'Held', 'Switch'];

/** Live Calls: every call the switches carry now, updated as they report it, with a Hang up for those allowed. */
export function LiveCallsPage() {
  const { calls, problem } = useLiveCalls();
  const user = useSession().user;
  const mayHangUp = isAllowed(user?.actions, hangupLiveCall.access.label, hangupLiveCall.access.action);
  const [ending, setEnding] = useState<LiveCall | null>(null);
  const now = useNow();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-brand-navy dark:text-slate-100">Live Calls</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {calls === null ? 'Connecting to the switches…' : `${calls.length} ${calls.length === 1 ? 'call' : 'calls'} in progress`}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}; trying again…
        </p>
      )}
      {calls !== null && calls.length === 0 && <EmptyState title="No calls in progress">Calls appear here as soon as a switch starts them.</EmptyState>}
      {calls !== null && calls.length > 0 && (
        <Panel className="overflow-hidden">
          <TableScroller>
            <table className="w-full text-left text-sm" aria-label="Calls in progress">
              <thead className="text-xs uppercase text-slate-500 dark:text-slate-400">
                <tr>
                  {HEADINGS.map((heading) => (
                    <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                      {heading}
                    </th>
                  ))}
                  {mayHangUp && (
                    <th scope="col" className="px-3 py-2">
                      <span className="sr-only">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-700">
                {calls.map((call) => (
                  <tr key={call.uuid}>
                    <td className="px-3 py-2 tabular-nums">{call.caller ?? '—'}</td>
                    <td className="px-3 py-2 tabular-nums">{call.destination ?? '—'}</td>
                    <td className="px-3 py-2">{call.call_account ?? '—'}</td>
                    <td className="px-3 py-2">{call.state === 'answered' ? 'Talking' : 'Ringing'}</td>
                    <td className="px-3 py-2 tabular-nums">
                      {formatDuration((now - new Date(call.answered_at ?? call.started_at).getTime()) / 1000)}
                      {call.allowed_seconds !== null && <span className="text-slate-500 dark:text-slate-400"> of {formatDuration(call.allowed_seconds)}</span>}
                    </td>
                    <td className="px-3 py-2">{call.cost_per_min ? <MoneyText text={formatMoney(call.cost_per_min)} /> : '—'}</td>
                    <td className="px-3 py-2">{call.held ? <MoneyText text={formatMoney(call.held)} /> : '—'}</td>
                    <td className="px-3 py-2">{call.switch_name ?? `#${call.switch_id}`}</td>
                    {mayHangUp && (
                      <td className="px-3 py-2 text-right">
                        <Button
                          variant="secondary"
                          onClick={() => setEnding(call)}
                          aria-label={`Hang up the call from ${call.caller ?? 'unknown'} to ${call.destination ?? 'unknown'}`}
                        >
                          Hang up
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        </Panel>
      )}
      <HangupDialog call={ending} onClose={() => setEnding(null)} />
    </div>
  );
}
