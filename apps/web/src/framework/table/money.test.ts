import { describe, expect, it } from 'vitest';
import { amountForBody, decimalsOf, formatMoney, isBelow, missingDecimals, negateDecimal } from './money';

describe('formatMoney', () => {
  it('groups thousands and shows two decimals when the rest are zeros', () => {
    expect(formatMoney('1234.50000')).toBe('1,234.50');
    expect(formatMoney('250.00000')).toBe('250.00');
    expect(formatMoney('1234567')).toBe('1,234,567.00');
  });

  it('keeps every significant decimal instead of rounding', () => {
    expect(formatMoney('0.12345')).toBe('0.12345');
    expect(formatMoney('999999999999.99999')).toBe('999,999,999,999.99999');
    expect(formatMoney('25.5')).toBe('25.50');
  });

  it('keeps the sign of a negative balance as a true minus and drops it from zero', () => {
    expect(formatMoney('-12.30000')).toBe('\u221212.30');
    expect(formatMoney('-1000.00001')).toBe('\u22121,000.00001');
    expect(formatMoney('-0.00000')).toBe('0.00');
    expect(formatMoney('000.10')).toBe('0.10');
  });

  it('leaves text that is not a decimal as it is', () => {
    expect(formatMoney('n/a')).toBe('n/a');
  });

  it("shows at least the currency's decimals: none for a currency without cents, three for one with mills", () => {
    expect(formatMoney('1500.00000', 0)).toBe('1,500');
    expect(formatMoney('1500.50000', 0)).toBe('1,500.5');
    expect(formatMoney('12.5', 3)).toBe('12.500');
  });
});

describe('isBelow', () => {
  it('compares exact amounts without floats', () => {
    expect(isBelow('4.99999', '5')).toBe(true);
    expect(isBelow('5.00000', '5.00')).toBe(false);
    expect(isBelow('-0.5', '0')).toBe(true);
    expect(isBelow('12', '5.5')).toBe(false);
  });
});

describe('negateDecimal', () => {
  it('flips the sign of the exact text, which formatting then shows', () => {
    expect(negateDecimal('12.5')).toBe('-12.5');
    expect(negateDecimal('-357.55684')).toBe('357.55684');
    expect(formatMoney(negateDecimal('0.00000'))).toBe('0.00');
  });
});

describe('amountForBody', () => {
  it('sends an amount as a number when the number is exactly that amount', () => {
    expect(amountForBody('25.50')).toBe(25.5);
    expect(amountForBody('0.00001')).toBe(0.00001);
    expect(amountForBody('100')).toBe(100);
    expect(amountForBody('123456789012.5')).toBe(123456789012.5);
  });

  it('sends the decimal text when a number would change the amount', () => {
    expect(amountForBody('123456789012.12345')).toBe('123456789012.12345');
    expect(amountForBody('99999999999.99999')).toBe('99999999999.99999');
  });
});

describe('amounts lined up in a column', () => {
  it('holds the decimals an amount lacks against the column widest, the point too when it has none', () => {
    expect(decimalsOf('1,234.50')).toBe(2);
    expect(decimalsOf('12')).toBe(0);
    expect(missingDecimals('1,234.50', 5)).toBe('000');
    expect(missingDecimals('12', 2)).toBe('.00');
    expect(missingDecimals('0.12345', 5)).toBe('');
  });
});
