import type { ResourceDescription } from '@ringledger/contract';
import { useLowBalanceThreshold } from '../../api/session-store';
import type { RecordRow } from '../data';
import { balanceStateOf } from '../table/balance-state';
import { formatMoney } from '../table/money';
import { MoneyText } from '../table/MoneyText';
import { AlertIcon } from '../../ui/Icons';

/**
 * At the top of a row's page, before anything else: its balance is below zero or below the Low
 * Balance Threshold configuration, so it is credited before its calls are refused.
 */
export function BalanceNotice({ resource, record }: { resource: ResourceDescription; record: RecordRow }) {
  const threshold = useLowBalanceThreshold();
  const state = balanceStateOf(resource, record, threshold);
  const balance = resource.balance && record[resource.balance.key];
  if (!state || typeof balance !== 'string') return null;
  const tone =
    state === 'negative'
      ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
      : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';
  return (
    <div role="status" className={`mb-5 flex items-start gap-3 rounded-lg border px-5 py-4 text-sm ${tone}`}>
      <AlertIcon width={18} height={18} className="mt-0.5 shrink-0" />
      {state === 'negative' ? (
        <p>
          <strong className="font-semibold">Negative balance.</strong> The balance is <MoneyText text={formatMoney(balance)} />: credit the account to bring it
          back above zero.
        </p>
      ) : (
        <p>
          <strong className="font-semibold">Low balance.</strong> The balance, <MoneyText text={formatMoney(balance)} />, is below the Low Balance Threshold of{' '}
          <MoneyText text={formatMoney(threshold ?? '0')} />.
        </p>
      )}
    </div>
  );
}
