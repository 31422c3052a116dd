import type { FastifyInstance } from 'fastify';
import { dids as didResource } from '@ringledger/contract';
import { accounts, callAccounts, dids } from '../../db/schema/index.js';
import { createTableStore, creatorEmbed } from '../crud/table-store.js';
import { registerResourceRoutes } from '../crud/resource-routes.js';

export const didStore = createTableStore({
  resource: didResource,
  table: dids,
  queryName: 'dids',
  embed: {
    account: { columns: { number: true } },
    call_billing_account: { columns: { number: true, name: true } },
    ...creatorEmbed,
  },
  references: {
    account_id: { table: accounts, message: 'The chosen account does not exist' },
    call_billing_account_id: { table: callAccounts, message: 'The chosen call account does not exist' },
  },
});

export async function didRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, didResource, didStore);
}
