import { describe, expect, it } from 'vitest';
import { localDateOf, splitForRollups, startOfLocalDate } from './zoned-days.js';

describe('days in the operator’s time zone', () => {
  it('starts a local date at its midnight, across a change of offset too', () => {
    expect(startOfLocalDate('2026-11-28', 'UTC').toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(startOfLocalDate('2026-11-28', 'Africa/Lagos').toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(startOfLocalDate('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDate('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDate('2026-11-28', 'Asia/Calcutta').toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });

  it('tells the local date of an instant', () => {
    expect(localDateOf(new Date('2026-11-27T23:30:00Z'), 'Africa/Lagos')).toBe('2026-11-28');
    expect(localDateOf(new Date('2026-11-27T23:30:00Z'), 'UTC')).toBe('2026-11-27');
  });

  it('reads whole UTC days from the daily rollup and the ragged ends from the hourly one', () => {
    const from = new Date('2026-11-20T23:00:00Z');
    const to = new Date('2026-11-27T23:00:00Z');
    expect(splitForRollups({ from, to })).toEqual({
      days: { first: '2026-11-21', end: '2026-11-27' },
      hours: [
        { from, to: new Date('2026-11-21T00:00:00Z') },
        { from: new Date('2026-11-27T00:00:00Z'), to },
      ],
    });
    const today = { from: new Date('2026-11-27T23:00:00Z'), to: new Date('2026-11-28T10:00:00Z') };
    expect(splitForRollups(today)).toEqual({ days: null, hours: [today] });
  });
});
