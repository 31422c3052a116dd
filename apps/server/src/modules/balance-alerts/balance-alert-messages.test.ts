import { describe, expect, it } from 'vitest';
import { amountText, recipientsOf } from './balance-alert-messages.js';

describe('balance alert messages', () => {
  it('shows an amount with the configured decimals at least, and more only where it has them', () => {
    expect(amountText('4.50000', 2)).toBe('4.50');
    expect(amountText('-0.12345', 2)).toBe('-0.12345');
    expect(amountText('5000.00000', 0)).toBe('5000');
    expect(amountText('5000.50000', 0)).toBe('5000.5');
    expect(amountText('7', 2)).toBe('7.00');
  });

  it('reads the staff addresses of the recipients configuration, ignoring spaces and empty entries', () => {
    expect(recipientsOf('')).toEqual([]);
    expect(recipientsOf(' ops@example.test , finance@example.test,')).toEqual(['ops@example.test', 'finance@example.test']);
  });
});
