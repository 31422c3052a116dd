import { z } from 'zod';
import { defineResource, filterNumber, strictQuery, type ResourceDescription } from '../resource.js';
import { listQuerySchema } from '../list-query.js';
import { MOMENT, SECONDS, money, reference } from '../fields.js';

/** Ringledger's view of a call (not FreeSWITCH's channel direction): an extension dialling out, a DID reached from outside, or extension to extension. */
export const CALL_DIRECTIONS = ['outbound', 'inbound', 'local'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];
/** STANDARD: rated on a pricelist (outbound and local); DID: charged with the DID's own terms (inbound). */
export const CALL_TYPES = ['STANDARD', 'DID'] as const;
export type CallType = (typeof CALL_TYPES)[number];
/** Whose side of a call a list or a summary reads: the customer's charge or the carrier's. */
export const CALL_RECORD_SIDES = ['user', 'provider'] as const;
export type CallRecordSide = (typeof CALL_RECORD_SIDES)[number];

const accountRef = z.object({ number: z.string(), type: z.string() }).nullable();
const when = z.date().describe(MOMENT).nullable();
const seconds = z.number().int().describe(SECONDS);

/** The terms of the rate a call was priced with, copied into the record when it was rated. */
export const rateTerms = {
  prefix: z.string().nullable(),
  cost_per_min: money.nullable(),
  connect_cost: money.nullable(),
  included_seconds: z.number().int().nullable(),
  init_inc: z.number().int().nullable(),
  inc: z.number().int().nullable(),
  markup: z.number().int().nullable(),
};

type RateTermColumns<P extends string> = { [K in keyof typeof rateTerms as `${P}${K}`]: (typeof rateTerms)[K] };

/** The rate terms as a side's columns of the record: `rate_…` for the customer's, `provider_rate_…` for the carrier's. */
function rateTermColumns<P extends string>(prefix: P) {
  return Object.fromEntries(Object.entries(rateTerms).map(([key, schema]) => [`${prefix}${key}`, schema])) as RateTermColumns<P>;
}

/**
 * One call as Ringledger billed it (spec 02 §3 "Call record"), keyed by its A-leg's uuid. The rate
 * used is copied in, so a later change of rates never changes history; an unrated call carries why.
 */
export const callRecordRecord = z.object({
  id: z.number(),
  call_uuid: z.string(),
  account_id: z.number().nullable(),
  account: accountRef,
  call_billing_account_id: z.number().nullable(),
  call_billing_account: accountRef,
  user_id: z.number().nullable(),
  caller_id_number: z.string().nullable(),
  caller_id_name: z.string().nullable(),
  destination_number: z.string().nullable(),
  direction: z.enum(CALL_DIRECTIONS),
  call_type: z.enum(CALL_TYPES),
  sip_user: z.string().nullable(),
  extension_id: z.number().nullable(),
  did_id: z.number().nullable(),
  trunk_id: z.number().nullable(),
  trunk: z.object({ name: z.string().nullable() }).nullable(),
  gateway: z.string().nullable(),
  provider_account_id: z.number().nullable(),
  provider_call_account_id: z.number().nullable(),
  callstart: z.date().describe(MOMENT),
  /** The start the switch reported, when it was out of range and the call is filed under its arrival (callstart) instead. */
  reported_callstart: when,
  answerstart: when,
  callend: when,
  duration: seconds,
  billseconds: seconds,
  hangup_cause: z.string().nullable(),
  notes: z.string().nullable(),
  /** On the carrier's side, null while no provider rate priced the call. */
  cost: money.nullable(),
  provider_cost: money.nullable(),
  margin: money.nullable(),
  rated: z.boolean(),
  unrated_reason: z.string().nullable(),
  provider_unrated_reason: z.string().nullable(),
  rated_number: z.string().nullable(),
  charged_seconds: seconds,
  pricelist_id: z.number().nullable(),
  ...rateTermColumns('rate_'),
  provider_billseconds: z.number().int().nullable(),
  provider_rated_number: z.string().nullable(),
  provider_charged_seconds: z.number().int().nullable(),
  provider_pricelist_id: z.number().nullable(),
  ...rateTermColumns('provider_rate_'),
  ledger_line_id: z.number().nullable(),
  provider_ledger_line_id: z.number().nullable(),
  created_at: z.date().describe(MOMENT),
  updated_at: z.date().describe(MOMENT),
});
export type CallRecord = z.infer<typeof callRecordRecord>;

