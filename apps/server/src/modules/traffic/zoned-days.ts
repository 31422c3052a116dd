import { wallClockOf } from '@ringledger/contract';
/**
 * Days and their boundaries in the operator's time zone (the Time Zone configuration). The rollups
 * count UTC hours, so a day in a zone a whole number of hours from UTC is summed exactly.
 */
const DAY_MS = 86_400_000;

/** The local date (YYYY-MM-DD) of an instant. */
export function localDateOf(instant: Date, timeZone: string) {
  return new Date(wallClockOf(instant, timeZone)).toISOString().slice(0, 10);
}

/** The instant a local date starts (its midnight, or the first moment after a DST gap). */
export function startOfLocalDate(date: string, timeZone: string) {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const first = guess - (wallClockOf(new Date(guess), timeZone) - guess);
  // Across a change of offset the first guess is an hour off: correct it with the offset at that moment.
  const second = guess - (wallClockOf(new Date(first), timeZone) - first);
  return new Date(second);
}

export function addDays(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A span of time, start inclusive, end exclusive. */
export interface Span {
  from: Date;
  to: Date;
}

/** Local dates from one to another, both included. */
export function datesBetween(first: string, last: string) {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * Where a span's figures are read: whole UTC days from the daily rollup, the ragged ends (the hours
 * before the first whole UTC day and after the last) from the hourly one.
 */
export function splitForRollups(span: Span) {
  const firstMidnight = Math.ceil(span.from.getTime() / DAY_MS) * DAY_MS;
  const lastMidnight = Math.floor(span.to.getTime() / DAY_MS) * DAY_MS;
  if (firstMidnight >= lastMidnight) return { days: null, hours: [span] };
  const days = { first: new Date(firstMidnight).toISOString().slice(0, 10), end: new Date(lastMidnight).toISOString().slice(0, 10) };
  const hours = [
    { from: span.from, to: new Date(firstMidnight) },
    { from: new Date(lastMidnight), to: span.to },
  ].filter((part) => part.from < part.to);
  return { days, hours };
}
