import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZE } from '@ringledger/contract';
import { DataTable, Pager, useList, useListParams } from '../../framework';
import { Panel } from '../../ui/Panel';
import { transactionsOf } from './transactions';

/** The call account's ledger, newest first, paged under its own URL parameter. */
export function TransactionsPanel({ callAccountId }: { callAccountId: number }) {
  const resource = useMemo(() => transactionsOf(callAccountId), [callAccountId]);
  const { params, page, setPage } = useListParams(resource, { prefix: 'transactions_' });
  const list = useList(resource, params);

  return (
    <Panel aria-labelledby="call-account-transactions" className="mt-5 overflow-hidden">
      <h3 id="call-account-transactions" className="px-6 pt-5 pb-3 text-base font-semibold text-brand-navy dark:text-slate-100">
        {resource.titles.list}
      </h3>
      <DataTable resource={resource} rows={list.data?.results} isLoading={list.isPending} />
      <div className="border-t border-slate-200 dark:border-slate-700">
        <Pager page={page} total={list.data?.total ?? 0} limit={DEFAULT_PAGE_SIZE} onPageChange={setPage} />
      </div>
    </Panel>
  );
}
