import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callAccounts, trunks } from '../../db/schema/index.js';
import { createCallWorld, outboundCall } from '../../test/call-world.js';
import { createGateway } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { buildModJsonCdr } from './mod-json-cdr.js';
import { loadCallParties, userKey } from './call-parties.queries.js';
import { parseCdr } from './cdr-parser.js';

const legOf = (...args: Parameters<typeof buildModJsonCdr>) => parseCdr(JSON.stringify(buildModJsonCdr(...args)));

describe('the parties a batch of CDRs names', () => {
  const context = useTestApp();

  it('finds the calling extension by user and domain whatever their case, the DID by number with or without +, and their accounts', async () => {
    const world = await createCallWorld(context.db);
    const { a } = outboundCall(world);
    const caller = legOf({ ...a, sipUser: '1001', domain: world.domain.name.toUpperCase() });
    const inbound = legOf({ ...a, uuid: randomUUID(), sipUser: undefined, destinationNumber: `+${world.did.number}` });

    const parties = await loadCallParties(context.db.$client, [caller, inbound]);

    expect(parties.extensionsByUser.get(userKey('1001', world.domain.name))).toMatchObject({ id: world.caller.id, account_id: world.customer.account.id });
    expect(parties.didsByNumber.get(world.did.number)).toMatchObject({
      id: world.did.id,
      call_billing_account_id: world.customer.callAccount.id,
      cost: '0.02000',
      connectcost: '0.01000',
      extension_id: world.callee.id,
    });
    expect(parties.callAccounts.get(world.customer.callAccount.id)).toMatchObject({ pricelist_id: world.pricelist.id, local_charge_per_min: '0.02000' });
    expect(parties.accounts.get(world.customer.account.id)).toMatchObject({ localization_id: world.localization.id });
  });

  it("bills a gateway to the enabled trunk tried first, and a provider's carrier costs to its oldest call account", async () => {
    const world = await createCallWorld(context.db);
    const shared = await createGateway(context.db);
    await context.db.insert(trunks).values([
      { name: 'Disabled first', gateway_id: shared.id, provider_id: world.provider.account.id, precedence: 0, enabled: false },
      { name: 'Second', gateway_id: shared.id, provider_id: world.provider.account.id, precedence: 2 },
      { name: 'First', gateway_id: shared.id, provider_id: world.provider.account.id, precedence: 1 },
    ]);
    await context.db.insert(callAccounts).values({
      type: 'provider',
      number: `9${Date.now()}`,
      name: 'Newer',
      main_account_id: world.provider.account.id,
      pricelist_id: world.providerPricelist.id,
    });
    const { b } = outboundCall(world);

    const parties = await loadCallParties(context.db.$client, [legOf({ ...b, gateway: shared.name })]);

    expect(parties.trunksByGateway.get(shared.name)?.name).toBe('First');
    expect(parties.trunksById.size).toBe(3);
    expect(parties.providerCallAccounts.get(world.provider.account.id)?.id).toBe(world.provider.callAccount.id);
    expect(parties.accounts.get(world.provider.account.id)).toMatchObject({ type: 'provider' });
  });

  it('answers empty maps for legs that name nothing it knows', async () => {
    const world = await createCallWorld(context.db);
    const { a } = outboundCall(world);
    const parties = await loadCallParties(context.db.$client, [legOf({ ...a, sipUser: 'nobody', domain: 'nowhere.example.test', destinationNumber: '999' })]);
    expect([parties.extensionsById.size, parties.didsById.size, parties.trunksById.size, parties.callAccounts.size, parties.accounts.size]).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });
});
