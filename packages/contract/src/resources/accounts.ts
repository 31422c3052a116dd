import { z } from 'zod';
import { defineResource, standardMessages, filterBoolean, filterNumber } from '../resource.js';
import { personRef, timestamps } from '../fields.js';

export const ACCOUNT_TYPES = ['user', 'provider'] as const;
export const accountTypeFilter = z.enum(ACCOUNT_TYPES, { error: 'type must be user or provider' }).optional();

/** Listed and looked up here; creating and editing accounts arrives with the billing core. */
export const accounts = defineResource({
  name: 'accounts',
  label: 'ACCOUNTS',
  path: '/accounts',
  singular: 'Account',
  plural: 'accounts',
  menu: 'Accounts',
  operations: ['list', 'view'],
  fields: {},
  record: z.object({
    id: z.number(),
    type: z.enum(ACCOUNT_TYPES),
    type_id: z.number().nullable(),
    number: z.string(),
    user: personRef,
    localization_id: z.number().nullable(),
    allow_ip_management: z.boolean(),
    maxchannels: z.number(),
    call_recording: z.boolean(),
    allow_call_recording: z.boolean(),
    charge_per_min: z.number(),
    cps: z.number(),
    did_cid_translation: z.string().nullable(),
    std_cid_translation: z.string().nullable(),
    enabled: z.boolean(),
    description: z.string().nullable(),
    created_by_id: z.number().nullable(),
    created_by: personRef,
    ...timestamps,
  }),
  sortable: [
    { field: 'number', label: 'Number' },
    { field: 'type', label: 'Type' },
    { field: 'enabled', label: 'Enabled' },
  ],
  searchable: ['number', 'description'],
  filters: {
    type: accountTypeFilter,
    type_id: filterNumber.optional(),
    enabled: filterBoolean.optional(),
  },
  columns: ['id', 'number', 'type', 'user', 'maxchannels', 'cps', 'enabled', 'description', 'created_at'],
  display: 'number',
  titles: { list: 'Showing data for accounts', create: 'Fill in details for the new Account', edit: 'Edit Account', view: 'Account Details' },
  messages: standardMessages('Account', 'accounts'),
});
