import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';
import { apiResponse, eventFrame, startFakeEventSocket, type FakeEventSocket } from '../../test/fake-event-socket.js';
import { accounts, callAccounts, callReservations, rates } from '../../db/schema/index.js';
import { authorizeCall } from '../call-authorization/authorize-call.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('live calls: what the switches carry now, kept from their events', () => {
  const context = useTestApp({ switchLinkTimings: { firstRetryMs: 50, maxRetryMs: 200 } });
  let fake: FakeEventSocket;
  let switchSocket: Socket | undefined;
  let admin: Session;
  let agent: Session;
  let owner: Session;
  let line: Awaited<ReturnType<typeof createCallAccountWithAccount>>;

  const get = (url: string, session: Session) => context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: session.headers });
  const post = (url: string, session: Session) => context.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: session.headers });

  /** An event as mod_event_socket sends it, on the one connection the link opened. */
  const send = (name: string, uuid: string, fields: Record<string, string> = {}) =>
    switchSocket!.write(eventFrame({ 'Event-Name': name, 'Unique-ID': uuid, 'FreeSWITCH-Hostname': 'fs-a', ...fields }));

  beforeAll(async () => {
    fake = await startFakeEventSocket('live-secret', (command, socket) => {
      switchSocket = socket;
      if (command === 'api version') socket.write(apiResponse('FreeSWITCH Version 1.11.3-dev'));
      else if (command === 'api uptime s') socket.write(apiResponse('60'));
      else if (command.startsWith('api json {"command":"sofia.status"'))
        socket.write(apiResponse(JSON.stringify({ command: 'sofia.status', status: 'success', response: { profiles: {} } })));
      else if (command === 'api module_exists mod_callcenter') socket.write(apiResponse('false'));
      else socket.write(apiResponse('+OK'));
    });
    const adminUser = await createUser(context.db, 'admin');
    admin = await signIn(context.app, adminUser);
    agent = await signIn(context.app, await createUser(context.db, 'agent'));
    const customer = await createUser(context.db, 'user');
    owner = await signIn(context.app, customer);
    line = await createCallAccountWithAccount(context.db, customer.id);
    await context.db.update(callAccounts).set({ balance: '30.00000' }).where(eq(callAccounts.id, line.callAccount.id));
    await context.db.update(accounts).set({ maxchannels: 0, cps: 0 }).where(eq(accounts.id, line.account.id));
    await context.db.insert(rates).values({ pricelist_id: line.pricelist.id, prefix: '44', cost_per_min: '1.00000' });
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/v1/switches',
      headers: admin.headers,
      payload: { name: 'fs-a', host: fake.host, port: fake.port, password: fake.password },
    });
    expect(created.statusCode).toBe(201);
    // The link is up once it has asked for the call events.
    while (!fake.commands.some((command) => command.startsWith('event json') && command.includes('CHANNEL_ANSWER')))
      await new Promise((resolve) => setTimeout(resolve, 20));
  });
  afterAll(() => fake?.close());

  it('shows a call from its first ring, with what it holds once answered, and drops it when it ends', async () => {
    const uuid = randomUUID();
    await authorizeCall(context.db, context.app.settings, {
      callUuid: uuid,
      callAccountId: line.callAccount.id,
      direction: 'outbound',
      number: '447911123456',
    });
    send('CHANNEL_CREATE', uuid, { 'Call-Direction': 'inbound', 'Caller-Caller-ID-Number': '1001', 'Caller-Destination-Number': '07911123456' });
    // A leg the switch places to carry it is not a call of its own.
    send('CHANNEL_CREATE', randomUUID(), { 'Call-Direction': 'outbound', 'Caller-Destination-Number': '447911123456' });
    await expect.poll(async () => (await get('/live-calls', admin)).json().calls.length).toBe(1);
    expect((await get('/live-calls', admin)).json().calls[0]).toMatchObject({
      uuid,
      caller: '1001',
      destination: '07911123456',
      state: 'ringing',
      switch_name: 'fs-a',
    });

    send('CHANNEL_ANSWER', uuid.toUpperCase(), { variable_rl_call_account_id: String(line.callAccount.id), 'Caller-Destination-Number': '07911123456' });
    await expect.poll(async () => (await get('/live-calls', admin)).json().calls[0]?.held).toBe('30.00000');
    const [answered] = (await get('/live-calls', agent)).json().calls;
    expect(answered).toMatchObject({
      state: 'answered',
      call_account_id: line.callAccount.id,
      call_account: `${line.callAccount.number} · Main`,
      direction: 'outbound',
      cost_per_min: '1.00000',
      allowed_seconds: 1800,
    });
    expect((await get('/users/lines/live-calls', owner)).json().calls.map((call: { uuid: string }) => call.uuid)).toEqual([uuid]);

    send('CHANNEL_HANGUP_COMPLETE', uuid, { 'Hangup-Cause': 'NORMAL_CLEARING' });
    await expect.poll(async () => (await get('/live-calls', admin)).json().calls.length).toBe(0);
    // It no longer takes a channel; what it holds waits for its CDR, but not for its whole allowed time.
    const [reservation] = await context.db.select().from(callReservations).where(eq(callReservations.call_uuid, uuid));
    expect(reservation.ended_at).not.toBeNull();
    expect(reservation.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);
  });

  it("keeps a customer to their own lines' calls, and lets only those allowed hang up", async () => {
    const uuid = randomUUID();
    send('CHANNEL_CREATE', uuid, { 'Call-Direction': 'inbound', 'Caller-Caller-ID-Number': '2348030000000', 'Caller-Destination-Number': '2348039999999' });
    await expect.poll(async () => (await get('/live-calls', admin)).json().calls.length).toBe(1);
    expect((await get('/users/lines/live-calls', owner)).json().calls).toEqual([]);
    expect((await get('/live-calls', owner)).statusCode).toBe(403);
    expect((await post(`/live-calls/${uuid}/hangup`, agent)).statusCode).toBe(403);

    const hungUp = await post(`/live-calls/${uuid}/hangup`, admin);
    expect(hungUp.statusCode).toBe(200);
    expect(hungUp.json()).toEqual({ message: `Call ${uuid} is hanging up` });
    expect(fake.commands).toContain(`api uuid_kill ${uuid} NORMAL_CLEARING`);
    const unknown = await post(`/live-calls/${randomUUID()}/hangup`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatch(/^Call .* was not found$/);
    send('CHANNEL_HANGUP_COMPLETE', uuid);
  });

  it('streams every call at first and each change after, as server-sent events', async () => {
    const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/v1/live-calls/stream`, { headers: admin.headers });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(received)) received += (await reader.read()).value ?? '';
    };
    await until(/event: snapshot\ndata: \{"type":"snapshot","calls":\[\]\}\n\n/);
    const uuid = randomUUID();
    send('CHANNEL_CREATE', uuid, { 'Call-Direction': 'inbound', 'Caller-Caller-ID-Number': '1002', 'Caller-Destination-Number': '1003' });
    await until(new RegExp(`event: call\\ndata: .*"uuid":"${uuid}"`));
    send('CHANNEL_HANGUP_COMPLETE', uuid);
    await until(new RegExp(`event: ended\\ndata: \\{"type":"ended","uuid":"${uuid}"\\}`));
    await reader.cancel();
  });
});
