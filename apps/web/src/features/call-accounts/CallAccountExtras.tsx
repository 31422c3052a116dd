import { useState } from 'react';
import { useCan, type RecordRow } from '../../framework';
import { Button } from '../../ui/Button';
import { WalletIcon } from '../../ui/Icons';
import { BalanceCards } from './BalanceCards';
import { CreditAccountModal } from './CreditAccountModal';
import { TransactionsPanel } from './TransactionsPanel';
import { callAccountTransactions } from '@ringledger/contract';

/** Below a call account's details: its money at a glance, the credit action and the ledger. */
export function CallAccountExtras({ record }: { record: RecordRow }) {
  const can = useCan(callAccountTransactions);
  const [isCrediting, setIsCrediting] = useState(false);

  return (
    <>
      <section aria-labelledby="call-account-billing" className="mt-5">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h3 id="call-account-billing" className="text-base font-semibold text-brand-navy dark:text-slate-100">
            Billing Summary
          </h3>
          {can('create') && (
            <Button onClick={() => setIsCrediting(true)}>
              <WalletIcon width={16} height={16} />
              Credit Account
            </Button>
          )}
        </div>
        <BalanceCards callAccount={record} />
      </section>
      {can('list') && <TransactionsPanel callAccountId={record.id} />}
      {can('create') && <CreditAccountModal callAccountId={record.id} isOpen={isCrediting} onClose={() => setIsCrediting(false)} />}
    </>
  );
}
