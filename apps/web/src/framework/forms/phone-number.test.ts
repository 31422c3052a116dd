import { describe, expect, it } from 'vitest';
import { lastTenDigits, numberCopies } from './phone-number';

describe('lastTenDigits', () => {
  it('keeps the last ten digits of a number written any way', () => {
    expect(lastTenDigits('+234 (803) 123-4567')).toBe('8031234567');
    expect(lastTenDigits('08031234567')).toBe('8031234567');
    expect(lastTenDigits('8031234567')).toBe('8031234567');
  });

  it('gives nothing for fewer than ten digits or no text', () => {
    expect(lastTenDigits('803 123 456')).toBeNull();
    expect(lastTenDigits('')).toBeNull();
    expect(lastTenDigits(undefined)).toBeNull();
  });
});

describe('numberCopies', () => {
  it('fills the account and call account numbers the form has', () => {
    const values = { user: { phone: '' }, account: { number: '' }, call_billing_account: { name: 'Main', number: undefined } };
    expect(numberCopies('+2348031234567', values)).toEqual([
      { name: 'account.number', number: '8031234567' },
      { name: 'call_billing_account.number', number: '8031234567' },
    ]);
  });

  it('fills nothing the form lacks, and nothing from a short phone', () => {
    expect(numberCopies('+2348031234567', { phone: '', number: '' })).toEqual([]);
    expect(numberCopies('12345', { account: { number: '' } })).toEqual([]);
  });
});
