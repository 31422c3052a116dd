import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { strictQuery } from '../resource.js';
import { money } from '../fields.js';
import { listQuerySchema } from '../list-query.js';
import { transactionRecord } from '../resources/call-accounts.js';
import {
  CALL_RECORD_SORTS,
  callRecordFilters,
  callRecordListAnswer,
  callRecordListQuery,
  callRecordRecord,
  rateTerms,
  UNRATED_REASON_KINDS,
  type CallRecordSide,
} from '../resources/call-records.js';
import { SWITCH_PATH } from './switch.js';

/** The filter alone (no paging): what the chart's series and the CSV export read. */
export const callRecordFilterQuery = strictQuery(callRecordFilters);

/** The filtered list as a file: every matching record in the list's order, so no page or limit. */
export const callRecordExportQuery = strictQuery({
  ...callRecordFilters,
  sort_by: listQuerySchema(CALL_RECORD_SORTS).shape.sort_by,
  search: listQuerySchema(CALL_RECORD_SORTS).shape.search,
});

/** One UTC day of the filtered records: the rollups' unit, and the chart's. */
export const callRecordDay = z.object({ day: z.string().describe('YYYY-MM-DD, UTC'), calls: z.number().int(), billseconds: z.number().int(), cost: money });
export const callRecordDaysAnswer = z.object({ days: z.array(callRecordDay) });
export type CallRecordDay = z.infer<typeof callRecordDay>;

/** The rate a side of the call was priced with, as copied into the record when it was rated. */
export const usedRate = z
  .object({
    pricelist_id: z.number().nullable(),
    pricelist: z.object({ name: z.string() }).nullable(),
    rated_number: z.string().nullable(),
    ...rateTerms,
    charged_seconds: z.number().int().nullable(),
  })
  .nullable();

/** One leg as the switch posted it, decompressed: shown to those who may correct records. */
export const rawCdr = z.object({ leg: z.enum(['a', 'b']), leg_uuid: z.string(), content_type: z.string().nullable(), received_at: z.date(), body: z.string() });

/** A ledger line a call wrote, with the call account it moved, named as people know it. */
const callLedgerLine = transactionRecord.extend({ call_account: z.object({ number: z.string(), name: z.string() }) });

export const callRecordDetail = z.object({
  record: callRecordRecord,
  ledger_line: callLedgerLine.nullable(),
  provider_ledger_line: callLedgerLine.nullable(),
  rate: usedRate,
  provider_rate: usedRate,
  /** Present only for a role with CALL_RECORDS edit; the other roles never receive what the switch sent. */
  raw: z.array(rawCdr).optional(),
});
export type CallRecordDetail = z.infer<typeof callRecordDetail>;

const SIDE_TEXT: Record<CallRecordSide, { path: string; whose: string; name: string }> = {
  user: { path: 'users', whose: "the customers' side: their accounts, call accounts and charges", name: 'user' },
  provider: { path: 'providers', whose: "the carriers' side: the trunk's provider account, its call account and the provider cost", name: 'provider' },
};

const FILTER_NOTES =
  '`from` and `to` are UTC: a plain date (or a moment at midnight) names a whole day, `to` included; `destination`, `caller` and `search` match number prefixes ' +
  "(search also a whole call uuid). A `user_type` other than the list's side matches nothing.";

function listOperation(side: CallRecordSide) {
  const text = SIDE_TEXT[side];
  return defineOperation({
    name: `list-${text.name}-call-records`,
    method: 'GET',
    path: `/call_records/${text.path}`,
    access: { label: 'CALL_RECORDS', action: 'list' },
    tag: 'call records',
    summary: `List call records, ${side} side`,
    description:
      `A page of call records seen from ${text.whose}, newest first unless sort_by says otherwise. count, total_cost and billseconds add up every record ` +
      `the filter matches, not the page. ${FILTER_NOTES}`,
    query: callRecordListQuery,
    answers: { 200: callRecordListAnswer },
    example: { query: { direction: 'outbound', page: '1', limit: '20' } },
  });
}

