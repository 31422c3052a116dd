import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { callAccountTransactions, type DashboardAnswer } from '@ringledger/contract';
import { useHasPermission } from '../../framework';
import { MomentText } from '../../framework/table/MomentText';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { Button } from '../../ui/Button';
import { AlertIcon } from '../../ui/Icons';
import { Panel } from '../../ui/Panel';
import { CreditAccountModal } from '../call-accounts/CreditAccountModal';
import { REASON_LABELS } from '../call-records/unrated-reason-labels';

/** A switch that has sent nothing for this long is worth a look. */
const QUIET_MS = 60 * 60_000;

type Attention = DashboardAnswer['attention'];

const WARNING = 'text-amber-700 dark:text-amber-300';

function FailingTrunks({ trunks }: { trunks: NonNullable<Attention['failing_trunks']> }) {
  return (
    <section aria-label="Trunks with falling ASR" className="mt-4">
      <h3 className="text-xs font-semibold tracking-wide text-brand-gray uppercase">Trunks with falling ASR, last 3 hours ({trunks.length})</h3>
      {trunks.length === 0 && <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">None</p>}
      <ul className="mt-1 text-sm">
        {trunks.map((trunk) => (
          <li key={trunk.key} className="flex flex-wrap justify-between gap-2 py-1">
            <Link to={`/trunks/${trunk.key}`} className="text-brand-blue hover:underline dark:text-blue-300">
              {trunk.name}
            </Link>
            <span className={`inline-flex items-center gap-1 tabular-nums ${WARNING}`}>
              <AlertIcon width={16} height={16} aria-hidden="true" />
              ASR {trunk.asr}% of {trunk.calls} calls, usually {trunk.usual_asr}%
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SwitchLinks({ switches }: { switches: NonNullable<Attention['switches']> }) {
  return (
    <section aria-label="Switch links" className="mt-4">
      <h3 className="text-xs font-semibold tracking-wide text-brand-gray uppercase">Switches</h3>
      {switches.length === 0 && (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          No switch is enabled:{' '}
          <Link to="/switches" className="text-brand-blue underline dark:text-blue-300">
            add or enable one
          </Link>{' '}
          so changes reach FreeSWITCH at once.
        </p>
      )}
      <ul className="mt-1 text-sm">
        {switches.map((link) => (
          <li key={link.id} className="flex flex-wrap justify-between gap-2 py-1">
            <Link to={`/switches/${link.id}`} className="text-brand-blue hover:underline dark:text-blue-300">
              {link.name}
            </Link>
            {link.connected ? (
              <span className="text-green-700 dark:text-green-300">Connected</span>
            ) : (
              <span className={`inline-flex items-center gap-1 ${WARNING}`} title={link.last_error ?? undefined}>
                <AlertIcon width={16} height={16} aria-hidden="true" />
                Not connected{link.last_error ? `: ${link.last_error}` : ''}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Prepaid lines running dry (with a one-click credit for who may credit), calls waiting to be rated, trunks failing, the switch links, and when the switch last sent a call. */
export function NeedsAttention({ attention }: { attention: Attention }) {
  const can = useHasPermission();
  const queryClient = useQueryClient();
  const [crediting, setCrediting] = useState<number | null>(null);
  const lastCdr = attention.last_cdr_at;
  const isQuiet = lastCdr === null || Date.now() - Date.parse(lastCdr) > QUIET_MS;
  const unratedTotal = attention.unrated?.reduce((sum, row) => sum + row.calls, 0) ?? 0;
  return (
    <Panel aria-labelledby="needs-attention" className="p-4">
      <h2 id="needs-attention" className="text-sm font-semibold text-brand-navy dark:text-slate-100">
        Needs Attention
      </h2>
      {attention.low_balances && (
        <section aria-label="Low balances" className="mt-3">
          <h3 className="text-xs font-semibold tracking-wide text-brand-gray uppercase">Prepaid lines low or below zero ({attention.low_balances.total})</h3>
          {attention.low_balances.total === 0 && <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">None</p>}
          <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-700/60">
            {attention.low_balances.accounts.map((account) => (
              <li key={account.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <Link to={`/call_accounts/${account.id}`} className="text-brand-blue hover:underline dark:text-blue-300">
                    {account.number}
                  </Link>{' '}
                  <span className="text-slate-500 dark:text-slate-400">{account.owner ?? account.name}</span>
                </span>
                <span className="flex items-center gap-3">
                  <span
                    className={`inline-flex items-center gap-1 font-medium ${account.level === 'negative' ? 'text-red-700 dark:text-red-300' : 'text-amber-700 dark:text-amber-300'}`}
                  >
                    <AlertIcon
                      width={16}
                      height={16}
                      aria-hidden="false"
                      role="img"
                      aria-label={account.level === 'negative' ? 'Negative balance' : 'Low balance'}
                    />
                    <MoneyText text={formatMoney(account.balance)} />
                  </span>
                  {can(callAccountTransactions.label, 'create') && (
                    <Button variant="secondary" className="h-8 px-3" aria-label={`Credit ${account.number}`} onClick={() => setCrediting(account.id)}>
                      Credit
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {attention.unrated && (
        <section aria-label="Unrated calls" className="mt-4">
          <h3 className="text-xs font-semibold tracking-wide text-brand-gray uppercase">
            <Link to="/call_records/unrated" className="hover:underline">
              Unrated calls waiting ({unratedTotal})
            </Link>
          </h3>
          <ul className="mt-1 text-sm">
            {attention.unrated.map((row) => (
              <li key={row.reason} className="flex justify-between py-1">
                <Link to={`/call_records/unrated?page=1&reason=${row.reason}`} className="text-brand-blue hover:underline dark:text-blue-300">
                  {REASON_LABELS[row.reason]}
                </Link>
                <span className="tabular-nums">{row.calls}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {attention.failing_trunks && <FailingTrunks trunks={attention.failing_trunks} />}
      {attention.switches && <SwitchLinks switches={attention.switches} />}
      <section aria-label="Last CDR" className="mt-4 text-sm">
        <h3 className="text-xs font-semibold tracking-wide text-brand-gray uppercase">Last CDR received</h3>
        <p className={`mt-1 flex items-center gap-1 ${isQuiet ? WARNING : ''}`}>
          {isQuiet && <AlertIcon width={16} height={16} aria-hidden="false" role="img" aria-label="The switch has been quiet" />}
          {lastCdr ? <MomentText value={lastCdr} /> : 'No call received yet'}
        </p>
      </section>
      {crediting !== null && (
        <CreditAccountModal
          callAccountId={crediting}
          isOpen
          onClose={() => {
            setCrediting(null);
            void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
          }}
        />
      )}
    </Panel>
  );
}
