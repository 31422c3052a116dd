import type { ResourceDescription } from '@ringledger/contract';
import { useLowBalanceThreshold } from '../../api/session-store';
import type { RecordRow } from '../data';
import { isBelow } from './money';

/** How a row's balance stands: below zero, below the Low Balance Threshold, or fine (undefined). */
export type BalanceState = 'negative' | 'low' | undefined;

export function balanceStateOf(resource: ResourceDescription, row: RecordRow, threshold: string | undefined): BalanceState {
  const described = resource.balance;
  const balance = described && row[described.key];
  if (!described || typeof balance !== 'string') return undefined;
  if (isBelow(balance, '0')) return 'negative';
  const isPostpaid = described.postpaid !== undefined && row[described.postpaid] === true;
  return !isPostpaid && threshold !== undefined && isBelow(balance, threshold) ? 'low' : undefined;
}

/** The row's balance state under the Low Balance Threshold the session carries. */
export function useBalanceState(resource: ResourceDescription, row: RecordRow): BalanceState {
  return balanceStateOf(resource, row, useLowBalanceThreshold());
}
