import { useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { accounts, callAccountTransactions, payments, userCallAccounts, userDids, userLogins, type BalanceLevel } from '@ringledger/contract';
import { errorMessage } from '../../api/client';
import { NestedList, useHasPermission, useList, useUpdate, type RecordRow } from '../../framework';
import { useTabParam } from '../../framework/pages/useTabParam';
import { PageToolbar } from '../../framework/pages/PageToolbar';
import { MomentText } from '../../framework/table/MomentText';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { Tabs, type TabDefinition } from '../../ui/Tabs';
import { CreditAccountModal } from '../call-accounts/CreditAccountModal';
import { CallRecordsTab } from '../call-records/CallRecordsTab';
import { EditLoginDialog } from '../users/EditLoginDialog';
import { UserLoginsPanel } from '../users/UserLoginsPanel';
import { UserOwnedList } from '../users/UserOwnedList';
import { BalanceFlag } from './BalanceFlag';
import { CUSTOMERS_KEY, useCustomer, type CustomerRow } from './useCustomers';

const TABS = ['lines', 'accounts', 'extensions', 'dids', 'calls', 'payments', 'logins'] as const;

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-brand-gray uppercase">{label}</dt>
      <dd className="mt-1 text-base text-brand-navy dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** Suspends every account of the customer, or resumes them, through the accounts' own edit. */
function SuspendButton({ customer }: { customer: CustomerRow }) {
  const update = useUpdate(accounts);
  const queryClient = useQueryClient();
  const isSuspended = customer.status === 'suspended';
  const toggle = async () => {
    try {
      for (const account of customer.accounts) await update.mutateAsync({ id: account.id, changes: { enabled: isSuspended } });
      toast.success(isSuspended ? 'Customer resumed' : 'Customer suspended');
    } catch (error) {
      toast.error(errorMessage(error));
    }
    await queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
  };
  return (
    <Button variant="secondary" disabled={update.isPending || customer.accounts.length === 0} onClick={toggle}>
      {isSuspended ? 'Resume' : 'Suspend'}
    </Button>
  );
}

function CustomerActions({ customer, lines, logins }: { customer: CustomerRow; lines: RecordRow[]; logins: RecordRow[] }) {
  const can = useHasPermission();
  const queryClient = useQueryClient();
  const [crediting, setCrediting] = useState<RecordRow | null>(null);
  const [resetting, setResetting] = useState<RecordRow | null>(null);
  return (
    <>
      {can(callAccountTransactions.label, 'create') &&
        lines.map((line) => (
          <Button key={String(line.id)} onClick={() => setCrediting(line)}>
            Credit {String(line.number)}
          </Button>
        ))}
      {can(accounts.label, 'edit') && <SuspendButton customer={customer} />}
      {can(userLogins.label, 'edit') && logins[0] && (
        <Button variant="secondary" onClick={() => setResetting(logins[0])}>
          Reset portal password
        </Button>
      )}
      {crediting && (
        <CreditAccountModal
          callAccountId={crediting.id as number}
          isOpen
          onClose={() => {
            setCrediting(null);
            void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY });
          }}
        />
      )}
      <EditLoginDialog userId={customer.id} login={resetting} onClose={() => setResetting(null)} />
    </>
  );
}

/** One customer: their money and status up top, the daily actions beside them, then everything they own in tabs. */
export function CustomerPage() {
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  const [active, open] = useTabParam(TABS);
  const lines = useList(userCallAccounts, { limit: 100 }, { parentId: id });
  const logins = useList(userLogins, { limit: 100 }, { parentId: id, isEnabled: useHasPermission()(userLogins.label, 'list') });
  const data = customer.data;
  if (customer.error) return <p className="text-sm text-red-700">{errorMessage(customer.error)}</p>;
  if (!data) return <div className="h-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-700/40" />;
  const lineRows = (lines.data?.results ?? []) as RecordRow[];
  const tabs: TabDefinition<(typeof TABS)[number]>[] = [
    { key: 'lines', label: 'Lines', content: <UserOwnedList userId={id} kind="call_accounts" paramPrefix="lines_" /> },
    { key: 'accounts', label: 'Accounts', content: <UserOwnedList userId={id} kind="accounts" paramPrefix="accounts_" /> },
    { key: 'extensions', label: 'Extensions', content: <UserOwnedList userId={id} kind="extensions" paramPrefix="extensions_" /> },
    { key: 'dids', label: 'DIDs', content: <NestedList resource={userDids} parentId={id} paramPrefix="dids_" /> },
    { key: 'calls', label: 'Recent Calls', content: <CallRecordsTab filter={{ user_id: id }} paramPrefix="calls_" /> },
    {
      key: 'payments',
      label: 'Payments',
      content: (
        <div className="space-y-4 p-2">
          {lineRows.map((line) => (
            <NestedList
              key={String(line.id)}
              resource={payments}
              parentId={line.id as number}
              paramPrefix={`payments_${String(line.id)}_`}
              title={`Payments to ${String(line.number)}`}
            />
          ))}
        </div>
      ),
    },
    { key: 'logins', label: 'Portal Logins', content: <UserLoginsPanel userId={id} /> },
  ];
  return (
    <>
      <PageToolbar heading={data.name} actions={<CustomerActions customer={data} lines={lineRows} logins={(logins.data?.results ?? []) as RecordRow[]} />} />
      <Panel className="mb-5 p-5">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Figure label="Balance">
            <BalanceFlag balance={data.balance} level={data.balance_level as BalanceLevel} />
          </Figure>
          <Figure label="Credit Limit">
            <MoneyText text={formatMoney(data.credit_limit)} />
          </Figure>
          <Figure label="Status">{data.status === 'active' ? 'Active' : 'Suspended'}</Figure>
          <Figure label="Billing">{data.billing ?? 'No line'}</Figure>
          <Figure label="This Month">
            <MoneyText text={formatMoney(data.month_spend)} />
          </Figure>
          <Figure label="Lines">{data.lines}</Figure>
          <Figure label="DIDs">{data.dids}</Figure>
          <Figure label="Last Call">{data.last_call ? <MomentText value={data.last_call} /> : 'Never'}</Figure>
          <Figure label="E-mail">{data.email ?? ''}</Figure>
          <Figure label="Accounts">{data.accounts.map((account) => account.number).join(', ')}</Figure>
        </dl>
      </Panel>
      <Panel className="overflow-hidden">
        <Tabs tabs={tabs} active={active} onChange={open} label="Customer records" />
      </Panel>
    </>
  );
}
