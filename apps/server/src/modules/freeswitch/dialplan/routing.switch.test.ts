import { randomBytes } from 'node:crypto';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithSwitch } from '../../../test/freeswitch/switch-availability.js';
import { startFreeswitch, type RunningSwitch } from '../../../test/freeswitch/freeswitch-process.js';
import { useListeningTestApp } from '../../../test/freeswitch/listening-app.js';
import { freeSipPort } from '../../../test/freeswitch/free-ports.js';
import { answerCalls, phone, type Answerer, placeCall, receivedRequests, registerPhone, requestUser, type Phone } from '../../../test/freeswitch/sipp.js';
import {
  createCallCenterAgent,
  createCallCenterQueue,
  createCallCenterTier,
  createDid,
  createExtension,
  createGateway,
  createUser,
} from '../../../test/factories.js';
import { createCallWorld, SWITCH, type CallWorld } from '../../../test/call-world.js';
import { createSecretBox } from '../../../secret-box.js';
import { callRecords, extensionDevices, extensionDids, trunks } from '../../../db/schema/index.js';
import { placeWorldOnSwitch } from '../../../test/freeswitch/switch-world.js';

const encryptionKey = randomBytes(32);

/**
 * Registration and routing on a real FreeSWITCH that knows nothing but what Ringledger answers:
 * phones (sipp) register on an "internal" profile with their devices' credentials, a carrier
 * (sipp) sits behind a gateway of an "external" profile and calls our DIDs there. One switch for
 * the whole file.
 */
