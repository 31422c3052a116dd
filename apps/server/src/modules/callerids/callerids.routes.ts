import type { FastifyInstance } from 'fastify';
import { callerIds as callerIdResource } from '@ringledger/contract';
import { accounts, callerIds } from '../../db/schema/index.js';
import { createTableStore, creatorEmbed } from '../crud/table-store.js';
import { registerResourceRoutes } from '../crud/resource-routes.js';

export const callerIdStore = createTableStore({
  resource: callerIdResource,
  table: callerIds,
  queryName: 'callerIds',
  embed: { account: { columns: { number: true } }, ...creatorEmbed },
  references: { account_id: { table: accounts, message: 'The chosen account does not exist' } },
});

export async function callerIdRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, callerIdResource, callerIdStore);
}
