import { describe, expect, it } from 'vitest';
import { buildSwitchSnapshot } from './switch-snapshot.js';
import type { SwitchDataRows } from './switch-data.queries.js';

/** A small estate: one domain, one customer with an extension, a device and a DID, and a carrier with two trunks. */
function estate(change: (rows: SwitchDataRows) => void = () => undefined) {
  const rows: SwitchDataRows = {
    domains: [{ id: 1, name: 'PBX.example.test', enabled: true, parameters: {}, variables: {} }],
    extensions: [
      {
        id: 10,
        username: '1001',
        displayName: 'Ada',
        domainId: 1,
        accountId: 100,
        callAccountId: 200,
        callerIdId: null,
        didId: null,
        localCall: true,
        enabled: true,
        variables: {},
        parameters: {},
      },
    ],
    extension_devices: [{ id: 20, extensionId: 10, domainId: 1, username: 'Desk-1001', sealedPassword: 'sealed', enabled: true }],
    extension_dids: [{ id: 30, extensionId: 10, didId: 40, enabled: true }],
    accounts: [
      { id: 100, number: 'C-100', enabled: true, localizationId: null, stdCidTranslation: null, didCidTranslation: '0/234' },
      { id: 101, number: 'P-101', enabled: true, localizationId: 7, stdCidTranslation: null, didCidTranslation: null },
    ],
    call_accounts: [
      { id: 200, enabled: true, pricelistId: 1, mainAccountId: 100 },
      { id: 201, enabled: true, pricelistId: 2, mainAccountId: 101 },
      { id: 202, enabled: true, pricelistId: 3, mainAccountId: 101 },
    ],
    callerids: [],
    dids: [
      {
        id: 40,
        number: '+2348030000001',
        enabled: true,
        accountId: 100,
        callAccountId: 200,
        legTimeout: 30,
        simultaneous: false,
        ringback: null,
        callType: null,
        callTypeId: null,
      },
    ],
    trunks: [
      ...[
        { id: 51, precedence: 0, accountId: null, gatewayId: 61 },
        { id: 50, precedence: -1, accountId: 999, gatewayId: 62 },
      ].map((trunk) => ({
        ...trunk,
        name: `Trunk ${trunk.id}`,
        enabled: true,
        legTimeout: 0,
        codec: null,
        cidTranslation: null,
        dialedModify: null,
        callType: null,
        providerId: 101,
        failover1Id: null,
        failover2Id: null,
      })),
    ],
    gateways: [
      { id: 61, name: 'carrier-a', enabled: true, profileId: 70 },
      { id: 62, name: 'carrier-b', enabled: true, profileId: 71 },
    ],
    sip_profiles: [
      { id: 70, enabled: true, deletedAt: null },
      { id: 71, enabled: true, deletedAt: new Date() },
    ],
    call_center_queues: [],
  };
  change(rows);
  return buildSwitchSnapshot(rows);
}

describe('the switch data in memory', () => {
  it('finds a device by its domain and username whatever their case, while everything it hangs on is enabled', () => {
    expect(estate().findDevice('pbx.EXAMPLE.test', 'desk-1001')).toMatchObject({ extensionId: 10, accountNumber: 'C-100', callAccountId: 200 });
    expect(estate((rows) => (rows.call_accounts[0].enabled = false)).findDevice('pbx.example.test', 'desk-1001')).toBeUndefined();
    expect(estate((rows) => (rows.domains[0].enabled = false)).findDevice('pbx.example.test', 'desk-1001')).toBeUndefined();
    expect(estate((rows) => (rows.extension_devices[0].enabled = false)).findExtension('pbx.example.test', '1001')?.deviceUsernames).toEqual([]);
  });

  it('finds a DID with or without its +, only while its account and call account are enabled', () => {
    const did = estate().findDid('2348030000001');
    expect(did).toMatchObject({ id: 40, cidTranslation: '0/234', extensions: [{ id: 10, username: '1001', domain: 'PBX.example.test' }] });
    expect(estate().findDid('+2348030000001')?.id).toBe(40);
    expect(estate((rows) => (rows.accounts[0].enabled = false)).findDid('2348030000001')).toBeUndefined();
  });

  it("offers an account the trunks limited to it or to no one, in precedence, with the provider's oldest call account's pricelist and only live gateways", () => {
    expect(
      estate()
        .findTrunks(100)
        .map((trunk) => trunk.id),
    ).toEqual([51]);
    const [first, second] = estate().findTrunks(999);
    // The deleted profile's gateway is no gateway to dial.
    expect(first).toMatchObject({ id: 50, gateway: null, pricelistId: 2, localizationId: 7 });
    expect(second).toMatchObject({ id: 51, gateway: 'carrier-a' });
  });
});
