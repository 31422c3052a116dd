import { z } from 'zod';
import { defineResource, filterBoolean, filterNumber, ownedRef } from '../resource.js';
import { audited, moment, money, personRef, positiveMoney, text } from '../fields.js';
import { lookupField, moneyField, selectField, textField, yesNo } from '../field-descriptions.js';
import { nestedUnder, nestedView } from '../nesting.js';
import { users } from './users.js';
import { ACCOUNT_TYPES, accountNumberField, accountTypeField, accountTypeFilter, ownerField } from './accounts.js';

export const callAccounts = defineResource({
  name: 'call_accounts',
  label: 'CALL_ACCOUNTS',
  singular: 'Call Account',
  plural: 'call accounts',
  fields: {
    name: textField('Name', { max: 100, required: true }),
    number: { ...accountNumberField, unique: 'A call account with number {value} already exists' },
    description: textField('Description', { max: 255, multiline: true, nullable: true, placeholder: 'e.g. Primary Account' }),
    pricelist_id: lookupField('Pricelist', 'pricelists', 'name', { required: true, nullable: true }),
    type: accountTypeField,
    type_id: ownerField(false),
    main_account_id: lookupField('Main Account', 'accounts', 'number', { message: 'Choose an account from the list', nullable: true }),
    credit_limit: moneyField('Credit Limit', { named: 'Credit limit', default: '0' }),
    postpaid: { ...yesNo('Postpaid'), default: false },
    enabled: { ...yesNo('Enabled'), default: true },
    local_charge_per_min: moneyField('Local Charge Per Min', { named: 'Local charge per minute', default: '0' }),
    domain_id: lookupField('Domain', 'domains', 'name', { message: 'Choose a domain from the list', nullable: true }),
  },
  record: z.object({
    id: z.number(),
    number: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    enabled: z.boolean(),
    main_account_id: z.number().nullable(),
    main_account: ownedRef({ number: z.string() }),
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
  sortable: ['number', 'name', 'balance'],
  searchable: ['number', 'name', 'user.name'],
  filters: {
    main_account_id: filterNumber.optional(),
    pricelist_id: filterNumber.optional(),
    type: accountTypeFilter,
    type_id: filterNumber.optional(),
    enabled: filterBoolean.optional(),
    customer_of_account: filterNumber.optional(),
  },
  columns: ['id', 'number', 'name', 'main_account', 'balance', 'credit_limit', 'postpaid', 'pricelist', 'enabled'],
  keyColumns: ['number', 'balance'],
  display: 'number',
  layout: {
    lead: ['number', 'name', 'enabled'],
    summary: { title: 'Billing Summary', keys: ['balance', 'credit_limit', 'postpaid', 'pricelist_id'] },
    sections: [
      { title: 'Owner', fields: ['name', 'type', 'type_id', 'main_account_id', 'description'] },
      { title: 'Billing', fields: ['pricelist_id', 'credit_limit', 'postpaid', 'local_charge_per_min'] },
      { title: 'Telephony', fields: ['domain_id'] },
    ],
  },
  lookupContext: ['name', 'balance'],
  owner: 'user.name',
  balance: { key: 'balance', postpaid: 'postpaid' },
  readOnly: { balance: 'The balance cannot be set directly; post a credit or debit transaction instead' },
  sameOwner: ['type_id', 'main_account_id'],
});

/** GET /users/{id}/call_accounts: a user's own lines; the owner is fixed by the path, so it is no filter here. */
export const userCallAccounts = nestedView(callAccounts, {
  name: 'user_call_accounts',
  ...nestedUnder(users, 'call_accounts', { field: 'type_id', where: { type: 'user' }, rowParam: 'callAccountId' }),
  operations: ['list'],
  filters: { main_account_id: filterNumber.optional(), pricelist_id: filterNumber.optional(), enabled: filterBoolean.optional() },
  titles: { list: 'User Call Accounts', create: 'Create User Call Account' },
  messages: { loadFailed: 'Could not load user call accounts, try refreshing the page' },
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
  ...nestedUnder(callAccounts, 'transactions', { field: 'call_account_id', rowParam: 'transactionId' }),
  singular: 'Transaction',
  plural: 'transactions',
  operations: ['list', 'create'],
  fields: {
    type: selectField('Type', transactionBody.shape.type, { required: true }),
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
  messages: { created: 'Transaction initiated successfully' },
});
