import Decimal from 'decimal.js';
import type { AuditEntry } from '../../audit/audit-log.queries.js';

interface LedgerLine {
  id: number;
  call_account_id: number;
  type: 'credit' | 'debit';
  amount: string;
  balance_after: string;
  description?: string | null;
}

/** A ledger line as the audit trail tells it: a credit or debit of its call account, with the balance before and after. */
export function ledgerAuditEntry(line: LedgerLine): Omit<AuditEntry, 'actor'> {
  const after = new Decimal(line.balance_after);
  const before = line.type === 'credit' ? after.minus(line.amount) : after.plus(line.amount);
  return {
    action: line.type,
    resource: 'call_accounts',
    resourceId: line.call_account_id,
    before: { balance: before.toFixed(5) },
    after: { balance: after.toFixed(5), amount: new Decimal(line.amount).toFixed(5), description: line.description ?? null, transaction_id: line.id },
  };
}