function daysOperation(side: CallRecordSide) {
  const text = SIDE_TEXT[side];
  return defineOperation({
    name: `${text.name}-call-record-days`,
    method: 'GET',
    path: `/call_records/${text.path}/days`,
    access: { label: 'CALL_RECORDS', action: 'list' },
    tag: 'call records',
    summary: `Calls and cost per day, ${side} side`,
    description: `One entry per UTC day from \`from\` to \`to\` (or the first and last day with calls), days without calls included, for the records the filter matches. ${FILTER_NOTES}`,
    query: callRecordFilterQuery,
    answers: { 200: callRecordDaysAnswer },
    example: { query: { from: '2024-05-01', to: '2024-05-31' } },
  });
}

function exportOperation(side: CallRecordSide) {
  const text = SIDE_TEXT[side];
  return defineOperation({
    name: `export-${text.name}-call-records`,
    method: 'GET',
    path: `/call_records/${text.path}/export`,
    access: { label: 'CALL_RECORDS', action: 'list' },
    tag: 'call records',
    summary: `Download the filtered call records as CSV, ${side} side`,
    description: `Answers text/csv, streamed: a header row, then every record the filter matches in the list's order. ${FILTER_NOTES}`,
    query: callRecordExportQuery,
    produces: 'text/csv',
    answers: { 200: z.unknown().describe('CSV text') },
  });
}

export const listUserCallRecords = listOperation('user');
export const listProviderCallRecords = listOperation('provider');
export const userCallRecordDays = daysOperation('user');
export const providerCallRecordDays = daysOperation('provider');
export const exportUserCallRecords = exportOperation('user');
export const exportProviderCallRecords = exportOperation('provider');

/** Each side's list, series and export: the console picks by the list it shows. */
export const CALL_RECORD_SIDE_OPERATIONS = {
  user: { list: listUserCallRecords, days: userCallRecordDays, export: exportUserCallRecords },
  provider: { list: listProviderCallRecords, days: providerCallRecordDays, export: exportProviderCallRecords },
} as const;

export const unratedCallsQuery = strictQuery({
  page: listQuerySchema([]).shape.page,
  limit: listQuerySchema([]).shape.limit,
  reason: z.enum(UNRATED_REASON_KINDS, { error: `reason must be one of: ${UNRATED_REASON_KINDS.join(', ')}` }).optional(),
});

/** The unrated calls' page and totals (those of the reason asked, if any), and how many calls each reason holds, over all of them. */
export const unratedCallsAnswer = callRecordListAnswer.extend({
  reasons: z.array(z.object({ reason: z.enum(UNRATED_REASON_KINDS), count: z.number().int() })),
});
export type UnratedCallsAnswer = z.infer<typeof unratedCallsAnswer>;

export const listUnratedCalls = defineOperation({
  name: 'list-unrated-calls',
  method: 'GET',
  path: '/call_records/unrated',
  access: { label: 'CALL_RECORDS', action: 'list' },
  tag: 'call records',
  summary: 'List the calls that could not be billed',
  description:
    'Records stored without a charge (unknown caller, no rate), newest first, each with its reason (unrated_reason); `reason` keeps ' +
    'those of one kind of reason, and `reasons` counts every unrated call by kind, the most first. ' +
    'Once the data is fixed, POST /call_records/rerate bills them.',
  query: unratedCallsQuery,
  answers: { 200: unratedCallsAnswer },
});

export const getCallRecord = defineOperation({
  name: 'get-call-record',
  method: 'GET',
  path: '/call_records/:id',
  access: { label: 'CALL_RECORDS', action: 'view' },
  on: 'call_records',
  tag: 'call records',
  summary: 'Read one call record with its ledger line, the rate used and the raw CDR',
  description: 'The raw CDR (what the switch posted for each leg) is answered only to a role with CALL_RECORDS:edit.',
  answers: { 200: callRecordDetail },
});

/**
 * What became of a posted CDR, every one a 2xx so mod_json_cdr does not post it again:
 * `recorded` a new call; `duplicate` one already stored (nothing changed, nothing charged again);
 * `carrier_added` a B-leg that gave its call the carrier side; `waiting_for_a_leg` a B-leg kept
 * until its A-leg comes; `not_billed` a B-leg that is no carrier leg (it rang an extension) or a
 * further carrier leg of a call already billed, kept as sent.
 */
