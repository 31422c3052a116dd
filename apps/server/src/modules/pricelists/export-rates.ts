import { exportRates } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { getPricelistName } from './pricelists.queries.js';
import { rateCsvFilename, rateCsvStream } from './rate-csv-export.js';

/** A pricelist's rates as a CSV download, streamed by prefix. */
export const exportRatesOperation = implement(exportRates, async ({ db, params, reply }) => {
  const name = await getPricelistName(db, params.id);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${rateCsvFilename(name)}"`)
    .send(rateCsvStream(db, params.id));
});
