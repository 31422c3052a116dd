import { formatInZone } from './zoned-time';

/**
 * A moment in a table cell: the day, and under it the time to the second with its zone (the operator's), so a narrow column (a
 * call's start on a phone) keeps the time of day instead of cutting it off.
 */
export function MomentText({ value }: { value: unknown }) {
  const moment = typeof value === 'string' || value instanceof Date ? new Date(value) : undefined;
  if (!moment || Number.isNaN(moment.getTime())) return <span>{value === null || value === undefined ? '' : String(value)}</span>;
  return (
    <span className="block leading-tight">
      {formatInZone(moment, 'day')}
      <span className="block text-xs text-slate-500 tabular-nums dark:text-slate-400">{formatInZone(moment, 'time')}</span>
    </span>
  );
}
