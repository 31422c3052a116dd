import type { FastifyInstance } from 'fastify';
import { localizations as localizationResource } from '@ringledger/contract';
import { localizations } from '../../db/schema/index.js';
import { createTableStore, creatorEmbed } from '../crud/table-store.js';
import { registerResourceRoutes } from '../crud/resource-routes.js';

export const localizationStore = createTableStore({
  resource: localizationResource,
  table: localizations,
  queryName: 'localizations',
  embed: creatorEmbed,
});

export async function localizationRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, localizationResource, localizationStore);
}
