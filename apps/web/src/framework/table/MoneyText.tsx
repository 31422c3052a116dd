import { useCurrency } from '../../api/session-store';

/**
 * An amount already formatted (`formatMoney`), led by the currency's code in a muted tone:
 * one currency for every figure, named where the figure is so headings stay the spec's.
 */
export function MoneyText({ text, className = '' }: { text: string; className?: string }) {
  const currency = useCurrency();
  return (
    <span className={`whitespace-nowrap tabular-nums ${className}`}>
      {currency && <span className="text-[0.8em] font-normal text-slate-500 dark:text-slate-400">{currency}&nbsp;</span>}
      {text}
    </span>
  );
}
