import { callerIds } from '@ringledger/contract';
import { callerIds as callerIdRows } from '../../db/schema/index.js';
import { defineBehaviour } from '../../resources/behaviour.js';
import { inStock } from '../accounts/stock.js';

/** Caller IDs filter by stock, as DIDs do: onboarding offers only those no customer holds. */
export const callerIdBehaviour = defineBehaviour(callerIds, {
  filterOn: { in_stock: inStock(callerIdRows.account_id) },
});
