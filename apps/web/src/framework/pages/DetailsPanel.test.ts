import { describe, expect, it } from 'vitest';
import { accounts, callAccounts } from '@ringledger/contract';
import { detailFields, detailLabel } from './DetailsPanel';

describe('details panel', () => {
  it('shows references through their embedded rows, never as bare ids', () => {
    const fields = detailFields(callAccounts);
    expect(fields).toEqual(expect.arrayContaining(['user', 'pricelist', 'main_account']));
    expect(fields).not.toEqual(expect.arrayContaining(['type_id', 'pricelist_id', 'main_account_id', 'id']));
  });

  it("names an account's owner after the account's type", () => {
    expect(detailLabel(accounts, { id: 1, type: 'user' }, 'user')).toBe('User');
    expect(detailLabel(accounts, { id: 1, type: 'provider' }, 'user')).toBe('Provider');
    expect(detailLabel(accounts, { id: 1, type: 'user' }, 'localization')).toBe('Localization');
  });
});
