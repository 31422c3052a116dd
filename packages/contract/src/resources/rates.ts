import { z } from 'zod';
import { defineResource, filterBoolean, unknownKeysError } from '../resource.js';
import { nestedUnder } from '../nesting.js';
import { pricelists } from './pricelists.js';
import { dialledNumber, money, timestamps } from '../fields.js';
import { moneyField, numberField, textField, yesNo } from '../field-descriptions.js';

/**
 * What a destination prefix costs on one pricelist. Lives under a pricelist
 * (`/pricelists/{id}/rates`) and shares the pricelist's permission label.
 */
export const rates = defineResource({
  name: 'rates',
  label: 'PRICELISTS',
  ...nestedUnder(pricelists, 'rates', { field: 'pricelist_id', rowParam: 'rateId' }),
  singular: 'Rate',
  plural: 'rates',
  fields: {
    prefix: {
      schema: dialledNumber('Prefix', 20, false),
      label: 'Prefix',
      input: { kind: 'tel' },
      required: true,
      placeholder: 'e.g. 234803',
      unique: 'A rate for prefix {value} already exists in this pricelist',
    },
    description: textField('Description', { nullable: true, placeholder: 'e.g. Nigeria Mobile MTN' }),
    cost_per_min: moneyField('Cost Per Min', { named: 'Cost per minute', required: true, example: '0.12' }),
    connect_cost: moneyField('Connect Cost', { named: 'Connect cost', default: '0' }),
    included_seconds: numberField('Included Seconds', { named: 'Included seconds', min: 0, max: 86_400, default: 0 }),
    init_inc: numberField('Init Inc (0 = pricelist)', {
      named: 'Initial increment',
      min: 0,
      max: 3600,
      default: 0,
      help: "Seconds billed for the first block of an answered call; 0 uses the pricelist's",
    }),
    inc: numberField('Inc (0 = pricelist)', {
      named: 'Increment',
      min: 0,
      max: 3600,
      default: 0,
      help: "Seconds billed for each block after the first; 0 uses the pricelist's",
    }),
    enabled: { ...yesNo('Enabled'), default: true },
  },
  record: z.object({
    id: z.number(),
    pricelist_id: z.number(),
    prefix: z.string(),
    description: z.string().nullable(),
    cost_per_min: money,
    connect_cost: money,
    included_seconds: z.number(),
    init_inc: z.number(),
    inc: z.number(),
    enabled: z.boolean(),
    ...timestamps,
  }),
  sortable: ['prefix', 'cost_per_min'],
  defaultSort: 'prefix',
  searchable: ['prefix', 'description'],
  filters: { enabled: filterBoolean.optional() },
  columns: ['id', 'prefix', 'description', 'cost_per_min', 'connect_cost', 'included_seconds', 'init_inc', 'inc', 'enabled'],
  keyColumns: ['prefix', 'cost_per_min'],
  display: 'prefix',
  layout: {
    lead: ['prefix', 'enabled'],
    sections: [
      { title: 'Destination', fields: ['prefix', 'description'] },
      { title: 'Price', fields: ['cost_per_min', 'connect_cost', 'included_seconds', 'init_inc', 'inc'] },
    ],
  },
  titles: { list: 'Rates', create: 'Add a Rate' },
});

/** The CSV columns, in order, that import reads and export writes. */
export const RATE_CSV_COLUMNS = ['prefix', 'description', 'cost_per_min', 'connect_cost', 'included_seconds', 'init_inc', 'inc', 'enabled'] as const;

export const rateImportQuery = z.strictObject(
  {
    skip_invalid: z
      .enum(['true', 'false'], { error: 'skip_invalid must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  },
  { error: unknownKeysError('query parameter') },
);

export const refusedLine = z.object({ line: z.number(), error: z.string() });

/** Refused lines named in one answer; the count beside them stays exact. */
export const MAX_REFUSED_LINES_SHOWN = 100;

/**
 * What an import did: rates written (new or replacing the same prefix) and the lines it skipped
 * (the first MAX_REFUSED_LINES_SHOWN of them; skipped_count counts them all).
 */
export const rateImportAnswer = z.object({ imported: z.number(), skipped: z.array(refusedLine), skipped_count: z.number() });

/** A refused import: nothing was written; the message counts the bad lines and the first MAX_REFUSED_LINES_SHOWN are named. */
export const rateImportError = z.object({ error: z.string(), lines: z.array(refusedLine) });

/** "Price a call": what a call to a number lasting some billed seconds would cost on a pricelist. */
export const ratePreviewQuery = z.strictObject(
  {
    number: dialledNumber('Number', 32, true, 'Number must contain digits only'),
    seconds: z
      .string({ error: 'Seconds is required' })
      .regex(/^\d{1,9}$/, 'Seconds must be a whole number of at least 0')
      .transform(Number)
      .pipe(z.number().max(86_400, 'Seconds must be at most 86400')),
  },
  { error: unknownKeysError('query parameter') },
);

export const ratePreviewAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('no_rate') }),
  z.object({ status: z.literal('rated'), rate: rates.record, charged_seconds: z.number(), cost: money }),
]);
