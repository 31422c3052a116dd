import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callAccounts } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';

describe('call accounts API', () => {
  const context = useTestApp();
  let agent: Awaited<ReturnType<typeof signIn>>;
  let refs: Awaited<ReturnType<typeof createCallAccountWithAccount>>;
  const list = (query: string) => context.app.inject({ method: 'GET', url: `/api/v1/call_accounts?${query}`, headers: agent.headers });

  beforeAll(async () => {
    agent = await signIn(context.app, await createUser(context.db, 'agent'));
    refs = await createCallAccountWithAccount(context.db);
    await context.db.update(callAccounts).set({ name: 'Lagos_Office 100%' }).where(eq(callAccounts.id, refs.callAccount.id));
    await createCallAccountWithAccount(context.db);
  });

  it('searches names case-insensitively by substring', async () => {
    for (const search of ['lagos', 'OFFICE', 'os_of', '100%']) {
      const response = await list(`search=${encodeURIComponent(search)}`);
      expect(
        response.json().results.map((row: { id: number }) => row.id),
        search,
      ).toEqual([refs.callAccount.id]);
    }
  });

  it('treats _ and % as plain characters, not wildcards', async () => {
    expect((await list(`search=${encodeURIComponent('Lagos_')}`)).json().total).toBe(1);
    expect((await list(`search=${encodeURIComponent('Lago_')}`)).json().total).toBe(0);
    expect((await list(`search=${encodeURIComponent('%')}`)).json().total).toBe(1);
  });

  it('answers one row with its money as exact strings and its main account embedded', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/api/v1/call_accounts/${refs.callAccount.id}`, headers: agent.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ balance: '0.00000', main_account: { number: refs.account.number }, pricelist: { name: refs.pricelist.name } });
  });

  it('filters by main account and type, and refuses an unknown type', async () => {
    expect((await list(`main_account_id=${refs.account.id}`)).json().total).toBe(1);
    expect((await list('type=provider')).json().total).toBe(0);
    expect((await list('type=user')).json().total).toBe(2);
    const bad = await list('type=admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('type must be user or provider');
  });
});
