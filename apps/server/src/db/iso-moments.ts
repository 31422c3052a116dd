import pg from 'pg';
import { ROW_TYPES } from './prepared-statements.js';

const parseMoment = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ);

/**
 * A timestamptz as an answer writes it (ISO 8601 in UTC, to the millisecond, as Date#toISOString
 * does), cut straight from PostgreSQL's text when the session speaks UTC: "2026-05-01 10:00:00.123456+00"
 * is "2026-05-01T10:00:00.123Z". Any other text (another time zone, a year past 9999, BC) goes
 * through a Date.
 */
export function isoMomentOf(text: string): string {
  const isPlainUtc = text[10] === ' ' && (text[19] === '.' || text[19] === '+') && text.endsWith('+00');
  if (!isPlainUtc) return (parseMoment(text) as Date).toISOString();
  const fraction = text[19] === '.' ? text.slice(20, -3) : '';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction.padEnd(3, '0').slice(0, 3)}Z`;
}

/**
 * Row types whose moments stay text, written as the answer writes them: a page of call records
 * holds a hundred, and making each a Date only to write it out again cost about a tenth of the
 * list's time in Node.
 */
export const ISO_MOMENT_TYPES = {
  getTypeParser: (id: number, format?: string) => (id === pg.types.builtins.TIMESTAMPTZ ? isoMomentOf : ROW_TYPES.getTypeParser(id, format)),
};
