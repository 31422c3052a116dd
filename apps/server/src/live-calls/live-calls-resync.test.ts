import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { createCallAccountWithAccount, createUser, signIn } from '../test/factories.js';
import { apiResponse, eventFrame, startFakeEventSocket, type FakeEventSocket } from '../test/fake-event-socket.js';
import { authorizeCall } from '../modules/call-authorization/authorize-call.js';
import { accounts, callAccounts, rates } from '../db/schema/index.js';
import { inboundChannelsOf } from './switch-channels.js';

/** A channel as `uuid_dump … json` describes it (the fields its events carry). */
function channelFields(uuid: string, caller: string, answered: boolean) {
  return {
    'Event-Name': 'CHANNEL_DATA',
    'Unique-ID': uuid,
    'FreeSWITCH-Hostname': 'host-1',
    'FreeSWITCH-Switchname': 'fs-resync',
    'Call-Direction': 'inbound',
    'Channel-State': 'CS_EXECUTE',
    'Answer-State': answered ? 'answered' : 'ringing',
    'Caller-Caller-ID-Number': caller,
    'Caller-Destination-Number': '447911123456',
    'Caller-Channel-Created-Time': String((Date.now() - 90_000) * 1000),
    'Caller-Channel-Answered-Time': answered ? String((Date.now() - 60_000) * 1000) : '0',
  };
}

describe('switch channels: the calls a switch says it carries', () => {
  it('reads the inbound channels of `show channels as json`, and none from a switch without any', () => {
    const rows = [
      { uuid: 'AAAA-1', direction: 'inbound', callstate: 'ACTIVE' },
      { uuid: 'bbbb-2', direction: 'outbound', callstate: 'ACTIVE' },
    ];
    expect(inboundChannelsOf(JSON.stringify({ row_count: 2, rows }))).toEqual(['aaaa-1']);
    expect(inboundChannelsOf('{"row_count":0}')).toEqual([]);
    expect(() => inboundChannelsOf('-ERR no reply')).toThrow(/not JSON: -ERR no reply/);
  });
});

/**
 * The live view rebuilt from the switch whenever its event socket (re)connects: what ended while
 * nobody listened goes, what began or was answered meanwhile comes, each with what it holds.
 */
