import { useState } from 'react';
import { callAccountTransactions as transactions, payments, type callAccounts } from '@ringledger/contract';
import { NestedList, useCan, type RowOf } from '../../framework';
import { Button } from '../../ui/Button';
import { WalletIcon } from '../../ui/Icons';
import { CreditAccountModal } from './CreditAccountModal';

/** Below a call account's details and billing summary: its ledger, newest first, the way to credit or debit it, and its card payments. */
export function CallAccountExtras({ record }: { record: RowOf<typeof callAccounts> }) {
  const can = useCan(transactions);
  const canPayments = useCan(payments);
  const [isCrediting, setIsCrediting] = useState(false);
  const credit = can('create') && (
    <Button onClick={() => setIsCrediting(true)}>
      <WalletIcon width={16} height={16} />
      Credit Account
    </Button>
  );

  return (
    <>
      {can('list') ? (
        <NestedList resource={transactions} parentId={record.id} paramPrefix="transactions_" title={transactions.titles.list} actions={credit} />
      ) : (
        credit && <div className="mt-5 flex justify-end">{credit}</div>
      )}
      {canPayments('list') && <NestedList resource={payments} parentId={record.id} paramPrefix="payments_" title={payments.titles.list} />}
      {can('create') && <CreditAccountModal callAccountId={record.id} isOpen={isCrediting} onClose={() => setIsCrediting(false)} />}
    </>
  );
}
