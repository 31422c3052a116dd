import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';
import { insertCallRecords } from '../../test/call-records.js';
import { callAccountTransactions, callRecordRaws, callRecords } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

type Session = Awaited<ReturnType<typeof signIn>>;

describe('call record detail, unrated calls and CSV export', () => {
  const context = useTestApp();
  let admin: Session;
  let agent: Session;
  let rated: Awaited<ReturnType<typeof insertCallRecords>>[number];
  let unrated: Awaited<ReturnType<typeof insertCallRecords>>[number];
  let callAccount: Awaited<ReturnType<typeof createCallAccountWithAccount>>['callAccount'];
  const rawBody = JSON.stringify({ variables: { uuid: 'a-leg', billsec: '60' }, callflow: [] });

  const get = (url: string, session: Session = admin) => context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: session.headers });

  beforeAll(async () => {
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
    agent = await signIn(context.app, await createUser(context.db, 'agent'));
    const world = await createCallAccountWithAccount(context.db);
    const { account, pricelist } = world;
    callAccount = world.callAccount;
    [rated, unrated] = await insertCallRecords(context.db, [
      {
        callstart: new Date('2024-04-02T10:00:00Z'),
        account_id: account.id,
        call_billing_account_id: callAccount.id,
        caller_id_number: '=HYPERLINK("http://evil")',
        cost: '0.30000',
        pricelist_id: pricelist.id,
        rated_number: '2348031234567',
        rate_prefix: '234803',
        rate_cost_per_min: '0.10000',
        rate_connect_cost: '0.05000',
        rate_included_seconds: 0,
        rate_init_inc: 60,
        rate_inc: 30,
        rate_markup: 0,
        charged_seconds: 150,
      },
      {
        callstart: new Date('2024-04-03T10:00:00Z'),
        cost: '0',
        rated: false,
        unrated_reason: 'No rate for 99912345 on Pricelist X',
        destination_number: '99912345',
      },
    ]);
    const [line] = await context.db
      .insert(callAccountTransactions)
      .values({ call_account_id: callAccount.id, type: 'debit', amount: '0.30000', balance_after: '-0.30000', description: 'Call to 2348031234567' })
      .returning();
    await context.db.update(callRecords).set({ ledger_line_id: line.id }).where(eq(callRecords.id, rated.id));
    await context.db.insert(callRecordRaws).values({
      call_uuid: rated.call_uuid,
      leg_uuid: rated.call_uuid,
      leg: 'a',
      callstart: rated.callstart,
      content_type: 'application/json',
      // Kept before raw CDRs had a dictionary: still read.
      body: gzipSync(rawBody),
    });
  });

  describe('GET /call_records/{id}', () => {
    it('answers the record with its ledger line, the rate it was priced with and the raw CDR', async () => {
      const response = await get(`/call_records/${rated.id}`);
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json();
      expect(detail.record).toMatchObject({
        id: rated.id,
        call_uuid: rated.call_uuid,
        cost: '0.30000',
        account: { type: 'user' },
        call_billing_account: { type: 'user' },
      });
      expect(detail.ledger_line).toMatchObject({
        type: 'debit',
        amount: '0.30000',
        balance_after: '-0.30000',
        description: 'Call to 2348031234567',
        call_account: { number: callAccount.number, name: callAccount.name },
      });
      expect(detail.provider_ledger_line).toBeNull();
      expect(detail.rate).toEqual({
        pricelist_id: rated.pricelist_id,
        pricelist: { name: expect.stringMatching(/^Pricelist /) },
        rated_number: '2348031234567',
        prefix: '234803',
        cost_per_min: '0.10000',
        connect_cost: '0.05000',
        included_seconds: 0,
        init_inc: 60,
        inc: 30,
        markup: 0,
        charged_seconds: 150,
      });
      expect(detail.provider_rate).toBeNull();
      expect(detail.raw).toEqual([{ leg: 'a', leg_uuid: rated.call_uuid, content_type: 'application/json', received_at: expect.any(String), body: rawBody }]);
    });

    it('keeps the raw CDR from a role that may only read records', async () => {
      const detail = (await get(`/call_records/${rated.id}`, agent)).json();
      expect(detail.record.id).toBe(rated.id);
      expect(detail).not.toHaveProperty('raw');
    });

    it('answers 404 for a record that does not exist and 400 for an id that is none', async () => {
      expect((await get('/call_records/2147483000')).statusCode).toBe(404);
      expect((await get('/call_records/abc')).statusCode).toBe(400);
    });
  });

  it('lists the unrated calls with their reason', async () => {
    const body = (await get('/call_records/unrated')).json();
    expect(body.count).toBe(1);
    expect(body.records.map((record: { id: number; unrated_reason: string }) => [record.id, record.unrated_reason])).toEqual([
      [unrated.id, 'No rate for 99912345 on Pricelist X'],
    ]);
  });

  describe('CSV export', () => {
    it('streams every matching record in the list order, a formula typed into a number made harmless', async () => {
      const response = await get('/call_records/users/export?sort_by=callstart');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="call-records-users-\d{4}-\d{2}-\d{2}\.csv"$/);
      const rows: Record<string, string>[] = parse(response.body, { columns: true });
      expect(rows.map((row) => row.call_uuid)).toEqual([rated.call_uuid, unrated.call_uuid]);
      expect(rows[0]).toMatchObject({ callstart: '2024-04-02T10:00:00Z', caller_id_number: `'=HYPERLINK("http://evil")`, cost: '0.30000', rated: 'true' });
      expect(rows[1]).toMatchObject({ rated: 'false', unrated_reason: 'No rate for 99912345 on Pricelist X' });
    });

    it('applies the filter, and answers only the header when nothing matches', async () => {
      const rows = parse((await get('/call_records/users/export?destination=999')).body, { columns: true });
      expect(rows).toHaveLength(1);
      const empty = await get('/call_records/providers/export');
      expect(empty.body.trim().split('\n')).toHaveLength(1);
      expect(empty.body).toMatch(/^id,call_uuid,callstart,/);
    });

    it('refuses paging parameters and a self-service user', async () => {
      expect((await get('/call_records/users/export?page=2')).statusCode).toBe(400);
      const user = await signIn(context.app, await createUser(context.db, 'user'));
      expect((await get('/call_records/users/export', user)).statusCode).toBe(403);
      expect((await get(`/call_records/${rated.id}`, user)).statusCode).toBe(403);
    });
  });
});
