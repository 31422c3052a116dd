import { describe, expect, it } from 'vitest';
import { accounts, callAccountTransactions, extensionDevices, extensionDids } from '@ringledger/contract';
import { rowPageOf } from './row-page';

describe('rowPageOf', () => {
  it('opens a top-level row on its own page', () => {
    const page = rowPageOf(accounts);
    expect(page).toMatchObject({ label: 'ACCOUNTS', isOwn: true });
    expect(page?.pathOf({ id: 4 })).toBe('/accounts/4');
  });

  it("opens a nested row at its API path, under its parent: an extension's device", () => {
    expect(rowPageOf(extensionDevices)?.pathOf({ id: 3 }, 7)).toBe('/extensions/7/devices/3');
  });

  it("opens a DID ringing an extension on the DID's own page, under the DIDs' permission", () => {
    const page = rowPageOf(extensionDids);
    expect(page).toMatchObject({ label: 'DIDS', isOwn: false });
    expect(page?.pathOf({ id: 9, did_id: 12 }, 7)).toBe('/dids/12');
  });

  it('opens nothing for rows without a page, such as ledger lines', () => {
    expect(rowPageOf(callAccountTransactions)).toBeUndefined();
  });
});
