import { useCurrency } from '../../api/session-store';

/**
 * An amount already formatted (`formatMoney`), led by the currency's code in a muted tone:
 * one currency for every figure, named where the figure is so headings stay the spec's.
 */
export function MoneyText({
  text,
  className = '',
  currency: given,
  pad = '',
}: {
  text: string;
  className?: string;
  currency?: string;
  /** Figures held in place but not shown (see missingDecimals), so amounts of a column line up. */
  pad?: string;
}) {
  // A payment names its own currency; every other figure is in the configured one.
  const configured = useCurrency();
  const currency = given ?? configured;
  return (
    <span className={`whitespace-nowrap tabular-nums ${className}`}>
      {currency && <span className="text-[0.8em] font-normal text-slate-500 dark:text-slate-400">{currency}&nbsp;</span>}
      {text}
      {pad && (
        <span aria-hidden="true" className="invisible">
          {pad}
        </span>
      )}
    </span>
  );
}