/** `from` and `to` arrive as JSON date strings (`2024-05-01T00:00:00.000Z`) or plain dates. */
const filterMoment = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a date, like 2024-05-01 or 2024-05-01T00:00:00.000Z`)
    .transform((value) => new Date(value));

/** Spec 02 §3 "Call record filter"; ids are the picked rows' ids, empty fields are left out. */
export const callRecordFilters = {
  from: filterMoment('From').optional(),
  to: filterMoment('To').optional(),
  call_type: z.enum(CALL_TYPES, { error: `call_type must be one of: ${CALL_TYPES.join(', ')}` }).optional(),
  direction: z.enum(CALL_DIRECTIONS, { error: `direction must be one of: ${CALL_DIRECTIONS.join(', ')}` }).optional(),
  user_type: z.enum(CALL_RECORD_SIDES, { error: `user_type must be one of: ${CALL_RECORD_SIDES.join(', ')}` }).optional(),
  user_id: filterNumber.optional(),
  destination: z.string({ error: 'destination must be text' }).trim().max(64, 'destination must be at most 64 characters').optional(),
  caller: z.string({ error: 'caller must be text' }).trim().max(64, 'caller must be at most 64 characters').optional(),
  extension_id: filterNumber.optional(),
  call_account_id: filterNumber.optional(),
  account_id: filterNumber.optional(),
};

export const CALL_RECORD_SORTS = ['caller_id_number', 'call_type', 'cost', 'destination_number', 'callstart'] as const;

/** The query of both call-record lists: paging, search and sort like every list, plus the filter. */
export const callRecordListQuery = strictQuery(listQuerySchema(CALL_RECORD_SORTS).extend(callRecordFilters).shape);
export type CallRecordListQuery = z.infer<typeof callRecordListQuery>;

/**
 * Spec 02 §3: a call-record list answers its page and the totals over every record the filter
 * matches: with them ASR (answered calls, those billed more than 0 seconds, as a percentage of all,
 * one decimal), ACD (billed seconds per answered call, whole seconds) and, on the customer side
 * to staff only (those who may read the carriers' costs), the margin: the customers' cost less the
 * carriers' for the same calls.
 */
export const callRecordListAnswer = z.object({
  records: z.array(callRecordRecord),
  count: z.number().int(),
  total_cost: money,
  billseconds: z.number().int(),
  answered: z.number().int(),
  asr: z.number().nullable(),
  acd: z.number().int().nullable(),
  margin: money.optional(),
});
export type CallRecordListAnswer = z.infer<typeof callRecordListAnswer>;

/** The carrier's side of a call (who carried it, at what cost and rate): the operator's business, never a customer's. */
const CARRIER_FIELDS = [
  'trunk_id',
  'trunk',
  'gateway',
  'provider_account_id',
  'provider_call_account_id',
  'provider_cost',
  'margin',
  'provider_unrated_reason',
  'provider_billseconds',
  'provider_rated_number',
  'provider_charged_seconds',
  'provider_pricelist_id',
  'provider_ledger_line_id',
  ...Object.keys(rateTermColumns('provider_rate_')),
] as const;

/** A customer's own call, as their self-service call logs answer it: their side only. */
export const ownCallRecord = callRecordRecord.omit(
  Object.fromEntries(CARRIER_FIELDS.map((field) => [field, true])) as {
    [K in Exclude<keyof CallRecord, `provider_rate_${string}`> & (typeof CARRIER_FIELDS)[number]]: true;
  } & {
    [K in keyof RateTermColumns<'provider_rate_'>]: true;
  },
);

/** The call-record list as a customer reads it: their side of each call, and totals without the margin. */
export const ownCallRecordListAnswer = callRecordListAnswer.omit({ margin: true }).extend({ records: z.array(ownCallRecord) });

const lookup = (label: string, resource: string) =>
  ({ schema: reference(`The chosen ${label.toLowerCase()} does not exist`), label, input: { kind: 'lookup', resource, display: 'number' } }) as const;

/**
 * Call records (spec 02 §2, §3): made only by the switch's CDRs (`POST /freeswitch/cdr`), never
 * through a form, so the description has no create or edit. Its lookups say where a record's
 * account, call account and trunk are embedded from.
 */
export const callRecords = defineResource({
  name: 'call_records',
  label: 'CALL_RECORDS',
  path: '/call_records',
  singular: 'Call Record',
  plural: 'call records',
  menu: 'Call Records',
  operations: [],
  fields: {
    account_id: lookup('Account', 'accounts'),
    call_billing_account_id: lookup('Call Account', 'call_accounts'),
    trunk_id: { ...lookup('Trunk', 'trunks'), input: { kind: 'lookup', resource: 'trunks', display: 'name' } },
  },
  record: callRecordRecord,
  // Ingestion bills a call to an account and one of that customer's call accounts.
  sameOwner: ['account_id', 'call_billing_account_id'],
  // Two lists, one per side, and the calls not billed; a record's page is `call_records/{id}` (spec 02 §2).
  pages: { list: 'call_records/users', record: 'call_records' },
  menuPages: [
    { label: 'User Call Records', path: 'call_records/users' },
    { label: 'Provider Call Records', path: 'call_records/providers' },
    { label: 'Unrated Calls', path: 'call_records/unrated' },
  ],
  sortable: CALL_RECORD_SORTS,
  defaultSort: '-callstart',
  searchable: ['call_uuid', 'caller_id_number', 'destination_number'],
  filters: callRecordFilters,
  columns: [
    'call_uuid',
    'callstart',
    'caller_id_number',
    'destination_number',
    // What a call cost and how long it was billed come right after who called whom, in sight without scrolling.
    'billseconds',
    'cost',
    'account',
    'call_billing_account',
    'direction',
    'call_type',
    'sip_user',
    'trunk',
    'hangup_cause',
  ],
  keyColumns: ['callstart', 'destination_number', 'cost'],
  // The provider table's account, trunk and hangup cause stay in view at 1440 px; how the call was typed is on its page.
  hiddenByDefault: ['call_billing_account', 'direction', 'call_type', 'sip_user'],
  emptyAs: { cost: 'Unpriced' },
  display: 'call_uuid',
  labels: {
    call_uuid: 'Call UUID',
    caller_id_number: 'Caller ID Number',
    caller_id_name: 'Caller ID Name',
    destination_number: 'Destination Number',
    direction: 'Direction',
    call_type: 'Call Type',
    sip_user: 'SIP User',
    callstart: 'Call Start',
    reported_callstart: 'Reported Start',
    answerstart: 'Answered',
    callend: 'Ended',
    duration: 'Duration',
    billseconds: 'Bill Seconds',
    hangup_cause: 'Hangup Cause',
    notes: 'Notes',
    cost: 'Cost',
    provider_cost: 'Provider Cost',
    margin: 'Margin',
    rated: 'Rated',
    unrated_reason: 'Unrated Reason',
  },
  layout: {
    lead: ['destination_number', 'direction', 'call_type'],
    summary: { title: 'Charge', keys: ['cost', 'billseconds', 'duration', 'rated'] },
    sections: [
      { title: 'Call', fields: ['callstart', 'reported_callstart', 'answerstart', 'callend', 'hangup_cause', 'unrated_reason', 'notes'] },
      { title: 'Who', fields: ['caller_id_number', 'caller_id_name', 'sip_user', 'account_id', 'call_billing_account_id'] },
      { title: 'Carrier', fields: ['trunk_id', 'gateway', 'provider_cost', 'margin', 'provider_unrated_reason'] },
    ],
    technical: ['call_uuid', 'id', 'created_at', 'updated_at'],
  },
  titles: { list: 'Call Records', create: 'Call Record', edit: 'Call Record', view: 'Call Record Details' },
  messages: {
    created: 'Call record stored',
    updated: 'Call record updated',
    deleted: 'Call record deleted',
    loadFailed: 'Could not load call records, try refreshing the page',
  },
});

/**
 * Why a call was left unrated, by kind: the reasons ingestion and re-rating record name ids or
 * numbers, so the server sorts each into a kind by the text it starts with (`other` when none).
 * Only the keys live here, read on every console page; the console names them on its own lazy page.
 */
export const UNRATED_REASON_KINDS = [
  'unknown_caller',
  'no_rate',
  'no_pricelist',
  'missing_call_account',
  'no_call_account',
  'missing_pricelist',
  'missing_did',
  'ids_disagree',
  'start_out_of_range',
  'implausible_duration',
  'other',
] as const;
export type UnratedReason = (typeof UNRATED_REASON_KINDS)[number];

/**
 * The Unrated Calls list: when, from whom and where each call went, and why it was not charged;
 * a phone keeps when and why, the reason read whole, since it is what the list is opened for.
 */
export const unratedCallColumns = {
  columns: ['callstart', 'caller_id_number', 'destination_number', 'direction', 'sip_user', 'unrated_reason'],
  keyColumns: ['callstart', 'unrated_reason'],
  wrappedColumns: ['unrated_reason'],
} as const satisfies Pick<ResourceDescription, 'columns' | 'keyColumns' | 'wrappedColumns'>;
