import { z } from 'zod';
import { defineResource, filterBoolean, filterNumber, ownedRef } from '../resource.js';
import { audited, dialledNumber } from '../fields.js';
import { lookupField, textField, yesNo } from '../field-descriptions.js';

export const callerIds = defineResource({
  name: 'callerids',
  label: 'ACCOUNT_CALLER_IDS',
  singular: 'Caller Id',
  plural: 'caller ids',
  fields: {
    name: textField('Name', { max: 100, nullable: true }),
    callerid_name: textField('Caller ID Name', { max: 100, nullable: true }),
    callerid_number: {
      schema: dialledNumber('Caller ID Number', 32, true),
      label: 'Caller ID Number',
      input: { kind: 'tel' },
      required: true,
      unique: 'Caller id {value} is already in use; a switch routes each number to one owner only',
    },
    enabled: { ...yesNo('Enabled'), default: true },
    account_id: lookupField('Account', 'accounts', 'number', { required: true }),
  },
  record: z.object({
    id: z.number(),
    name: z.string().nullable(),
    callerid_name: z.string().nullable(),
    callerid_number: z.string(),
    enabled: z.boolean(),
    account_id: z.number(),
    account: ownedRef({ number: z.string() }),
    ...audited,
  }),
  sortable: ['callerid_number', 'name'],
  searchable: ['name', 'callerid_name', 'callerid_number', 'account.number', 'account.user.name'],
  // in_stock: held by no customer (its account has no owner), so onboarding may hand it to a new one.
  filters: { account_id: filterNumber.optional(), enabled: filterBoolean.optional(), in_stock: filterBoolean.optional() },
  columns: ['id', 'name', 'callerid_name', 'callerid_number', 'account', 'enabled', 'created_by', 'created_at'],
  display: 'callerid_number',
  layout: {
    lead: ['callerid_number', 'enabled'],
    sections: [{ title: 'Caller ID', fields: ['name', 'callerid_name', 'account_id'] }],
  },
});
