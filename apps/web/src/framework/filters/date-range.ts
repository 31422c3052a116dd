import { wallClockOf } from '@ringledger/contract';

/** The presets a date filter's range is picked from (reports, call records, the audit log, line logs), in the operator's time zone. */
export const PRESETS = ['today', 'yesterday', 'this_week', 'this_month', 'last_month', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

export const PRESET_LABELS: Record<Preset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  this_week: 'This week',
  this_month: 'This month',
  last_month: 'Last month',
  custom: 'Custom',
};

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today's date (YYYY-MM-DD) in a time zone. */
export function localToday(timeZone: string, now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A preset's first and last dates, both included; weeks start on Monday. */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): { from: string; to: string } {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shift(today, -1), to: shift(today, -1) };
    case 'this_week': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      return { from: shift(today, -weekday), to: today };
    }
    case 'this_month':
      return { from: monthStart, to: today };
    case 'last_month': {
      const lastDay = shift(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** A day (`2026-11-28`) or a time of day (`2026-11-28T08:30`) as a date filter's box holds it, in the operator's zone. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

export function isLocalMoment(value: string | null | undefined): value is string {
  return typeof value === 'string' && LOCAL.test(value);
}

/** How far a zone's clocks are ahead of UTC at an instant, in milliseconds. */
const offsetAt = (instant: number, timeZone: string) => wallClockOf(instant, timeZone) - Math.floor(instant / 1000) * 1000;

/** The instant a wall-clock day or time in `timeZone` begins (a day at its midnight). */
export function zonedInstant(local: string, timeZone: string): Date {
  const match = LOCAL.exec(local);
  if (!match) throw new Error(`Not a day or a time of day: ${local}`);
  const [, year, month, day, hour = '0', minute = '0'] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  // Once for the offset near the wall time, once more where that lands: a clock change in between moves it.
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

const isUtcMidnight = (instant: Date) => instant.getTime() % DAY_MS === 0;

/**
 * A range of the operator's days or times as the call-record filter takes it: `from` the first
 * instant kept; `to` the first instant left out (after the last day named, or at the time named),
 * except that the API reads a UTC midnight as a whole day to keep, so such an end is sent as the
 * UTC day before it.
 */
export function callRecordRange(range: { from?: string; to?: string }, timeZone: string): { from?: string; to?: string } {
  const answer: { from?: string; to?: string } = {};
  if (isLocalMoment(range.from)) answer.from = zonedInstant(range.from, timeZone).toISOString();
  if (isLocalMoment(range.to)) {
    const end = range.to.includes('T') ? zonedInstant(range.to, timeZone) : zonedInstant(shift(range.to, 1), timeZone);
    answer.to = isUtcMidnight(end) ? new Date(end.getTime() - DAY_MS).toISOString().slice(0, 10) : end.toISOString();
  }
  return answer;
}
