import { z } from 'zod';
import { defineResource } from '../resource.js';
import { audited, money, moment } from '../fields.js';
import { PAYMENT_STATUSES } from '../operations/payments.js';

/**
 * The card payments that recharged (or tried to recharge) one call account, newest first: listed
 * for the staff who may see its ledger, made only by its owner's recharges.
 */
export const payments = defineResource({
  name: 'payments',
  label: 'CALL_ACCOUNT_TRANSACTIONS',
  path: '/call_accounts/:id/payments',
  parent: { resource: 'call_accounts', param: 'id', field: 'call_account_id', rowParam: 'paymentId' },
  singular: 'Payment',
  plural: 'payments',
  menu: 'Call Accounts',
  operations: ['list'],
  fields: {},
  record: z.object({
    id: z.number(),
    reference: z.string(),
    call_account_id: z.number(),
    provider: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    amount: money,
    currency: z.string(),
    provider_reference: z.string().nullable(),
    failure_reason: z.string().nullable(),
    completed_at: moment.nullable(),
    ...audited,
  }),
  sortable: [],
  searchable: ['reference'],
  filters: { status: z.enum(PAYMENT_STATUSES, { error: 'status must be pending, success or failed' }).optional() },
  columns: ['created_at', 'reference', 'provider', 'status', 'amount', 'currency', 'created_by', 'failure_reason'],
  keyColumns: ['reference', 'status', 'amount'],
  labels: { created_by: 'Paid By', provider_reference: "Provider's Reference", failure_reason: 'Why It Failed', completed_at: 'Completed At' },
  display: 'reference',
  titles: { list: 'Card Payments', create: 'Card Payment', edit: 'Card Payment', view: 'Card Payment' },
  messages: {
    created: 'Payment started',
    updated: 'Payment updated',
    deleted: 'Payment deleted',
    loadFailed: 'Could not load payments, try refreshing the page',
    notFound: 'Payment was not found',
  },
});
