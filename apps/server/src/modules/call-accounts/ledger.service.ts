import { callAccounts } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import { badRequest, notFound } from '../../errors/app-error.js';
import { recordAudit } from '../../audit/audit-log.queries.js';
import { ledgerAuditEntry } from './ledger-audit.js';
import { changeBalance, insertLedgerLine, lockForMovement, type TransactionType } from './ledger.queries.js';

export interface Movement {
  callAccountId: number;
  type: TransactionType;
  /** An exact positive decimal string; never a JS number. */
  amount: string;
}

/**
 * Moves a call account's balance inside the caller's transaction and answers the balance it
 * left, for the ledger line written in the same transaction. A debit may spend the balance plus
 * the credit limit, whether the account is prepaid or postpaid, so the balance never falls below
 * minus the credit limit. A disabled account still takes both credits and debits: disabling
 * stops its calls, but money it owes or is owed must still be recorded and corrected.
 */
export async function moveBalance(tx: Executor, movement: Movement) {
  const account = await lockForMovement(tx, movement.callAccountId, movement.amount);
  if (!account) throw notFound(callAccounts.singular);
  if (movement.type === 'debit' && !account.canCover) {
    const message = `Insufficient balance: ${account.available} available (balance plus credit limit)`;
    throw badRequest(message, { amount: message });
  }
  return changeBalance(tx, movement);
}

/**
 * A movement and its ledger line, in the caller's transaction, for money that arrives other than
 * through the console's transaction form (a card payment): answers the ledger line's id.
 */
export async function postMovement(tx: Executor, movement: Movement & { description: string; createdById: number | null }) {
  const balanceAfter = await moveBalance(tx, movement);
  const id = await insertLedgerLine(tx, { ...movement, balanceAfter });
  const line = {
    id,
    call_account_id: movement.callAccountId,
    type: movement.type,
    amount: movement.amount,
    balance_after: balanceAfter,
    description: movement.description,
  };
  await recordAudit(tx, { actor: { userId: movement.createdById }, ...ledgerAuditEntry(line) });
  return id;
}
