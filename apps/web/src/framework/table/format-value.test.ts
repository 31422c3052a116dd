import { describe, expect, it } from 'vitest';
import { callAccountTransactions, callRecords, dids, transactionRecord } from '@ringledger/contract';
import { formatBytes, formatSeconds, formatValue, valueKindOf, isEmbeddedRow, readValue, toHeading, truncate } from './format-value';
import { visibleColumns } from './build-columns';

describe('cell formatting', () => {
  it('headings replace underscores with spaces and capitalise words', () => {
    expect(toHeading('call_billing_account')).toBe('Call Billing Account');
  });

  it('shows flags as Yes/No and nested rows by number, name or person, then whose they are', () => {
    expect(formatValue(true)).toBe('Yes');
    expect(formatValue(false)).toBe('No');
    expect(formatValue({ number: '7000', name: 'Main' })).toBe('7000 · Main');
    expect(formatValue({ number: '7000', owner: 'Kofi Mensah' })).toBe('7000 · Kofi Mensah');
    expect(formatValue({ number: '7000', name: 'Kofi Mensah', owner: 'Kofi Mensah' })).toBe('7000 · Kofi Mensah');
    expect(formatValue({ number: '7000', owner: null })).toBe('7000');
    expect(formatValue({ username: '1001', owner: 'Kofi Mensah' })).toBe('1001 · Kofi Mensah');
    expect(formatValue({ name: 'Gold' })).toBe('Gold');
    expect(formatValue({ firstname: 'Ada', lastname: 'Lovelace' })).toBe('Ada Lovelace');
    expect(formatValue({ callerid_number: '2347000000000' })).toBe('2347000000000');
    expect(formatValue(null)).toBe('');
  });

  it('formats dates as a long localised date', () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2025-03-04T10:00:00Z'));
    expect(formatValue('2025-03-04T10:00:00Z', 'date')).toBe(expected);
    expect(valueKindOf(dids, 'created_at')).toBe('date');
    expect(valueKindOf(dids, 'number')).toBe('plain');
  });

  it("adds the time of day and its zone (the operator's, UTC unless configured) to moments such as ledger lines", () => {
    expect(formatValue('2025-03-04T10:07:00Z', 'moment')).toMatch(/March 4, 2025.*10:07.*UTC/);
    expect(valueKindOf({ ...dids, record: transactionRecord }, 'created_at')).toBe('moment');
  });

  it('shows money with at least two decimals and every significant one, grouped', () => {
    expect(valueKindOf(dids, 'cost')).toBe('money');
    expect(formatValue('1234.50000', 'money')).toBe('1,234.50');
    expect(formatValue('0.12345', 'money')).toBe('0.12345');
    expect(formatValue('-250.00000', 'money')).toBe('\u2212250.00');
  });

  it("reads a picked option in the form's words: a DID's destination", () => {
    expect(readValue(dids, { call_type: 'queue' }, 'call_type')).toBe('A call-centre queue');
    expect(readValue(dids, { call_type: null }, 'call_type')).toBe('');
  });

  it('signs a ledger amount by its type, as the description says: a debit is negative', () => {
    const line = { type: 'debit', amount: '12.50000', balance_after: '357.55684' };
    expect(readValue(callAccountTransactions, line, 'amount')).toBe('\u221212.50');
    expect(readValue(callAccountTransactions, { ...line, type: 'credit' }, 'amount')).toBe('12.50');
    // Only the keys the description signs: the balance after a debit is what it is.
    expect(readValue(callAccountTransactions, line, 'balance_after')).toBe('357.55684');
  });

  it('reads a call no carrier rate priced as Unpriced, not as free or blank', () => {
    expect(readValue(callRecords, { cost: null }, 'cost')).toBe('Unpriced');
    expect(readValue(callRecords, { cost: '0.00000' }, 'cost')).toBe('0.00');
    expect(readValue(callRecords, { provider_cost: null }, 'provider_cost')).toBe('');
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

describe('sizes and durations', () => {
  it.each([
    [0, '0.00 B'],
    [512, '512.00 B'],
    [40_044, '39.11 KB'],
    [5 * 1024 * 1024, '5.00 MB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it.each([
    [2.5, '2.50 s'],
    [58, '0:58'],
    [0, '0:00'],
    [245, '4:05'],
    [3725, '1:02:05'],
  ])('%d seconds read %s', (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text);
  });
});