export const CDR_OUTCOMES = ['recorded', 'duplicate', 'carrier_added', 'waiting_for_a_leg', 'not_billed'] as const;
export type CdrOutcome = (typeof CDR_OUTCOMES)[number];

export const cdrAnswer = z.object({
  status: z.enum(CDR_OUTCOMES),
  /** The call's record, once it has one. */
  call_record_id: z.number().nullable(),
});
export type CdrAnswer = z.infer<typeof cdrAnswer>;

export const ingestCdr = defineOperation({
  name: 'ingest-cdr',
  method: 'POST',
  path: `${SWITCH_PATH}/cdr`,
  access: 'switch',
  tag: 'freeswitch',
  summary: 'Receive a call detail record from mod_json_cdr',
  description:
    'The body is what mod_json_cdr posts: the CDR as application/json (encode=false), or cdr= followed by the CDR %-encoded ' +
    '(application/x-www-form-urlencoded, encode=true) or in base64 (application/x-www-form-base64-encoded); values may be %-encoded ' +
    '(encode-values=true). Answers 200 only once the record, its charge and the raw CDR are committed; the same CDR posted again ' +
    'answers 200 and changes nothing. A body that is not a CDR answers 400.',
  query: strictQuery({ uuid: z.string({ error: 'uuid must be text' }).max(64, 'uuid must be at most 64 characters').optional() }),
  answers: { 200: cdrAnswer },
});

/** The longest call billed, in seconds (24 h): a CDR claiming more is kept unrated, "Implausible duration". */
export const MAX_CALL_SECONDS = 86_400;

/**
 * An operator's correction of one unrated call: naming it accepts the start it is stored under (for
 * a start out of range, the moment its CDR arrived); `billseconds` replaces the talk time its CDRs
 * claim, on both legs.
 */
export const rerateCorrection = z.strictObject({
  id: z.number({ error: 'id must be a call record id' }).int('id must be a call record id').positive('id must be a call record id'),
  billseconds: z
    .number({ error: 'billseconds must be a whole number of seconds' })
    .int('billseconds must be a whole number of seconds')
    .min(0, 'billseconds must be 0 or more')
    .max(MAX_CALL_SECONDS, `billseconds must be at most ${MAX_CALL_SECONDS} (24 hours)`)
    .optional(),
});

/** Which unrated records to rate again: all of them, those of a period, or those corrected. */
export const rerateBody = z
  .strictObject({
    from: z.iso.datetime({ error: 'from must be a date and time like 2024-05-01T00:00:00Z', offset: true }).optional(),
    to: z.iso.datetime({ error: 'to must be a date and time like 2024-05-31T23:59:59Z', offset: true }).optional(),
    corrections: z.array(rerateCorrection).min(1, 'corrections must name at least one call').max(500, 'corrections name at most 500 calls').optional(),
  })
  .default({});

export const rerateAnswer = z.object({
  /** Records looked at: those unrated on either side in the period. */
  checked: z.number().int(),
  /** Records now rated on every side they have, and charged. */
  rated: z.number().int(),
  /** Records still unrated, each still carrying its reason. */
  unrated: z.number().int(),
});

export type RerateAnswer = z.infer<typeof rerateAnswer>;

export const rerateCallRecords = defineOperation({
  name: 'rerate-call-records',
  method: 'POST',
  path: '/call_records/rerate',
  access: { label: 'CALL_RECORDS', action: 'edit' },
  tag: 'call records',
  summary: 'Rate unrated calls again',
  description:
    'Reads the CDRs of calls stored unrated (unknown caller, no rate, no pricelist) again, as they were sent, and rates and charges ' +
    'those that the data now allows. A call already rated is never charged twice. With `corrections`, only the calls named are ' +
    'rated, each with its correction: one stored for a start time out of range is rated under the moment its CDR arrived, and ' +
    '`billseconds` replaces an implausible duration (at most 86400).',
  body: rerateBody,
  answers: { 200: rerateAnswer },
  example: { body: {} },
});
