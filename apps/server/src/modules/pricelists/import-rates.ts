import { importRates, isAllowed } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { receiveCsvFile } from './csv-upload.js';
import { importRateFile } from './rate-import.service.js';

/** Rates from an uploaded CSV file; replacing a prefix already there is an edit and needs that permission too. */
export const importRatesOperation = implement(importRates, async ({ db, params, query, principal, request, reply }) => {
  const canReplace = isAllowed(principal?.actions, 'PRICELISTS', 'edit');
  const outcome = await importRateFile(db, {
    pricelistId: params.id,
    csv: await receiveCsvFile(request),
    skipInvalid: query.skip_invalid,
    canReplace,
    actor: { userId: principal?.userId ?? null, address: request.ip },
  });
  if (outcome.status === 'refused') return reply.status(400).send({ error: outcome.error, lines: outcome.lines });
  return { imported: outcome.imported, skipped: outcome.skipped, skipped_count: outcome.skipped_count };
});
