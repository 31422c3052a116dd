import { z } from 'zod';
import { defineResource, standardMessages, filterBoolean, filterNumber } from '../resource.js';
import { audited, reference, text, yesNo } from '../fields.js';

export const callerIds = defineResource({
  name: 'callerids',
  label: 'ACCOUNT_CALLER_IDS',
  path: '/callerids',
  singular: 'Caller Id',
  plural: 'caller ids',
  menu: 'Caller Ids',
  operations: ['list', 'view', 'create', 'edit', 'delete'],
  fields: {
    name: { schema: text('Name', 100), label: 'Name', input: { kind: 'text' }, nullable: true },
    callerid_name: { schema: text('Caller ID Name', 100), label: 'Caller ID Name', input: { kind: 'text' }, nullable: true },
    callerid_number: {
      schema: z
        .string({ error: 'Caller ID Number is required' })
        .trim()
        .min(1, 'Caller ID Number is required')
        .max(32, 'Caller ID Number must be at most 32 digits')
        .regex(/^\+?\d+$/, 'Caller ID Number must contain digits only, with an optional leading +'),
      label: 'Caller ID Number',
      input: { kind: 'tel' },
      required: true,
      unique: 'Caller id {value} is already in use; a switch routes each number to one owner only',
    },
    enabled: { ...yesNo('Enabled'), default: true },
    account_id: {
      schema: reference('Account is required'),
      label: 'Account',
      input: { kind: 'lookup', resource: 'accounts', display: 'number' },
      required: true,
    },
  },
  record: z.object({
    id: z.number(),
    name: z.string().nullable(),
    callerid_name: z.string().nullable(),
    callerid_number: z.string(),
    enabled: z.boolean(),
    account_id: z.number(),
    account: z.object({ number: z.string() }).nullable(),
    ...audited,
  }),
  sortable: [
    { field: 'callerid_number', label: 'Caller ID Number' },
    { field: 'name', label: 'Name' },
  ],
  searchable: ['name', 'callerid_name', 'callerid_number', 'account.number', 'account.user.name'],
  filters: { account_id: filterNumber.optional(), enabled: filterBoolean.optional() },
  columns: ['id', 'name', 'callerid_name', 'callerid_number', 'account', 'enabled', 'created_by', 'created_at'],
  display: 'callerid_number',
  layout: {
    lead: ['callerid_number', 'enabled'],
    sections: [{ title: 'Caller ID', fields: ['name', 'callerid_name', 'account_id'] }],
    technical: ['id', 'created_by', 'created_at', 'updated_at'],
  },
  titles: { list: 'Showing data for caller ids', create: 'Fill in details for the new Caller Id', edit: 'Edit Caller Id', view: 'Caller Id Details' },
  messages: standardMessages('Caller Id', 'caller ids'),
});
