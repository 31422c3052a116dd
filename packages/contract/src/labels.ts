import type { ResourceDescription } from './resource.js';

/** What every audited record answers, named once. */
const AUDIT_LABELS: Record<string, string> = {
  id: 'ID',
  created_by: 'Created By',
  created_by_id: 'Created By',
  created_at: 'Created At',
  updated_at: 'Updated At',
};

/** Spec 01 §2.6: underscores become spaces; words start with a capital, and an id reads "ID" as in every label. */
function spelledOut(key: string) {
  return key
    .split('_')
    .map((word) => (word === 'id' ? 'ID' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/**
 * The one label of a record key, wherever it shows (column, details, form, sort menu): the field's
 * own, the reference field's for its embedded row (`account` is "Account"), the description's
 * `labels`, then the spelled-out key. A path into an embedded row (`agent.name`) reads as its
 * `labels` entry, else as the row.
 */
export function labelOf(resource: Pick<ResourceDescription, 'fields' | 'labels'>, key: string): string {
  const [embed, ...column] = key.split('.');
  if (column.length > 0) return resource.labels?.[key] ?? labelOf(resource, embed);
  const field = resource.fields[key] ?? resource.fields[`${key}_id`];
  if (field) return field.label;
  const linked = Object.values(resource.fields).find(
    (candidate) => candidate.linked?.embed === key || (candidate.input.kind === 'lookup' && candidate.input.embed === key),
  );
  if (linked) return linked.label;
  return resource.labels?.[key] ?? AUDIT_LABELS[key] ?? spelledOut(key);
}

/** How a searchable path reads: its label, or for a column of an embedded row, the row's label and the rest (`Account number`, `Account user name`). */
export function searchLabelOf(resource: Pick<ResourceDescription, 'fields' | 'labels'>, path: string) {
  const [key, ...rest] = path.split('.');
  return [labelOf(resource, key), ...rest.map((part) => part.replaceAll('_', ' '))].join(' ');
}
