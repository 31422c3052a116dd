import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callAccounts } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { insertCallRecords } from '../../test/call-records.js';
import { startOfLocalMonth } from './list-user-lines.js';
import { createCallAccountWithAccount, createDid, createDomain, createExtension, createUser, signIn } from '../../test/factories.js';

describe('GET /users/lines', () => {
  const context = useTestApp();
  let owner: { id: number; headers: Record<string, string> };
  let lines: { first: number; second: number; stranger: number };

  beforeAll(async () => {
    const person = await createUser(context.db, 'user');
    owner = { id: person.id, headers: (await signIn(context.app, person)).headers };
    const domain = await createDomain(context.db);
    const first = await createCallAccountWithAccount(context.db, person.id);
    await context.db.update(callAccounts).set({ balance: '12.5' }).where(eq(callAccounts.id, first.callAccount.id));
    await createDid(context.db, first, { number: '2348035550101' });
    await createDid(context.db, first, { number: '2348035550102' });
    await createExtension(context.db, { account: first.account, domain }, { username: 'ada-desk', call_billing_account_id: first.callAccount.id });
    const monthStart = startOfLocalMonth(new Date(), 'UTC');
    const calls = (cost: string, callstart: Date) => ({
      callstart,
      call_billing_account_id: first.callAccount.id,
      account_id: first.account.id,
      user_id: person.id,
      cost,
    });
    // Two calls this month count, one the instant before it began does not.
    await insertCallRecords(context.db, [
      calls('1.25000', new Date(monthStart.getTime() + 60_000)),
      calls('0.50000', new Date()),
      calls('7.00000', new Date(monthStart.getTime() - 1)),
    ]);
    const second = await createCallAccountWithAccount(context.db, person.id);
    const stranger = await createCallAccountWithAccount(context.db, (await createUser(context.db, 'user')).id);
    lines = { first: first.callAccount.id, second: second.callAccount.id, stranger: stranger.callAccount.id };
  });

  const get = (headers: Record<string, string>) => context.app.inject({ method: 'GET', url: '/api/v1/users/lines', headers });

  it("answers the signed-in user's own lines, oldest first, with the first DID and extension of each", async () => {
    const response = await get(owner.headers);
    expect(response.statusCode).toBe(200);
    const { results, total } = response.json();
    expect(total).toBe(2);
    expect(results).toEqual([
      expect.objectContaining({
        call_billing_account_id: lines.first,
        account_balance: '12.50000',
        did_number: '2348035550101',
        username: 'ada-desk',
        domain: expect.any(String),
        postpaid: false,
        spend_this_month: '1.75000',
        name: 'Main',
      }),
      expect.objectContaining({
        call_billing_account_id: lines.second,
        account_balance: '0.00000',
        did_number: null,
        username: null,
        domain: null,
        spend_this_month: '0.00000',
      }),
    ]);
    expect(results[0]).toHaveProperty('created_at');
    expect(JSON.stringify(results)).not.toContain(`"call_billing_account_id":${lines.stranger}`);
  });

  it('begins the month on the wall clock of the Time Zone configuration', () => {
    const now = new Date('2026-03-01T02:00:00Z');
    expect(startOfLocalMonth(now, 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    // Still February in New York at 02:00 UTC on 1 March.
    expect(startOfLocalMonth(now, 'America/New_York').toISOString()).toBe('2026-02-01T05:00:00.000Z');
    expect(startOfLocalMonth(new Date('2026-03-15T12:00:00Z'), 'Africa/Lagos').toISOString()).toBe('2026-02-28T23:00:00.000Z');
  });

  it("answers an admin their own lines only (none), never everyone's", async () => {
    const admin = await signIn(context.app, await createUser(context.db, 'admin'));
    expect((await get(admin.headers)).json()).toEqual({ results: [], total: 0 });
  });

  it('refuses a role without the self-service area, and takes no query', async () => {
    const agent = await signIn(context.app, await createUser(context.db, 'agent'));
    expect((await get(agent.headers)).statusCode).toBe(403);
    const withQuery = await context.app.inject({ method: 'GET', url: '/api/v1/users/lines?user_id=1', headers: owner.headers });
    expect(withQuery.statusCode).toBe(400);
  });
});
