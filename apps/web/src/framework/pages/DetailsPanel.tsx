import { HIDDEN_COLUMNS, type ResourceDescription } from '@ringledger/contract';
import type { RecordRow } from '../data';
import { formatValue, valueKindOf, isEmbeddedRow, toHeading } from '../table/format-value';

const hidden = new Set<string>(HIDDEN_COLUMNS);

/** The record's fields, where a reference shows as its embedded row (`account`) rather than its id. */
export function detailFields(resource: ResourceDescription) {
  const shownByEmbed = (name: string) => (name.endsWith('_id') && isEmbeddedRow(resource, name.slice(0, -3))) || Boolean(resource.fields[name]?.linked);
  return Object.keys(resource.record.shape).filter((name) => !hidden.has(name) && !shownByEmbed(name));
}

/** A field's label; an owner embedded through a linked field is called what the record's type calls it ("Provider"). */
export function detailLabel(resource: ResourceDescription, record: RecordRow, name: string) {
  const linked = Object.values(resource.fields).find((field) => field.linked?.embed === name)?.linked;
  const chosen = linked?.options[String(record[linked.by])];
  return chosen?.label ?? resource.fields[name]?.label ?? resource.fields[`${name}_id`]?.label ?? toHeading(name);
}

export function DetailsPanel({ resource, record }: { resource: ResourceDescription; record: RecordRow }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      {detailFields(resource).map((name) => {
        const text = formatValue(record[name], valueKindOf(resource, name));
        return (
          <div key={name} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-brand-gray uppercase">{detailLabel(resource, record, name)}</dt>
            <dd className="mt-1 text-sm break-words text-slate-800 dark:text-slate-100">{text || <span className="text-slate-400">—</span>}</dd>
          </div>
        );
      })}
    </dl>
  );
}
