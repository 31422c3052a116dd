import { z } from 'zod';
import { BYTES, MOMENT, MONEY, SECONDS, type ResourceDescription } from '@ringledger/contract';
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

/** "2.50 s" (a whole second as "58 s", as a call's bill seconds are) under a minute, "4 min 05 s" past it. */
export function formatSeconds(seconds: number) {
  if (seconds < 60) return Number.isInteger(seconds) ? `${seconds} s` : `${seconds.toFixed(2)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
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

function formatObject(value: Record<string, unknown>) {
  if (value.number !== undefined && value.number !== null) return String(value.number);
  if (value.name !== undefined && value.name !== null) return String(value.name);
  if ('firstname' in value || 'lastname' in value) return [value.firstname, value.lastname].filter(Boolean).join(' ');
  if (value.username !== undefined) return String(value.username);
  // A row embedded by one column of its own (an extension's caller id by its number) reads as that value.
  const shown = Object.values(value).filter((item) => typeof item === 'string' || typeof item === 'number');
  if (shown.length === 1) return String(shown[0]);
  return JSON.stringify(value);
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

/** How a row's key reads in a cell, a card or on its page: as `formatValue` shows it, money signed by its row. */
export function readValue(resource: ResourceDescription, row: Record<string, unknown>, key: string): string {
  return formatValue(signedValue(resource, row, key), valueKindOf(resource, key));
}

export function truncate(text: string, limit = CELL_TEXT_LIMIT) {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}
