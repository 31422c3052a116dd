import { pricelists as pricelistResource } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import { pricelists } from '../../db/schema/index.js';
import { conflict } from '../../errors/app-error.js';
import { createTableStore, creatorEmbed, type TableStore } from '../crud/table-store.js';
import { findCallAccountsUsing } from './pricelists.queries.js';

const NUMBERS_NAMED = 5;

const tableStore = createTableStore({ resource: pricelistResource, table: pricelists, queryName: 'pricelists', embed: creatorEmbed });

/** Refuses to delete a pricelist call accounts are billed on, naming them; its rates go with it otherwise. */
async function assertUnused(db: Executor, pricelistId: number) {
  const { numbers, total } = await findCallAccountsUsing(db, pricelistId, NUMBERS_NAMED);
  if (total === 0) return;
  const more = total > numbers.length ? ` and ${total - numbers.length} more` : '';
  const accounts = total === 1 ? 'call account' : 'call accounts';
  throw conflict(`This pricelist is used by ${total} ${accounts} (${numbers.join(', ')}${more}); give them another pricelist first`);
}

export const pricelistStore: TableStore = {
  ...tableStore,
  async remove(db, id, context) {
    await assertUnused(db, id);
    // A call account added meanwhile is still caught by the foreign key (a 409 naming call accounts).
    await tableStore.remove(db, id, context);
  },
};
