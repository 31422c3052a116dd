import { describe, expect, it } from 'vitest';
import { accounts, callAccounts, dids, gateways, trunks } from '@ringledger/contract';
import { detailLabel, referencedRow, secondaryNameOf, settingEntries } from './record-values';

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

describe("a record's references", () => {
  it('names the row behind each embedded key, so the page can link to it', () => {
    const did = { id: 1, account_id: 7, call_billing_account_id: 9, call_type: 'extension', call_type_id: 4, created_by_id: 2 };
    expect(referencedRow(dids, did, 'account')).toEqual({ resource: 'accounts', id: 7 });
    expect(referencedRow(dids, did, 'call_billing_account')).toEqual({ resource: 'call_accounts', id: 9 });
    expect(referencedRow(dids, did, 'created_by')).toEqual({ resource: 'users', id: 2 });
    expect(referencedRow(dids, did, 'call_type')).toBeUndefined();
    expect(referencedRow(trunks, { id: 1, failover_gateway_1: 5 }, 'failover_1')).toEqual({ resource: 'gateways', id: 5 });
    expect(referencedRow(accounts, { id: 1, type: 'provider', type_id: 3 }, 'user')).toEqual({ resource: 'users', id: 3 });
    expect(referencedRow(callAccounts, { id: 1, domain_id: null }, 'domain')).toBeUndefined();
  });

  it("gives the name of a row shown by its number (a call account's), and nothing for other rows", () => {
    expect(secondaryNameOf({ id: 1, call_billing_account: { number: '7000095028', name: 'Main' } }, 'call_billing_account')).toBe('Main');
    expect(secondaryNameOf({ id: 1, account: { number: '7000095028' } }, 'account')).toBeUndefined();
    expect(secondaryNameOf({ id: 1, call_billing_account: { number: '7000095028', name: 'Main', owner: 'Kofi Mensah' } }, 'call_billing_account')).toBe(
      'Main · Kofi Mensah',
    );
    expect(secondaryNameOf({ id: 1, account: { number: '7000095028', owner: 'Kofi Mensah' } }, 'account')).toBe('Kofi Mensah');
    expect(secondaryNameOf({ id: 1, pricelist: { name: 'Retail' } }, 'pricelist')).toBeUndefined();
  });
});
