import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../test/harness.js';
import { temporaryAudioFolder } from '../app.js';
import { bootstrap } from './index.js';
import { createSecretBox } from '../secret-box.js';
import {
  accounts,
  callAccounts,
  callerIds,
  dids,
  domains,
  extensionDevices,
  extensionDids,
  extensions,
  gateways,
  localizations,
  pricelists,
  rates,
  sipProfiles,
  switches,
  trunks,
  users,
  callCenterAgents,
  callCenterTiers,
} from '../db/schema/index.js';
import { signIn } from '../test/factories.js';

const secrets = createSecretBox(randomBytes(32));
const ADMIN_PASSWORD = 'demo-owner-password-1234';

describe('demo data', () => {
  const context = useTestApp();
  const adminHeaders = async () => (await signIn(context.app, { email: 'owner@example.test', password: ADMIN_PASSWORD })).headers;

  it('loads once, fills every billing list past one page, and keeps each balance equal to its ledger', async () => {
    const first = await bootstrap(context.db, {
      adminEmail: 'owner@example.test',
      adminPassword: ADMIN_PASSWORD,
      seedDemo: true,
      secrets,
      audio: temporaryAudioFolder(),
    });
    expect(first).toMatchObject({ demo: { agent: { email: 'agent@example.com' } }, hasDemoData: true });
    const later = await bootstrap(context.db, {
      adminEmail: 'owner@example.test',
      adminPassword: ADMIN_PASSWORD,
      seedDemo: false,
      secrets,
      audio: temporaryAudioFolder(),
    });
    // Every later start knows, from the database, that this one was seeded with the demo.
    expect(later).toEqual({ hasDemoData: true });

    for (const table of [users, accounts, callAccounts, pricelists, localizations, callerIds, dids]) {
      expect(await context.db.$count(table)).toBeGreaterThan(20);
    }
    const [largest] = await context.db
      .execute<{ count: number }>(sql`select count(*)::int as count from rates group by pricelist_id order by 1 desc limit 1`)
      .then((result) => result.rows);
    expect(largest.count).toBeGreaterThanOrEqual(3000);
    expect(await context.db.$count(rates)).toBeGreaterThan(3000);

    const mismatched = await context.db.execute(sql`
      select c.id from call_accounts c
      left join call_account_transactions t on t.call_account_id = c.id
      group by c.id, c.balance
      having c.balance <> coalesce(sum(case t.type when 'credit' then t.amount else -t.amount end), 0)`);
    expect(mismatched.rows).toEqual([]);

    const orphans = await context.db.execute(sql`select a.id from accounts a left join users u on u.id = a.type_id where a.type = 'user' and u.id is null`);
    expect(orphans.rows).toEqual([]);
  });

  it('configures the switch: two domains (one primary), internal and external profiles, three carriers with sealed passwords and failover, and one switch left disabled', async () => {
    const domainRows = await context.db.select().from(domains);
    expect(domainRows).toHaveLength(2);
    expect(domainRows.filter((row) => row.is_primary)).toHaveLength(1);
    expect((await context.db.select().from(sipProfiles)).map((row) => row.name).sort()).toEqual(['external', 'internal']);
    const gatewayRows = await context.db.select().from(gateways);
    expect(gatewayRows).toHaveLength(3);
    for (const gateway of gatewayRows) expect(secrets.open(gateway.password ?? '')).toMatch(/^demo-/);
    const trunkRows = await context.db.select().from(trunks);
    expect(trunkRows).toHaveLength(3);
    for (const trunk of trunkRows) {
      expect(new Set([trunk.gateway_id, trunk.failover_gateway_1, trunk.failover_gateway_2]).size).toBe(3);
      expect(trunk.provider_id).not.toBeNull();
    }
    const switchRows = await context.db.select().from(switches);
    expect(switchRows.map((row) => [row.name, row.enabled])).toEqual([['switch-1', false]]);
    expect(secrets.open(switchRows[0].password)).toBe('ClueCon');
  });

  it('gives customers about thirty extensions with sealed devices, and DIDs that ring only their own customer’s extensions', async () => {
    expect(await context.db.$count(extensions)).toBeGreaterThanOrEqual(28);
    const withoutDevice = await context.db.execute(
      sql`select e.id from extensions e where not exists (select 1 from extension_devices d where d.extension_id = e.id)`,
    );
    expect(withoutDevice.rows).toEqual([]);
    for (const device of await context.db.select().from(extensionDevices)) expect(secrets.open(device.password)).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(await context.db.$count(extensionDids)).toBeGreaterThanOrEqual(20);
    const crossed = await context.db.execute(sql`
      select ed.id from extension_dids ed
      join extensions e on e.id = ed.extension_id join accounts ea on ea.id = e.account_id
      join dids d on d.id = ed.did_id join accounts da on da.id = d.account_id
      where ea.type_id is distinct from da.type_id`);
    expect(crossed.rows).toEqual([]);
    const shared = await context.db.execute(sql`
      select ed.did_id from extension_dids ed join dids d on d.id = ed.did_id
      where not d.simultaneous_extension group by ed.did_id having count(*) > 1`);
    expect(shared.rows).toEqual([]);
    // A customer's call account names the domain its extensions live in.
    const domainless = await context.db.execute(sql`
      select distinct c.id from extensions e join call_accounts c on c.id = e.call_billing_account_id
      where c.domain_id is distinct from e.domain_id`);
    expect(domainless.rows).toEqual([]);
  });

  it('staffs a support and a sales queue with agents in tiers, some ringing demo extensions of their owners, and plays the hold music', async () => {
    const queues = await context.app.inject({ method: 'GET', url: '/api/v1/call_center/queues', headers: await adminHeaders() });
    expect(
      queues
        .json()
        .results.map((queue: { name: string }) => queue.name)
        .sort(),
    ).toEqual(['sales', 'support']);
    for (const queue of queues.json().results) expect(queue.moh_sound_file).toBe('hold-music-loop.wav');
    expect(await context.db.$count(callCenterAgents)).toBeGreaterThanOrEqual(5);
    expect(await context.db.$count(callCenterTiers)).toBeGreaterThanOrEqual(6);
    const atTheirExtension = await context.db.execute(sql`
      select distinct a.user_id from call_center_agents a
      join domains dm on dm.id = a.domain_id
      join extensions e on a.contact = 'user/' || e.username || '@' || dm.name
      join accounts ac on ac.id = e.account_id and ac.type_id = a.user_id`);
    expect(atTheirExtension.rows.length).toBeGreaterThanOrEqual(4);
    const demoAgent = await context.db.execute(sql`select a.id from call_center_agents a join users u on u.id = a.user_id where u.email = 'agent@example.com'`);
    expect(demoAgent.rows).toHaveLength(1);
  });
});
