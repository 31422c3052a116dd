import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithSwitch } from '../../test/freeswitch/switch-availability.js';
import { startFreeswitch, type RunningSwitch } from '../../test/freeswitch/freeswitch-process.js';
import { useListeningTestApp } from '../../test/freeswitch/listening-app.js';
import { freeSipPort } from '../../test/freeswitch/free-ports.js';
import { answerCalls, phone, placeCall, receivedRequests, type Answerer, type Phone } from '../../test/freeswitch/sipp.js';
import { createCallWorld, SWITCH, type CallWorld } from '../../test/call-world.js';
import { TEST_JWT_SECRET } from '../../test/harness.js';
import { buildApp } from '../../app.js';
import { createSecretBox } from '../../secret-box.js';
import { accounts, callAccounts, callRecords, callReservations, extensionDevices, pricelists, rates } from '../../db/schema/index.js';
import { placeWorldOnSwitch } from '../../test/freeswitch/switch-world.js';

const encryptionKey = randomBytes(32);
/** 60.00 a minute in whole seconds: each second costs 1.00, so a balance of N pays for N seconds. */
const PER_SECOND = 1;
const DIALLED = '08031234567';

/**
 * A load balancer in front of Ringledger instances: each switch request (dialplan, directory,
 * CDR) goes to the next instance in turn, per kind, so the calls of a run spread across them.
 * Until `spread` is called, everything goes to the first.
 */