describe('live calls: resynchronised from the switch on each connection', () => {
  const context = useTestApp({ switchLinkTimings: { firstRetryMs: 50, maxRetryMs: 200 } });
  /** The switch's channels now, by uuid: what `show channels` and `uuid_dump` answer from. */
  const channels = new Map<string, ReturnType<typeof channelFields>>();
  let fake: FakeEventSocket;
  let switchSocket: Socket | undefined;
  let headers: Record<string, string>;
  let switchId = 0;
  const connections = () => fake.commands.filter((command) => command === 'api show channels as json').length;
  const shown = async () =>
    (
      (await context.app.inject({ method: 'GET', url: '/api/v1/live-calls', headers })).json() as {
        calls: { uuid: string; state: string; held: string | null; answered_at: string | null }[];
      }
    ).calls;

  const talking = randomUUID();
  const ringing = randomUUID();

  beforeAll(async () => {
    fake = await startFakeEventSocket('resync-secret', (command, socket) => {
      switchSocket = socket;
      const dumped = /^api uuid_dump (\S+) json$/.exec(command)?.[1];
      if (command === 'api version') socket.write(apiResponse('FreeSWITCH Version 1.11.3-dev'));
      else if (command === 'api uptime s') socket.write(apiResponse('60'));
      else if (command.startsWith('api json {"command":"sofia.status"'))
        socket.write(apiResponse(JSON.stringify({ command: 'sofia.status', status: 'success', response: { profiles: {} } })));
      else if (command === 'api module_exists mod_callcenter') socket.write(apiResponse('false'));
      else if (command === 'api show channels as json') {
        const rows = [...channels.keys()].flatMap((uuid) => [
          { uuid, direction: 'inbound' },
          // The leg the switch placed to carry it: not a call of its own.
          { uuid: randomUUID(), direction: 'outbound' },
        ]);
        socket.write(apiResponse(JSON.stringify(rows.length ? { row_count: rows.length, rows } : { row_count: 0 })));
      } else if (dumped) {
        const fields = channels.get(dumped);
        socket.write(apiResponse(fields ? JSON.stringify(fields) : '-ERR No such channel!\n'));
      } else socket.write(apiResponse('+OK'));
    });
    headers = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
    const line = await createCallAccountWithAccount(context.db, (await createUser(context.db, 'user')).id);
    await context.db.insert(rates).values({ pricelist_id: line.pricelist.id, prefix: '44', cost_per_min: '1.00000' });
    await context.db.update(callAccounts).set({ balance: '30.00000' }).where(eq(callAccounts.id, line.callAccount.id));
    await context.db.update(accounts).set({ maxchannels: 0, cps: 0 }).where(eq(accounts.id, line.account.id));
    await authorizeCall(context.db, context.app.settings, {
      callUuid: talking,
      callAccountId: line.callAccount.id,
      direction: 'outbound',
      number: '447911123456',
    });
    // Calls that were in progress before this Ringledger started listening.
    channels.set(talking, channelFields(talking, '1001', true));
    channels.set(ringing, channelFields(ringing, '1002', false));
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/v1/switches',
      headers,
      payload: { name: 'fs-resync', host: fake.host, port: fake.port, password: fake.password },
    });
    expect(created.statusCode).toBe(201);
    switchId = created.json().id;
  });
  afterAll(() => fake?.close());

  it('shows the calls a switch carries when it is first heard, answered ones with what they hold', async () => {
    await expect.poll(async () => (await shown()).map((call) => call.uuid).sort(), { timeout: 10_000 }).toEqual([talking, ringing].sort());
    await expect.poll(async () => (await shown()).find((call) => call.uuid === talking)?.held, { timeout: 5_000 }).toBe('30.00000');
    expect(await shown()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ uuid: talking, state: 'answered', caller: '1001', switch_name: 'fs-resync', direction: 'outbound', cost_per_min: '1.00000' }),
        expect.objectContaining({ uuid: ringing, state: 'ringing', caller: '1002', answered_at: null }),
      ]),
    );
    // It talks since the switch answered it, a minute ago, not since Ringledger heard of it.
    const answeredAt = (await shown()).find((call) => call.uuid === talking)?.answered_at;
    expect(Date.now() - new Date(answeredAt ?? Date.now()).getTime()).toBeGreaterThan(55_000);
  });

  it('after a lost connection, drops what ended meanwhile and adds what began or was answered', async () => {
    const heard = randomUUID();
    switchSocket!.write(eventFrame({ 'Event-Name': 'CHANNEL_CREATE', 'Unique-ID': heard, 'Call-Direction': 'inbound', 'Caller-Caller-ID-Number': '1003' }));
    channels.set(heard, channelFields(heard, '1003', false));
    await expect.poll(async () => (await shown()).length).toBe(3);

    const before = connections();
    const began = randomUUID();
    // While the link is down: the talking call ends, the ringing one is answered, another begins.
    switchSocket!.destroy();
    channels.delete(talking);
    channels.set(ringing, channelFields(ringing, '1002', true));
    channels.set(began, channelFields(began, '1004', true));
    await expect.poll(connections, { timeout: 10_000 }).toBeGreaterThan(before);
    await expect
      .poll(async () => Object.fromEntries((await shown()).map((call) => [call.uuid, call.state])), { timeout: 10_000 })
      .toEqual({ [ringing]: 'answered', [heard]: 'ringing', [began]: 'answered' });
  });

  it('forgets every call of a switch that comes back with none', async () => {
    const before = connections();
    channels.clear();
    switchSocket!.destroy();
    await expect.poll(connections, { timeout: 10_000 }).toBeGreaterThan(before);
    await expect.poll(shown, { timeout: 10_000 }).toEqual([]);
  });

  it('drops the calls of a switch once it is disabled, as nothing more is heard from it', async () => {
    const before = connections();
    const talkingStill = randomUUID();
    channels.set(talkingStill, channelFields(talkingStill, '1005', true));
    switchSocket!.destroy();
    await expect.poll(connections, { timeout: 10_000 }).toBeGreaterThan(before);
    await expect.poll(async () => (await shown()).map((call) => call.uuid), { timeout: 10_000 }).toEqual([talkingStill]);
    const disabled = await context.app.inject({ method: 'PATCH', url: `/api/v1/switches/${switchId}`, headers, payload: { enabled: false } });
    expect(disabled.statusCode).toBe(200);
    await expect.poll(shown, { timeout: 10_000 }).toEqual([]);
  });
});
