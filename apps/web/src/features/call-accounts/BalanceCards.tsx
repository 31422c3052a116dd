import type { RecordRow } from '../../framework';
import { formatValue } from '../../framework/table/format-value';
import { formatMoney } from '../../framework/table/money';

interface Card {
  label: string;
  value: string;
  isNegative?: boolean;
}

function cardsOf(callAccount: RecordRow): Card[] {
  const balance = formatMoney(String(callAccount.balance ?? '0'));
  return [
    { label: 'Balance', value: balance, isNegative: balance.startsWith('-') },
    { label: 'Credit Limit', value: formatMoney(String(callAccount.credit_limit ?? '0')) },
    { label: 'Postpaid', value: formatValue(callAccount.postpaid) || 'No' },
    { label: 'Pricelist', value: formatValue(callAccount.pricelist) || 'None' },
  ];
}

/** Spec §2.5: the call account view shows balance, credit limits, postpaid and pricelist name. */
export function BalanceCards({ callAccount }: { callAccount: RecordRow }) {
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cardsOf(callAccount).map((card) => (
        <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-800">
          <dt className="text-xs font-semibold tracking-wide text-brand-gray uppercase">{card.label}</dt>
          <dd
            className={`mt-2 truncate text-2xl font-semibold tabular-nums ${card.isNegative ? 'text-brand-red' : 'text-brand-navy dark:text-slate-100'}`}
            title={card.value}
          >
            {card.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
