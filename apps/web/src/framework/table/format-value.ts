import { z } from 'zod';
import { BYTES, MOMENT, MONEY, OWNER_KEY, SECONDS, type ResourceDescription } from '@ringledger/contract';
import { formatMoney, negateDecimal } from './money';
import { formatInZone } from './zoned-time';

export const CELL_TEXT_LIMIT = 40;

/** How a value reads: a date, a date whose time of day matters, an amount of money, a file size, a duration, or as it is. */
export type ValueKind = 'date' | 'moment' | 'money' | 'bytes' | 'seconds' | 'plain';

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Spec 01 §9: B, KB, MB, GB, TB with two decimals, in steps of 1024. */
export function formatBytes(bytes: number) {
  const step = Math.min(SIZE_UNITS.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))));
  return `${(bytes / 1024 ** step).toFixed(2)} ${SIZE_UNITS[step]}`;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A duration as a clock reads it: "0:58", "4:05", "1:02:05" (a call's bill seconds); a fraction
 * of a second under a minute (an audio file's length) as "2.50 s".
 */
export function formatSeconds(seconds: number) {
  if (!Number.isInteger(seconds) && seconds < 60) return `${seconds.toFixed(2)} s`;
  const whole = Math.round(seconds);
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${minutes}:${twoDigits(rest)}`;
}

/** "call_billing_account" → "Call Billing Account". */
export function toHeading(field: string) {
  return field
    .split('_')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

/** What kind of value a field holds, as the contract's record says; `_at` names cover records without a schema entry. */
export function valueKindOf(resource: ResourceDescription, field: string): ValueKind {
  const schema = unwrap(resource.record.shape[field]);
  if (schema instanceof z.ZodDate) return schema.description === MOMENT ? 'moment' : 'date';
  if (schema instanceof z.ZodString && schema.description === MONEY) return 'money';
  if (schema instanceof z.ZodNumber && schema.description === BYTES) return 'bytes';
  if (schema instanceof z.ZodNumber && schema.description === SECONDS) return 'seconds';
  if (schema) return 'plain';
  return field.endsWith('_at') ? 'date' : 'plain';
}

/** Whether the record embeds a related row under this name (`account: {number}`). */
export function isEmbeddedRow(resource: ResourceDescription, field: string) {
  return unwrap(resource.record.shape[field]) instanceof z.ZodObject;
}

function unwrap(schema: unknown): unknown {
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) return unwrap(schema.unwrap());
  return schema;
}

/** What names an embedded row: its number, name, person's name or username, else its one value. */
function mainTextOf(value: Record<string, unknown>) {
  if (value.number !== undefined && value.number !== null) return String(value.number);
  if (value.name !== undefined && value.name !== null) return String(value.name);
  if ('firstname' in value || 'lastname' in value) return [value.firstname, value.lastname].filter(Boolean).join(' ');
  if (value.username !== undefined) return String(value.username);
  // A row embedded by one column of its own (an extension's caller id by its number) reads as that value.
  const shown = Object.entries(value)
    .filter(([key]) => key !== OWNER_KEY)
    .map(([, item]) => item)
    .filter((item) => typeof item === 'string' || typeof item === 'number');
  if (shown.length === 1) return String(shown[0]);
  return JSON.stringify(value);
}

/**
 * What an embedded row carries beside the text that names it, so a person knows whose it is: a
 * call account's own name ("Main") when it is not its holder's, then the holder ("Kofi Mensah").
 */
export function referenceDetails(value: Record<string, unknown>): string[] {
  const owner = typeof value[OWNER_KEY] === 'string' && value[OWNER_KEY] !== '' ? value[OWNER_KEY] : undefined;
  const name = 'number' in value && typeof value.name === 'string' && value.name !== '' && value.name !== owner ? value.name : undefined;
  return [name, owner].filter((part): part is string => part !== undefined);
}

/** A reference reads as its number or name, then who holds it: "7000000001 · Main · Kofi Mensah". */
function formatObject(value: Record<string, unknown>) {
  return [mainTextOf(value), ...referenceDetails(value)].join(' · ');
}

/** The text that names an embedded row alone, without who holds it (a link's text on a record's page). */
export function referenceName(value: unknown): string {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? mainTextOf(value as Record<string, unknown>) : formatValue(value);
}

/** How a value reads in a cell or a details panel: nested rows by their number or name, flags as Yes/No. */
export function formatValue(value: unknown, kind: ValueKind = 'plain'): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (kind === 'date' || kind === 'moment') {
    const date = new Date(value as string);
    return Number.isNaN(date.getTime()) ? String(value) : formatInZone(date, kind === 'moment' ? 'moment' : 'long-day');
  }
  if (kind === 'money' && typeof value === 'string') return formatMoney(value);
  if (kind === 'bytes' && typeof value === 'number') return formatBytes(value);
  if (kind === 'seconds' && typeof value === 'number') return formatSeconds(value);
  if (Array.isArray(value)) return value.map((item) => formatValue(item)).join(', ');
  if (typeof value === 'object') return formatObject(value as Record<string, unknown>);
  return String(value);
}

/** A money key's amount with the sign its description gives it (a debit's amount leaves the account). */
function signedValue(resource: ResourceDescription, row: Record<string, unknown>, key: string) {
  const value = row[key];
  const sign = resource.signedBy?.[key];
  if (!sign || typeof value !== 'string' || !sign.negative.includes(String(row[sign.key]))) return value;
  return negateDecimal(value);
}

/** How a row's key reads in a cell, a card or on its page: as `formatValue` shows it, money signed by its row, an empty value as its description says. */
export function readValue(resource: ResourceDescription, row: Record<string, unknown>, key: string): string {
  // A picked option reads in the words the form offered it in ("A call-centre queue", not "queue").
  const input = resource.fields[key]?.input;
  const option = input?.kind === 'select' ? input.options.find((each) => each.value === row[key]) : undefined;
  if (option) return option.text;
  return formatValue(signedValue(resource, row, key), valueKindOf(resource, key)) || (resource.emptyAs?.[key] ?? '');
}

export function truncate(text: string, limit = CELL_TEXT_LIMIT) {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

/**
 * Who holds a row, read from the row itself along its description's `owner` path: an account's
 * `user` by name, a DID's `account` by the holder's name the server answered in it.
 */
export function ownerNameOf(resource: ResourceDescription, row: Record<string, unknown>): string | undefined {
  let value: unknown = row;
  for (const key of resource.owner?.split('.') ?? []) {
    if (typeof value !== 'object' || value === null) return undefined;
    const object = value as Record<string, unknown>;
    if (key in object) value = object[key];
    else return typeof object[OWNER_KEY] === 'string' ? object[OWNER_KEY] : mainTextOf(object) || undefined;
  }
  return resource.owner && typeof value === 'string' && value !== '' ? value : undefined;
}
