import { describe, expect, it } from 'vitest';
import { toMajor, toMinor } from './minor-units.js';

describe('minor units', () => {
  it('turns minor units into exact major text and back, never through a float', () => {
    expect(toMajor(5)).toBe('0.05');
    expect(toMajor(12345)).toBe('123.45');
    expect(toMajor(900_719_925_474_099)).toBe('9007199254740.99');
    expect(toMinor('123.45000')).toBe(12345);
    expect(toMinor('0.1')).toBe(10);
    expect(toMinor('7')).toBe(700);
  });

  it('rounds a fraction of a minor unit as a limit needs: a minimum up, a maximum down', () => {
    expect(toMinor('1.005', 'up')).toBe(101);
    expect(toMinor('1.005')).toBe(100);
    expect(toMinor('1.00000', 'up')).toBe(100);
  });

  it('refuses what is no amount', () => {
    expect(() => toMajor(1.5)).toThrow();
    expect(() => toMinor('-1')).toThrow();
  });
});
