import { callAccountTransactions } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import { moveBalance } from './ledger.service.js';
import { ledgerAuditEntry } from './ledger-audit.js';

/** A ledger line is the only way a balance moves: posting one moves the balance in the same transaction and records what it left. */
export const ledgerBehaviour = defineBehaviour(callAccountTransactions, {
  async beforeCreate({ tx, input, context }) {
    const movement = { type: input.type, amount: input.amount };
    const balanceAfter = await moveBalance(tx, { callAccountId: context.parentId, ...movement });
    return { call_account_id: context.parentId, ...movement, description: input.description || null, balance_after: balanceAfter };
  },
  // The trail tells a credit or a debit of the call account, where its history shows it, not a new ledger row.
  auditCreate: ({ row }) => ledgerAuditEntry(row),
});