async function startBalancer(first: string) {
  let upstreams = [first];
  const turns = new Map<string, number>();
  const dialplansAnswered = new Map<string, number>();
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const kind = incoming.url?.startsWith('/api/v1/freeswitch/cdr') ? 'cdr' : (/(?:^|&)section=(\w+)/.exec(body.toString('latin1'))?.[1] ?? 'other');
      const turn = turns.get(kind) ?? 0;
      turns.set(kind, turn + 1);
      const upstream = upstreams[turn % upstreams.length];
      if (kind === 'dialplan') dialplansAnswered.set(upstream, (dialplansAnswered.get(upstream) ?? 0) + 1);
      const forwarded = httpRequest(`${upstream}${incoming.url ?? '/'}`, { method: incoming.method, headers: incoming.headers }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      forwarded.on('error', () => outgoing.writeHead(502).end());
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spread(instances: string[]) {
      upstreams = instances;
      dialplansAnswered.clear();
    },
    dialplansAnswered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Money on a real FreeSWITCH that asks Ringledger for everything: a phone (sipp) on an "internal"
 * profile calls out through a trunk whose gateway is a carrier (sipp) on an "external" profile.
 * The call account's pricelist charges 60.00 a minute in 1-second increments, so its balance says
 * how many seconds it may talk. One switch for the file; for the last test a second Ringledger
 * instance on the same database answers every other request.
 */
describeWithSwitch('money on a real FreeSWITCH: authorized before it rings, cut when it ends', (tools) => {
  const context = useListeningTestApp({ encryptionKey });
  const ports = { internal: 0, external: 0, carrier: 0 };
  let world: CallWorld;
  let freeswitch: RunningSwitch;
  let balancer: Awaited<ReturnType<typeof startBalancer>>;
  let alice: Phone;

  const fund = (balance: string, creditLimit = '0') =>
    context.db.update(callAccounts).set({ balance, credit_limit: creditLimit }).where(eq(callAccounts.id, world.customer.callAccount.id));
  const balance = async () =>
    Number(
      (await context.db.select({ balance: callAccounts.balance }).from(callAccounts).where(eq(callAccounts.id, world.customer.callAccount.id)))[0].balance,
    );

  /** The carrier, taking up to `calls` calls (each rung 200 ms, then answered) until stopped. */
  async function carrierTaking(calls: number) {
    const carrier = answerCalls(tools, { port: ports.carrier, calls });
    await carrier.listening;
    return carrier;
  }

  /** What an answerer received, once its calls are over or, at the latest, after `ms`. */
  function settled(answerer: Answerer, ms: number) {
    const timer = setTimeout(() => answerer.stop(), ms);
    return answerer.finished.finally(() => clearTimeout(timer));
  }

  /** The ids of the customer's call records so far, to tell a test's own records from earlier ones. */
  const recordIds = async () => new Set((await context.db.select({ id: callRecords.id }).from(callRecords)).map((row) => row.id));

  /** The customer's call records not in `known`, once `count` of them are written (mod_json_cdr posts them after the hangup). */
  async function newRecords(known: Set<number>, count: number) {
    const where = eq(callRecords.call_billing_account_id, world.customer.callAccount.id);
    const fresh = async () => (await context.db.select().from(callRecords).where(where)).filter((row) => !known.has(row.id));
    await expect.poll(async () => (await fresh()).length, { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(count);
    return fresh();
  }

  /** Places `count` calls from alice at once, each wanting to talk for `talkMs`. */
  const callsAtOnce = (count: number, talkMs: number) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const caller = await phone(alice.username, alice.password, alice.domain);
        const started = Date.now();
        const outcome = await placeCall(tools, { from: caller, to: DIALLED, switchPort: ports.internal, talkMs });
        return { ...outcome, endedAfterMs: Date.now() - started };
      }),
    );

  beforeAll(async () => {
    world = await createCallWorld(context.db);
    await context.db.update(accounts).set({ maxchannels: 0, cps: 0 }).where(eq(accounts.id, world.customer.account.id));
    await context.db.update(pricelists).set({ init_inc: 1, inc: 1 }).where(eq(pricelists.id, world.pricelist.id));
    await context.db
      .update(rates)
      .set({ cost_per_min: String(PER_SECOND * 60), connect_cost: '0' })
      .where(eq(rates.pricelist_id, world.pricelist.id));
    [ports.internal, ports.external, ports.carrier] = [await freeSipPort(), await freeSipPort(), await freeSipPort()];
    await placeWorldOnSwitch(context.db, world, ports);
    const password = `pw-${randomBytes(6).toString('hex')}`;
    await context.db
      .insert(extensionDevices)
      .values({ extension_id: world.caller.id, domain_id: world.domain.id, username: 'alice-desk', password: createSecretBox(encryptionKey).seal(password) });
    alice = await phone('alice-desk', password, world.domain.name);

    balancer = await startBalancer(context.url);
    freeswitch = await startFreeswitch(tools, { ringledgerUrl: balancer.url, credentials: SWITCH });
    await freeswitch.waitFor('sofia status', new RegExp(`sip:mod_sofia@127\\.0\\.0\\.1:${ports.external}\\s+RUNNING`));
    await freeswitch.waitFor('sofia status', new RegExp(`sip:mod_sofia@127\\.0\\.0\\.1:${ports.internal}\\s+RUNNING`));
  }, 120_000);
  afterAll(async () => {
    await freeswitch?.stop();
    await balancer?.close();
  }, 30_000);

  it('refuses a call its money does not pay before it rings: the phone gets 402, the carrier nothing', async () => {
    await fund('0.50');
    const known = await recordIds();
    const carrier = await carrierTaking(1);
    const call = await placeCall(tools, { from: alice, to: DIALLED, switchPort: ports.internal });
    expect(call.status).toBe(402);
    expect(receivedRequests((await settled(carrier, 1_000)).messages, 'INVITE')).toHaveLength(0);
    const [record] = await newRecords(known, 1);
    expect(record).toMatchObject({ hangup_cause: 'CALL_REJECTED', billseconds: 0, cost: '0.00000' });
    // The reason the dialplan gave is the record's note.
    expect(record.notes).toMatch(/^0\.50000 available does not pay the connect cost and the first 1 seconds at 60\.00000 a minute$/);
    expect(await context.db.$count(callReservations)).toBe(0);
    expect(await balance()).toBe(0.5);
  }, 60_000);

  it('cuts a call when the seconds its balance pays are over, with ALLOTTED_TIMEOUT, and charges no more than the balance', async () => {
    await fund('4.00');
    const known = await recordIds();
    const carrier = await carrierTaking(1);
    const started = Date.now();
    const placing = placeCall(tools, { from: alice, to: DIALLED, switchPort: ports.internal, talkMs: 20_000 });
    // While it talks, the call holds the 4.00 its 4 s cost.
    await expect.poll(() => context.db.$count(callReservations), { timeout: 5_000, interval: 100 }).toBe(1);
    const [held] = await context.db.select().from(callReservations);
    expect(held).toMatchObject({ held: '4.00000', allowed_seconds: 4, switch_name: freeswitch.name, direction: 'outbound' });
    const call = await placing;
    const endedAfterMs = Date.now() - started;
    await settled(carrier, 2_000);
    expect(call.status).toBe(200);
    expect(call.hungUpBySwitch).toBe(true);
    // 4 s of talk less at most one increment (the switch's scheduler counts whole seconds), well before the phone's 20 s.
    expect(endedAfterMs).toBeGreaterThanOrEqual(3_000);
    expect(endedAfterMs).toBeLessThan(4_000 + 3_000);
    const [record] = await newRecords(known, 1);
    expect(record).toMatchObject({ call_uuid: held.call_uuid, direction: 'outbound', hangup_cause: 'ALLOTTED_TIMEOUT', rated: true });
    expect(Math.abs(record.billseconds - 4)).toBeLessThanOrEqual(1);
    expect(Number(record.cost)).toBeLessThanOrEqual(4 + PER_SECOND);
    expect(await balance()).toBeGreaterThanOrEqual(-PER_SECOND);
    expect(await balance()).toBeCloseTo(4 - Number(record.cost), 5);
    expect(await context.db.$count(callReservations)).toBe(0);
  }, 60_000);

  /** Ten calls at once from an account whose balance and credit limit pay `seconds` in all. */
  async function tenCallsAtOnce(seconds: number) {
    const known = await recordIds();
    await fund(String(seconds - 2), '2');
    const carrier = await carrierTaking(10);
    // What the calls in progress hold, looked at every 50 ms while they run: never more than there is.
    let running = true;
    let mostHeld = 0;
    const watching = (async () => {
      while (running) {
        const holds = await context.db.select({ held: callReservations.held }).from(callReservations);
        mostHeld = Math.max(
          mostHeld,
          holds.reduce((sum, row) => sum + Number(row.held), 0),
        );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const calls = await callsAtOnce(10, 20_000).finally(() => (running = false));
    await watching;
    expect(mostHeld).toBeGreaterThan(0);
    expect(mostHeld).toBeLessThanOrEqual(seconds);
    await settled(carrier, 2_000);
    const answered = calls.filter((call) => call.status === 200);
    // Whoever was not let talk was refused for want of money.
    expect(calls.map((call) => call.status)).toContain(200);
    // On a loaded machine sipp may give up on one refused call before its 402 is logged; none is let through otherwise.
    const refused = calls.filter((call) => call.status !== 200).map((call) => call.status);
    expect(refused.every((status) => status === 402 || status === undefined)).toBe(true);
    const gaveUp = refused.filter((status) => status === undefined).length;
    expect(gaveUp).toBeLessThanOrEqual(1);
    // Every call the switch let talk was cut by it, by the time the money was spent.
    expect(answered.every((call) => call.hungUpBySwitch)).toBe(true);
    expect(Math.max(...calls.map((call) => call.endedAfterMs))).toBeLessThan((seconds + 3) * 1_000);
    // Every call the switch answered leaves a record: those that talked were cut for want of money, the
    // others never started. A call sipp gave up on may never have reached the switch.
    const records = await newRecords(known, calls.length - gaveUp);
    const talked = records.filter((row) => row.billseconds > 0);
    expect(talked.map((row) => row.hangup_cause)).toEqual(Array(answered.length).fill('ALLOTTED_TIMEOUT'));
    expect(records.filter((row) => row.billseconds === 0).every((row) => row.hangup_cause === 'CALL_REJECTED' && Number(row.cost) === 0)).toBe(true);
    const charged = records.reduce((sum, row) => sum + Number(row.cost), 0);
    expect(charged).toBeLessThanOrEqual(seconds + PER_SECOND * calls.length);
    expect(await balance()).toBeGreaterThanOrEqual(-2 - PER_SECOND * calls.length);
    expect(await balance()).toBeCloseTo(seconds - 2 - charged, 5);
    expect(await context.db.$count(callReservations)).toBe(0);
  }

  it('lets ten calls at once spend no more than balance + credit limit (+ one increment a call), each cut when the money is spent', async () => {
    await tenCallsAtOnce(6);
  }, 90_000);

  it('holds the same limit with two Ringledger instances on one database, the calls spread across both', async () => {
    const second: FastifyInstance = await buildApp({ db: context.db, jwtSecret: TEST_JWT_SECRET, switchCredentials: SWITCH, encryptionKey });
    try {
      const secondUrl = await second.listen({ host: '127.0.0.1', port: 0 });
      balancer.spread([context.url, secondUrl]);
      await tenCallsAtOnce(6);
      expect(balancer.dialplansAnswered.get(context.url)).toBeGreaterThanOrEqual(4);
      expect(balancer.dialplansAnswered.get(secondUrl)).toBeGreaterThanOrEqual(4);
    } finally {
      balancer.spread([context.url]);
      await second.close();
    }
  }, 90_000);
});
