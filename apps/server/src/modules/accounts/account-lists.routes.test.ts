import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createAccount, createUser, signIn } from '../../test/factories.js';

type Session = Awaited<ReturnType<typeof signIn>>;

describe("a user's accounts and an account's extensions", () => {
  const context = useTestApp();
  const sessions = {} as Record<'admin' | 'agent' | 'user', Session>;
  let owner: { id: number };
  let ownAccounts: { id: number; number: string }[];

  beforeAll(async () => {
    for (const role of ['admin', 'agent', 'user'] as const) sessions[role] = await signIn(context.app, await createUser(context.db, role));
    owner = await createUser(context.db, 'user');
    const stranger = await createUser(context.db, 'user');
    ownAccounts = [];
    for (const number of ['5550001', '5550002', '5550003']) ownAccounts.push(await createAccount(context.db, { type: 'user', type_id: owner.id, number }));
    // Neither a provider account naming the same person nor another user's account is one of the user's accounts.
    await createAccount(context.db, { type: 'provider', type_id: owner.id, number: '5550004' });
    await createAccount(context.db, { type: 'user', type_id: stranger.id, number: '5550005' });
  });

  const get = (url: string, session = sessions.admin) => context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: session.headers });
  const numbersOf = (response: { json(): { results: { number: string }[] } }) => response.json().results.map((row) => row.number);

  describe('GET /users/{userId}/accounts', () => {
    it('answers the user accounts linked to the user, newest first, in the list shape', async () => {
      const response = await get(`/users/${owner.id}/accounts`);
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBe(3);
      expect(numbersOf(response)).toEqual(['5550003', '5550002', '5550001']);
      expect(response.json().results[0]).toMatchObject({
        id: ownAccounts[2].id,
        type: 'user',
        type_id: owner.id,
        user: { firstname: 'Test', lastname: 'user' },
      });
    });

    it('takes the list query: paging, sorting, search and filters', async () => {
      const secondPage = await get(`/users/${owner.id}/accounts?limit=2&page=2&sort_by=number`);
      expect(secondPage.json().total).toBe(3);
      expect(numbersOf(secondPage)).toEqual(['5550003']);
      expect(numbersOf(await get(`/users/${owner.id}/accounts?search=0002`))).toEqual(['5550002']);
      expect((await get(`/users/${owner.id}/accounts?type=provider`)).json()).toEqual({ results: [], total: 0 });
      expect((await get(`/users/${owner.id}/accounts?sort_by=password`)).statusCode).toBe(400);
    });

    it('answers an empty list for a user without accounts, 404 for a missing user and 400 for a bad id', async () => {
      const lonely = await createUser(context.db, 'user');
      expect((await get(`/users/${lonely.id}/accounts`)).json()).toEqual({ results: [], total: 0 });
      const missing = await get('/users/2147483000/accounts');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'User was not found' });
      expect((await get('/users/abc/accounts')).statusCode).toBe(400);
    });

    it('needs ACCOUNTS:list', async () => {
      expect((await get(`/users/${owner.id}/accounts`, sessions.agent)).statusCode).toBe(200);
      const refused = await get(`/users/${owner.id}/accounts`, sessions.user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'You are not allowed to list accounts' });
    });
  });

  describe('GET /accounts/{id}/extensions', () => {
    it('answers the list shape for an existing account', async () => {
      const response = await get(`/accounts/${ownAccounts[0].id}/extensions?page=1&limit=20`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ results: [], total: 0 });
    });

    it('answers 404 for a missing account and 400 for a bad id or page', async () => {
      const missing = await get('/accounts/2147483000/extensions');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Account was not found' });
      expect((await get('/accounts/0/extensions')).statusCode).toBe(400);
      expect((await get(`/accounts/${ownAccounts[0].id}/extensions?page=0`)).statusCode).toBe(400);
    });

    it('needs EXTENSIONS:list', async () => {
      expect((await get(`/accounts/${ownAccounts[0].id}/extensions`, sessions.agent)).statusCode).toBe(200);
      const refused = await get(`/accounts/${ownAccounts[0].id}/extensions`, sessions.user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'You are not allowed to list extensions' });
    });
  });
});
