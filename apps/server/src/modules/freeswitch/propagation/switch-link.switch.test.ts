import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithSwitch } from '../../../test/freeswitch/switch-availability.js';
import { startFreeswitch, type RunningSwitch } from '../../../test/freeswitch/freeswitch-process.js';
import { useListeningTestApp } from '../../../test/freeswitch/listening-app.js';
import { freeSipPort } from '../../../test/freeswitch/free-ports.js';
import { acceptRegistrations, type Answerer } from '../../../test/freeswitch/sipp.js';
import {
  createCallCenterAgent,
  createCallCenterQueue,
  createCallCenterTier,
  createDomain,
  createSipProfile,
  createUser,
  signIn,
} from '../../../test/factories.js';
import { SWITCH } from '../../../test/call-world.js';

/**
 * Ringledger driving a real FreeSWITCH through its event socket: the switch takes its
 * configuration from Ringledger, and every change made through the API reaches it at once.
 */
describeWithSwitch('the switch link on a real FreeSWITCH', (tools) => {
  const context = useListeningTestApp({ switchLinkTimings: { firstRetryMs: 200, maxRetryMs: 1_000, keepAliveMs: 2_000 } });
  const tag = randomBytes(3).toString('hex');
  const names = { profile: '', queue: '', agent: '', domain: '' };
  let freeswitch: RunningSwitch;
  let registrar: Answerer;
  let headers: Record<string, string>;
  let switchId = 0;
  let profileId = 0;

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    context.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload && { payload }) });
  const linkState = async () => (await api('GET', `/switches/${switchId}`)).json() as { connected: boolean; version: string | null; last_error: string | null };

  beforeAll(async () => {
    headers = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
    const port = await freeSipPort();
    const profile = await createSipProfile(context.db, { name: `link-${tag}`, sip_ip: '127.0.0.1', sip_port: port });
    const domain = await createDomain(context.db, { name: `cc-${tag}.example.test` });
    const user = await createUser(context.db, 'agent');
    const queue = await createCallCenterQueue(context.db, domain, {
      name: `support-${tag}`,
      parameters: { strategy: 'longest-idle-agent', 'tier-rules-apply': false },
    });
    const agent = await createCallCenterAgent(context.db, { user, domain }, { name: `ada-${tag}`, status: 'Available', contact: `user/1001@${domain.name}` });
    await createCallCenterTier(context.db, { queue, agent }, { level: 1, position: 2 });
    Object.assign(names, { profile: profile.name, queue: `${queue.name}@${domain.name}`, agent: `${agent.name}@${domain.name}`, domain: domain.name });
    profileId = profile.id;
    registrar = acceptRegistrations(tools, await freeSipPort());
    await registrar.listening;
    freeswitch = await startFreeswitch(tools, { ringledgerUrl: context.url, credentials: SWITCH });
    const created = await api('POST', '/switches', { name: freeswitch.name, host: '127.0.0.1', port: freeswitch.eslPort, password: freeswitch.eslPassword });
    expect(created.statusCode, created.body).toBe(201);
    switchId = created.json().id;
  }, 120_000);
  afterAll(async () => {
    registrar?.stop();
    await freeswitch?.stop();
  }, 60_000);

  it('connects to the switch and answers its version', async () => {
    await expect.poll(linkState, { timeout: 15_000 }).toMatchObject({ connected: true, last_error: null });
    expect((await linkState()).version).toMatch(/^1\.\d+/);
  });

  it("loads the call centre from callcenter.conf: the queue, the agent Available, its tier; the queue's members can be listed", async () => {
    await freeswitch.waitFor('callcenter_config queue list', new RegExp(`^${names.queue}\\|longest-idle-agent\\|`, 'm'));
    expect(await freeswitch.api(`callcenter_config agent list ${names.agent}`)).toMatch(
      new RegExp(`${names.agent}\\|single_box\\|\\|callback\\|user/1001@${names.domain}\\|Available\\|`),
    );
    expect(await freeswitch.api('callcenter_config tier list')).toMatch(new RegExp(`${names.queue}\\|${names.agent}\\|Ready\\|1\\|2`));
    expect(await freeswitch.api(`callcenter_config queue list members ${names.queue}`)).toMatch(/\+OK/);
  });

  it('registers a gateway added through the API without a restart, and kills it once disabled', async () => {
    const gatewayName = `carrier-${tag}`;
    const created = await api('POST', '/gateways', {
      name: gatewayName,
      profile_id: profileId,
      enabled: true,
      password: 'carrier-secret',
      parameters: { proxy: `127.0.0.1:${registrar.port}`, username: 'acme', realm: '127.0.0.1', 'retry-seconds': '5' },
    });
    expect(created.statusCode, created.body).toBe(201);
    await freeswitch.waitFor(`sofia status gateway ${gatewayName}`, /State\s+REGED/);
    const status = (await api('GET', `/switches/${switchId}/status`)).json();
    expect(status.live.profiles).toContainEqual(
      expect.objectContaining({
        name: names.profile,
        state: 'RUNNING',
        is_managed: true,
        gateways: [expect.objectContaining({ name: gatewayName, state: 'REGED', is_failing: false })],
      }),
    );
    expect(status.live.agents).toContainEqual(expect.objectContaining({ name: names.agent, status: 'Available' }));
    expect(status.live.queues).toContainEqual({ name: names.queue, strategy: 'longest-idle-agent', waiting: 0 });
    await api('PATCH', `/gateways/${created.json().id}`, { enabled: false });
    await freeswitch.waitFor(`sofia status gateway ${gatewayName}`, /Invalid Gateway/);
  });

  it('shows a gateway that fails to register as failing', async () => {
    const gatewayName = `refused-${tag}`;
    // Nothing answers on this port: the registration times out and fails.
    await api('POST', '/gateways', {
      name: gatewayName,
      profile_id: profileId,
      enabled: true,
      password: 'x',
      parameters: { proxy: `127.0.0.1:${await freeSipPort()}`, username: 'acme', 'retry-seconds': '30', 'register-transport': 'tcp' },
    });
    await freeswitch.waitFor(`sofia status gateway ${gatewayName}`, /State\s+(FAILED|FAIL_WAIT)/, 60_000);
    const status = (await api('GET', `/switches/${switchId}/status`)).json();
    const profile = status.live.profiles.find((each: { name: string }) => each.name === names.profile);
    expect(profile.gateways).toContainEqual(expect.objectContaining({ name: gatewayName, is_failing: true }));
  }, 90_000);

  it("sends an agent's new status and a queue's new strategy at once", async () => {
    const [agent] = (await api('GET', `/call_center/agents?search=ada-${tag}`)).json().results;
    await api('PATCH', `/call_center/agents/${agent.id}`, { status: 'On Break' });
    await freeswitch.waitFor(`callcenter_config agent list ${names.agent}`, /\|On Break\|/);
    const [queue] = (await api('GET', `/call_center/queues?search=support-${tag}`)).json().results;
    await api('PATCH', `/call_center/queues/${queue.id}`, { parameters: { strategy: 'top-down' } });
    await freeswitch.waitFor('callcenter_config queue list', new RegExp(`^${names.queue}\\|top-down\\|`, 'm'));
  });

  it('applies a change made while the link was down once it is back', async () => {
    await api('PATCH', `/switches/${switchId}`, { enabled: false });
    await expect.poll(async () => (await linkState()).connected).toBe(false);
    const gatewayName = `while-down-${tag}`;
    await api('POST', '/gateways', { name: gatewayName, profile_id: profileId, enabled: true, parameters: { proxy: `127.0.0.1:${registrar.port}` } });
    const [agent] = (await api('GET', `/call_center/agents?search=ada-${tag}`)).json().results;
    await api('PATCH', `/call_center/agents/${agent.id}`, { enabled: false });
    expect(await freeswitch.api(`sofia status gateway ${gatewayName}`)).toMatch(/Invalid Gateway/);
    await api('PATCH', `/switches/${switchId}`, { enabled: true });
    await freeswitch.waitFor(`sofia status gateway ${gatewayName}`, /State\s+NOREG/);
    await freeswitch.waitFor('callcenter_config agent list', new RegExp(`^(?![\\s\\S]*${names.agent})`));
    await api('PATCH', `/call_center/agents/${agent.id}`, { enabled: true });
    await freeswitch.waitFor(`callcenter_config agent list ${names.agent}`, /\|On Break\|/);
    await freeswitch.waitFor('callcenter_config tier list', new RegExp(`${names.queue}\\|${names.agent}\\|`));
  });

  it('restarts a profile when asked, and connects again after the switch restarts', async () => {
    const restarted = await api('POST', `/switches/${switchId}/profiles/${names.profile}/restart`);
    expect([200, 409]).toContain(restarted.statusCode);
    if (restarted.statusCode === 200) expect(restarted.json().message).toBe(`${names.profile} is restarting; its calls were dropped`);
    expect((await api('POST', `/switches/${switchId}/profiles/nope-${tag}/restart`)).statusCode).toBe(404);
    await freeswitch.restart();
    await expect.poll(async () => (await linkState()).connected, { timeout: 20_000 }).toBe(true);
    await freeswitch.waitFor('sofia status', new RegExp(`${names.profile}\\s+profile\\s+\\S+\\s+RUNNING`));
    expect(await freeswitch.api(`callcenter_config agent list ${names.agent}`)).toMatch(/\|On Break\|/);
  }, 120_000);
});
