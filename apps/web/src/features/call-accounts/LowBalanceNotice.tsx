import { useLowBalanceThreshold } from '../../api/session-store';
import { formatMoney, isBelow } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';

/** Says so when a call account's balance is below the Low Balance Threshold configuration, so it is credited in time. */
export function LowBalanceNotice({ balance }: { balance: string }) {
  const threshold = useLowBalanceThreshold();
  if (threshold === undefined || !isBelow(balance, threshold)) return null;
  return (
    <div
      role="status"
      className="mt-5 rounded-lg border border-amber-300 bg-amber-50 px-5 py-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        <strong className="font-semibold">Low balance.</strong> The balance, <MoneyText text={formatMoney(balance)} />, is below the Low Balance Threshold of{' '}
        <MoneyText text={formatMoney(threshold)} />.
      </p>
    </div>
  );
}
