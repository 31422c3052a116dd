import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { callAccounts, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createAccount, createCallAccountWithAccount, createDid, createUser, signIn } from '../../test/factories.js';
import { MISSING_ID, itAnswers404ForAMissingRow } from '../../test/shared-cases.js';
import { createdRecord } from '../../test/api.js';

describe('call accounts API', () => {
  const context = useTestApp();
  let admin: Awaited<ReturnType<typeof signIn>>;
  let agent: Awaited<ReturnType<typeof signIn>>;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let refs: Awaited<ReturnType<typeof createCallAccountWithAccount>>;
  /** An account of the owner's, which their call accounts may fall under. */
  let ownersAccount: Awaited<ReturnType<typeof createAccount>>;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>, session = admin) =>
    context.app.inject({ method, url: `/api/v1/call_accounts${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
  const create = (payload: Record<string, unknown>) => call('POST', '', payload);
  const newNumber = () => `80${Math.floor(1e9 + Math.random() * 9e9)}`;
  const validBody = () => ({ name: 'Home line', number: newNumber(), pricelist_id: refs.pricelist.id, type: 'user', user_id: owner.id });
  const createValid = async (values: Record<string, unknown> = {}) => {
    const response = await create({ ...validBody(), ...values });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  /** A self-service user with a name of their own, so a message naming two owners tells them apart. */
  const createNamedUser = async (firstname: string, lastname: string) => {
    const user = await createUser(context.db, 'user');
    await context.db.update(users).set({ firstname, lastname }).where(eq(users.id, user.id));
    return user;
  };

  beforeAll(async () => {
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
    agent = await signIn(context.app, await createUser(context.db, 'agent'));
    owner = await createUser(context.db, 'user');
    refs = await createCallAccountWithAccount(context.db);
    ownersAccount = await createAccount(context.db, { type: 'user', type_id: owner.id });
  });

  describe('create and read', () => {
    it('creates a call account with the spec defaults, its owner under type_id and every embed', async () => {
      const created = await createdRecord(create({ ...validBody(), number: '8031234567', main_account_id: ownersAccount.id }));
      expect(created).toMatchObject({
        name: 'Home line',
        number: '8031234567',
        type: 'user',
        type_id: owner.id,
        user: { firstname: 'Test', lastname: 'user' },
        pricelist_id: refs.pricelist.id,
        pricelist: { name: refs.pricelist.name },
        main_account_id: ownersAccount.id,
        main_account: { number: ownersAccount.number },
        balance: '0.00000',
        credit_limit: '0.00000',
        local_charge_per_min: '0.00000',
        postpaid: false,
        enabled: true,
        created_by: { firstname: 'Test', lastname: 'admin' },
      });
      expect(created).not.toHaveProperty('user_id');
      expect((await call('GET', `/${created.id}`)).json()).toEqual(created);
    });

    it("refuses a main account of another customer's, on create and edit, naming both owners", async () => {
      const customer = await createNamedUser('Ada', 'Obi');
      const customersAccount = await createAccount(context.db, { type: 'user', type_id: customer.id });
      const stranger = await createNamedUser('Bayo', 'Ade');
      const strangersAccount = await createAccount(context.db, { type: 'user', type_id: stranger.id });
      const message = `The call account belongs to Ada Obi and the main account to Bayo Ade; both must belong to the same customer`;
      const refused = await create({ ...validBody(), user_id: customer.id, main_account_id: strangersAccount.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: message, fields: { main_account_id: message } });
      const mine = await createValid({ user_id: customer.id, main_account_id: customersAccount.id });
      expect((await call('PATCH', `/${mine.id}`, { main_account_id: strangersAccount.id })).json().error).toBe(message);
      // Moving the line to another owner while it still falls under the old owner's account is the same mistake.
      const moved = await call('PATCH', `/${mine.id}`, { user_id: stranger.id });
      expect(moved.statusCode).toBe(400);
      expect(moved.json().error).toBe('The call account belongs to Bayo Ade and the main account to Ada Obi; both must belong to the same customer');
      expect((await call('PATCH', `/${mine.id}`, { user_id: stranger.id, main_account_id: strangersAccount.id })).statusCode).toBe(200);
    });

    it('stores money exactly and takes a provider under provider_id', async () => {
      const created = await createValid({ user_id: undefined, type: 'provider', provider_id: owner.id, credit_limit: '150.12345', local_charge_per_min: 0.5 });
      expect(created).toMatchObject({ type: 'provider', type_id: owner.id, credit_limit: '150.12345', local_charge_per_min: '0.50000', main_account: null });
    });

    it.each([
      [{ name: undefined }, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ number: undefined }, 'Number is required'],
      [{ number: '80312x4567' }, 'Number must be numeric'],
      [{ pricelist_id: undefined }, 'Pricelist is required'],
      [{ pricelist_id: null }, 'Pricelist is required'],
      [{ user_id: undefined }, 'User is required'],
      [{ user_id: undefined, type: 'provider' }, 'Provider is required'],
      [{ type: undefined }, 'Type must be user or provider'],
      [{ credit_limit: -1 }, 'Credit limit must be a non-negative amount with at most 5 decimals'],
      [{ credit_limit: '0.000001' }, 'Credit limit must be a non-negative amount with at most 5 decimals'],
    ])('refuses %j with "%s"', async (change, message) => {
      const response = await create({ ...validBody(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    });

    it('refuses references to rows that do not exist, naming the field', async () => {
      const cases = [
        [{ pricelist_id: MISSING_ID }, 'pricelist_id', 'The chosen pricelist does not exist'],
        [{ user_id: MISSING_ID }, 'user_id', 'The chosen user does not exist'],
        [{ user_id: undefined, type: 'provider', provider_id: MISSING_ID }, 'provider_id', 'The chosen provider does not exist'],
        [{ main_account_id: MISSING_ID }, 'main_account_id', 'The chosen main account does not exist'],
      ] as const;
      for (const [change, field, message] of cases) {
        const response = await create({ ...validBody(), ...change });
        expect(response.statusCode, message).toBe(400);
        expect(response.json()).toEqual({ error: message, fields: { [field]: message } });
      }
      expect((await call('GET', `?type_id=${MISSING_ID}`)).json().total).toBe(0);
    });

    it('refuses a balance in the body: it only moves through the ledger', async () => {
      const response = await create({ ...validBody(), balance: '500' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('The balance cannot be set directly; post a credit or debit transaction instead');
      expect(response.json().fields).toHaveProperty('balance');
    });

    it('answers 409 for a number that is already taken', async () => {
      const response = await create({ ...validBody(), number: refs.callAccount.number });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(`A call account with number ${refs.callAccount.number} already exists`);
    });
  });

  describe('update', () => {
    it('changes only the given fields', async () => {
      const before = await createValid({ credit_limit: '10' });
      const response = await call('PATCH', `/${before.id}`, { id: before.id + 1, name: 'Renamed', credit_limit: '25.5', postpaid: true });
      expect(response.statusCode).toBe(200);
      const after = response.json();
      expect(after).toEqual({ ...before, name: 'Renamed', credit_limit: '25.50000', postpaid: true, updated_at: after.updated_at });
    });

    it('clears main account and pricelist when they arrive as null', async () => {
      const before = await createValid({ main_account_id: ownersAccount.id });
      const after = (await call('PATCH', `/${before.id}`, { main_account_id: null, pricelist_id: null })).json();
      expect(after).toMatchObject({ main_account_id: null, main_account: null, pricelist_id: null, pricelist: null });
    });

    it('moves the account to another owner by user_id or type_id, and keeps the owner when only the type changes', async () => {
      const other = await createUser(context.db, 'user');
      const created = await createValid();
      expect((await call('PATCH', `/${created.id}`, { user_id: other.id })).json().type_id).toBe(other.id);
      expect((await call('PATCH', `/${created.id}`, { type_id: owner.id })).json().type_id).toBe(owner.id);
      expect((await call('PATCH', `/${created.id}`, { type: 'provider' })).json()).toMatchObject({ type: 'provider', type_id: owner.id });
      expect((await call('PATCH', `/${created.id}`, { type: 'user', user_id: other.id })).json()).toMatchObject({ type: 'user', type_id: other.id });
    });

    it('never leaves a call account without an existing owner', async () => {
      const created = await createValid();
      for (const [change, message] of [
        [{ user_id: null }, 'User is required'],
        [{ type: 'provider', provider_id: null }, 'Provider is required'],
        [{ user_id: MISSING_ID }, 'The chosen user does not exist'],
      ] as const) {
        const response = await call('PATCH', `/${created.id}`, change);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(message);
      }
      expect((await call('GET', `/${created.id}`)).json()).toEqual(created);
    });

    it('refuses invalid values, a balance and a taken number', async () => {
      const created = await createValid();
      const cases = [
        [{ number: '12a' }, 400, 'Number must be numeric'],
        [{ number: null }, 400, 'Number is required'],
        [{ name: '' }, 400, 'Name is required'],
        [{ balance: 1000 }, 400, 'The balance cannot be set directly; post a credit or debit transaction instead'],
        [{ balance: '0', name: 'Sneaky' }, 400, 'The balance cannot be set directly; post a credit or debit transaction instead'],
        [{ pricelist_id: MISSING_ID }, 400, 'The chosen pricelist does not exist'],
        [{ number: refs.callAccount.number }, 409, `A call account with number ${refs.callAccount.number} already exists`],
      ] as const;
      for (const [change, status, message] of cases) {
        const response = await call('PATCH', `/${created.id}`, change);
        expect(response.statusCode, message).toBe(status);
        expect(response.json().error).toBe(message);
      }
      expect((await call('GET', `/${created.id}`)).json()).toEqual(created);
    });
  });

  describe('delete', () => {
    const credit = (id: number) =>
      context.app.inject({ method: 'POST', url: `/api/v1/call_accounts/${id}/transactions`, headers: admin.headers, payload: { type: 'credit', amount: 5 } });

    it('deletes an unused call account with 204, after which it is gone', async () => {
      const created = await createValid();
      expect((await call('DELETE', `/${created.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/${created.id}`)).json()).toEqual({ error: 'Call Account was not found' });
      expect((await call('DELETE', `/${created.id}`)).statusCode).toBe(404);
    });

    it('answers 409 naming the DIDs that still use it', async () => {
      const created = await createValid();
      await createDid(context.db, { account: refs.account, callAccount: created });
      await createDid(context.db, { account: refs.account, callAccount: created });
      const response = await call('DELETE', `/${created.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('This call account is still used by 2 DIDs; remove or reassign them first');
    });

    it('answers 409 naming its transactions, which are never removed, and keeps the ledger', async () => {
      const created = await createValid();
      expect((await credit(created.id)).statusCode).toBe(201);
      const response = await call('DELETE', `/${created.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('This call account still has 1 transaction; its ledger is kept, so disable the call account instead');
      await createDid(context.db, { account: refs.account, callAccount: created });
      await credit(created.id);
      expect((await call('DELETE', `/${created.id}`)).json().error).toBe(
        'This call account still has 2 transactions and 1 DID; its ledger is kept, so disable the call account instead',
      );
      expect((await call('GET', `/${created.id}`)).json().balance).toBe('10.00000');
    });
  });

  describe('missing rows and permissions', () => {
    itAnswers404ForAMissingRow(call, 'Call Account was not found', { name: 'x' });

    it('lets an agent read but not create, change or delete', async () => {
      const created = await createValid();
      expect((await call('GET', '', undefined, agent)).statusCode).toBe(200);
      expect((await call('GET', `/${created.id}`, undefined, agent)).statusCode).toBe(200);
      for (const [method, url, action] of [
        ['POST', '', 'create'],
        ['PATCH', `/${created.id}`, 'edit'],
        ['DELETE', `/${created.id}`, 'delete'],
      ] as const) {
        const response = await call(method, url, method === 'DELETE' ? undefined : validBody(), agent);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: `You are not allowed to ${action} call accounts` });
      }
      expect((await call('GET', `/${created.id}`)).json()).toEqual(created);
    });
  });

  describe('list', () => {
    let listed: Awaited<ReturnType<typeof createCallAccountWithAccount>>;
    const list = (query: string) => call('GET', `?${query}`);
    const idsOf = (response: { json(): { results: { id: number }[] } }) => response.json().results.map((row) => row.id);

    beforeAll(async () => {
      listed = await createCallAccountWithAccount(context.db);
      await context.db.update(callAccounts).set({ name: 'Lagos_Office 100%' }).where(eq(callAccounts.id, listed.callAccount.id));
    });

    it('searches names case-insensitively by substring', async () => {
      for (const search of ['lagos', 'OFFICE', 'os_of', '100%']) {
        expect(idsOf(await list(`search=${encodeURIComponent(search)}`)), search).toEqual([listed.callAccount.id]);
      }
    });

    it('treats _ and % as plain characters, not wildcards', async () => {
      expect((await list(`search=${encodeURIComponent('Lagos_')}`)).json().total).toBe(1);
      expect((await list(`search=${encodeURIComponent('Lago_')}`)).json().total).toBe(0);
      expect((await list(`search=${encodeURIComponent('%')}`)).json().total).toBe(1);
    });

    it('answers one row with its money as exact strings and its main account embedded', async () => {
      const response = await call('GET', `/${listed.callAccount.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        balance: '0.00000',
        main_account: { number: listed.account.number },
        pricelist: { name: listed.pricelist.name },
      });
    });

    it('filters by main account, type and owner, and refuses an unknown type', async () => {
      expect(idsOf(await list(`main_account_id=${listed.account.id}`))).toEqual([listed.callAccount.id]);
      const carrier = await createUser(context.db, 'user');
      const provider = await createValid({ user_id: undefined, type: 'provider', provider_id: carrier.id });
      expect(idsOf(await list(`type=provider&type_id=${carrier.id}`))).toEqual([provider.id]);
      expect(idsOf(await list(`type=user&search=${provider.number}`))).toEqual([]);
      const bad = await list('type=admin');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('type must be user or provider');
    });

    it("filters by customer_of_account: the call accounts of that account's owner, the ones a DID or extension may pair with it", async () => {
      const customer = await createUser(context.db, 'user');
      const customersAccount = await createAccount(context.db, { type: 'user', type_id: customer.id });
      const lines = [await createValid({ user_id: customer.id }), await createValid({ user_id: customer.id, main_account_id: customersAccount.id })];
      await createValid({ user_id: (await createUser(context.db, 'user')).id });
      const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
      expect(sorted(idsOf(await list(`customer_of_account=${customersAccount.id}&limit=100`)))).toEqual(sorted(lines.map((line) => line.id)));
      expect(idsOf(await list(`customer_of_account=${customersAccount.id}&search=${lines[0].number}`))).toEqual([lines[0].id]);
      expect((await list('customer_of_account=99999999')).json()).toEqual({ results: [], total: 0 });
      expect((await list('customer_of_account=x')).statusCode).toBe(400);
    });

    it('sorts by number, name and balance', async () => {
      const numbers = (await list('sort_by=number&limit=100')).json().results.map((row: { number: string }) => row.number);
      expect(numbers).toEqual([...numbers].sort());
      const names = (await list('sort_by=-name&limit=100')).json().results.map((row: { name: string }) => row.name);
      expect(names).toEqual([...names].sort().reverse());
      // By balance, lowest first (who runs out first), exactly as numbers order, not as text.
      const balances = (await list('sort_by=balance&limit=100')).json().results.map((row: { balance: string }) => Number(row.balance));
      expect(balances).toEqual([...balances].sort((a, b) => a - b));
      const highest = (await list('sort_by=-balance&limit=1')).json().results[0].balance;
      expect(Number(highest)).toBe(Math.max(...balances));
      expect((await list('sort_by=credit_limit')).statusCode).toBe(400);
    });
  });
});
