import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { callAccounts, callAccountTransactions, callRecordDays, callRecords } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';
import { createCallWorld, outboundCall, postCdr, SWITCH, type CallWorld } from '../../test/call-world.js';

/** What a faulty switch, a retrying one or a hostile configuration sends: each call stored once, charged at most once, nothing refused. */
describe('POST /freeswitch/cdr: exactly once per call, and never lost', () => {
  const context = useTestApp({ switchCredentials: SWITCH });
  let world: CallWorld;
  let admin: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    world = await createCallWorld(context.db);
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
  });

  const recordsOf = (callUuid: string) =>
    context.db
      .select()
      .from(callRecords)
      .where(sql`lower(${callRecords.call_uuid}) = lower(${callUuid})`);
  const balanceOf = async (id: number) =>
    (await context.db.select({ balance: callAccounts.balance }).from(callAccounts).where(eq(callAccounts.id, id)))[0].balance;
  const linesOf = (id: number) => context.db.$count(callAccountTransactions, eq(callAccountTransactions.call_account_id, id));
  const rerate = (payload: object) => context.app.inject({ method: 'POST', url: '/api/v1/call_records/rerate', headers: admin.headers, payload });
  const partitionsLike = async (pattern: string) =>
    (await context.db.execute<{ relname: string }>(sql`select relname from pg_class where relname like ${pattern}`)).rows.map((row) => row.relname);

  it('records and charges a call once when its A-leg comes again with a shifted start, in another month, or in capitals', async () => {
    const before = await balanceOf(world.customer.callAccount.id);
    const linesBefore = await linesOf(world.customer.callAccount.id);
    const call = outboundCall(world, { billsec: 125 });
    const first = await postCdr(context.app, call.a);
    expect(first.json()).toMatchObject({ status: 'recorded' });
    const id = first.json<{ call_record_id: number }>().call_record_id;

    const shifted = [1_000, 40 * 24 * 3600 * 1000, -1_000].map((ms) => ({ ...call.a, start: new Date(call.a.start.getTime() + ms) }));
    for (const again of shifted) expect((await postCdr(context.app, again)).json()).toEqual({ status: 'duplicate', call_record_id: id });
    const capitals = { ...call.a, uuid: call.uuid.toUpperCase(), start: new Date(call.a.start.getTime() + 2_000) };
    expect((await postCdr(context.app, capitals)).json()).toEqual({ status: 'duplicate', call_record_id: id });
    // Posted at once: the same uuid with two starts, decided under one lock.
    const racing = await Promise.all([5_000, 6_000].map((ms) => postCdr(context.app, { ...call.a, start: new Date(call.a.start.getTime() + ms) })));
    for (const response of racing) expect(response.json()).toEqual({ status: 'duplicate', call_record_id: id });

    expect(await recordsOf(call.uuid)).toHaveLength(1);
    expect(Number(await balanceOf(world.customer.callAccount.id))).toBeCloseTo(Number(before) - 0.3, 5);
    expect(await linesOf(world.customer.callAccount.id)).toBe(linesBefore + 1);

    // Its carrier leg, with a start of its own, still finds the one record.
    const providerBefore = await balanceOf(world.provider.callAccount.id);
    expect((await postCdr(context.app, { ...call.b, start: new Date(call.b.start.getTime() + 3_000) })).json()).toEqual({
      status: 'carrier_added',
      call_record_id: id,
    });
    expect((await postCdr(context.app, call.b)).json()).toEqual({ status: 'duplicate', call_record_id: id });
    expect(Number(await balanceOf(world.provider.callAccount.id))).toBeCloseTo(Number(providerBefore) - 0.124, 5);
  });

  it('keys a new call whose copy comes in the same batch with another start once', async () => {
    const call = outboundCall(world, { billsec: 60 });
    const answers = await Promise.all([0, 1_000, 2_000, 3_000].map((ms) => postCdr(context.app, { ...call.a, start: new Date(call.a.start.getTime() + ms) })));
    const statuses = answers.map((answer) => answer.json<{ status: string }>().status).sort();
    expect(statuses).toEqual(['duplicate', 'duplicate', 'duplicate', 'recorded']);
    const [record] = await recordsOf(call.uuid);
    for (const answer of answers) expect(answer.json()).toMatchObject({ call_record_id: record.id });
    expect(await recordsOf(call.uuid)).toHaveLength(1);
  });

  it('stores a CDR naming a deleted call account, unrated with the reason, and charges no one', async () => {
    const gone = await createCallAccountWithAccount(context.db, world.owner.id);
    await context.db.delete(callAccounts).where(eq(callAccounts.id, gone.callAccount.id));
    const before = await balanceOf(world.customer.callAccount.id);
    const call = outboundCall(world);
    const response = await postCdr(context.app, { ...call.a, variables: { rl_call_account_id: String(gone.callAccount.id) } });
    expect(response.statusCode, response.body).toBe(200);
    const [record] = await recordsOf(call.uuid);
    expect(response.json()).toEqual({ status: 'recorded', call_record_id: record.id });
    expect(record).toMatchObject({
      rated: false,
      unrated_reason: `Call account ${gone.callAccount.id} does not exist`,
      call_billing_account_id: null,
      extension_id: world.caller.id,
      cost: '0.00000',
      ledger_line_id: null,
    });
    expect(await balanceOf(world.customer.callAccount.id)).toBe(before);
  });

  it('charges no one when the rl_* ids name rows of different customers', async () => {
    const stranger = await createCallAccountWithAccount(context.db, (await createUser(context.db, 'user')).id);
    const [ownBefore, strangerBefore] = [await balanceOf(world.customer.callAccount.id), await balanceOf(stranger.callAccount.id)];
    const call = outboundCall(world);
    const response = await postCdr(context.app, {
      ...call.a,
      variables: { rl_extension_id: String(world.caller.id), rl_call_account_id: String(stranger.callAccount.id) },
    });
    const [record] = await recordsOf(call.uuid);
    expect(response.json()).toEqual({ status: 'recorded', call_record_id: record.id });
    expect(record).toMatchObject({ rated: false, cost: '0.00000', ledger_line_id: null, call_billing_account_id: null, user_id: null });
    expect(record.unrated_reason).toBe(
      `The rl_* ids disagree: rl_extension_id ${world.caller.id} (1001@${world.domain.name}) belongs to user ${world.owner.id} ` +
        `and rl_call_account_id ${stranger.callAccount.id} to user ${stranger.callAccount.type_id}; no one is charged`,
    );
    expect(await balanceOf(world.customer.callAccount.id)).toBe(ownBefore);
    expect(await balanceOf(stranger.callAccount.id)).toBe(strangerBefore);
    // The same ids, agreeing, bill as usual.
    const agreeing = outboundCall(world, { billsec: 125 });
    await postCdr(context.app, {
      ...agreeing.a,
      variables: { rl_extension_id: String(world.caller.id), rl_call_account_id: String(world.customer.callAccount.id) },
    });
    expect((await recordsOf(agreeing.uuid))[0]).toMatchObject({ rated: true, cost: '0.30000' });
  });

  it('keeps a call of implausible length unrated, counts none of its seconds, and rates it once an operator gives its seconds', async () => {
    const before = await balanceOf(world.customer.callAccount.id);
    const longCall = outboundCall(world, { billsec: 999_999_999 });
    const hugeDuration = outboundCall(world, { billsec: 125 });
    const long = await postCdr(context.app, longCall.a);
    const huge = await postCdr(context.app, { ...hugeDuration.a, variables: { duration: '4294967296' } });
    expect(long.statusCode, long.body).toBe(200);
    expect(huge.statusCode, huge.body).toBe(200);
    const [longRecord] = await recordsOf(longCall.uuid);
    const [hugeRecord] = await recordsOf(hugeDuration.uuid);
    expect(longRecord).toMatchObject({ rated: false, cost: '0.00000', billseconds: 0, duration: 0, ledger_line_id: null });
    expect(longRecord.unrated_reason).toMatch(/^Implausible duration: billsec 999999999 s, duration \d+ s; at most 86400 s \(24 h\) is billed$/);
    expect(hugeRecord).toMatchObject({ rated: false, billseconds: 0 });
    expect(hugeRecord.unrated_reason).toBe('Implausible duration: billsec 125 s, duration 4294967296 s; at most 86400 s (24 h) is billed');
    expect(await balanceOf(world.customer.callAccount.id)).toBe(before);
    const [{ seconds }] = await context.db
      .select({ seconds: sql<string>`coalesce(sum(${callRecordDays.billseconds}), 0)` })
      .from(callRecordDays)
      .where(eq(callRecordDays.call_account_id, world.customer.callAccount.id));
    expect(Number(seconds)).toBeLessThan(1_000_000);

    // Re-rating as sent leaves them as they are; with the operator's seconds, each is charged once.
    expect((await rerate({})).json()).toMatchObject({ rated: 0 });
    expect(await balanceOf(world.customer.callAccount.id)).toBe(before);
    const corrected = await rerate({ corrections: [{ id: longRecord.id, billseconds: 125 }, { id: hugeRecord.id }] });
    expect(corrected.json()).toEqual({ checked: 2, rated: 1, unrated: 1 });
    expect((await recordsOf(longCall.uuid))[0]).toMatchObject({ rated: true, cost: '0.30000', billseconds: 125, unrated_reason: null });
    expect((await recordsOf(hugeDuration.uuid))[0]).toMatchObject({ rated: false, unrated_reason: hugeRecord.unrated_reason });
    expect((await rerate({ corrections: [{ id: hugeRecord.id, billseconds: 125 }] })).json()).toEqual({ checked: 1, rated: 1, unrated: 0 });
    expect((await rerate({ corrections: [{ id: longRecord.id, billseconds: 125 }] })).json()).toEqual({ checked: 0, rated: 0, unrated: 0 });
    expect(Number(await balanceOf(world.customer.callAccount.id))).toBeCloseTo(Number(before) - 0.6, 5);

    const refused = await rerate({ corrections: [{ id: longRecord.id, billseconds: 86_401 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/at most 86400/);
  });

  it('files a call whose start is out of range under its arrival, unrated, making no partition for its year, and rates it once accepted', async () => {
    const before = await balanceOf(world.customer.callAccount.id);
    const starts = [new Date(99_999_999_999_999), new Date('2100-03-01T10:00:00Z'), new Date('1971-01-01T00:00:05Z')];
    const calls = starts.map((start) => outboundCall(world, { billsec: 125, start }));
    const posted = Date.now();
    for (const call of calls) {
      const response = await postCdr(context.app, call.a);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'recorded' });
    }
    const records = await Promise.all(calls.map(async (call) => (await recordsOf(call.uuid))[0]));
    records.forEach((record, index) => {
      expect(record).toMatchObject({ rated: false, cost: '0.00000', ledger_line_id: null, billseconds: 125, extension_id: world.caller.id });
      expect(record.reported_callstart?.toISOString()).toBe(starts[index].toISOString());
      expect(Math.abs(record.callstart.getTime() - posted)).toBeLessThan(60_000);
      expect(record.unrated_reason).toMatch(/^Start time out of range: /);
    });
    expect(records[0].reported_callstart?.getUTCFullYear()).toBe(5138);
    const shown = await context.app.inject({ method: 'GET', url: `/api/v1/call_records/${records[2].id}`, headers: admin.headers });
    expect(shown.json().record).toMatchObject({ reported_callstart: '1971-01-01T00:00:05.000Z', callstart: records[2].callstart.toISOString() });
    expect(await partitionsLike('call_record%_y5138%')).toEqual([]);
    expect(await partitionsLike('call_record%_y2100%')).toEqual([]);
    expect(await partitionsLike('call_record%_y1971%')).toEqual([]);
    expect(await balanceOf(world.customer.callAccount.id)).toBe(before);
    // Posted again, later: the same call.
    expect((await postCdr(context.app, calls[0].a)).json()).toEqual({ status: 'duplicate', call_record_id: records[0].id });

    expect((await rerate({})).json()).toMatchObject({ rated: 0 });
    const accepted = await rerate({ corrections: records.map((record) => ({ id: record.id })) });
    expect(accepted.json()).toEqual({ checked: 3, rated: 3, unrated: 0 });
    for (const call of calls) expect((await recordsOf(call.uuid))[0]).toMatchObject({ rated: true, cost: '0.30000', unrated_reason: null });
    expect(Number(await balanceOf(world.customer.callAccount.id))).toBeCloseTo(Number(before) - 0.9, 5);
  });

  it('answers 400 for a correction that is no call record id', async () => {
    const response = await rerate({ corrections: [{ id: 'x' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });
});
