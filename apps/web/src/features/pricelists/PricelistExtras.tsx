import type { pricelists } from '@ringledger/contract';
import type { RowOf } from '../../framework';
import { PriceCallPanel } from './PriceCallPanel';
import { RatesPanel } from './RatesPanel';

/** Below a pricelist's details: its rates, and pricing a call against them. */
export function PricelistExtras({ record }: { record: RowOf<typeof pricelists> }) {
  return (
    <>
      <RatesPanel record={record} />
      <PriceCallPanel pricelistId={record.id} />
    </>
  );
}
