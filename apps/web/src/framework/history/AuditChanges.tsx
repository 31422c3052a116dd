import { changedKeys, entryValueText } from './audit-text';

interface AuditChangesProps {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The fields an entry names, each with its value before and after the write (a create has no before, a delete no after). */
export function AuditChanges({ before, after }: AuditChangesProps) {
  const keys = changedKeys(before, after);
  if (keys.length === 0) return <span className="text-slate-500 dark:text-slate-400">No field changed</span>;
  return (
    <ul className="space-y-0.5 text-sm">
      {keys.map((key) => (
        <li key={key} className="break-words">
          <span className="font-mono text-xs text-slate-600 dark:text-slate-300">{key}</span>{' '}
          {before && <span className="text-slate-500 line-through decoration-slate-400 dark:text-slate-400">{entryValueText(before[key])}</span>}
          {before && after && <span className="text-slate-400"> → </span>}
          {after && <span>{entryValueText(after[key])}</span>}
        </li>
      ))}
    </ul>
  );
}
