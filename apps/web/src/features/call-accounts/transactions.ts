import { callAccountTransactions } from '@ringledger/contract';

/** The ledger of one call account, addressed at its own path. */
export function transactionsOf(callAccountId: number) {
  return { ...callAccountTransactions, path: callAccountTransactions.path.replace(':id', String(callAccountId)) };
}
