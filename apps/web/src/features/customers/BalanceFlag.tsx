import type { BalanceLevel } from '@ringledger/contract';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { AlertIcon } from '../../ui/Icons';

const LOOK: Record<BalanceLevel, { className: string; label?: string }> = {
  ok: { className: '' },
  low: { className: 'text-amber-700 dark:text-amber-300', label: 'Low balance' },
  negative: { className: 'text-red-700 dark:text-red-300', label: 'Negative balance' },
};

/** A balance, marked in colour, with an icon and words (not colour alone), when the prepaid lines run low or below zero. */
export function BalanceFlag({ balance, level }: { balance: string; level: BalanceLevel }) {
  const look = LOOK[level];
  return (
    <span className={`inline-flex items-center gap-1 font-medium ${look.className}`}>
      {look.label && <AlertIcon width={16} height={16} aria-hidden="false" role="img" aria-label={look.label} />}
      <MoneyText text={formatMoney(balance)} />
    </span>
  );
}
