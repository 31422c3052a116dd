import { labelOf, type FieldDescription, type ResourceDescription } from '@ringledger/contract';
import type { RecordRow } from '../data';
import { formatValue, readValue, referenceDetails } from '../table/format-value';

/** A key's label on a record's page; an owner embedded through a linked field is called what the record's type calls it ("Provider"). */
export function detailLabel(resource: ResourceDescription, record: RecordRow, key: string) {
  const linked = Object.values(resource.fields).find((field) => field.linked?.embed === key)?.linked;
  const chosen = linked?.options[String(record[linked.by])];
  return chosen?.label ?? labelOf(resource, key);
}

/** A row of another resource that a record names: which resource, and its id. */
export interface RowReference {
  resource: string;
  id: number;
}

function rowOf(resource: string, id: unknown): RowReference | undefined {
  return typeof id === 'number' ? { resource, id } : undefined;
}

/**
 * The row behind an embedded key, found from the field that names it: a DID's `account` is the
 * account `account_id`, an account's `user` the user or provider its type picks, `created_by` the
 * user who made it. Undefined for a key that embeds no row, or when the record names none.
 */
export function referencedRow(resource: ResourceDescription, record: RecordRow, key: string): RowReference | undefined {
  if (key === 'created_by') return rowOf('users', record.created_by_id);
  for (const [name, field] of Object.entries(resource.fields)) {
    const { linked, input } = field;
    if (linked?.embed === key) {
      const option = linked.options[String(record[linked.by])];
      return option && rowOf(option.resource, record[name]);
    }
    if (input.kind === 'lookup' && (input.embed ?? name.replace(/_id$/, '')) === key) return rowOf(input.resource, record[name]);
  }
  return undefined;
}

/** What an embedded row carries beside the number it is shown by: a call account's "Main", its holder's name. */
export function secondaryNameOf(record: RecordRow, key: string): string | undefined {
  const value = record[key];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return referenceDetails(value as Record<string, unknown>).join(' · ') || undefined;
}

/** A key's value as the page shows it: references by their row's name or number, money as signed money, flags as Yes/No. */
export function detailText(resource: ResourceDescription, record: RecordRow, key: string) {
  return readValue(resource, record, key);
}

/**
 * A group's settings that are set, in the group's order, by the names FreeSWITCH reads; a setting
 * naming a row reads as the record key that names it (a queue's `moh-sound` as its file's name).
 */
function groupEntries(fields: Record<string, FieldDescription>, value: object, record: RecordRow): [string, string][] {
  const settings = new Map<string, unknown>(Object.entries(value));
  return Object.entries(fields).flatMap(([name, field]): [string, string][] => {
    const setting = settings.get(name);
    if (setting === undefined || setting === null) return [];
    const embed = field.input.kind === 'lookup' ? field.input.embed : undefined;
    return [[name, formatValue(embed ? (record[embed] ?? setting) : setting)]];
  });
}

/** A settings object's entries (a gateway's parameters, a queue's), listed on the page as `key = value`; undefined for any other key. */
export function settingEntries(resource: ResourceDescription, record: RecordRow, key: string): [string, string][] | undefined {
  const value = record[key];
  const input = resource.fields[key]?.input;
  if (typeof value !== 'object' || value === null) return undefined;
  if (input?.kind === 'group') return groupEntries(input.fields, value, record);
  if (input?.kind !== 'keyValues') return undefined;
  // In key order, as the form's rows show them, rather than PostgreSQL's shortest-first.
  return Object.entries(value)
    .map(([name, item]): [string, string] => [name, String(item)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
