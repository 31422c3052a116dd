import { randomBytes } from 'node:crypto';
import { eq, inArray, ne } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { callRecords, extensionDevices, sipProfiles, switches, trunks } from '../apps/server/src/db/schema/index.js';
import { createCallWorld, SWITCH, type CallWorld } from '../apps/server/src/test/call-world.js';
import { freeSipPort } from '../apps/server/src/test/freeswitch/free-ports.js';
import { startFreeswitch, type RunningSwitch } from '../apps/server/src/test/freeswitch/freeswitch-process.js';
import { answerCalls, phone, placeCall, receivedRequests, type Answerer, type Phone } from '../apps/server/src/test/freeswitch/sipp.js';
import { describeWithSwitch } from '../apps/server/src/test/freeswitch/switch-availability.js';
import { placeWorldOnSwitch } from '../apps/server/src/test/freeswitch/switch-world.js';
import { buildApp } from '../apps/server/src/app.js';
import { createSecretBox, type SecretBox } from '../apps/server/src/secret-box.js';
import { E2E_JWT_SECRET, useBrowserApp } from './harness.js';

const DIALLED = '08031234567';

/** The duration cell of a call's row: "0:07 of 1:00:00". */
const durationOf = async (page: Page, caller: string) =>
  (await page
    .getByRole('table', { name: 'Calls in progress' })
    .getByRole('row', { name: new RegExp(caller) })
    .getByRole('cell')
    .nth(4)
    .textContent()) ?? '';
const secondsIn = (duration: string) => {
  const [minutes, seconds] = duration.split(' ')[0].split(':').map(Number);
  return minutes * 60 + seconds;
};

/**
 * The Live Calls page against a real FreeSWITCH connected over its event socket: a phone (sipp)
 * calls out through a carrier (sipp); the page shows the call while it talks and drops it when it
 * ends, and its Hang up ends a call on the switch itself.
 */
