import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { errorSchema } from '../list-query.js';
import { rateImportAnswer, rateImportError, rateImportQuery, ratePreviewAnswer, ratePreviewQuery } from '../resources/rates.js';

/** 100,000 rates are about 4.5 MB; the limit leaves room for a whole international rate deck. */
export const MAX_RATE_FILE_MEGABYTES = 50;

export const exportRates = defineOperation({
  name: 'export-rates',
  method: 'GET',
  path: '/pricelists/:id/rates/export',
  access: { label: 'PRICELISTS', action: 'list' },
  on: 'pricelists',
  tag: 'rates',
  summary: "Download a pricelist's rates as CSV",
  description: 'Answers text/csv, streamed: a header row, then every rate by prefix.',
  produces: 'text/csv',
  answers: { 200: z.unknown().describe('CSV text') },
});

export const importRates = defineOperation({
  name: 'import-rates',
  method: 'POST',
  path: '/pricelists/:id/rates/import',
  access: { label: 'PRICELISTS', action: 'create' },
  on: 'pricelists',
  tag: 'rates',
  summary: 'Upload rates from a CSV file',
  description:
    'multipart/form-data with the file in the field "file". A prefix already in the pricelist is replaced, which also needs PRICELISTS:edit. ' +
    'With skip_invalid=false (the default) one bad line refuses the whole file.',
  query: rateImportQuery,
  upload: { field: 'file', maxBytes: MAX_RATE_FILE_MEGABYTES * 1024 * 1024 },
  answers: { 200: rateImportAnswer, 400: z.union([rateImportError, errorSchema]), 413: errorSchema },
  example: { file: 'prefix,description,cost_per_min\n2348039,Nigeria MTN,0.12\n' },
});

export const priceCall = defineOperation({
  name: 'price-call',
  method: 'GET',
  path: '/pricelists/:id/rate',
  access: { label: 'PRICELISTS', action: 'view' },
  on: 'pricelists',
  tag: 'rates',
  summary: 'Price a call on a pricelist',
  description: 'The enabled rate with the longest prefix of the number, and the cost of `seconds` billed seconds.',
  query: ratePreviewQuery,
  answers: { 200: ratePreviewAnswer },
  example: { query: { number: '2348031234567', seconds: '60' } },
});
