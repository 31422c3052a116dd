import { callAccounts as callAccountResource } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import { badRequest, notFound } from '../../errors/app-error.js';
import { isExistingCallAccount } from './call-accounts.queries.js';
import { findTransaction, findTransactionsPage, lockForMovement, recordMovement, type TransactionType } from './ledger.queries.js';

export interface PostTransactionOptions {
  /** A database handle, or the caller's own transaction when the movement is part of a larger change. */
  db: Executor;
  callAccountId: number;
  type: TransactionType;
  /** An exact positive decimal string; never a JS number. */
  amount: string;
  description?: string;
  createdById: number;
}

/**
 * The only way a balance changes. A debit may spend the balance plus the credit limit, whether
 * the account is prepaid or postpaid, so the balance never falls below minus the credit limit.
 * A disabled account still takes both credits and debits: disabling stops its calls, but money
 * it owes or is owed must still be recorded and corrected.
 */
export async function postTransaction(options: PostTransactionOptions) {
  const { callAccountId, type, amount } = options;
  return options.db.transaction(async (tx) => {
    const account = await lockForMovement(tx, callAccountId, amount);
    if (!account) throw notFound(callAccountResource.singular);
    if (type === 'debit' && !account.canCover) {
      const message = `Insufficient balance: ${account.available} available (balance plus credit limit)`;
      throw badRequest(message, { amount: message });
    }
    const id = await recordMovement(tx, { callAccountId, type, amount, description: options.description || null, createdById: options.createdById });
    const entry = await findTransaction(tx, id);
    if (!entry) throw new Error(`Ledger row ${id} vanished inside its own transaction`);
    return entry;
  });
}

export async function listTransactions(options: { db: Executor; callAccountId: number; page: number; limit: number }) {
  if (!(await isExistingCallAccount(options.db, options.callAccountId))) throw notFound(callAccountResource.singular);
  return findTransactionsPage(options.db, options.callAccountId, options);
}
