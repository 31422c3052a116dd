import { describe, expect, it } from 'vitest';
import { dids, transactionRecord } from '@ringledger/contract';
import { formatValue, valueKindOf, isEmbeddedRow, toHeading, truncate } from './format-value';
import { visibleColumns } from './build-columns';

describe('cell formatting', () => {
  it('headings replace underscores with spaces and capitalise words', () => {
    expect(toHeading('call_billing_account')).toBe('Call Billing Account');
  });

  it('shows flags as Yes/No and nested rows by number, name or person', () => {
    expect(formatValue(true)).toBe('Yes');
    expect(formatValue(false)).toBe('No');
    expect(formatValue({ number: '7000', name: 'Main' })).toBe('7000');
    expect(formatValue({ name: 'Gold' })).toBe('Gold');
    expect(formatValue({ firstname: 'Ada', lastname: 'Lovelace' })).toBe('Ada Lovelace');
    expect(formatValue(null)).toBe('');
  });

  it('formats dates as a long localised date', () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date('2025-03-04T10:00:00Z'));
    expect(formatValue('2025-03-04T10:00:00Z', 'date')).toBe(expected);
    expect(valueKindOf(dids, 'created_at')).toBe('date');
    expect(valueKindOf(dids, 'number')).toBe('plain');
  });

  it('adds the time of day to moments such as ledger lines', () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(new Date('2025-03-04T10:07:00Z'));
    expect(formatValue('2025-03-04T10:07:00Z', 'moment')).toBe(expected);
    expect(valueKindOf({ ...dids, record: transactionRecord }, 'created_at')).toBe('moment');
  });

  it('shows money with at least two decimals and every significant one, grouped', () => {
    expect(valueKindOf(dids, 'cost')).toBe('money');
    expect(formatValue('1234.50000', 'money')).toBe('1,234.50');
    expect(formatValue('0.12345', 'money')).toBe('0.12345');
    expect(formatValue('-250.00000', 'money')).toBe('-250.00');
  });

  it('cuts text past 40 characters with "..."', () => {
    expect(truncate('x'.repeat(40))).toBe('x'.repeat(40));
    expect(truncate('x'.repeat(41))).toBe(`${'x'.repeat(40)}...`);
  });

  it('hides id and did_id and knows embedded rows', () => {
    expect(visibleColumns(dids)).not.toContain('id');
    expect(isEmbeddedRow(dids, 'account')).toBe(true);
    expect(isEmbeddedRow(dids, 'call_type')).toBe(false);
  });
});
