import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, isAllowed, rateImportAnswer, rateImportError, rateImportQuery } from '@ringledger/contract';
import { principalOf } from '../../plugins/auth.js';
import { pathIdSchema, bearerSecurity } from '../crud/resource-routes.js';
import { getPricelistName } from './pricelists.queries.js';
import { importRates } from './rate-import.service.js';
import { rateCsvFilename, rateCsvStream } from './rate-csv-export.js';
import { receiveCsvFile } from './csv-upload.js';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 413: errorSchema };
const params = z.object({ id: pathIdSchema('id') });
const tags = ['rates'];

/** CSV download and upload of a pricelist's rates, in the columns RATE_CSV_COLUMNS names. */
export function registerRateCsvRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/pricelists/:id/rates/export', {
    config: { permission: { label: 'PRICELISTS', action: 'list' } },
    schema: {
      tags,
      security: bearerSecurity,
      summary: "Download a pricelist's rates as CSV",
      description: 'Requires permission PRICELISTS:list. Answers text/csv, streamed: a header row, then every rate by prefix.',
      produces: ['text/csv'],
      params,
      response: { 200: z.unknown().describe('CSV text'), 400: errorSchema, ...errors },
    },
    handler: async (request, reply) => {
      const name = await getPricelistName(app.db, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${rateCsvFilename(name)}"`)
        .send(rateCsvStream(app.db, request.params.id));
    },
  });

  routes.post('/pricelists/:id/rates/import', {
    config: { permission: { label: 'PRICELISTS', action: 'create' } },
    schema: {
      tags,
      security: bearerSecurity,
      summary: 'Upload rates from a CSV file',
      description:
        'Requires permission PRICELISTS:create. multipart/form-data with the file in the field "file". A prefix already in the pricelist is replaced, which also needs PRICELISTS:edit. ' +
        'With skip_invalid=false (the default) one bad line refuses the whole file.',
      params,
      querystring: rateImportQuery,
      consumes: ['multipart/form-data'],
      response: { 200: rateImportAnswer, 400: z.union([rateImportError, errorSchema]), ...errors },
    },
    handler: async (request, reply) => {
      const { id: pricelistId } = request.params;
      await getPricelistName(app.db, pricelistId);
      const canReplace = isAllowed(principalOf(request).actions, 'PRICELISTS', 'edit');
      const outcome = await importRates(app.db, { pricelistId, csv: await receiveCsvFile(request), skipInvalid: request.query.skip_invalid, canReplace });
      if (outcome.status === 'refused') return reply.status(400).send({ error: outcome.error, lines: outcome.lines });
      return { imported: outcome.imported, skipped: outcome.skipped, skipped_count: outcome.skipped_count };
    },
  });
}
