import { describe, expect, it } from 'vitest';
import { accounts, callAccounts, gateways } from '@ringledger/contract';
import { detailLabel, settingEntries } from './record-values';

describe("a record's labels", () => {
  it("names an account's owner after the account's type, and every other key by its one label", () => {
    expect(detailLabel(accounts, { id: 1, type: 'user' }, 'user')).toBe('User');
    expect(detailLabel(accounts, { id: 1, type: 'provider' }, 'user')).toBe('Provider');
    expect(detailLabel(accounts, { id: 1, type: 'user' }, 'localization')).toBe('Localization');
    expect(detailLabel(callAccounts, { id: 1 }, 'pricelist')).toBe('Pricelist');
    expect(detailLabel(callAccounts, { id: 1 }, 'main_account')).toBe('Main Account');
  });
});

describe("a record's settings", () => {
  it('lists a settings object as its entries in key order, and nothing else', () => {
    const record = { id: 1, name: 'carrier-a', parameters: { username: 'acme', register: 'true' }, variables: {} };
    expect(settingEntries(gateways, record, 'parameters')).toEqual([
      ['register', 'true'],
      ['username', 'acme'],
    ]);
    expect(settingEntries(gateways, record, 'variables')).toEqual([]);
    expect(settingEntries(gateways, record, 'name')).toBeUndefined();
  });
});
