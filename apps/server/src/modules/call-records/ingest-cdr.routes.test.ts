import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { callAccountTransactions, callAccounts, callRecordDays, callRecordRaws, callRecords, extensions } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createUser, signIn } from '../../test/factories.js';
import { createCallWorld, outboundCall, postCdr, SWITCH, switchAuth, type CallWorld } from '../../test/call-world.js';
import { decompressCdr } from './raw-cdr-compression.js';

describe('POST /freeswitch/cdr', () => {
  const context = useTestApp({ switchCredentials: SWITCH });
  let world: CallWorld;

  beforeAll(async () => {
    world = await createCallWorld(context.db);
  });

  const recordOf = async (callUuid: string) => (await context.db.select().from(callRecords).where(eq(callRecords.call_uuid, callUuid)))[0];
  const balanceOf = async (id: number) =>
    (await context.db.select({ balance: callAccounts.balance }).from(callAccounts).where(eq(callAccounts.id, id)))[0].balance;
  const linesOf = (id: number) => context.db.select().from(callAccountTransactions).where(eq(callAccountTransactions.call_account_id, id));

  it('answers 401 without the switch credentials, and 400 for a body that is not a CDR', async () => {
    const call = outboundCall(world);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/v1/freeswitch/cdr',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(anonymous.statusCode).toBe(401);
    const notACdr = await context.app.inject({
      method: 'POST',
      url: `/api/v1/freeswitch/cdr?uuid=${call.uuid}`,
      headers: { authorization: switchAuth, 'content-type': 'application/json' },
      payload: '{"hello":"world"}',
    });
    expect(notACdr.statusCode).toBe(400);
    expect(notACdr.json()).toEqual({ error: 'This is not a mod_json_cdr CDR: it has no "variables" object' });
    const empty = await context.app.inject({
      method: 'POST',
      url: '/api/v1/freeswitch/cdr',
      headers: { authorization: switchAuth, 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it("records an outbound call rated on the call account's pricelist at the localized number, charged once through the ledger", async () => {
    const before = await balanceOf(world.customer.callAccount.id);
    const call = outboundCall(world, { billsec: 125 });
    const response = await postCdr(context.app, call.a);
    expect(response.statusCode, response.body).toBe(200);
    const record = await recordOf(call.uuid);
    expect(response.json()).toEqual({ status: 'recorded', call_record_id: record.id });
    expect(record).toMatchObject({
      account_id: world.customer.account.id,
      call_billing_account_id: world.customer.callAccount.id,
      user_id: world.owner.id,
      extension_id: world.caller.id,
      direction: 'outbound',
      call_type: 'STANDARD',
      caller_id_number: '1001',
      destination_number: '08031234567',
      sip_user: '1001',
      billseconds: 125,
      rated: true,
      unrated_reason: null,
      cost: '0.30000',
      rated_number: '2348031234567',
      charged_seconds: 150,
      pricelist_id: world.pricelist.id,
      rate_prefix: '234',
      rate_cost_per_min: '0.10000',
      rate_connect_cost: '0.05000',
      rate_init_inc: 60,
      rate_inc: 30,
      provider_cost: null,
    });
    const [line] = await context.db
      .select()
      .from(callAccountTransactions)
      .where(eq(callAccountTransactions.id, record.ledger_line_id ?? 0));
    expect(line).toMatchObject({
      call_account_id: world.customer.callAccount.id,
      type: 'debit',
      amount: '0.30000',
      description: 'Call to 08031234567 (125 s)',
    });
    expect(Number(await balanceOf(world.customer.callAccount.id))).toBeCloseTo(Number(before) - 0.3, 5);
    expect(line.balance_after).toBe(await balanceOf(world.customer.callAccount.id));

    const [raw] = await context.db.select().from(callRecordRaws).where(eq(callRecordRaws.leg_uuid, call.uuid));
    expect(JSON.parse(decompressCdr(raw.body).toString()).variables.uuid).toBe(call.uuid);
    expect(raw).toMatchObject({ leg: 'a', call_uuid: call.uuid, content_type: 'application/json' });

    const again = await postCdr(context.app, call.a);
    expect(again.json()).toEqual({ status: 'duplicate', call_record_id: record.id });
    expect(await context.db.$count(callRecords, eq(callRecords.call_uuid, call.uuid))).toBe(1);
    expect(await context.db.$count(callRecordRaws, eq(callRecordRaws.leg_uuid, call.uuid))).toBe(1);
    expect(line.balance_after).toBe(await balanceOf(world.customer.callAccount.id));
  });

  it('adds the carrier side from the B-leg after its A-leg: provider cost on number_terminate, margin, the provider debited', async () => {
    const call = outboundCall(world, { billsec: 125 });
    await postCdr(context.app, call.a);
    const providerBefore = await balanceOf(world.provider.callAccount.id);
    const response = await postCdr(context.app, call.b);
    const record = await recordOf(call.uuid);
    expect(response.json()).toEqual({ status: 'carrier_added', call_record_id: record.id });
    expect(record).toMatchObject({
      trunk_id: world.trunk.id,
      gateway: world.gateway.name,
      provider_leg_uuid: call.b.uuid,
      provider_account_id: world.provider.account.id,
      provider_call_account_id: world.provider.callAccount.id,
      provider_billseconds: 124,
      provider_cost: '0.12400',
      margin: '0.17600',
      provider_rated_number: '002348031234567',
      provider_rate_prefix: '00234',
      provider_unrated_reason: null,
    });
    expect(Number(await balanceOf(world.provider.callAccount.id))).toBeCloseTo(Number(providerBefore) - 0.124, 5);
    expect((await postCdr(context.app, call.b)).json()).toEqual({ status: 'duplicate', call_record_id: record.id });
    expect(Number(await balanceOf(world.provider.callAccount.id))).toBeCloseTo(Number(providerBefore) - 0.124, 5);
  });

  it('keeps a B-leg that comes first until its A-leg, which then records both sides', async () => {
    const call = outboundCall(world, { billsec: 61 });
    expect((await postCdr(context.app, call.b, { encoding: 'base64' })).json()).toEqual({ status: 'waiting_for_a_leg', call_record_id: null });
    expect(await recordOf(call.uuid)).toBeUndefined();
    const response = await postCdr(context.app, call.a, { encoding: 'form' });
    const record = await recordOf(call.uuid);
    expect(response.json()).toEqual({ status: 'recorded', call_record_id: record.id });
    expect(record).toMatchObject({ cost: '0.20000', provider_billseconds: 60, provider_cost: '0.06000', margin: '0.14000', provider_leg_uuid: call.b.uuid });
    const [providerLine] = await context.db
      .select()
      .from(callAccountTransactions)
      .where(eq(callAccountTransactions.id, record.provider_ledger_line_id ?? 0));
    expect(providerLine).toMatchObject({ call_account_id: world.provider.callAccount.id, amount: '0.06000' });
  });

  it("charges an inbound call to a DID with the DID's own terms, to the DID's call account, on the extension it rings", async () => {
    const call = {
      uuid: randomUUID(),
      callerIdNumber: '+447911123456',
      destinationNumber: world.did.number,
      domain: world.domain.name,
      start: new Date(Date.now() - 7200_000),
      billsec: 61,
    };
    const response = await postCdr(context.app, call, { encoding: 'form' });
    expect(response.json().status).toBe('recorded');
    expect(await recordOf(call.uuid)).toMatchObject({
      direction: 'inbound',
      call_type: 'DID',
      did_id: world.did.id,
      extension_id: world.callee.id,
      call_billing_account_id: world.customer.callAccount.id,
      rate_prefix: world.did.number,
      charged_seconds: 90,
      cost: '0.04000',
      rated: true,
    });
  });

  it("charges a call between two extensions at the call account's local charge", async () => {
    const call = {
      uuid: randomUUID(),
      callerIdNumber: '1001',
      destinationNumber: '1002',
      sipUser: '1001',
      domain: world.domain.name,
      start: new Date(),
      billsec: 30,
    };
    await postCdr(context.app, call, { encodeValues: true });
    expect(await recordOf(call.uuid)).toMatchObject({ direction: 'local', call_type: 'STANDARD', cost: '0.02000', charged_seconds: 60, rated: true });
  });

  it('stores what it cannot bill, unrated with the reason, and charges nothing', async () => {
    const stranger = {
      uuid: randomUUID(),
      callerIdNumber: '9999',
      destinationNumber: '08031234567',
      sipUser: '9999',
      domain: world.domain.name,
      start: new Date(),
      billsec: 40,
    };
    expect((await postCdr(context.app, stranger)).json().status).toBe('recorded');
    expect(await recordOf(stranger.uuid)).toMatchObject({
      rated: false,
      cost: '0.00000',
      ledger_line_id: null,
      unrated_reason: `Unknown caller: 9999@${world.domain.name} is no extension, and 08031234567 is none of our DIDs`,
    });
    const noRate = outboundCall(world, { destination: '+12125550100' });
    await postCdr(context.app, noRate.a);
    expect(await recordOf(noRate.uuid)).toMatchObject({ rated: false, unrated_reason: `No rate for 12125550100 on pricelist ${world.pricelist.id}` });
  });

  it('names its rows by the rl_* variables when the switch sets them', async () => {
    const call = outboundCall(world);
    await postCdr(context.app, {
      ...call.a,
      sipUser: 'unknown-user',
      variables: { rl_call_account_id: String(world.customer.callAccount.id), rl_extension_id: String(world.callee.id) },
    });
    expect(await recordOf(call.uuid)).toMatchObject({ extension_id: world.callee.id, call_billing_account_id: world.customer.callAccount.id, rated: true });
  });

  it('charges a call already made even past the credit limit', async () => {
    await context.db.update(callAccounts).set({ balance: '0.10', credit_limit: '0' }).where(eq(callAccounts.id, world.customer.callAccount.id));
    const call = outboundCall(world, { billsec: 600 });
    await postCdr(context.app, call.a);
    // 0.05 connect + 600 s at 0.10/min = 1.05, from a balance of 0.10.
    expect(await balanceOf(world.customer.callAccount.id)).toBe('-0.95000');
    await context.db.update(callAccounts).set({ balance: '100' }).where(eq(callAccounts.id, world.customer.callAccount.id));
  });

  it('writes concurrent CDRs together, each answered once committed, the ledger adding up line by line', async () => {
    const id = world.customer.callAccount.id;
    const before = await balanceOf(id);
    const lastLine = Math.max(0, ...(await linesOf(id)).map((line) => line.id));
    const calls = Array.from({ length: 60 }, (_, index) => outboundCall(world, { billsec: 1 + index }));
    const answers = await Promise.all(calls.flatMap((call) => [postCdr(context.app, call.a), postCdr(context.app, call.a), postCdr(context.app, call.b)]));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const statuses = answers.map((answer) => answer.json().status);
    expect(statuses.filter((status) => status === 'recorded')).toHaveLength(60);
    const records = await context.db
      .select()
      .from(callRecords)
      .where(sql`${callRecords.call_uuid} in ${calls.map((call) => call.uuid)}`);
    expect(records).toHaveLength(60);
    expect(records.every((record) => record.provider_cost !== null)).toBe(true);
    const total = records.reduce((sum, record) => sum + Number(record.cost), 0);
    expect(Number(await balanceOf(id))).toBeCloseTo(Number(before) - total, 4);
    const lines = (await linesOf(id)).filter((line) => line.id > lastLine).sort((a, b) => a.id - b.id);
    expect(lines).toHaveLength(60);
    expect(Number(lines[0].balance_after)).toBeCloseTo(Number(before) - Number(lines[0].amount), 5);
    for (let index = 1; index < lines.length; index += 1) {
      expect(Number(lines[index].balance_after)).toBeCloseTo(Number(lines[index - 1].balance_after) - Number(lines[index].amount), 5);
    }
  });

  it('keeps the daily summaries equal to the records they count', async () => {
    const days = await context.db
      .select({
        calls: sql<number>`sum(${callRecordDays.calls})::int`,
        billseconds: sql<number>`sum(${callRecordDays.billseconds})::int`,
        cost: sql<string>`sum(${callRecordDays.cost})`,
      })
      .from(callRecordDays)
      .where(eq(callRecordDays.user_type, 'user'));
    const records = await context.db
      .select({
        calls: sql<number>`count(*)::int`,
        billseconds: sql<number>`sum(${callRecords.billseconds})::int`,
        cost: sql<string>`sum(${callRecords.cost})`,
      })
      .from(callRecords);
    expect(days[0]).toEqual(records[0]);
    const providerDays = await context.db
      .select({ calls: sql<number>`sum(${callRecordDays.calls})::int`, cost: sql<string>`sum(${callRecordDays.cost})` })
      .from(callRecordDays)
      .where(and(eq(callRecordDays.user_type, 'provider'), eq(callRecordDays.account_id, world.provider.account.id)));
    const providerRecords = await context.db
      .select({ calls: sql<number>`count(*)::int`, cost: sql<string>`sum(${callRecords.provider_cost})` })
      .from(callRecords)
      .where(eq(callRecords.provider_account_id, world.provider.account.id));
    expect(providerDays[0]).toEqual(providerRecords[0]);
  });

  it('files a call from years ago in its own month, made on demand', async () => {
    const call = outboundCall(world, { start: new Date('2021-02-03T04:05:06Z') });
    await postCdr(context.app, call.a);
    const [row] = await context.db
      .execute<{ partition: string }>(sql`select tableoid::regclass::text as partition from call_records where call_uuid = ${call.uuid}`)
      .then((result) => result.rows);
    expect(row.partition).toBe('call_records_y2021m02');
  });

  it('keeps a raw CDR in its row, in its month made on demand and in the months made by the migrations, not in TOAST', async () => {
    const calls = [outboundCall(world, { start: new Date('2021-05-06T07:08:09Z') }), outboundCall(world)];
    for (const call of calls) await postCdr(context.app, call.a, { encodeValues: true });
    const stored = await context.db
      .execute<{ partition: string; size: number; outside: number }>(
        sql`select r.tableoid::regclass::text as partition, length(r.body) as size,
          (select pg_relation_size(c.reltoastrelid) from pg_class c where c.oid = r.tableoid)::int as outside
          from call_record_raws r where r.call_uuid in (${calls[0].uuid}, ${calls[1].uuid}) order by r.callstart`,
      )
      .then((result) => result.rows);
    expect(stored.map((raw) => raw.partition)).toEqual(['call_record_raws_y2021m05', expect.stringMatching(/^call_record_raws_y\d{4}m\d{2}$/)]);
    for (const raw of stored) {
      // With its uuids and times, the row is past PostgreSQL's 2 KB threshold: out of it but for the partition's toast_tuple_target.
      expect(raw.size).toBeGreaterThan(1900);
      expect(raw.outside).toBe(0);
    }
  });

  it('re-rates unrated calls once the data they lacked exists, charging them once', async () => {
    const call = {
      uuid: randomUUID(),
      callerIdNumber: '1003',
      destinationNumber: '08031234567',
      sipUser: '1003',
      domain: world.domain.name,
      start: new Date(),
      billsec: 60,
    };
    await postCdr(context.app, call);
    expect((await recordOf(call.uuid)).rated).toBe(false);
    await context.db
      .insert(extensions)
      .values({ username: '1003', domain_id: world.domain.id, account_id: world.customer.account.id, call_billing_account_id: world.customer.callAccount.id });
    const admin = await signIn(context.app, await createUser(context.db, 'admin'));
    const rerate = () => context.app.inject({ method: 'POST', url: '/api/v1/call_records/rerate', headers: admin.headers, payload: {} });
    const first = await rerate();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().rated).toBeGreaterThanOrEqual(1);
    const record = await recordOf(call.uuid);
    expect(record).toMatchObject({
      rated: true,
      unrated_reason: null,
      cost: '0.15000',
      direction: 'outbound',
      call_billing_account_id: world.customer.callAccount.id,
    });
    const balance = await balanceOf(world.customer.callAccount.id);
    await rerate();
    expect(await balanceOf(world.customer.callAccount.id)).toBe(balance);
    const [summary] = await context.db
      .select({ calls: sql<number>`sum(${callRecordDays.calls})::int` })
      .from(callRecordDays)
      .where(and(eq(callRecordDays.user_type, 'user'), eq(callRecordDays.account_id, 0)));
    const [unknown] = await context.db
      .select({ calls: sql<number>`count(*)::int` })
      .from(callRecords)
      .where(sql`${callRecords.account_id} is null`);
    expect(summary.calls ?? 0).toBe(unknown.calls);
  });
});
