import { priceCall } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { rateCall } from '../rating/rating.service.js';

/** What a call would cost on a pricelist, so rates can be checked before calls are billed with them. */
export const priceCallOperation = implement(priceCall, async ({ db, params, query }) => {
  const price = await rateCall(db, { pricelistId: params.id, ...query });
  if (price.status === 'no_rate') return price;
  return { status: price.status, rate: price.rate, charged_seconds: price.chargedSeconds, cost: price.cost };
});
