import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { RATE_CSV_COLUMNS } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import { rateBatches } from './rates.queries.js';
import { neutralizeFormula } from '../../csv/safe-cells.js';

async function* ratesOf(db: Executor, pricelistId: number) {
  for await (const batch of rateBatches(db, pricelistId)) yield* batch;
}

/** A pricelist's rates as CSV text, header first, in the columns and spelling import reads back. */
export function rateCsvStream(db: Executor, pricelistId: number): Readable {
  const csv = stringify({ header: true, columns: [...RATE_CSV_COLUMNS], cast: { boolean: (value) => String(value), string: neutralizeFormula } });
  // A failed read destroys the CSV stream with the error, which ends the response.
  return pipeline(Readable.from(ratesOf(db, pricelistId)), csv, () => undefined);
}

/** A download name from the pricelist's: letters, digits and dashes only, so no header can be bent by it. */
export function rateCsvFilename(pricelistName: string) {
  const slug = pricelistName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `rates-${slug || 'pricelist'}.csv`;
}
