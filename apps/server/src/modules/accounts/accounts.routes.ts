import type { FastifyInstance } from 'fastify';
import { accounts as accountResource } from '@ringledger/contract';
import { accounts } from '../../db/schema/index.js';
import { createTableStore, creatorEmbed } from '../crud/table-store.js';
import { registerResourceRoutes } from '../crud/resource-routes.js';

export const accountStore = createTableStore({
  resource: accountResource,
  table: accounts,
  queryName: 'accounts',
  embed: { user: { columns: { firstname: true, lastname: true } }, ...creatorEmbed },
});

export async function accountRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, accountResource, accountStore);
}
