import { labelOf, type ResourceDescription } from '@ringledger/contract';
import type { RecordRow } from '../data';
import { readValue } from '../table/format-value';

/** A key's label on a record's page; an owner embedded through a linked field is called what the record's type calls it ("Provider"). */
export function detailLabel(resource: ResourceDescription, record: RecordRow, key: string) {
  const linked = Object.values(resource.fields).find((field) => field.linked?.embed === key)?.linked;
  const chosen = linked?.options[String(record[linked.by])];
  return chosen?.label ?? labelOf(resource, key);
}

/** A key's value as the page shows it: references by their row's name or number, money as signed money, flags as Yes/No. */
export function detailText(resource: ResourceDescription, record: RecordRow, key: string) {
  return readValue(resource, record, key);
}

/** A settings object's entries (a gateway's parameters), listed on the page as `key = value`; undefined for any other key. */
export function settingEntries(resource: ResourceDescription, record: RecordRow, key: string): [string, string][] | undefined {
  const value = record[key];
  if (resource.fields[key]?.input.kind !== 'keyValues' || typeof value !== 'object' || value === null) return undefined;
  // In key order, as the form's rows show them, rather than PostgreSQL's shortest-first.
  return Object.entries(value)
    .map(([name, item]): [string, string] => [name, String(item)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
