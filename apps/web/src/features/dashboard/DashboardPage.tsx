import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { DASHBOARD_PERIODS, type DashboardAnswer, type DashboardPeriod } from '@ringledger/contract';
import { useCurrency } from '../../api/session-store';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { Panel } from '../../ui/Panel';
import { TableScroller } from '../../framework/table/TableScroller';
import { MyAgentStatus } from './MyAgentStatus';
import { NeedsAttention } from './NeedsAttention';
import { TopTable } from './TopTable';
import { useDashboard } from './useDashboard';

const TrafficChart = lazy(() => import('./TrafficChart').then((module) => ({ default: module.TrafficChart })));

const PERIOD_LABELS: Record<DashboardPeriod, string> = { today: 'Today', yesterday: 'Yesterday', '7d': 'Last 7 days', '30d': 'Last 30 days' };
type Period = DashboardAnswer['periods'][number];

const ROWS: { label: string; show: (period: Period) => React.ReactNode }[] = [
  { label: 'Calls', show: (period) => period.calls.toLocaleString() },
  { label: 'Answered', show: (period) => period.answered.toLocaleString() },
  { label: 'ASR', show: (period) => (period.asr === null ? '–' : `${period.asr}%`) },
  { label: 'ACD', show: (period) => (period.acd === null ? '–' : `${Math.floor(period.acd / 60)}:${String(period.acd % 60).padStart(2, '0')}`) },
  { label: 'Billed Minutes', show: (period) => period.minutes.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) },
  { label: 'Revenue', show: (period) => <MoneyText text={formatMoney(period.revenue)} /> },
  { label: 'Provider Cost', show: (period) => <MoneyText text={formatMoney(period.provider_cost)} /> },
  { label: 'Margin', show: (period) => <MoneyText text={formatMoney(period.margin)} /> },
];

const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** A bucket's key is already local to the operator's zone: `2026-11-28T14:00` reads 14:00, `2026-11-28` Nov 28. */
const bucketLabel = (key: string) => (key.includes('T') ? key.slice(11) : dayLabel.format(new Date(`${key}T00:00:00Z`)));

const isPeriod = (value: string | null): value is DashboardPeriod => DASHBOARD_PERIODS.includes(value as DashboardPeriod);

/** How today is going: the periods side by side, a chart and the top lists of the chosen period, and what needs attention. */
export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('period');
  const period = isPeriod(asked) ? asked : 'today';
  const dashboard = useDashboard(period);
  const currency = useCurrency() ?? '';
  const data = dashboard.data;
  if (!data) return <div className="h-64 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-700/40" />;
  const chosen = data.periods.find((each) => each.period === period);
  const span = chosen ? `from=${encodeURIComponent(chosen.from)}&to=${encodeURIComponent(chosen.to)}` : '';
  const buckets = data.chart.buckets.map((bucket) => ({ label: bucketLabel(bucket.key), calls: bucket.calls, revenue: bucket.revenue }));
  return (
    <div className="space-y-5">
      <MyAgentStatus />
      <p className="text-sm text-slate-500 dark:text-slate-400">Days and hours in {data.time_zone}.</p>
      <Panel className="overflow-hidden">
        <TableScroller>
          <table className="w-full text-sm">
            <caption className="sr-only">Traffic by period</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <td className="px-4 py-3" />
                {data.periods.map((each) => (
                  <th key={each.period} scope="col" className="px-4 py-3 text-right text-xs font-semibold tracking-wide text-brand-gray uppercase">
                    {PERIOD_LABELS[each.period]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label} className="border-b border-slate-100 last:border-0 dark:border-slate-700/60">
                  <th scope="row" className="px-4 py-2 text-left font-medium text-brand-navy dark:text-slate-100">
                    {row.label}
                  </th>
                  {data.periods.map((each) => (
                    <td key={each.period} className="px-4 py-2 text-right tabular-nums">
                      {row.show(each)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </Panel>
      <div role="group" aria-label="Period shown below" className="flex flex-wrap gap-2">
        {DASHBOARD_PERIODS.map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={each === period}
            onClick={() => setSearchParams(each === 'today' ? {} : { period: each })}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm aria-pressed:border-brand-blue aria-pressed:bg-brand-blue aria-pressed:text-white dark:border-slate-600"
          >
            {PERIOD_LABELS[each]}
          </button>
        ))}
      </div>
      <div className="grid gap-5 lg:grid-cols-3">
        <Panel aria-labelledby="traffic-chart" className="p-4 lg:col-span-2">
          <h2 id="traffic-chart" className="mb-3 text-sm font-semibold text-brand-navy dark:text-slate-100">
            Calls and revenue by {data.chart.unit}, {PERIOD_LABELS[period].toLowerCase()}
          </h2>
          {buckets.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">No calls in this period</p>
          ) : (
            <>
              <div className="h-64">
                <Suspense fallback={<div className="h-64 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-700/40" />}>
                  <TrafficChart buckets={buckets} currency={currency} xTitle={data.chart.unit === 'hour' ? 'Hour' : 'Day'} />
                </Suspense>
              </div>
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer text-slate-500 hover:text-brand-navy dark:text-slate-400">Show as a table</summary>
                <table className="mt-2 w-full text-left tabular-nums">
                  <caption className="sr-only">Calls and revenue by {data.chart.unit}</caption>
                  <thead>
                    <tr className="text-xs text-brand-gray uppercase">
                      <th scope="col" className="py-1">
                        {data.chart.unit === 'hour' ? 'Hour' : 'Day'}
                      </th>
                      <th scope="col" className="py-1 text-right">
                        Calls
                      </th>
                      <th scope="col" className="py-1 text-right">
                        Revenue
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {buckets.map((bucket) => (
                      <tr key={bucket.label} className="border-t border-slate-100 dark:border-slate-700/60">
                        <td className="py-1">{bucket.label}</td>
                        <td className="py-1 text-right">{bucket.calls}</td>
                        <td className="py-1 text-right">
                          <MoneyText text={formatMoney(bucket.revenue)} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </>
          )}
        </Panel>
        <NeedsAttention attention={data.attention} />
      </div>
      <div className="grid gap-5 lg:grid-cols-3">
        {data.top.destinations && (
          <TopTable
            title="Top Destinations"
            rows={data.top.destinations}
            linkOf={(key) => `/call_records/users?page=1&destination=${encodeURIComponent(key)}&${span}`}
          />
        )}
        {data.top.customers && (
          <TopTable title="Top Customers" rows={data.top.customers} linkOf={(key) => `/call_records/users?page=1&user_id=${encodeURIComponent(key)}&${span}`} />
        )}
        {data.top.trunks && <TopTable title="Top Trunks" rows={data.top.trunks} linkOf={(key) => `/trunks/${encodeURIComponent(key)}`} />}
      </div>
    </div>
  );
}
