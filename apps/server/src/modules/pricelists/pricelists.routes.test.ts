import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callAccounts, rates } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createPricelist, createUser, signIn } from '../../test/factories.js';
import { itRequiresAName } from '../../test/shared-cases.js';
import { createdRecord } from '../../test/api.js';

describe('pricelists API', () => {
  const context = useTestApp();
  let admin: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    context.app.inject({ method, url: `/api/v1/pricelists${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });
  const uniqueName = () => `Retail ${Math.random().toString(36).slice(2, 10)}`;

  it('creates a pricelist with the defaults 60/60, markup 0 and routing type 1, and reads it back', async () => {
    const pricelist = await createdRecord(call('POST', '', { name: ' Retail NG ', description: 'Nigeria retail' }));
    expect(pricelist).toMatchObject({
      name: 'Retail NG',
      init_inc: 60,
      inc: 60,
      markup: 0,
      routing_type: 1,
      enabled: true,
      description: 'Nigeria retail',
      created_by: { firstname: 'Test', lastname: 'admin' },
    });
    expect((await call('GET', `/${pricelist.id}`)).json()).toEqual(pricelist);
  });

  itRequiresAName(call);

  it.each([
    [{ init_inc: 0 }, 'Initial increment must be at least 1'],
    [{ inc: 0 }, 'Increment must be at least 1'],
    [{ routing_type: 0 }, 'Routing type must be at least 1'],
    [{ markup: -1 }, 'Markup must be at least 0'],
    [{ inc: 1.5 }, 'Increment must be a whole number'],
    [{ init_inc: '60' }, 'Initial increment must be a number'],
    [{ enabled: 'yes' }, 'Enabled must be true or false'],
  ])('refuses %j on create and update: %s', async (values, message) => {
    const create = await call('POST', '', { name: uniqueName(), ...values });
    expect(create.statusCode).toBe(400);
    expect(create.json().error).toBe(message);
    const pricelist = await createPricelist(context.db);
    const update = await call('PATCH', `/${pricelist.id}`, values);
    expect(update.statusCode).toBe(400);
    expect(update.json().error).toBe(message);
  });

  it('accepts the numeric minimums and a markup of 0', async () => {
    const response = await call('POST', '', { name: uniqueName(), init_inc: 1, inc: 1, routing_type: 1, markup: 0 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ init_inc: 1, inc: 1, routing_type: 1, markup: 0 });
  });

  it('answers 409 for a name already taken, on create and update', async () => {
    const taken = await createPricelist(context.db);
    const duplicate = await call('POST', '', { name: taken.name });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe('A record with this name already exists');
    const other = await createPricelist(context.db);
    expect((await call('PATCH', `/${other.id}`, { name: taken.name })).statusCode).toBe(409);
  });

  it('PATCH changes only the given fields', async () => {
    const before = (await call('POST', '', { name: uniqueName(), markup: 5 })).json();
    const response = await call('PATCH', `/${before.id}`, { inc: 6, enabled: false, description: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...before, inc: 6, enabled: false, description: null, updated_at: response.json().updated_at });
  });

  it('lists with search, sorting, paging and the enabled filter', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    for (const [name, enabled] of [
      [`Bravo ${tag}`, true],
      [`Alpha ${tag}`, false],
      [`Charlie ${tag}`, true],
    ] as const)
      await createPricelist(context.db, { name, enabled });
    const sorted = (await call('GET', `?search=${tag}&sort_by=name`)).json();
    expect(sorted.total).toBe(3);
    expect(sorted.results.map((row: { name: string }) => row.name)).toEqual([`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]);
    const page = (await call('GET', `?search=${tag}&sort_by=-name&limit=2&page=2`)).json();
    expect(page).toMatchObject({ total: 3, results: [{ name: `Alpha ${tag}` }] });
    const enabled = (await call('GET', `?search=${tag}&enabled=true`)).json();
    expect(enabled.total).toBe(2);
    expect((await call('GET', '?sort_by=markup')).statusCode).toBe(400);
  });

  it('deletes an unused pricelist without rates at once', async () => {
    const pricelist = await createPricelist(context.db);
    expect((await call('DELETE', `/${pricelist.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${pricelist.id}`)).statusCode).toBe(404);
  });

  it('deletes a pricelist with its rates only once the count of rates going with it is confirmed', async () => {
    const pricelist = await createPricelist(context.db);
    await context.db.insert(rates).values(['234', '44'].map((prefix) => ({ pricelist_id: pricelist.id, prefix, cost_per_min: '0.1' })));
    const asked = await call('DELETE', `/${pricelist.id}`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({ error: 'Deleting this pricelist also deletes its 2 rates', confirm: '2' });
    // A rate added since the question asks again, for the new count.
    await context.db.insert(rates).values({ pricelist_id: pricelist.id, prefix: '1', cost_per_min: '0.1' });
    expect((await call('DELETE', `/${pricelist.id}?confirm=2`)).json()).toEqual({ error: 'Deleting this pricelist also deletes its 3 rates', confirm: '3' });
    expect(await context.db.$count(rates, eq(rates.pricelist_id, pricelist.id))).toBe(3);
    expect((await call('DELETE', `/${pricelist.id}?confirm=3`)).statusCode).toBe(204);
    expect((await call('GET', `/${pricelist.id}`)).json()).toEqual({ error: 'Pricelist was not found' });
    expect(await context.db.$count(rates, eq(rates.pricelist_id, pricelist.id))).toBe(0);
  });

  it('refuses to delete a pricelist call accounts use, naming them, and keeps it', async () => {
    const { pricelist, callAccount } = await createCallAccountWithAccount(context.db);
    const response = await call('DELETE', `/${pricelist.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: `This pricelist is used by 1 call account (${callAccount.number}); give them another pricelist first` });
    expect((await call('GET', `/${pricelist.id}`)).statusCode).toBe(200);
  });

  it('names at most five call accounts and counts the rest', async () => {
    const { pricelist, account } = await createCallAccountWithAccount(context.db);
    // Numbers starting with 0 sort before the factory's, so these are the five named.
    const numbers = ['0700000001', '0700000002', '0700000003', '0700000004', '0700000005', '0700000006'];
    await context.db
      .insert(callAccounts)
      .values(numbers.map((number) => ({ type: 'user', number, name: 'Extra', main_account_id: account.id, pricelist_id: pricelist.id })));
    const response = await call('DELETE', `/${pricelist.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      `This pricelist is used by 7 call accounts (${numbers.slice(0, 5).join(', ')} and 2 more); give them another pricelist first`,
    );
  });

  it('answers 404 for a missing pricelist on get, update and delete', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await call(method, '/2147483000', method === 'PATCH' ? { markup: 1 } : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Pricelist was not found' });
    }
  });

  it('lets an agent read pricelists but not change them', async () => {
    const agent = await signIn(context.app, await createUser(context.db, 'agent'));
    const pricelist = await createPricelist(context.db);
    const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      context.app.inject({ method, url: `/api/v1/pricelists${url}`, headers: agent.headers, ...(payload ? { payload } : {}) });
    expect((await as('GET', '')).statusCode).toBe(200);
    expect((await as('GET', `/${pricelist.id}`)).statusCode).toBe(200);
    expect((await as('POST', '', { name: uniqueName() })).json()).toEqual({ error: 'You are not allowed to create pricelists' });
    expect((await as('PATCH', `/${pricelist.id}`, { markup: 9 })).statusCode).toBe(403);
    expect((await as('DELETE', `/${pricelist.id}`)).statusCode).toBe(403);
    expect((await call('GET', `/${pricelist.id}`)).json().markup).toBe(0);
  });
});
