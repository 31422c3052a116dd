import { describe, expect, it } from 'vitest';
import {
  accounts,
  callAccountTransactions,
  callCenterAgents,
  callCenterQueueAgents,
  callCenterTiers,
  extensionDevices,
  extensionDids,
  userAccounts,
} from '@ringledger/contract';
import { rowsResourceOf } from '../data';
import { rowPageOf } from './row-page';

describe('rowPageOf', () => {
  it('opens a top-level row on its own page', () => {
    const page = rowPageOf(accounts);
    expect(page).toMatchObject({ label: 'ACCOUNTS', isOwn: true });
    expect(page?.pathOf({ id: 4 })).toBe('/accounts/4');
  });

  it("opens a nested row at its API path, under its parent: an extension's device", () => {
    expect(rowPageOf(extensionDevices)?.pathOf({ id: 3 }, 7)).toBe('/extensions/7/devices/3');
    expect(rowPageOf(extensionDevices)?.editPathOf({ id: 3 }, 7)).toBe('/extensions/7/devices/3?edit=1');
  });

  it('opens a row where its description puts its pages (spec 02), and edits it on its own edit page', () => {
    const page = rowPageOf(callCenterAgents);
    expect(page).toMatchObject({ label: 'CALL_CENTER_AGENTS', isOwn: true });
    expect(page?.pathOf({ id: 5 })).toBe('/call_center/agent/5');
    expect(page?.editPathOf({ id: 5 })).toBe('/call_center/agents/5');
    expect(rowPageOf(callCenterTiers)?.pathOf({ id: 7 }, 2)).toBe('/call_center/queues/2/tiers/7');
    expect(rowPageOf(callCenterTiers)?.editPathOf({ id: 7 }, 2)).toBe('/call_center/queues/2/tiers/7?edit=1');
  });

  it("opens a view's rows on the view's own pages when it has them (a queue's agents), else as the rows' own (a user's accounts)", () => {
    const queueAgents = rowPageOf(rowsResourceOf(callCenterQueueAgents), callCenterQueueAgents);
    expect(queueAgents).toMatchObject({ label: 'CALL_CENTER_AGENTS', isOwn: true });
    expect(queueAgents?.pathOf({ id: 5 }, 2)).toBe('/call_center/queues/2/agents/5');
    expect(rowPageOf(rowsResourceOf(userAccounts), userAccounts)?.pathOf({ id: 4 }, 9)).toBe('/accounts/4');
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
