import { useId, type ReactNode } from 'react';
import type { CallRecordListAnswer } from '@ringledger/contract';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { formatSeconds } from '../../framework/table/format-value';

interface CallRecordTotalsProps {
  totals: Pick<CallRecordListAnswer, 'count' | 'total_cost' | 'billseconds' | 'answered' | 'asr' | 'acd' | 'margin'> | undefined;
  /** The customers' list to staff: the server answers the margin there, so its card waits for it. */
  withMargin?: boolean;
}

const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/**
 * Spec 02 §2: Total Cost, Bill Seconds and Count over every record the filter matches, not the page;
 * beside them ASR, ACD and, where the server answers it, the margin.
 */
export function CallRecordTotals({ totals, withMargin = false }: CallRecordTotalsProps) {
  const headingId = useId();
  const cards: { label: string; value: ReactNode }[] = [
    { label: 'Total Cost', value: totals && <MoneyText text={formatMoney(totals.total_cost)} /> },
    // As a duration (h:mm:ss), the export keeping the raw seconds.
    { label: 'Bill Seconds', value: totals && <span title={`${whole.format(totals.billseconds)} seconds`}>{formatSeconds(totals.billseconds)}</span> },
    { label: 'Count', value: totals && whole.format(totals.count) },
    {
      label: 'ASR',
      value: totals && (
        <span title={`${whole.format(totals.answered)} of ${whole.format(totals.count)} calls answered`}>
          {totals.asr === null ? '–' : `${percent.format(totals.asr)}%`}
        </span>
      ),
    },
    { label: 'ACD', value: totals && <span title="Average billed duration of an answered call">{totals.acd === null ? '–' : formatSeconds(totals.acd)}</span> },
  ];
  if (withMargin) cards.push({ label: 'Margin', value: totals?.margin !== undefined && <MoneyText text={formatMoney(totals.margin)} /> });
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} className="sr-only">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {cards.map((card) => (
          <div key={card.label} className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-700 dark:bg-slate-800">
            <dt className="text-xs font-semibold tracking-wide text-brand-gray uppercase">{card.label}</dt>
            <dd className="mt-2 truncate text-lg font-semibold text-brand-navy tabular-nums sm:text-2xl dark:text-slate-100">
              {card.value || (
                <span role="progressbar" className="inline-block h-7 w-20 animate-pulse rounded bg-slate-200 dark:bg-slate-700" aria-label="Loading" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
