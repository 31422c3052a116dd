import { describe, expect, it } from 'vitest';
import { callRecordRange, localToday, presetRange, zonedInstant } from './date-range';

describe('date filter ranges', () => {
  it('takes today in the operator’s zone', () => {
    expect(localToday('Africa/Lagos', new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    expect(localToday('UTC', new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-27');
  });

  it('turns each preset into its dates, weeks from Monday', () => {
    expect(presetRange('today', '2026-11-28')).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('this_week', '2026-11-28')).toEqual({ from: '2026-11-23', to: '2026-11-28' });
    expect(presetRange('this_month', '2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(presetRange('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it("reads a day or a time of day on the operator's clock", () => {
    expect(zonedInstant('2026-11-28', 'Africa/Lagos').toISOString()).toBe('2026-11-27T23:00:00.000Z');
    expect(zonedInstant('2026-11-28T08:30', 'America/New_York').toISOString()).toBe('2026-11-28T13:30:00.000Z');
    // Either side of a clock change: New York moves from UTC-5 to UTC-4 on 8 March 2026.
    expect(zonedInstant('2026-03-07T12:00', 'America/New_York').toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(zonedInstant('2026-03-09T12:00', 'America/New_York').toISOString()).toBe('2026-03-09T16:00:00.000Z');
  });

  it('sends the call-record filter the first instant kept and the first left out', () => {
    expect(callRecordRange({ from: '2026-11-28', to: '2026-11-28' }, 'Africa/Lagos')).toEqual({
      from: '2026-11-27T23:00:00.000Z',
      to: '2026-11-28T23:00:00.000Z',
    });
    expect(callRecordRange({ from: '2026-11-28T08:00', to: '2026-11-28T17:30' }, 'UTC')).toEqual({
      from: '2026-11-28T08:00:00.000Z',
      to: '2026-11-28T17:30:00.000Z',
    });
    // A day ending at a UTC midnight goes as that UTC day, which the API keeps whole.
    expect(callRecordRange({ to: '2026-11-28' }, 'UTC')).toEqual({ to: '2026-11-28' });
    expect(callRecordRange({ from: 'yesterday' }, 'UTC')).toEqual({});
  });
});
