import { z } from 'zod';
import type { ResourceDescription } from '@ringledger/contract';
import type { RecordRow } from '../data';
import { detailLabel, detailText } from './record-values';

/**
 * A status badge: a flag reads as the state it names ("Enabled" / "Not enabled", "Primary" / "Not
 * primary" for Is Primary), a kind as label and value ("Type: user").
 */
function Badge({ resource, record, field }: { resource: ResourceDescription; record: RecordRow; field: string }) {
  const value = record[field];
  const label = detailLabel(resource, record, field);
  const state = label.replace(/^Is /, '');
  const isOn = value === true;
  const text = typeof value === 'boolean' ? (isOn ? state : `Not ${state.toLowerCase()}`) : `${label}: ${detailText(resource, record, field)}`;
  const tone =
    typeof value !== 'boolean'
      ? 'bg-slate-100 text-slate-700 dark:bg-slate-700 dark:text-slate-200'
      : isOn
        ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200'
        : 'bg-slate-100 text-slate-600 dark:bg-slate-700 dark:text-slate-300';
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>{text}</span>;
}

/** Whether a leading key is a status (a flag, or one of a fixed set of kinds) rather than a name that says what the record is. */
function isStatus(resource: ResourceDescription, key: string) {
  const schema = resource.record.shape[key];
  const inner = schema instanceof z.ZodNullable || schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodBoolean || inner instanceof z.ZodEnum;
}

/**
 * What leads a record's page, as its heading: the kind of record and its name or number, large;
 * a second name under it (a call account's "Main"); its status beside it.
 */
export function RecordHeader({ resource, record, lead }: { resource: ResourceDescription; record: RecordRow; lead: string[] }) {
  const [title = resource.display, ...rest] = lead;
  const names = rest.filter((key) => !isStatus(resource, key)).map((key) => detailText(resource, record, key));
  const badges = rest.filter((key) => isStatus(resource, key));
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="min-w-0">
        <h2>
          <span className="block text-xs font-semibold tracking-wide text-brand-gray uppercase">{resource.singular}</span>{' '}
          {/* The record's name is what the page is about: it wraps (a long file name on a phone) rather than being cut. */}
          <span className="block text-2xl font-semibold [overflow-wrap:anywhere] text-brand-navy tabular-nums dark:text-slate-100">
            {detailText(resource, record, title) || '—'}
          </span>
        </h2>
        {names.some(Boolean) && <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{names.filter(Boolean).join(' · ')}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {badges.map((field) => (
          <Badge key={field} resource={resource} record={record} field={field} />
        ))}
      </div>
    </header>
  );
}
