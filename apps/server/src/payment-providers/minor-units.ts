/*
 * Providers count money in the currency's minor unit (kobo, cents: the typed value × 100, spec 02
 * §9); the ledger keeps major units as exact decimals. Converted here as text and whole numbers,
 * never through a float.
 */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** 12345 → "123.45". */
export function toMajor(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`Not a whole non-negative amount: ${minor}`);
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** "123.45000" → 12345; fractions of a minor unit round up or down as asked (a minimum rounds up, a maximum down). */
export function toMinor(major: string, rounding: 'up' | 'down' = 'down'): number {
  const match = DECIMAL.exec(major.trim());
  if (!match) throw new Error(`Not a decimal amount: ${major}`);
  const fraction = match[2] ?? '';
  const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const hasRemainder = /[1-9]/.test(fraction.slice(2));
  return rounding === 'up' && hasRemainder ? cents + 1 : cents;
}
