import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { strictQuery } from '../resource.js';
import { listAnswerSchema, listQuerySchema } from '../list-query.js';
import { money, moment } from '../fields.js';

/** How a customer's prepaid balance stands against the Low Balance Threshold: the list flags `low` and `negative`. */
export const BALANCE_LEVELS = ['ok', 'low', 'negative'] as const;
export type BalanceLevel = (typeof BALANCE_LEVELS)[number];

export const CUSTOMER_SORTS = ['name', 'balance', 'month_spend', 'last_call'] as const;

/** Spec README: a customer is a user of type user with their accounts and the call accounts (lines) they own. */
export const customerSummary = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** `suspended` when every account of theirs is disabled, `active` otherwise. */
  status: z.enum(['active', 'suspended']),
  accounts: z.array(z.object({ id: z.number(), number: z.string(), enabled: z.boolean() })),
  /** Their lines' balances added up. */
  balance: money,
  credit_limit: money,
  /** `mixed` when some lines are prepaid and some postpaid; null without a line. */
  billing: z.enum(['prepaid', 'postpaid', 'mixed']).nullable(),
  /** Their prepaid lines' balance against the threshold; a postpaid line's debt is no alarm. */
  balance_level: z.enum(BALANCE_LEVELS),
  lines: z.number().int(),
  dids: z.number().int(),
  last_call: moment.nullable(),
  /** What their calls cost since the start of this month, in the operator's time zone. */
  month_spend: money,
});
export type CustomerSummary = z.infer<typeof customerSummary>;

export const customerListQuery = strictQuery(
  listQuerySchema(CUSTOMER_SORTS).extend({
    balance_level: z.enum(['low', 'negative'], { error: 'balance_level must be one of: low, negative' }).optional(),
  }).shape,
);
export type CustomerListQuery = z.infer<typeof customerListQuery>;

export const listCustomers = defineOperation({
  name: 'list-customers',
  method: 'GET',
  path: '/customers',
  access: { label: 'CUSTOMERS', action: 'list' },
  tag: 'customers',
  summary: 'List customers with their balance, lines, DIDs, last call and this month’s spend',
  description:
    'One row per user of type user. `search` matches the name, e-mail or an account number; `balance_level=low` keeps those whose ' +
    'prepaid balance is below the Low Balance Threshold (negative included), `negative` those below zero. Sortable by name, balance, ' +
    'month_spend and last_call.',
  query: customerListQuery,
  answers: { 200: listAnswerSchema(customerSummary) },
  example: { query: { sort_by: '-balance' } },
});

export const getCustomer = defineOperation({
  name: 'get-customer',
  method: 'GET',
  path: '/customers/:id',
  access: { label: 'CUSTOMERS', action: 'view' },
  on: 'users',
  tag: 'customers',
  summary: 'One user’s customer summary: the same figures as their row in the list',
  answers: { 200: customerSummary },
});
