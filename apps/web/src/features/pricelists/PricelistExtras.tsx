import type { RecordRow } from '../../framework';
import { PriceCallPanel } from './PriceCallPanel';
import { RatesPanel } from './RatesPanel';

export function PricelistExtras({ record }: { record: RecordRow }) {
  return (
    <>
      <RatesPanel record={record} />
      <PriceCallPanel pricelistId={record.id} />
    </>
  );
}
