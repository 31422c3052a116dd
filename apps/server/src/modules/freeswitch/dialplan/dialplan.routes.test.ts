import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { SWITCH, switchAuth, createCallWorld, type CallWorld } from '../../../test/call-world.js';
import { createCallAccountWithAccount, createCallCenterQueue, createDid, createExtension, createGateway, createPricelist } from '../../../test/factories.js';
import { accounts, callAccounts, dids, extensionDids, extensions, rates, trunks } from '../../../db/schema/index.js';

/** A dialplan lookup as mod_xml_curl posts it, with the channel's variables as `variable_*`. */
function dialplanForm(fields: Record<string, string>) {
  const rest = Object.entries(fields).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return ['hostname=rl-test', 'section=dialplan', 'tag_name=', 'key_name=', 'key_value=', ...rest].join('&');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => ENTITIES[entity]);

/** The answer's actions, as [application, data] pairs. */
const actionsOf = (xml: string) => [...xml.matchAll(/<action application="([^"]*)" data="([^"]*)"\/>/g)].map((match) => [match[1], unescape(match[2])]);
const dataOf = (xml: string, application: string) => actionsOf(xml).find(([name]) => name === application)?.[1];

describe('POST /freeswitch/xml: the dialplan', () => {
  const context = useTestApp({ switchCredentials: SWITCH });
  let world: CallWorld;
  const route = async (fields: Record<string, string>) => {
    // The rows were written straight to the database: the lookup waits until the app's switch data has heard of them.
    await context.app.switchData.settle();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/freeswitch/xml',
      headers: { authorization: switchAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: dialplanForm(fields),
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const fromExtension = (extension: { id: number }, destination: string) =>
    route({ 'Hunt-Context': world.domain.name, 'Hunt-Destination-Number': destination, variable_rl_extension_id: String(extension.id) });
  const fromCarrier = (destination: string, callerNumber = '08035550123') =>
    route({ 'Hunt-Context': 'public', 'Hunt-Destination-Number': destination, 'Caller-Caller-ID-Number': callerNumber });

  beforeAll(async () => {
    world = await createCallWorld(context.db);
  });

  it('answers in the context the switch hunts in, ringing an extension of the caller’s domain by its devices', async () => {
    const body = await fromExtension(world.caller, '1002');
    expect(body).toContain(`<context name="${world.domain.name}">`);
    expect(dataOf(body, 'bridge')).toBe(`user/1002@${world.domain.name}`);
    expect(actionsOf(body)).toContainEqual(['set', `rl_extension_id=${world.caller.id}`]);
    expect(actionsOf(body)).toContainEqual(['set', `rl_call_account_id=${world.customer.callAccount.id}`]);
  });

  it('refuses a local call with a clear cause when the caller may not call extensions', async () => {
    const shy = await createExtension(context.db, { account: world.customer.account, domain: world.domain }, { local_call: false });
    const body = await fromExtension(shy, '1002');
    expect(dataOf(body, 'hangup')).toBe('CALL_REJECTED');
    expect(dataOf(body, 'log')).toMatch(/local_call is off/);
  });

  it('sends an outbound call through the trunks that carry the translated number, in precedence, each with its failover gateways', async () => {
    // A second carrier, tried first, whose trunk rewrites the number and the caller id and offers its own codecs.
    const providerB = await createCallAccountWithAccount(context.db, null);
    const pricelistB = await createPricelist(context.db);
    await context.db.update(accounts).set({ type: 'provider' }).where(eq(accounts.id, providerB.account.id));
    await context.db.update(callAccounts).set({ pricelist_id: pricelistB.id }).where(eq(callAccounts.id, providerB.callAccount.id));
    await context.db.insert(rates).values({ pricelist_id: pricelistB.id, prefix: '9234', cost_per_min: '0.05' });
    const [gatewayB, spare] = [await createGateway(context.db), await createGateway(context.db)];
    const [trunkB] = await context.db
      .insert(trunks)
      .values({
        name: 'Carrier B',
        gateway_id: gatewayB.id,
        failover_gateway_1: spare.id,
        provider_id: providerB.account.id,
        precedence: -1,
        dialed_modify: '234/9234',
        codec: 'PCMA,PCMU',
        leg_timeout: 25,
      })
      .returning();
    // Limited to another account, and a carrier whose pricelist does not rate the number: neither carries it.
    const stranger = await createCallAccountWithAccount(context.db);
    await context.db
      .insert(trunks)
      .values({ name: 'Theirs', gateway_id: (await createGateway(context.db)).id, provider_id: world.provider.account.id, account_id: stranger.account.id });
    const providerC = await createCallAccountWithAccount(context.db, null);
    await context.db.insert(trunks).values({ name: 'Nowhere', gateway_id: (await createGateway(context.db)).id, provider_id: providerC.account.id });

    const bridge = dataOf(await fromExtension(world.caller, '08031234567'), 'bridge');
    expect(bridge?.split('|')).toEqual([
      `[rl_trunk_id=${trunkB.id},leg_timeout=25,absolute_codec_string='PCMA,PCMU']sofia/gateway/${gatewayB.name}/92348031234567`,
      `[rl_trunk_id=${trunkB.id},leg_timeout=25,absolute_codec_string='PCMA,PCMU']sofia/gateway/${spare.name}/92348031234567`,
      `[rl_trunk_id=${world.trunk.id}]sofia/gateway/${world.gateway.name}/2348031234567`,
    ]);
    await context.db.delete(trunks).where(eq(trunks.id, trunkB.id));
  });

  it('takes the caller id to the carrier from the extension’s main DID, through the trunk’s translation', async () => {
    await context.db.update(extensions).set({ did_id: world.did.id }).where(eq(extensions.id, world.caller.id));
    await context.db.update(trunks).set({ cid_translation: '234/0' }).where(eq(trunks.id, world.trunk.id));
    const body = await fromExtension(world.caller, '08031234567');
    expect(actionsOf(body)).toContainEqual(['set', `effective_caller_id_number=${world.did.number}`]);
    expect(dataOf(body, 'bridge')).toContain(`origination_caller_id_number=0${world.did.number.slice(3)}`);
  });

  it('ends a call its pricelist does not rate, one no trunk carries, and a dialled text that is no number, each with its cause', async () => {
    expect(dataOf(await fromExtension(world.caller, '8613800000000'), 'hangup')).toBe('INCOMPATIBLE_DESTINATION');
    expect(dataOf(await fromExtension(world.caller, '447700900123'), 'hangup')).toBe('NO_ROUTE_DESTINATION');
    const injected = await fromExtension(world.caller, '0803|sofia/gateway/x/1');
    expect(dataOf(injected, 'hangup')).toBe('INVALID_NUMBER_FORMAT');
    expect(dataOf(injected, 'bridge')).toBeUndefined();
  });

  it("rings a DID's assigned extensions one after another, or all at once, within its leg timeout, attributed to the DID", async () => {
    const second = await createExtension(context.db, { account: world.customer.account, domain: world.domain }, { username: '1003' });
    await context.db.insert(extensionDids).values({ extension_id: second.id, did_id: world.did.id });
    await context.db.update(dids).set({ leg_timeout: 20, ringback: '%(2000,4000,440,480)' }).where(eq(dids.id, world.did.id));
    const body = await fromCarrier(world.did.number);
    expect(body).toContain('<context name="public">');
    expect(dataOf(body, 'bridge')).toBe(`[leg_timeout=20]user/1002@${world.domain.name}|[leg_timeout=20]user/1003@${world.domain.name}`);
    expect(actionsOf(body)).toEqual(
      expect.arrayContaining([
        ['set', `rl_did_id=${world.did.id}`],
        ['set', `rl_call_account_id=${world.did.call_billing_account_id}`],
        ['set', 'ringback=%(2000,4000,440,480)'],
        ['set', 'call_timeout=20'],
      ]),
    );
    await context.db.update(dids).set({ simultaneous_extension: true }).where(eq(dids.id, world.did.id));
    expect(dataOf(await fromCarrier(`+${world.did.number}`), 'bridge')).toBe(
      `[leg_timeout=20]user/1002@${world.domain.name},[leg_timeout=20]user/1003@${world.domain.name}`,
    );
  });

  it("translates the carrier's caller id by the DID account's translation", async () => {
    await context.db.update(accounts).set({ did_cid_translation: '0/234' }).where(eq(accounts.id, world.customer.account.id));
    expect(actionsOf(await fromCarrier(world.did.number, '08035550123'))).toContainEqual(['set', 'effective_caller_id_number=2348035550123']);
  });

  it('hands a queue DID to its call-centre queue, and ends a call to an unknown number or a missing queue clearly', async () => {
    const queue = await createCallCenterQueue(context.db, world.domain);
    const queueDid = await createDid(context.db, world.customer, { number: '2348039990001', call_type: 'queue', call_type_id: queue.id });
    const body = await fromCarrier(queueDid.number);
    expect(actionsOf(body).slice(-2)).toEqual([
      ['answer', ''],
      ['callcenter', `${queue.name}@${world.domain.name}`],
    ]);
    await context.db.update(dids).set({ call_type_id: 999999 }).where(eq(dids.id, queueDid.id));
    expect(dataOf(await fromCarrier(queueDid.number), 'hangup')).toBe('NO_ROUTE_DESTINATION');
    expect(dataOf(await fromCarrier('2340000000000'), 'hangup')).toBe('UNALLOCATED_NUMBER');
  });

  it("routes an extension's call to one of our own DIDs as the DID's call, as dialled or in its local form, never out through a trunk", async () => {
    const own = await createDid(context.db, world.customer, { number: '2348039990777' });
    await context.db.insert(extensionDids).values({ extension_id: world.callee.id, did_id: own.id });
    // 08039990777 is the DID once the caller's localization turns 0 into 234; the pricelist rates all three, and the trunk would carry them.
    for (const dialled of [own.number, `+${own.number}`, '08039990777']) {
      const body = await fromExtension(world.caller, dialled);
      expect(actionsOf(body)).toEqual(
        expect.arrayContaining([
          ['set', `rl_did_id=${own.id}`],
          ['set', `rl_call_account_id=${own.call_billing_account_id}`],
          ['set', `rl_extension_id=${world.callee.id}`],
        ]),
      );
      expect(dataOf(body, 'bridge')).toMatch(new RegExp(`^\\[leg_timeout=\\d+\\]user/1002@${world.domain.name}$`));
    }
    // A DID that rings two extensions names neither, so the caller's own id (the directory set it) is unset: the record is the DID's.
    const ringsTwo = await fromExtension(world.caller, world.did.number);
    expect(actionsOf(ringsTwo)).toContainEqual(['unset', 'rl_extension_id']);
    expect(dataOf(ringsTwo, 'bridge')).not.toContain('sofia/gateway');
  });
});
