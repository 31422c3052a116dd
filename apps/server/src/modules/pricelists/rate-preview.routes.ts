import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ratePreviewAnswer, ratePreviewQuery } from '@ringledger/contract';
import { pathIdSchema, bearerSecurity, errorResponses } from '../crud/resource-routes.js';
import { rateCall } from '../rating/rating.service.js';

/** "Price a call": what a call would cost on a pricelist, so rates can be checked before calls are billed with them. */
export function registerRatePreviewRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/pricelists/:id/rate', {
    config: { permission: { label: 'PRICELISTS', action: 'view' } },
    schema: {
      tags: ['rates'],
      security: bearerSecurity,
      summary: 'Price a call on a pricelist',
      description: 'Requires permission PRICELISTS:view. The enabled rate with the longest prefix of the number, and the cost of `seconds` billed seconds.',
      params: z.object({ id: pathIdSchema('id') }),
      querystring: ratePreviewQuery,
      response: { 200: ratePreviewAnswer, ...errorResponses },
    },
    handler: async (request) => {
      const price = await rateCall(app.db, { pricelistId: request.params.id, ...request.query });
      if (price.status === 'no_rate') return price;
      return { status: price.status, rate: price.rate, charged_seconds: price.chargedSeconds, cost: price.cost };
    },
  });
}
