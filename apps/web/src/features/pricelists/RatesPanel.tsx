import { useState } from 'react';
import { rates, type pricelists } from '@ringledger/contract';
import { NestedList, useCan, type RowOf } from '../../framework';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { PlusIcon } from '../../ui/Icons';
import { ImportRatesDialog } from './ImportRatesDialog';
import { RateDialog, type RateTarget } from './RateDialog';
import { useExportRates } from './useExportRates';

/** A pricelist's rates: searched, sorted and paged under their own URL parameters, added, edited, imported and exported. */
export function RatesPanel({ record }: { record: RowOf<typeof pricelists> }) {
  const can = useCan(rates);
  const exportRates = useExportRates(record);
  const [target, setTarget] = useState<RateTarget | null>(null);
  const [isImporting, setIsImporting] = useState(false);

  const actions = (
    <>
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
    </>
  );

  return (
    <>
      <NestedList
        resource={rates}
        parentId={record.id}
        paramPrefix="rates_"
        title={rates.titles.list}
        hasSearch
        hasSort
        actions={actions}
        onOpenRow={setTarget}
      />
      <RateDialog pricelistId={record.id} target={target} onClose={() => setTarget(null)} />
      <ImportRatesDialog pricelistId={record.id} isOpen={isImporting} onClose={() => setIsImporting(false)} />
    </>
  );
}
