import { accounts as accountResource } from '@ringledger/contract';
import { accounts } from '../../db/schema/index.js';
import { createTableStore, creatorEmbed } from '../crud/table-store.js';

export const accountStore = createTableStore({
  resource: accountResource,
  table: accounts,
  queryName: 'accounts',
  embed: { user: { columns: { firstname: true, lastname: true } }, localization: { columns: { name: true } }, ...creatorEmbed },
});
