import { describe, expect, it } from 'vitest';
import { isoMomentOf } from './iso-moments.js';

describe('a moment as the answer writes it', () => {
  it('cuts a UTC moment to the millisecond, as Date#toISOString writes it', () => {
    expect(isoMomentOf('2026-05-01 10:00:00.123456+00')).toBe('2026-05-01T10:00:00.123Z');
    expect(isoMomentOf('2026-05-01 10:00:00.1+00')).toBe('2026-05-01T10:00:00.100Z');
    expect(isoMomentOf('2026-05-01 10:00:00.999999+00')).toBe('2026-05-01T10:00:00.999Z');
    expect(isoMomentOf('2026-05-01 10:00:00+00')).toBe('2026-05-01T10:00:00.000Z');
  });

  it('agrees with a Date for every fraction of a second', () => {
    for (let micros = 0; micros < 1_000_000; micros += 997) {
      const text = `2026-05-01 10:00:00.${String(micros).padStart(6, '0').replace(/0+$/, '')}+00`.replace('.+', '+');
      expect(isoMomentOf(text)).toBe(new Date(Date.UTC(2026, 4, 1, 10, 0, 0, Math.floor(micros / 1000))).toISOString());
    }
  });

  it('reads a moment in another time zone through a Date', () => {
    expect(isoMomentOf('2026-05-01 12:30:00.5+02')).toBe('2026-05-01T10:30:00.500Z');
    expect(isoMomentOf('2026-05-01 05:30:00-04:30')).toBe('2026-05-01T10:00:00.000Z');
  });
});
