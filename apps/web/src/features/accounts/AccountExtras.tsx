import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZE } from '@ringledger/contract';
import { DataTable, Pager, useCan, useList, useListParams, type RecordRow } from '../../framework';
import { Panel } from '../../ui/Panel';
import { Tabs } from '../../ui/Tabs';
import { accountExtensions, extensionsOfAccount } from './account-extensions';

/** Spec §2.5: an account's view has an "Account Extension" tab listing its extensions, paged. */
export function AccountExtras({ record }: { record: RecordRow }) {
  const canList = useCan(accountExtensions)('list');
  if (!canList) return null;
  return (
    <Panel className="mt-5 px-6 pt-5">
      <Tabs
        label="Account details"
        active="extensions"
        onChange={() => undefined}
        tabs={[{ key: 'extensions', label: accountExtensions.titles.list, content: <AccountExtensions accountId={record.id} /> }]}
      />
    </Panel>
  );
}

function AccountExtensions({ accountId }: { accountId: number }) {
  const resource = useMemo(() => extensionsOfAccount(accountId), [accountId]);
  const { params, page, setPage } = useListParams(resource, { prefix: 'extensions_' });
  const list = useList(resource, params);
  return (
    <div className="-mx-6">
      <DataTable resource={resource} rows={list.data?.results} isLoading={list.isPending} />
      <div className="border-t border-slate-200 dark:border-slate-700">
        <Pager page={page} total={list.data?.total ?? 0} limit={DEFAULT_PAGE_SIZE} onPageChange={setPage} />
      </div>
    </div>
  );
}
