import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { insertCallRecords } from '../../test/call-records.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';

type Headers = Record<string, string>;

describe('GET /users/lines/logs', () => {
  const context = useTestApp();
  let owner: Headers;
  let lines: { first: number; second: number; stranger: number; strangerAccount: number; strangerUser: number };

  beforeAll(async () => {
    const person = await createUser(context.db, 'user');
    owner = (await signIn(context.app, person)).headers;
    const first = await createCallAccountWithAccount(context.db, person.id);
    const second = await createCallAccountWithAccount(context.db, person.id);
    const strangerUser = await createUser(context.db, 'user');
    const stranger = await createCallAccountWithAccount(context.db, strangerUser.id);
    lines = {
      first: first.callAccount.id,
      second: second.callAccount.id,
      stranger: stranger.callAccount.id,
      strangerAccount: stranger.account.id,
      strangerUser: strangerUser.id,
    };
    const day = (hour: number) => new Date(Date.UTC(2024, 4, 2, hour));
    await insertCallRecords(context.db, [
      { callstart: day(1), call_billing_account_id: first.callAccount.id, account_id: first.account.id, user_id: person.id, cost: '1.50000', billseconds: 90 },
      { callstart: day(2), call_billing_account_id: first.callAccount.id, account_id: first.account.id, user_id: person.id, cost: '0.25000', billseconds: 15 },
      {
        callstart: day(3),
        call_billing_account_id: second.callAccount.id,
        account_id: second.account.id,
        user_id: person.id,
        cost: '2.00000',
        billseconds: 120,
      },
      { callstart: day(4), call_billing_account_id: stranger.callAccount.id, account_id: stranger.account.id, user_id: strangerUser.id, cost: '9.00000' },
    ]);
  });

  const get = (query = '', headers = owner) => context.app.inject({ method: 'GET', url: `/api/v1/users/lines/logs${query}`, headers });

  it("answers the records of the caller's own lines only, with the totals over all of them", async () => {
    const response = await get('?page=1&limit=20');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ count: 3, total_cost: '3.75000', billseconds: 225, answered: 3, asr: 100, acd: 75 });
    // The margin is read off the carriers' costs, which are no customer's to see.
    expect(answer).not.toHaveProperty('margin');
    // Nor who carried each call, at what cost and rate.
    for (const record of answer.records) {
      expect(Object.keys(record).filter((key) => /^(provider_|trunk|gateway|margin)/.test(key))).toEqual([]);
      expect(record).toHaveProperty('cost');
    }
    expect(answer.records.map((record: { call_billing_account_id: number }) => record.call_billing_account_id).sort()).toEqual(
      [lines.first, lines.first, lines.second].sort(),
    );
  });

  it('narrows to one of their lines, and takes the call-record filters', async () => {
    expect((await get(`?call_account_id=${lines.second}`)).json()).toMatchObject({ count: 1, total_cost: '2.00000' });
    expect((await get('?from=2024-05-02&to=2024-05-02&sort_by=cost')).json().records.map((record: { cost: string }) => record.cost)).toEqual([
      '0.25000',
      '1.50000',
      '2.00000',
    ]);
  });

  it("answers 404 for someone else's line, and none of their records for any other filter", async () => {
    const foreign = await get(`?call_account_id=${lines.stranger}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'User line was not found', fields: { call_account_id: 'User line was not found' } });
    for (const query of [`?account_id=${lines.strangerAccount}`, `?user_id=${lines.strangerUser}`]) {
      expect((await get(query)).json()).toMatchObject({ records: [], count: 0 });
    }
  });

  it('answers someone without lines nothing at all', async () => {
    const admin = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
    expect((await get('', admin)).json()).toMatchObject({ records: [], count: 0, total_cost: expect.stringMatching(/^0(\.0+)?$/) });
  });
});
