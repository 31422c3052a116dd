import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { pricelists as pricelistResource, rates as rateResource } from '@ringledger/contract';
import { registerResourceRoutes } from '../crud/resource-routes.js';
import { pricelistStore } from './pricelists.store.js';
import { rateStore, ratesOfPricelist } from './rates.store.js';
import { registerRateCsvRoutes } from './rate-csv.routes.js';
import { rateUploadLimits } from './csv-upload.js';
import { registerRatePreviewRoute } from './rate-preview.routes.js';

/** Pricelists, the rates under each, their CSV files and the "price a call" preview. */
export async function pricelistRoutes(app: FastifyInstance) {
  // Registered here, uploads are parsed only on these routes; the rest of the API stays JSON only.
  await app.register(fastifyMultipart, { limits: rateUploadLimits });
  registerResourceRoutes(app, pricelistResource, pricelistStore);
  registerResourceRoutes(app, rateResource, rateStore, ratesOfPricelist);
  registerRateCsvRoutes(app);
  registerRatePreviewRoute(app);
}
