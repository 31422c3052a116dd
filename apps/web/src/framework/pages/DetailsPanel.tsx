import { pageLayout, type ResourceDescription } from '@ringledger/contract';
import type { RecordRow } from '../data';
import { RecordHeader } from './RecordHeader';
import { BalanceNotice } from './BalanceNotice';
import { SummaryCards } from './SummaryCards';
import { MoneyText } from '../table/MoneyText';
import { referenceName, valueKindOf } from '../table/format-value';
import { detailLabel, detailText, referencedRow, secondaryNameOf, settingEntries } from './record-values';
import { RowLink } from './RowLink';

/** A settings object as `key = value` lines, the keys as FreeSWITCH spells them. */
function SettingList({ entries }: { entries: [string, string][] }) {
  return (
    <ul className="space-y-0.5">
      {entries.map(([key, value]) => (
        <li key={key}>
          <span className="font-mono text-xs text-slate-600 dark:text-slate-300">{key}</span>
          <span className="text-slate-400"> = </span>
          {value || <span className="text-slate-400">(empty)</span>}
        </li>
      ))}
    </ul>
  );
}

const NOTHING = <span className="text-slate-400">—</span>;

function FieldValue({ resource, record, name }: { resource: ResourceDescription; record: RecordRow; name: string }) {
  const entries = settingEntries(resource, record, name);
  if (entries) return entries.length > 0 ? <SettingList entries={entries} /> : NOTHING;
  const text = detailText(resource, record, name);
  if (!text) return NOTHING;
  const row = referencedRow(resource, record, name);
  if (row) {
    const secondaryName = secondaryNameOf(record, name);
    return (
      <>
        <RowLink row={row}>{referenceName(record[name]) || text}</RowLink>
        {secondaryName && <span className="text-slate-600 dark:text-slate-300"> · {secondaryName}</span>}
      </>
    );
  }
  return valueKindOf(resource, name) === 'money' ? <MoneyText text={text} /> : text;
}

function Fields({ resource, record, keys }: { resource: ResourceDescription; record: RecordRow; keys: string[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      {keys.map((key) => {
        // What the form says under the input says what a bare figure means here too (a routing type of 1, a CPS).
        const help = resource.fields[key]?.help;
        return (
          <div key={key} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-brand-gray uppercase">{detailLabel(resource, record, key)}</dt>
            <dd className="mt-1 text-sm break-words text-slate-800 dark:text-slate-100">
              <FieldValue resource={resource} record={record} name={key} />
            </dd>
            {help && <dd className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{help}</dd>}
          </div>
        );
      })}
    </dl>
  );
}

/**
 * A record's page as its description lays it out: what leads it, its summary figures, its
 * sections, and its technical keys folded away. References read as their row's name, never an id.
 */
export function DetailsPanel({ resource, record }: { resource: ResourceDescription; record: RecordRow }) {
  const page = pageLayout(resource);
  return (
    <>
      <BalanceNotice resource={resource} record={record} />
      <RecordHeader resource={resource} record={record} lead={page.lead} />
      {page.summary && <SummaryCards resource={resource} record={record} summary={page.summary} />}
      {page.sections.map((section) => (
        <section key={section.title} aria-label={section.title} className="mt-6 border-t border-slate-100 pt-5 dark:border-slate-700/60">
          <h3 className="mb-4 text-sm font-semibold text-brand-navy dark:text-slate-100">{section.title}</h3>
          <Fields resource={resource} record={record} keys={section.keys} />
        </section>
      ))}
      {page.technical.length > 0 && (
        <details className="group mt-6 border-t border-slate-100 pt-4 dark:border-slate-700/60">
          <summary className="cursor-pointer text-sm font-medium text-slate-500 hover:text-brand-navy focus-visible:outline-2 focus-visible:outline-brand-blue dark:text-slate-400">
            Technical details
          </summary>
          <div className="mt-4">
            <Fields resource={resource} record={record} keys={page.technical} />
          </div>
        </details>
      )}
    </>
  );
}
