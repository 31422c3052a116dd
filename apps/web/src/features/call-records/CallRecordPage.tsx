import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { callAccounts, callRecords, pricelists, recordPagePath } from '@ringledger/contract';
import { DetailsPanel } from '../../framework/pages/DetailsPanel';
import { recordLinkClass } from '../../framework/pages/RowLink';
import { LoadState } from '../../framework/pages/LoadState';
import { PageToolbar } from '../../framework/pages/PageToolbar';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { formatValue, type ValueKind } from '../../framework/table/format-value';
import type { RecordRow } from '../../framework';
import { Panel } from '../../ui/Panel';
import { ArrowLeftIcon } from '../../ui/Icons';
import { useCallRecordDetail, type CallRecordDetailAnswer } from './useCallRecords';

type Rate = NonNullable<CallRecordDetailAnswer['rate']>;
type Line = NonNullable<CallRecordDetailAnswer['ledger_line']>;

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-brand-gray uppercase">{label}</dt>
          <dd className="mt-1 text-sm break-words text-slate-800 dark:text-slate-100">{value ?? <span className="text-slate-400">—</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

const money = (amount: string | null) => (amount === null ? null : <MoneyText text={formatMoney(amount)} />);
const seconds = (value: number | null) => (value === null ? null : `${value} s`);
const shown = (value: unknown, kind: ValueKind = 'plain') => formatValue(value, kind) || null;

/** One titled panel below the record, named by its title. */
function TitledPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel aria-label={title} className="mt-5 p-6">
      <h3 className="mb-4 text-sm font-semibold text-brand-navy dark:text-slate-100">{title}</h3>
      {children}
    </Panel>
  );
}

/** A line under a panel's title saying why there is nothing to show. */
const Absent = ({ children }: { children: ReactNode }) => <p className="text-sm text-slate-500 dark:text-slate-400">{children}</p>;

function RatePanel({ title, rate }: { title: string; rate: Rate | null }) {
  return (
    <TitledPanel title={title}>
      {rate ? (
        <Facts
          facts={[
            [
              'Pricelist',
              rate.pricelist_id === null ? null : (
                <Link to={recordPagePath(pricelists, rate.pricelist_id)} className={recordLinkClass}>
                  {rate.pricelist?.name}
                </Link>
              ),
            ],
            ['Rated Number', rate.rated_number],
            ['Prefix', rate.prefix],
            ['Cost Per Minute', money(rate.cost_per_min)],
            ['Connect Cost', money(rate.connect_cost)],
            ['Included Seconds', seconds(rate.included_seconds)],
            ['Initial Increment', seconds(rate.init_inc)],
            ['Increment', seconds(rate.inc)],
            ['Markup', rate.markup === null ? null : `${rate.markup} %`],
            ['Charged Seconds', seconds(rate.charged_seconds)],
          ]}
        />
      ) : (
        <Absent>Not rated</Absent>
      )}
    </TitledPanel>
  );
}

function LedgerPanel({ title, line }: { title: string; line: Line | null }) {
  return (
    <TitledPanel title={title}>
      {line ? (
        <Facts
          facts={[
            [
              'Call Account',
              <Link
                to={recordPagePath(callAccounts, line.call_account_id)}
                className={recordLinkClass}
              >{`${line.call_account.number} (${line.call_account.name})`}</Link>,
            ],
            ['Type', line.type],
            ['Amount', money(line.amount)],
            ['Balance After', money(line.balance_after)],
            ['Description', line.description],
            ['Created At', shown(line.created_at, 'moment')],
          ]}
        />
      ) : (
        <Absent>No ledger line: nothing was charged</Absent>
      )}
    </TitledPanel>
  );
}

/** What the switch posted, as it posted it: JSON laid out for reading, anything else as it came. */
function readableBody(body: string) {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function RawPanel({ raw }: { raw: NonNullable<CallRecordDetailAnswer['raw']> }) {
  return (
    <TitledPanel title="Raw CDR">
      {raw.length === 0 && <Absent>The switch's CDR is no longer kept</Absent>}
      {raw.map((leg) => (
        <details key={`${leg.leg}-${leg.leg_uuid}`} className="mt-2">
          <summary className="cursor-pointer text-sm font-medium text-slate-600 hover:text-brand-navy dark:text-slate-300">
            {leg.leg === 'a' ? 'A-leg' : 'B-leg'} {leg.leg_uuid} · received {shown(leg.received_at, 'moment')}
          </summary>
          <pre className="mt-2 max-h-[32rem] overflow-auto rounded-lg bg-slate-50 p-3 font-mono text-xs text-slate-700 dark:bg-slate-900/60 dark:text-slate-200">
            {readableBody(leg.body)}
          </pre>
        </details>
      ))}
    </TitledPanel>
  );
}

/** Spec 02 §2: a call record's page, with the ledger line it wrote, the rate it was priced with and the raw CDR. */
export function CallRecordPage() {
  const { id } = useParams();
  const detail = useCallRecordDetail(id);
  const answer = detail.data;
  return (
    <>
      <PageToolbar
        heading={
          <Link
            to="/call_records/users?page=1"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-blue hover:underline dark:text-blue-300"
          >
            <ArrowLeftIcon width={16} height={16} />
            User Call Records
          </Link>
        }
      />
      <Panel className="p-6">
        <LoadState query={detail} />
        {answer && <DetailsPanel resource={callRecords} record={answer.record as RecordRow} />}
      </Panel>
      {answer && (
        <>
          <LedgerPanel title="Ledger Line" line={answer.ledger_line} />
          <RatePanel title="Rate Used" rate={answer.rate} />
          {(answer.record.provider_account_id !== null || answer.provider_rate) && (
            <>
              <LedgerPanel title="Provider Ledger Line" line={answer.provider_ledger_line} />
              <RatePanel title="Provider Rate Used" rate={answer.provider_rate} />
            </>
          )}
          {answer.raw && <RawPanel raw={answer.raw} />}
        </>
      )}
    </>
  );
}
