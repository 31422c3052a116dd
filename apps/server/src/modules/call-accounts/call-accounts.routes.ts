import type { FastifyInstance } from 'fastify';
import { callAccounts as callAccountResource } from '@ringledger/contract';
import { callAccounts } from '../../db/schema/index.js';
import { createTableStore, creatorEmbed } from '../crud/table-store.js';
import { registerResourceRoutes } from '../crud/resource-routes.js';

export const callAccountStore = createTableStore({
  resource: callAccountResource,
  table: callAccounts,
  queryName: 'callAccounts',
  embed: { main_account: { columns: { number: true } }, pricelist: { columns: { name: true } }, ...creatorEmbed },
});

export async function callAccountRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, callAccountResource, callAccountStore);
}
