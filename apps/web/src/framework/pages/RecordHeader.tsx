import type { ResourceDescription } from '@ringledger/contract';
import type { RecordRow } from '../data';
import { detailLabel, detailText } from './record-values';

/** A status badge: a flag reads as its field's state ("Enabled" / "Not enabled"), anything else as label and value. */
function Badge({ resource, record, field }: { resource: ResourceDescription; record: RecordRow; field: string }) {
  const value = record[field];
  const label = detailLabel(resource, record, field);
  const isOn = value === true;
  const text = typeof value === 'boolean' ? (isOn ? label : `Not ${label.toLowerCase()}`) : `${label}: ${detailText(resource, record, field)}`;
  const tone =
    typeof value !== 'boolean'
      ? 'bg-slate-100 text-slate-700 dark:bg-slate-700 dark:text-slate-200'
      : isOn
        ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200'
        : 'bg-slate-100 text-slate-600 dark:bg-slate-700 dark:text-slate-300';
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>{text}</span>;
}

/** What leads a record's page: its name or number, large, with its status beside it. */
export function RecordHeader({ resource, record, lead }: { resource: ResourceDescription; record: RecordRow; lead: string[] }) {
  const [title, ...badges] = lead;
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-brand-gray uppercase">{resource.singular}</p>
        {/* The record's name is what the page is about: it wraps (a long file name on a phone) rather than being cut. */}
        <p className="text-2xl font-semibold [overflow-wrap:anywhere] text-brand-navy tabular-nums dark:text-slate-100">
          {detailText(resource, record, title ?? resource.display) || '—'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {badges.map((field) => (
          <Badge key={field} resource={resource} record={record} field={field} />
        ))}
      </div>
    </header>
  );
}
