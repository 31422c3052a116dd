import { lazy, Suspense, useId } from 'react';
import type { CallRecordSide } from '@ringledger/contract';
import { useCurrency } from '../../api/session-store';
import type { ListParams } from '../../framework';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { Panel } from '../../ui/Panel';
import { useCallRecordDays } from './useCallRecords';

// The chart library comes with this panel only, so no other page pays for it.
const DailyChart = lazy(() => import('./DailyChart').then((module) => ({ default: module.DailyChart })));

const CHART_HEIGHT = 'h-56';

/**
 * Calls and cost per day over the filtered range: drawn for the eye, and the same figures as a
 * table for screen readers and anyone who wants the numbers.
 */
export function DailyChartPanel({ side, filters }: { side: CallRecordSide; filters: ListParams }) {
  const headingId = useId();
  const currency = useCurrency() ?? '';
  const series = useCallRecordDays(side, filters);
  const days = series.data?.days;
  const placeholder = <div className={`${CHART_HEIGHT} animate-pulse rounded-lg bg-slate-100 dark:bg-slate-700/40`} />;
  return (
    <Panel aria-labelledby={headingId} className="mb-5 p-4">
      <h2 id={headingId} className="mb-3 text-sm font-semibold text-brand-navy dark:text-slate-100">
        Calls and cost per day
      </h2>
      {!days && placeholder}
      {days && days.length === 0 && <p className="text-sm text-slate-500 dark:text-slate-400">No calls in this range</p>}
      {days && days.length > 0 && (
        <>
          <div className={CHART_HEIGHT}>
            <Suspense fallback={placeholder}>
              <DailyChart days={days} currency={currency} />
            </Suspense>
          </div>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer text-slate-500 hover:text-brand-navy dark:text-slate-400">Show as a table</summary>
            <div className="mt-2 max-h-64 overflow-y-auto">
              <table className="w-full text-left tabular-nums">
                <caption className="sr-only">Calls and cost per day</caption>
                <thead>
                  <tr className="text-xs text-brand-gray uppercase">
                    <th scope="col" className="py-1 pr-4">
                      Day
                    </th>
                    <th scope="col" className="py-1 pr-4 text-right">
                      Calls
                    </th>
                    <th scope="col" className="py-1 text-right">
                      Cost
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day.day} className="border-t border-slate-100 dark:border-slate-700/60">
                      <td className="py-1 pr-4">{day.day}</td>
                      <td className="py-1 pr-4 text-right">{day.calls}</td>
                      <td className="py-1 text-right">
                        <MoneyText text={formatMoney(day.cost)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </Panel>
  );
}
