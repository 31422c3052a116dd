import { z } from 'zod';
import { defineResource, standardMessages, filterBoolean, filterNumber } from '../resource.js';
import { money, personRef, timestamps } from '../fields.js';
import { ACCOUNT_TYPES, accountTypeFilter } from './accounts.js';

/** Listed and looked up here; the ledger and its screens arrive with the billing core. */
export const callAccounts = defineResource({
  name: 'call_accounts',
  label: 'CALL_ACCOUNTS',
  path: '/call_accounts',
  singular: 'Call Account',
  plural: 'call accounts',
  menu: 'Call Accounts',
  operations: ['list', 'view'],
  fields: {},
  record: z.object({
    id: z.number(),
    number: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    main_account_id: z.number().nullable(),
    main_account: z.object({ number: z.string() }).nullable(),
    credit_limit: money,
    postpaid: z.boolean(),
    balance: money,
    pricelist_id: z.number().nullable(),
    pricelist: z.object({ name: z.string() }).nullable(),
    domain_id: z.number().nullable(),
    type: z.enum(ACCOUNT_TYPES),
    type_id: z.number().nullable(),
    local_charge_per_min: money,
    created_by_id: z.number().nullable(),
    created_by: personRef,
    ...timestamps,
  }),
  sortable: [
    { field: 'number', label: 'Number' },
    { field: 'name', label: 'Name' },
  ],
  searchable: ['number', 'name'],
  filters: {
    main_account_id: filterNumber.optional(),
    pricelist_id: filterNumber.optional(),
    type: accountTypeFilter,
    type_id: filterNumber.optional(),
    enabled: filterBoolean.optional(),
  },
  columns: ['id', 'number', 'name', 'main_account', 'balance', 'credit_limit', 'postpaid', 'pricelist', 'enabled'],
  display: 'number',
  titles: {
    list: 'Showing data for call accounts',
    create: 'Fill in details for the new Call Account',
    edit: 'Edit Call Account',
    view: 'Call Account Details',
  },
  messages: standardMessages('Call Account', 'call accounts'),
});
