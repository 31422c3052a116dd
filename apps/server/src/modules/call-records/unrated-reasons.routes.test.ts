import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callAccounts } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createUser, signIn } from '../../test/factories.js';
import { createCallWorld, outboundCall, postCdr, SWITCH } from '../../test/call-world.js';
import { insertCallRecords } from '../../test/call-records.js';
import type { SampleCall } from './mod-json-cdr.js';

type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * Unrated calls posted as FreeSWITCH posts them, each left unrated for a reason ingestion records:
 * the list counts them by kind of reason over all of them, and keeps one kind when asked.
 */
describe('unrated calls by reason', () => {
  const context = useTestApp({ switchCredentials: SWITCH });
  let admin: Session;
  const get = (url: string) => context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: admin.headers });

  beforeAll(async () => {
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
    const world = await createCallWorld(context.db);
    const stranger = (sipUser: string, start: string): SampleCall => {
      const { a } = outboundCall(world, { start: new Date(start), billsec: 40 });
      return { ...a, sipUser, callerIdNumber: sipUser };
    };
    const calls = [
      stranger('9998', '2024-05-12T10:00:00Z'),
      stranger('9999', '2024-05-12T10:05:00Z'),
      outboundCall(world, { start: new Date('2024-05-12T11:00:00Z'), billsec: 90, destination: '+12125550100' }).a,
      // Longer than a day: kept, not billed.
      outboundCall(world, { start: new Date('2024-05-12T11:30:00Z'), billsec: 90_000 }).a,
    ];
    for (const call of calls) expect((await postCdr(context.app, call)).statusCode).toBe(200);
    // A call account that lost its pricelist.
    await context.db.update(callAccounts).set({ pricelist_id: null }).where(eq(callAccounts.id, world.customer.callAccount.id));
    expect((await postCdr(context.app, outboundCall(world, { start: new Date('2024-05-12T12:00:00Z'), billsec: 30 }).a)).statusCode).toBe(200);
    // A reason of no known kind (written by an older version, say).
    await insertCallRecords(context.db, [{ callstart: new Date('2024-05-12T13:00:00Z'), rated: false, unrated_reason: 'Something else went wrong' }]);
  });

  it('counts every unrated call by the kind of its reason, the most first', async () => {
    const response = await get('/call_records/unrated');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.count).toBe(6);
    expect(body.reasons).toEqual([
      { reason: 'unknown_caller', count: 2 },
      { reason: 'implausible_duration', count: 1 },
      { reason: 'no_pricelist', count: 1 },
      { reason: 'no_rate', count: 1 },
      { reason: 'other', count: 1 },
    ]);
  });

  it('keeps the calls of one kind of reason, whole reasons and all, the counts still over every unrated call', async () => {
    const unknown = (await get('/call_records/unrated?reason=unknown_caller')).json();
    expect(unknown.count).toBe(2);
    expect(unknown.records.map((record: { unrated_reason: string }) => record.unrated_reason)).toEqual([
      expect.stringMatching(/^Unknown caller: 9999@pbx-.* is no extension, and 08031234567 is none of our DIDs$/),
      expect.stringMatching(/^Unknown caller: 9998@/),
    ]);
    expect(unknown.reasons).toHaveLength(5);
    const noRate = (await get('/call_records/unrated?reason=no_rate')).json();
    expect(noRate.records.map((record: { unrated_reason: string }) => record.unrated_reason)).toEqual([
      expect.stringMatching(/^No rate for 12125550100 on pricelist \d+$/),
    ]);
    const other = (await get('/call_records/unrated?reason=other&page=1&limit=10')).json();
    expect(other.records.map((record: { unrated_reason: string }) => record.unrated_reason)).toEqual(['Something else went wrong']);
    expect((await get('/call_records/unrated?reason=missing_did')).json()).toMatchObject({ count: 0, records: [] });
  });

  it('refuses a reason it does not know, naming the ones it does', async () => {
    const response = await get('/call_records/unrated?reason=bogus');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^reason must be one of: unknown_caller, no_rate, /);
  });
});