describeWithSwitch('live calls from a real FreeSWITCH in the console', (tools) => {
  const harness = useBrowserApp();
  const ports = { internal: 0, external: 0, carrier: 0 };
  let world: CallWorld;
  let freeswitch: RunningSwitch;
  let alice: Phone;
  let carrier: Answerer | undefined;
  let secrets: SecretBox;

  beforeAll(async () => {
    secrets = createSecretBox(harness.encryptionKey);
    world = await createCallWorld(harness.db);
    [ports.internal, ports.external, ports.carrier] = [await freeSipPort(), await freeSipPort(), await freeSipPort()];
    // The demo's profiles listen on an example address and its carriers are examples: the switch runs only the world's.
    await harness.db
      .update(sipProfiles)
      .set({ enabled: false })
      .where(inArray(sipProfiles.name, ['internal', 'external']));
    await placeWorldOnSwitch(harness.db, world, ports);
    await harness.db.update(trunks).set({ enabled: false }).where(ne(trunks.id, world.trunk.id));
    const password = `pw-${randomBytes(6).toString('hex')}`;
    await harness.db
      .insert(extensionDevices)
      .values({ extension_id: world.caller.id, domain_id: world.domain.id, username: 'alice-desk', password: secrets.seal(password) });
    alice = await phone('alice-desk', password, world.domain.name);
    freeswitch = await startFreeswitch(tools, { ringledgerUrl: harness.baseUrl, credentials: SWITCH });
    await freeswitch.waitFor('sofia status', new RegExp(`sip:mod_sofia@127\\.0\\.0\\.1:${ports.external}\\s+RUNNING`));
    await freeswitch.waitFor('sofia status', new RegExp(`sip:mod_sofia@127\\.0\\.0\\.1:${ports.internal}\\s+RUNNING`));
    const [linked] = await harness.db
      .insert(switches)
      .values({ name: freeswitch.name, host: '127.0.0.1', port: freeswitch.eslPort, password: secrets.seal(freeswitch.eslPassword), enabled: true })
      .returning();
    // Calls are seen once the link listens to the switch's events.
    await vi.waitFor(() => expect(harness.app.switches.state(linked.id).connected).toBe(true), { timeout: 20_000, interval: 100 });
    carrier = answerCalls(tools, { port: ports.carrier, calls: 3 });
    await carrier.listening;
  }, 120_000);
  afterAll(async () => {
    carrier?.stop();
    await freeswitch?.stop();
  }, 30_000);

  it('shows a call while it talks and drops it when it ends; Hang up ends a call on the switch', async () => {
    const { page } = await harness.adminPage();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Live Calls' }).click();
    await page.getByText('No calls in progress').waitFor();
    const table = page.getByRole('table', { name: 'Calls in progress' });
    const callAccount = `${world.customer.callAccount.number} · ${world.customer.callAccount.name}`;

    // A call that talks for 5 s and is hung up by the phone.
    const first = placeCall(tools, { from: alice, to: DIALLED, switchPort: ports.internal, talkMs: 5_000 });
    const row = table.getByRole('row', { name: new RegExp(`alice-desk ${DIALLED}`) });
    await row.getByText('Talking').waitFor({ timeout: 20_000 });
    await row.getByText(callAccount).waitFor({ timeout: 10_000 });
    await row.getByText(freeswitch.name).waitFor();
    const shown = secondsIn(await durationOf(page, 'alice-desk'));
    await expect.poll(async () => secondsIn(await durationOf(page, 'alice-desk')), { timeout: 10_000, interval: 250 }).toBeGreaterThan(shown);
    expect((await first).status).toBe(200);
    await page.getByText('No calls in progress').waitFor({ timeout: 20_000 });

    // A call that would talk for a minute, ended from the page.
    const second = placeCall(tools, { from: alice, to: DIALLED, switchPort: ports.internal, talkMs: 60_000 });
    await row.getByText('Talking').waitFor({ timeout: 20_000 });
    await row.getByRole('button', { name: `Hang up the call from alice-desk to ${DIALLED}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hang up this call?' });
    await dialog.getByRole('button', { name: 'Hang up' }).click();
    const hangingUp = await page.getByText(/^Call [0-9a-f-]{36} is hanging up$/).textContent();
    const uuid = /Call (\S+) is hanging up/.exec(hangingUp ?? '')?.[1];
    await page.getByText('No calls in progress').waitFor({ timeout: 20_000 });
    // The phone heard the switch's BYE long before its minute was up, and the switch's CDR says why.
    const ended = await second;
    expect(ended.status).toBe(200);
    expect(ended.hungUpBySwitch).toBe(true);
    expect(receivedRequests(ended.messages, 'BYE')).toHaveLength(1);
    await expect
      .poll(async () => (await harness.db.select({ cause: callRecords.hangup_cause }).from(callRecords).where(eq(callRecords.call_uuid, uuid!)))[0]?.cause, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe('NORMAL_CLEARING');
  }, 120_000);

  it('shows the calls in progress to a Ringledger that starts while they talk, read from the switch itself', async () => {
    const talking = placeCall(tools, { from: alice, to: DIALLED, switchPort: ports.internal, talkMs: 60_000 });
    await expect.poll(() => harness.app.liveCalls.list().map((call) => call.state), { timeout: 20_000, interval: 250 }).toEqual(['answered']);
    // The money held is read a moment after the answer: compared once this instance has it.
    await expect.poll(() => harness.app.liveCalls.list()[0]?.held ?? null, { timeout: 20_000, interval: 250 }).not.toBeNull();
    const [known] = harness.app.liveCalls.list();
    const started = await buildApp({ db: harness.db, jwtSecret: E2E_JWT_SECRET, switchCredentials: SWITCH, encryptionKey: harness.encryptionKey });
    try {
      await started.ready();
      // It heard none of the call's events: what it shows it read from the switch once connected.
      await expect.poll(() => started.liveCalls.list()[0]?.held ?? null, { timeout: 20_000, interval: 250 }).not.toBeNull();
      expect(started.liveCalls.list()).toEqual([
        expect.objectContaining({
          uuid: known.uuid,
          caller: 'alice-desk',
          destination: DIALLED,
          state: 'answered',
          switch_name: freeswitch.name,
          held: known.held,
        }),
      ]);
      expect(Math.abs(new Date(started.liveCalls.list()[0].answered_at!).getTime() - new Date(known.answered_at!).getTime())).toBeLessThan(1_000);
    } finally {
      await started.close();
    }
    expect(await freeswitch.api(`uuid_kill ${known.uuid}`)).toMatch(/^\+OK/);
    expect((await talking).hungUpBySwitch).toBe(true);
    await expect.poll(() => harness.app.liveCalls.list(), { timeout: 20_000 }).toEqual([]);
  }, 60_000);
});
