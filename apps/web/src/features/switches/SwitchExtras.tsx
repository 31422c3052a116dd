import { useState, type ReactNode } from 'react';
import { switches, type SwitchStatus } from '@ringledger/contract';
import { errorMessage } from '../../api/client';
import { useCan, type RowOf } from '../../framework';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import { RestartProfileDialog } from './RestartProfileDialog';
import { useSwitchStatus } from './useSwitchStatus';

type Live = NonNullable<SwitchStatus['live']>;

const cell = 'px-3 py-2 text-left text-sm';
const headCell = `${cell} font-medium text-slate-500 dark:text-slate-400`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel aria-labelledby={id} className="mt-5 p-6">
      <h3 id={id} className="text-base font-semibold text-brand-navy dark:text-slate-100">
        {title}
      </h3>
      <div className="mt-4 overflow-x-auto">{children}</div>
    </Panel>
  );
}

function Table({ label, heads, rows }: { label: string; heads: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-500 dark:text-slate-400">None.</p>;
  return (
    <table aria-label={label} className="w-full">
      <thead>
        <tr>
          {heads.map((head) => (
            <th key={head} scope="col" className={headCell}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index} className="border-t border-slate-100 dark:border-slate-700">
            {row.map((value, column) => (
              <td key={column} className={`${cell} text-slate-800 dark:text-slate-100`}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function gatewayState(gateway: Live['profiles'][number]['gateways'][number]) {
  if (!gateway.is_failing) return gateway.state;
  const retry = gateway.retry_seconds === null ? '' : `, next try in ${gateway.retry_seconds} s`;
  return <span className="font-medium text-red-700 dark:text-red-400">{`Failing to register (${gateway.state}${retry})`}</span>;
}

function Profiles({ live, onRestart }: { live: Live; onRestart?: (profile: string) => void }) {
  const rows = live.profiles.map((profile) => [
    profile.name,
    profile.state,
    profile.address,
    profile.is_managed ? 'Yes' : 'No: restart to stop it',
    onRestart ? (
      <Button key="restart" variant="secondary" onClick={() => onRestart(profile.name)} aria-label={`Restart ${profile.name}`}>
        Restart
      </Button>
    ) : null,
  ]);
  const gateways = live.profiles.flatMap((profile) => profile.gateways.map((gateway) => [gateway.name, profile.name, gatewayState(gateway), gateway.address]));
  return (
    <>
      <Section id="switch-profiles" title="SIP profiles">
        <Table label="SIP profiles" heads={['Profile', 'State', 'Address', 'In Ringledger', '']} rows={rows} />
      </Section>
      <Section id="switch-gateways" title="Gateways">
        <Table label="Gateways" heads={['Gateway', 'Profile', 'State', 'Address']} rows={gateways} />
      </Section>
    </>
  );
}

function CallCentre({ live }: { live: Live }) {
  return (
    <Section id="switch-call-centre" title="Call centre">
      <Table
        label="Agents"
        heads={['Agent', 'Status', 'State', 'Contact']}
        rows={live.agents.map((agent) => [agent.name, agent.status, agent.state, agent.contact])}
      />
      <div className="mt-4">
        <Table label="Queues" heads={['Queue', 'Strategy', 'Callers waiting']} rows={live.queues.map((queue) => [queue.name, queue.strategy, queue.waiting])} />
      </div>
    </Section>
  );
}

/**
 * Below a switch's details: what it says about itself now (its profiles and gateways with their
 * state, registrations, calls in progress, mod_callcenter's agents and queues), asked again every
 * few seconds, and a profile's Restart for those who may edit switches, confirmed first.
 */
export function SwitchExtras({ record }: { record: RowOf<typeof switches> }) {
  const status = useSwitchStatus(record.id);
  const can = useCan(switches);
  const [restarting, setRestarting] = useState<string | null>(null);
  const live = status.data?.live;
  return (
    <>
      <div aria-live="polite" className="mt-5 text-sm text-slate-700 dark:text-slate-200">
        {status.isPending && <Spinner />}
        {status.isError && <p role="alert">{errorMessage(status.error)}</p>}
        {status.data && !live && <p role="status">{`Not connected${status.data.last_error ? `: ${status.data.last_error}` : ''}`}</p>}
        {live && <p role="status">{`Connected: ${live.registrations} registrations, ${live.calls} calls in progress`}</p>}
      </div>
      {live && <Profiles live={live} onRestart={can('edit') ? setRestarting : undefined} />}
      {live && <CallCentre live={live} />}
      <RestartProfileDialog switchId={record.id} profile={restarting} onClose={() => setRestarting(null)} />
    </>
  );
}
