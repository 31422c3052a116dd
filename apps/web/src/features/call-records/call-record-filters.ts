import { z } from 'zod';
import { CALL_DIRECTIONS, CALL_RECORD_SIDES, CALL_TYPES, callRecords, type CallRecordSide, type FieldDescription } from '@ringledger/contract';
import type { ListParams } from '../../framework';

const text = z.string();
const id = z.number();
const options = (values: readonly string[]) => values.map((value) => ({ value, text: value }));
const lookup = (label: string, resource: string, display: string): FieldDescription => ({
  schema: id,
  label,
  input: { kind: 'lookup', resource, display },
});

/**
 * Spec 02 §3 "Call record filter", as the Filter modal asks for it; each id is picked by lookup.
 * The days (`from`, `to`) are the page's date filter, with presets and times (DateRangeFilter).
 */
export const FILTER_FIELDS: Record<Exclude<keyof typeof callRecords.filters, 'from' | 'to'>, FieldDescription> = {
  call_type: { schema: text, label: 'Call Type', input: { kind: 'select', options: options(CALL_TYPES) } },
  direction: { schema: text, label: 'Direction', input: { kind: 'select', options: options(CALL_DIRECTIONS) } },
  user_type: { schema: text, label: 'User Type', input: { kind: 'select', options: options(CALL_RECORD_SIDES) } },
  user_id: lookup('User', 'users', 'name'),
  destination: { schema: text, label: 'Destination', input: { kind: 'tel' }, placeholder: 'Starts with…' },
  caller: { schema: text, label: 'Caller', input: { kind: 'tel' }, placeholder: 'Starts with…' },
  extension_id: lookup('Extension', 'extensions', 'username'),
  call_account_id: lookup('Call Account', 'call_accounts', 'number'),
  account_id: lookup('Account', 'accounts', 'number'),
};

export const FILTER_NAMES = Object.keys(FILTER_FIELDS) as (keyof typeof FILTER_FIELDS)[];

/** Each side's list page; the User Type filter moves between them. */
export const SIDE_PAGES: Record<CallRecordSide, string> = { user: '/call_records/users', provider: '/call_records/providers' };

/** The filter alone, without paging: what the chart and the export ask with. */
export function filterParamsOf(params: ListParams) {
  return Object.fromEntries(FILTER_NAMES.filter((name) => params[name] !== undefined).map((name) => [name, params[name]])) as ListParams;
}

/**
 * The user call-record table hides account, call account and trunk; every call-record table
 * hides the call uuid (spec 02 §9), which the record's page shows.
 */
const HIDDEN: Record<CallRecordSide, readonly string[]> = {
  user: ['call_uuid', 'account', 'call_billing_account', 'trunk'],
  provider: ['call_uuid'],
};

/** Call records as a console table reads them: each row opens its page, `/call_records/{id}`; no other action. */
export function tableOf(side: CallRecordSide) {
  return { ...callRecords, operations: ['view' as const], columns: callRecords.columns.filter((column) => !HIDDEN[side].includes(column)) };
}
