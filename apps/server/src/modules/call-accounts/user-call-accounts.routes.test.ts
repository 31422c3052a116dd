import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';

describe('GET /users/{id}/call_accounts', () => {
  const context = useTestApp();
  let admin: Awaited<ReturnType<typeof signIn>>;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let mine: number[];

  const listFor = (userId: number, query = '', session = admin) =>
    context.app.inject({ method: 'GET', url: `/api/v1/users/${userId}/call_accounts?${query}`, headers: session.headers });
  const idsOf = (response: { json(): { results: { id: number }[] } }) => response.json().results.map((row) => row.id);

  beforeAll(async () => {
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
    owner = await createUser(context.db, 'user');
    const someoneElse = await createUser(context.db, 'user');
    const { pricelist } = await createCallAccountWithAccount(context.db);
    const create = async (name: string, type: 'user' | 'provider', ownerId: number) => {
      const payload = { name, number: String(Math.floor(1e9 + Math.random() * 9e9)), pricelist_id: pricelist.id, type, [`${type}_id`]: ownerId };
      const response = await context.app.inject({ method: 'POST', url: '/api/v1/call_accounts', headers: admin.headers, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    mine = [await create('Main', 'user', owner.id), await create('Spare line', 'user', owner.id), await create('Second Main', 'user', owner.id)];
    await create('Carrier', 'provider', owner.id);
    await create('Main', 'user', someoneElse.id);
  });

  it("answers only the user's own lines (type user), newest first, as {results, total}", async () => {
    const response = await listFor(owner.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(3);
    expect(idsOf(response)).toEqual([...mine].reverse());
    expect(response.json().results[0]).toMatchObject({ type: 'user', type_id: owner.id, user: { firstname: 'Test', lastname: 'user' } });
  });

  it('pages, searches and sorts within those lines', async () => {
    expect(idsOf(await listFor(owner.id, 'limit=2&page=2'))).toEqual([mine[0]]);
    expect((await listFor(owner.id, 'limit=2&page=2')).json().total).toBe(3);
    expect(idsOf(await listFor(owner.id, 'search=main&sort_by=name'))).toEqual([mine[0], mine[2]]);
    expect((await listFor(owner.id, 'sort_by=credit_limit')).statusCode).toBe(400);
  });

  it('answers an empty list for a user without call accounts, and 404 for a missing user', async () => {
    const admins = await listFor((await createUser(context.db, 'admin')).id);
    expect(admins.json()).toEqual({ results: [], total: 0 });
    const missing = await listFor(2147483000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'User was not found' });
    expect((await listFor(0)).statusCode).toBe(400);
  });

  it('needs CALL_ACCOUNTS list: an agent may, a self-service user may not', async () => {
    const agent = await signIn(context.app, await createUser(context.db, 'agent'));
    expect((await listFor(owner.id, '', agent)).statusCode).toBe(200);
    const user = await signIn(context.app, owner);
    const refused = await listFor(owner.id, '', user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'You are not allowed to list call accounts' });
  });
});