describeWithSwitch('registration and routing on a real FreeSWITCH', (tools) => {
  const context = useListeningTestApp({ encryptionKey });
  const seal = (password: string) => createSecretBox(encryptionKey).seal(password);
  const ports = { internal: 0, external: 0, carrier: 0, busyCarrier: 0 };
  let world: CallWorld;
  let freeswitch: RunningSwitch;
  let alice: Phone;
  let bob: Phone;
  let agentPhone: Phone;
  let queueDid = '';

  /** A device of `extension` with its own credentials, and the phone that signs in with them. */
  async function deviceOf(extension: { id: number }, username: string) {
    const password = `pw-${randomBytes(6).toString('hex')}`;
    await context.db.insert(extensionDevices).values({ extension_id: extension.id, domain_id: world.domain.id, username, password: seal(password) });
    return phone(username, password, world.domain.name);
  }

  /** What an answerer received, once its call is over or, at the latest, after `ms`. */
  function settled(answerer: Answerer, ms: number) {
    const timer = setTimeout(() => answerer.stop(), ms);
    return answerer.finished.finally(() => clearTimeout(timer));
  }

  /** The newest call record matching `where`, once mod_json_cdr has posted the call and it is written. */
  async function recordWhere(where: SQL | undefined) {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const [row] = await context.db.select().from(callRecords).where(where).orderBy(desc(callRecords.id)).limit(1);
      if (row) return row;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const seen = await context.db.select().from(callRecords);
    throw new Error(
      `no call record came back from the switch; there are: ${JSON.stringify(seen.map(({ direction, extension_id, did_id, trunk_id, destination_number, rated, unrated_reason, provider_unrated_reason }) => ({ direction, extension_id, did_id, trunk_id, destination_number, rated, unrated_reason, provider_unrated_reason })))}`,
    );
  }

  beforeAll(async () => {
    world = await createCallWorld(context.db);
    [ports.internal, ports.external, ports.carrier, ports.busyCarrier] = [await freeSipPort(), await freeSipPort(), await freeSipPort(), await freeSipPort()];
    const external = await placeWorldOnSwitch(context.db, world, ports);
    // A carrier tried first, which refuses (503): the call fails over to the world's trunk.
    const busy = await createGateway(context.db, {
      name: `busy-${randomBytes(2).toString('hex')}`,
      profile_id: external.id,
      parameters: { proxy: `127.0.0.1:${ports.busyCarrier}`, register: 'false' },
    });
    await context.db.insert(trunks).values({ name: 'Busy carrier', gateway_id: busy.id, provider_id: world.provider.account.id, precedence: -1 });
    alice = await deviceOf(world.caller, 'alice-desk');
    bob = await deviceOf(world.callee, 'bob-desk');

    // A queue DID and an agent who is an extension with a phone of its own.
    const agentExtension = await createExtension(context.db, { account: world.customer.account, domain: world.domain }, { username: '1009' });
    agentPhone = await deviceOf(agentExtension, 'agent-desk');
    const queue = await createCallCenterQueue(context.db, world.domain, { parameters: { strategy: 'longest-idle-agent', 'tier-rules-apply': false } });
    const agent = await createCallCenterAgent(
      context.db,
      { user: await createUser(context.db, 'agent'), domain: world.domain },
      { status: 'Available', contact: `user/1009@${world.domain.name}` },
    );
    await createCallCenterTier(context.db, { queue, agent });
    queueDid = (await createDid(context.db, world.customer, { number: '2348039990002', call_type: 'queue', call_type_id: queue.id })).number;

    freeswitch = await startFreeswitch(tools, { ringledgerUrl: context.url, credentials: SWITCH });
    await freeswitch.waitFor('sofia status', new RegExp(`sip:mod_sofia@127\\.0\\.0\\.1:${ports.external}\\s+RUNNING`));
    await freeswitch.waitFor('sofia status', new RegExp(`sip:mod_sofia@127\\.0\\.0\\.1:${ports.internal}\\s+RUNNING`));
  }, 120_000);
  afterAll(() => freeswitch?.stop(), 30_000);

  it('registers a device with its own credentials, and refuses a wrong password and a disabled extension', async () => {
    expect(await registerPhone(tools, ports.internal, alice)).toBe(200);
    expect(await registerPhone(tools, ports.internal, bob)).toBe(200);
    expect(await registerPhone(tools, ports.internal, { ...alice, password: 'wrong' })).toBe(403);
    const idle = await createExtension(context.db, { account: world.customer.account, domain: world.domain }, { enabled: false });
    expect(await registerPhone(tools, ports.internal, await deviceOf(idle, 'idle-desk'))).toBe(403);
    expect(await freeswitch.api(`sofia_contact */bob-desk@${world.domain.name}`)).toContain(`:${bob.port}`);
  }, 60_000);

  it("connects an extension's call to another extension of its domain at that extension's registered device", async () => {
    const bobAnswers = answerCalls(tools, { port: bob.port });
    await bobAnswers.listening;
    const call = await placeCall(tools, { from: alice, to: '1002', switchPort: ports.internal, talkMs: 500 });
    expect(call.status).toBe(200);
    const rung = receivedRequests((await bobAnswers.finished).messages, 'INVITE');
    expect(rung.map(requestUser)).toEqual(['bob-desk']);
    const record = await recordWhere(and(eq(callRecords.extension_id, world.caller.id), eq(callRecords.destination_number, '1002')));
    expect(record).toMatchObject({ direction: 'local', call_billing_account_id: world.customer.callAccount.id, rated: true });
  }, 60_000);

  it("takes a carrier's call to our DID to the assigned extension's device", async () => {
    const bobAnswers = answerCalls(tools, { port: bob.port });
    await bobAnswers.listening;
    const carrier = await phone('carrier', 'unused', '127.0.0.1');
    const call = await placeCall(tools, { from: carrier, to: world.did.number, switchPort: ports.external, talkMs: 500 });
    expect(call.status).toBe(200);
    expect(receivedRequests((await bobAnswers.finished).messages, 'INVITE')).toHaveLength(1);
    const record = await recordWhere(eq(callRecords.did_id, world.did.id));
    expect(record).toMatchObject({ direction: 'inbound', call_type: 'DID', extension_id: world.callee.id, rated: true });
  }, 60_000);

  it("routes an extension's call to one of our own DIDs, dialled in its local form, to the DID's extension, and bills it as the DID's call", async () => {
    // The DID's own terms, unlike the local rate (0.02/min) or the outbound one (0.10/min + 0.05): 60 s at 0.04/min + 0.03.
    const own = await createDid(context.db, world.customer, { number: '2348039990777', cost: '0.04', connectcost: '0.03' });
    await context.db.insert(extensionDids).values({ extension_id: world.callee.id, did_id: own.id });
    const bobAnswers = answerCalls(tools, { port: bob.port });
    await bobAnswers.listening;
    // 08039990777 is the DID once the caller's localization turns 0 into 234; the trunks would carry it too, but it rings bob.
    const call = await placeCall(tools, { from: alice, to: '08039990777', switchPort: ports.internal, talkMs: 1500 });
    expect(call.status).toBe(200);
    expect(receivedRequests((await bobAnswers.finished).messages, 'INVITE').map(requestUser)).toEqual(['bob-desk']);
    const record = await recordWhere(eq(callRecords.did_id, own.id));
    expect(record).toMatchObject({
      direction: 'inbound',
      call_type: 'DID',
      extension_id: world.callee.id,
      call_billing_account_id: own.call_billing_account_id,
      trunk_id: null,
      rated: true,
      charged_seconds: 60,
    });
    expect(Number(record.rate_cost_per_min)).toBe(0.04);
    expect(Number(record.cost)).toBe(0.07);
  }, 60_000);

  it('sends an outbound call out through the trunks in precedence, failing over from a carrier that answers 503, with the number as localized', async () => {
    const busyCarrier = answerCalls(tools, { port: ports.busyCarrier, status: 503 });
    const carrier = answerCalls(tools, { port: ports.carrier });
    await Promise.all([busyCarrier.listening, carrier.listening]);
    const call = await placeCall(tools, { from: alice, to: '08031234567', switchPort: ports.internal, talkMs: 500 });
    expect(call.status).toBe(200);
    expect(receivedRequests((await busyCarrier.finished).messages, 'INVITE').map(requestUser)).toEqual(['2348031234567']);
    const invites = receivedRequests((await carrier.finished).messages, 'INVITE');
    expect(invites.map(requestUser)).toEqual(['2348031234567']);
    const record = await recordWhere(and(eq(callRecords.trunk_id, world.trunk.id), eq(callRecords.extension_id, world.caller.id)));
    expect(record).toMatchObject({ direction: 'outbound', rated: true, provider_call_account_id: world.provider.callAccount.id });
    expect(record.provider_cost).not.toBeNull();
  }, 60_000);

  it('refuses an outbound number no trunk carries', async () => {
    const call = await placeCall(tools, { from: alice, to: '447700900123', switchPort: ports.internal });
    expect(call.status).not.toBe(200);
  }, 60_000);

  it('brings a call into a queue DID to the logged-in agent’s registered phone', async () => {
    expect(await registerPhone(tools, ports.internal, agentPhone)).toBe(200);
    const agentAnswers = answerCalls(tools, { port: agentPhone.port });
    await agentAnswers.listening;
    const caller = await phone('customer', 'unused', '127.0.0.1');
    const call = await placeCall(tools, { from: caller, to: queueDid, switchPort: ports.external, talkMs: 3000 });
    expect(call.status).toBe(200);
    expect(receivedRequests((await settled(agentAnswers, 2_000)).messages, 'INVITE')).toHaveLength(1);
  }, 60_000);
});
