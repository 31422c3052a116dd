import { eq } from 'drizzle-orm';
import { rates as rateResource } from '@ringledger/contract';
import { rates } from '../../db/schema/index.js';
import { conflict } from '../../errors/app-error.js';
import { pgErrorOf } from '../../errors/database-errors.js';
import { createTableStore, type TableStore } from '../crud/table-store.js';
import type { ParentScope } from '../crud/resource-routes.js';
import { getPricelistName } from './pricelists.queries.js';

const UNIQUE_PREFIX_INDEX = 'rates_pricelist_prefix_idx';

/** Rates live under their pricelist: a missing pricelist is a 404, and a rate of another pricelist is not found. */
export const ratesOfPricelist: ParentScope = {
  param: 'id',
  rowParam: 'rateId',
  async resolve(db, pricelistId) {
    await getPricelistName(db, pricelistId);
    return { scope: eq(rates.pricelist_id, pricelistId), values: { pricelist_id: pricelistId } };
  },
};

async function namingDuplicatePrefix<T>(values: Record<string, unknown>, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (pgErrorOf(error)?.constraint === UNIQUE_PREFIX_INDEX) throw conflict(`A rate for prefix ${String(values.prefix)} already exists in this pricelist`);
    throw error;
  }
}

const tableStore = createTableStore({ resource: rateResource, table: rates, queryName: 'rates' });

export const rateStore: TableStore = {
  ...tableStore,
  create: (db, values, context) => namingDuplicatePrefix(values, () => tableStore.create(db, values, context)),
  update: (db, id, values, context) => namingDuplicatePrefix(values, () => tableStore.update(db, id, values, context)),
};
