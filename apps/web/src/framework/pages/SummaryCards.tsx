import { useId } from 'react';
import type { ResourceDescription } from '@ringledger/contract';
import type { RecordRow } from '../data';
import { valueKindOf } from '../table/format-value';
import { MINUS } from '../table/money';
import { MoneyText } from '../table/MoneyText';
import { detailLabel, detailText, referencedRow } from './record-values';
import { RowLink } from './RowLink';

interface SummaryCardsProps {
  resource: ResourceDescription;
  record: RecordRow;
  summary: { title: string; keys: string[] };
}

function SummaryValue({
  resource,
  record,
  name,
  text,
  isMoney,
}: {
  resource: ResourceDescription;
  record: RecordRow;
  name: string;
  text: string;
  isMoney: boolean;
}) {
  if (!text) return 'None';
  if (isMoney) return <MoneyText text={text} />;
  const row = referencedRow(resource, record, name);
  return row ? <RowLink row={row}>{text}</RowLink> : text;
}

/** The figures a record's page leads with (a call account's balance and limits), one card each. */
export function SummaryCards({ resource, record, summary }: SummaryCardsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="mb-3 text-base font-semibold text-brand-navy dark:text-slate-100">
        {summary.title}
      </h3>
      {/* Two to a row on a phone, so the figures are read side by side rather than scrolled past. */}
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {summary.keys.map((key) => {
          const text = detailText(resource, record, key);
          const isMoney = valueKindOf(resource, key) === 'money' && text !== '';
          const isNegative = isMoney && text.startsWith(MINUS);
          return (
            <div key={key} className="min-w-0 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:p-4 dark:border-slate-700 dark:bg-slate-900/40">
              <dt className="text-xs font-semibold tracking-wide text-brand-gray uppercase">{detailLabel(resource, record, key)}</dt>
              <dd
                className={`mt-2 truncate text-lg font-semibold tabular-nums sm:text-2xl ${isNegative ? 'text-brand-red' : 'text-brand-navy dark:text-slate-100'}`}
                title={text || 'None'}
              >
                <SummaryValue resource={resource} record={record} name={key} text={text} isMoney={isMoney} />
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
