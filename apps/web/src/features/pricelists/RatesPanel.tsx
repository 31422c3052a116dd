import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, rates } from '@ringledger/contract';
import { DataTable, Pager, SortMenu, useCan, useList, useListParams, type RecordRow } from '../../framework';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import { PlusIcon } from '../../ui/Icons';
import { ImportRatesDialog } from './ImportRatesDialog';
import { RateDialog, type RateTarget } from './RateDialog';
import { RateSearchBox } from './RateSearchBox';
import { ratesOf } from './rates-of-pricelist';
import { useExportRates } from './useExportRates';

/** A pricelist's rates: searched, sorted and paged under their own URL parameters, added, edited, imported and exported. */
export function RatesPanel({ record }: { record: RecordRow }) {
  const resource = useMemo(() => ratesOf(record.id), [record.id]);
  const can = useCan(rates);
  const { params, page, sortBy, search, setPage, setSort, setSearch } = useListParams(resource, { prefix: 'rates_' });
  const list = useList(resource, params);
  const exportRates = useExportRates({ id: record.id, name: String(record.name) });
  const [target, setTarget] = useState<RateTarget | null>(null);
  const [isImporting, setIsImporting] = useState(false);

  return (
    <Panel aria-labelledby="pricelist-rates" className="mt-5 overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 px-6 pt-5 pb-4">
        <h3 id="pricelist-rates" className="text-base font-semibold text-brand-navy dark:text-slate-100">
          {rates.titles.list}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <RateSearchBox value={search} onSearch={setSearch} />
          <SortMenu resource={resource} sortBy={sortBy} onSort={setSort} />
          {can('list') && (
            <Button variant="secondary" onClick={() => exportRates.mutate()} disabled={exportRates.isPending}>
              {exportRates.isPending && <Spinner />}
              Export CSV
            </Button>
          )}
          {can('create') && (
            <>
              <Button variant="secondary" onClick={() => setIsImporting(true)}>
                Import CSV
              </Button>
              <Button onClick={() => setTarget('new')}>
                <PlusIcon width={16} height={16} />
                Add Rate
              </Button>
            </>
          )}
        </div>
      </div>
      <DataTable resource={resource} rows={list.data?.results} isLoading={list.isPending} onOpenRow={setTarget} />
      <div className="border-t border-slate-200 dark:border-slate-700">
        <Pager page={page} total={list.data?.total ?? 0} limit={DEFAULT_PAGE_SIZE} onPageChange={setPage} />
      </div>
      <RateDialog resource={resource} target={target} onClose={() => setTarget(null)} />
      <ImportRatesDialog pricelistId={record.id} isOpen={isImporting} onClose={() => setIsImporting(false)} />
    </Panel>
  );
}
