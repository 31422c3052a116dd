import { z } from 'zod';
import { defineResource, standardMessages, filterBoolean, filterNumber } from '../resource.js';
import { audited, digitsText, moment, money, moneyInput, personRef, positiveMoney, reference, requiredText, text, yesNo } from '../fields.js';
import { nestedView } from '../nesting.js';
import { ACCOUNT_TYPES, accountTypeField, accountTypeFilter, ownerField } from './accounts.js';

export const callAccounts = defineResource({
  name: 'call_accounts',
  label: 'CALL_ACCOUNTS',
  path: '/call_accounts',
  singular: 'Call Account',
  plural: 'call accounts',
  menu: 'Call Accounts',
  operations: ['list', 'view', 'create', 'edit', 'delete'],
  fields: {
    name: { schema: requiredText('Name is required', 100), label: 'Name', input: { kind: 'text' }, required: true },
    number: { schema: digitsText('Number'), label: 'Number', input: { kind: 'tel' }, required: true, placeholder: 'e.g. 8031234567' },
    pricelist_id: {
      schema: reference('Pricelist is required'),
      label: 'Pricelist',
      input: { kind: 'lookup', resource: 'pricelists', display: 'name' },
      required: true,
      nullable: true,
    },
    type: accountTypeField,
    type_id: ownerField(false),
    main_account_id: {
      schema: reference('Choose an account from the list'),
      label: 'Main Account',
      input: { kind: 'lookup', resource: 'accounts', display: 'number' },
      nullable: true,
    },
    credit_limit: { schema: moneyInput('Credit limit'), label: 'Credit Limit', input: { kind: 'number', min: 0 }, default: '0' },
    postpaid: { ...yesNo('Postpaid'), default: false },
    enabled: { ...yesNo('Enabled'), default: true },
    local_charge_per_min: { schema: moneyInput('Local charge per minute'), label: 'Local Charge Per Min', input: { kind: 'number', min: 0 }, default: '0' },
    domain_id: {
      schema: reference('Choose a domain from the list'),
      label: 'Domain',
      input: { kind: 'lookup', resource: 'domains', display: 'name' },
      nullable: true,
    },
  },
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
    domain: z.object({ name: z.string() }).nullable(),
    type: z.enum(ACCOUNT_TYPES),
    type_id: z.number().nullable(),
    user: z.object({ firstname: z.string(), lastname: z.string() }).nullable(),
    local_charge_per_min: money,
    ...audited,
  }),
  sortable: [
    { field: 'number', label: 'Number' },
    { field: 'name', label: 'Name' },
  ],
  searchable: ['number', 'name', 'user.name'],
  filters: {
    main_account_id: filterNumber.optional(),
    pricelist_id: filterNumber.optional(),
    type: accountTypeFilter,
    type_id: filterNumber.optional(),
    enabled: filterBoolean.optional(),
  },
  columns: ['id', 'number', 'name', 'main_account', 'balance', 'credit_limit', 'postpaid', 'pricelist', 'enabled'],
  keyColumns: ['number', 'balance'],
  display: 'number',
  layout: {
    lead: ['number', 'name', 'enabled'],
    summary: { title: 'Billing Summary', keys: ['balance', 'credit_limit', 'postpaid', 'pricelist_id'] },
    sections: [
      { title: 'Owner', fields: ['name', 'type', 'type_id', 'main_account_id'] },
      { title: 'Billing', fields: ['pricelist_id', 'credit_limit', 'postpaid', 'local_charge_per_min'] },
      { title: 'Telephony', fields: ['domain_id'] },
    ],
    technical: ['id', 'created_by', 'created_at', 'updated_at'],
  },
  lookupContext: ['name', 'balance'],
  titles: {
    list: 'Showing data for call accounts',
    create: 'Fill in details for the new Call Account',
    edit: 'Edit Call Account',
    view: 'Call Account Details',
  },
  messages: standardMessages('Call Account', 'call accounts'),
  readOnly: { balance: 'The balance cannot be set directly; post a credit or debit transaction instead' },
  sameOwner: ['type_id', 'main_account_id'],
});

/** GET /users/{id}/call_accounts: a user's own lines; the owner is fixed by the path, so it is no filter here. */
export const userCallAccounts = nestedView(callAccounts, {
  name: 'user_call_accounts',
  path: '/users/:id/call_accounts',
  parent: { resource: 'users', param: 'id', field: 'type_id', where: { type: 'user' }, rowParam: 'callAccountId' },
  operations: ['list'],
  filters: { main_account_id: filterNumber.optional(), pricelist_id: filterNumber.optional(), enabled: filterBoolean.optional() },
  titles: { ...callAccounts.titles, list: 'User Call Accounts', create: 'Create User Call Account' },
  messages: { ...callAccounts.messages, loadFailed: 'Could not load user call accounts, try refreshing the page' },
});

export const TRANSACTION_TYPES = ['credit', 'debit'] as const;

/** POST /call_accounts/{id}/transactions. */
export const transactionBody = z.strictObject({
  type: z.enum(TRANSACTION_TYPES, { error: 'Please select transaction type' }),
  amount: positiveMoney('Amount'),
  description: text('Description').optional(),
});

export const transactionRecord = z.object({
  id: z.number(),
  call_account_id: z.number(),
  type: z.enum(TRANSACTION_TYPES),
  amount: money,
  balance_after: money,
  description: z.string().nullable(),
  created_by_id: z.number().nullable(),
  created_by: personRef,
  created_at: moment,
});

/**
 * The ledger lines of one call account (`/call_accounts/{id}/transactions`): listed and posted
 * under CALL_ACCOUNT_TRANSACTIONS, never opened alone, changed or deleted.
 */
export const callAccountTransactions = defineResource({
  name: 'call_account_transactions',
  label: 'CALL_ACCOUNT_TRANSACTIONS',
  path: '/call_accounts/:id/transactions',
  parent: { resource: 'call_accounts', param: 'id', field: 'call_account_id', rowParam: 'transactionId' },
  singular: 'Transaction',
  plural: 'transactions',
  menu: 'Call Accounts',
  operations: ['list', 'create'],
  fields: {
    type: {
      schema: transactionBody.shape.type,
      label: 'Type',
      input: { kind: 'select', options: TRANSACTION_TYPES.map((type) => ({ value: type, text: type })) },
      required: true,
    },
    // Typed as text so the amount stays exactly what was typed until it is sent.
    amount: { schema: transactionBody.shape.amount, label: 'Amount', input: { kind: 'text' }, required: true, placeholder: 'e.g. 25.50', example: '25.50' },
    description: { schema: transactionBody.shape.description, label: 'Description', input: { kind: 'textarea' } },
  },
  record: transactionRecord,
  sortable: [],
  searchable: [],
  filters: {},
  columns: ['created_at', 'type', 'amount', 'balance_after', 'description', 'created_by'],
  keyColumns: ['type', 'amount'],
  signedBy: { amount: { key: 'type', negative: ['debit'] } },
  display: 'id',
  titles: { list: 'Transactions', create: 'Credit Account', edit: 'Transaction', view: 'Transaction' },
  messages: {
    ...standardMessages('Transaction', 'transactions'),
    created: 'Transaction initiated successfully',
    loadFailed: 'Could not load transactions, try refreshing the page',
  },
});
