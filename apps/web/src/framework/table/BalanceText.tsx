import type { ResourceDescription } from '@ringledger/contract';
import type { RecordRow } from '../data';
import { AlertIcon } from '../../ui/Icons';
import { MoneyText } from './MoneyText';
import { useBalanceState } from './balance-state';

/** What a flagged balance says to a screen reader and on hover. */
export const BALANCE_WORDS = { negative: 'Negative balance', low: 'Low balance' } as const;

/** A balance in a list: red with a warning sign below zero, amber below the Low Balance Threshold. */
export function BalanceText({ resource, row, text, pad }: { resource: ResourceDescription; row: RecordRow; text: string; pad?: string }) {
  const state = useBalanceState(resource, row);
  if (!state) return <MoneyText text={text} pad={pad} />;
  const tone = state === 'negative' ? 'text-brand-red dark:text-red-400' : 'text-amber-700 dark:text-amber-300';
  return (
    <span className={`inline-flex items-center gap-1 font-medium ${tone}`} title={BALANCE_WORDS[state]}>
      <AlertIcon width={14} height={14} aria-hidden="true" className="shrink-0" />
      <span className="sr-only">{BALANCE_WORDS[state]}: </span>
      <MoneyText text={text} pad={pad} />
    </span>
  );
}
