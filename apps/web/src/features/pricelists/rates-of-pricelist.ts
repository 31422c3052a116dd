import { rates } from '@ringledger/contract';

/** The rates description addressed at one pricelist, so the generic hooks, table and delete dialog reach its rates. */
export function ratesOf(pricelistId: number) {
  return { ...rates, path: `/pricelists/${pricelistId}/rates` };
}
