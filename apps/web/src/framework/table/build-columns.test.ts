import { describe, expect, it } from 'vitest';
import { callAccounts, callerIds, dids, domains, rates, users } from '@ringledger/contract';
import { buildColumns, keyColumnsOf } from './build-columns';

describe('key columns', () => {
  it("keeps what the description names, in the list's order", () => {
    expect(keyColumnsOf(callAccounts)).toEqual(['number', 'balance']);
    expect(keyColumnsOf(rates)).toEqual(['prefix', 'cost_per_min']);
  });

  it('falls back to the first column and those that lead the record, two at most so the actions fit a phone', () => {
    expect(keyColumnsOf(dids)).toEqual(['number', 'enabled']);
    expect(keyColumnsOf(users)).toEqual(['firstname', 'type']);
    expect(keyColumnsOf(domains)).toEqual(['name', 'is_primary']);
    expect(keyColumnsOf(callerIds)).toEqual(['name', 'callerid_number']);
  });
});

describe('columns', () => {
  it('marks money numeric, key columns and sortable fields from the description', () => {
    const meta = Object.fromEntries(buildColumns(callAccounts).map((column) => [column.id, column.meta]));
    expect(meta.balance).toEqual({ isNumeric: true, isKey: true, isSortable: true, isExpendable: false });
    expect(meta.number).toEqual({ isNumeric: false, isKey: true, isSortable: true, isExpendable: false });
    expect(meta.main_account).toEqual({ isNumeric: false, isKey: false, isSortable: false, isExpendable: false });
    expect(Object.fromEntries(buildColumns(dids).map((column) => [column.id, column.meta?.isExpendable])).created_at).toBe(true);
    expect(meta.id).toBeUndefined();
  });
});
