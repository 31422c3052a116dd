import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, callAccounts, extensionDids, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createCallCenterQueue, createDid, createDomain, createExtension, createUser, signIn } from '../../test/factories.js';
import { itAnswers404ForAMissingRow } from '../../test/shared-cases.js';
import { createdRecord } from '../../test/api.js';

describe('DIDs API', () => {
  const context = useTestApp();
  let admin: Awaited<ReturnType<typeof signIn>>;
  let refs: Awaited<ReturnType<typeof createCallAccountWithAccount>>;

  beforeAll(async () => {
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
    refs = await createCallAccountWithAccount(context.db);
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    context.app.inject({ method, url: `/api/v1/dids${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });
  const create = (payload: Record<string, unknown>) => call('POST', '', payload);
  const newNumber = () => `234${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 1e4)}`;
  const validBody = () => ({ number: newNumber(), account_id: refs.account.id, call_billing_account_id: refs.callAccount.id });

  describe('create, read, update, delete', () => {
    it('creates a DID with the spec defaults and the references embedded', async () => {
      const did = await createdRecord(create({ number: '2348031112222', account_id: refs.account.id, call_billing_account_id: refs.callAccount.id }));
      expect(did).toMatchObject({ number: '2348031112222', leg_timeout: 60, enabled: true, simultaneous_extension: false, cost: '0.00000', ringback: null });
      expect(did.account).toEqual({ number: refs.account.number, owner: null });
      expect(did.call_billing_account).toEqual({ number: refs.callAccount.number, name: 'Main', owner: null });
      expect(did.created_by).toEqual({ firstname: 'Test', lastname: 'admin' });
      expect((await call('GET', `/${did.id}`)).json()).toEqual(did);
    });

    it('refuses an account of one customer with a call account of another, naming both, on create and edit', async () => {
      const [ada, bayo] = [await createUser(context.db, 'user'), await createUser(context.db, 'user')];
      await context.db.update(users).set({ firstname: 'Ada', lastname: 'Obi' }).where(eq(users.id, ada.id));
      await context.db.update(users).set({ firstname: 'Bayo', lastname: 'Ade' }).where(eq(users.id, bayo.id));
      const adas = await createCallAccountWithAccount(context.db, ada.id);
      const bayos = await createCallAccountWithAccount(context.db, bayo.id);
      const message = 'The account belongs to Ada Obi and the call account to Bayo Ade; both must belong to the same customer';
      const refused = await create({ number: newNumber(), account_id: adas.account.id, call_billing_account_id: bayos.callAccount.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: message, fields: { call_billing_account_id: message } });
      const did = (await create({ number: newNumber(), account_id: adas.account.id, call_billing_account_id: adas.callAccount.id })).json();
      const moved = await call('PATCH', `/${did.id}`, { call_billing_account_id: bayos.callAccount.id });
      expect(moved.statusCode).toBe(400);
      expect((await call('GET', `/${did.id}`)).json().call_billing_account_id).toBe(adas.callAccount.id);
    });

    it('takes what a DID rings from its vocabulary and refuses any other call type with a clear 400', async () => {
      const { id: queueId, name } = await createCallCenterQueue(context.db, await createDomain(context.db, { is_primary: false }));
      const queue = await createdRecord(create({ ...validBody(), call_type: 'queue', call_type_id: queueId }));
      expect(queue).toMatchObject({ call_type: 'queue', call_type_id: queueId, queue: { name }, rings: `Queue ${name}` });
      const refused = await create({ ...validBody(), call_type: 'ivr' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'Call type must be one of: extensions, queue',
        fields: { call_type: 'Call type must be one of: extensions, queue' },
      });
      const patched = await call('PATCH', `/${queue.id}`, { call_type: 'voicemail' });
      expect(patched.statusCode).toBe(400);
      expect((await call('PATCH', `/${queue.id}`, { call_type: 'extensions', call_type_id: null })).json()).toMatchObject({
        call_type: 'extensions',
        queue: null,
        rings: 'No extension yet',
      });
    });

    it('refuses a queue DID without an existing queue, and a queue named by a DID that rings no queue', async () => {
      const missing = await create({ ...validBody(), call_type: 'queue', call_type_id: 999_999 });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: 'The chosen queue does not exist', fields: { call_type_id: 'The chosen queue does not exist' } });
      const unnamed = await create({ ...validBody(), call_type: 'queue' });
      expect(unnamed.json()).toEqual({ error: 'Choose the queue this DID rings', fields: { call_type_id: 'Choose the queue this DID rings' } });
      const { id: queueId } = await createCallCenterQueue(context.db, await createDomain(context.db, { is_primary: false }));
      const stray = await create({ ...validBody(), call_type: 'extensions', call_type_id: queueId });
      expect(stray.json()).toEqual({ error: 'Only a DID that rings a queue names one', fields: { call_type_id: 'Only a DID that rings a queue names one' } });
      const did = await createdRecord(create({ ...validBody(), call_type: 'queue', call_type_id: queueId }));
      const emptied = await call('PATCH', `/${did.id}`, { call_type_id: null });
      expect(emptied.statusCode).toBe(400);
    });

    it('says which extensions a DID rings, by their numbers', async () => {
      const did = await createdRecord(create(validBody()));
      const domain = await createDomain(context.db, { is_primary: false });
      for (const username of ['2002', '2001']) {
        const extension = await createExtension(context.db, { account: refs.account, domain }, { username });
        await context.db.insert(extensionDids).values({ extension_id: extension.id, did_id: did.id });
      }
      expect((await call('GET', `/${did.id}`)).json().rings).toBe('Extensions 2001, 2002');
    });

    it('refuses a missing number and a missing account with the spec messages', async () => {
      expect((await create({ account_id: refs.account.id, call_billing_account_id: refs.callAccount.id })).json()).toEqual(
        expect.objectContaining({ error: 'Number is required' }),
      );
      const response = await create({ number: '2348031113333' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Account is required');
    });

    it('stores money exactly, ignores an echoed id and refuses a creator or any other unknown field by name', async () => {
      const existing = await createDid(context.db, refs);
      const refused = await create({ ...validBody(), created_by_id: 999, hacker: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'Unknown field: created_by_id, hacker',
        fields: { created_by_id: 'Unknown field: created_by_id, hacker', hacker: 'Unknown field: created_by_id, hacker' },
      });
      const did = await createdRecord(create({ ...validBody(), id: existing.id, cost: '0.12345', connectcost: 1.5 }));
      expect(did.id).not.toBe(existing.id);
      expect(did).toMatchObject({ cost: '0.12345', connectcost: '1.50000', created_by: { lastname: 'admin' } });
      expect(did).not.toHaveProperty('hacker');
      expect((await call('GET', `/${existing.id}`)).json().number).toBe(existing.number);
    });

    it('PATCH changes only the given fields and moves updated_at', async () => {
      const before = (await create({ ...validBody(), leg_timeout: 45, ringback: 'tone' })).json();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const misspelt = await call('PATCH', `/${before.id}`, { enabled: false, legtimeout: 30 });
      expect(misspelt.statusCode).toBe(400);
      expect(misspelt.json().fields).toEqual({ legtimeout: 'Unknown field: legtimeout' });
      const response = await call('PATCH', `/${before.id}`, { id: before.id + 1000, enabled: false, ringback: null });
      expect(response.statusCode).toBe(200);
      const after = response.json();
      expect(after).toEqual({ ...before, enabled: false, ringback: null, updated_at: after.updated_at });
      expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
      expect(after.leg_timeout).toBe(45);
      expect((await call('GET', `/${before.id}`)).json().enabled).toBe(false);
    });

    it('an empty PATCH changes nothing', async () => {
      const did = (await create(validBody())).json();
      const response = await call('PATCH', `/${did.id}`, {});
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(did);
    });

    it('deletes with 204, after which the DID is gone', async () => {
      const did = await createDid(context.db, refs);
      expect((await call('DELETE', `/${did.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/${did.id}`)).json()).toEqual({ error: 'DID was not found' });
      expect((await call('DELETE', `/${did.id}`)).statusCode).toBe(404);
    });

    itAnswers404ForAMissingRow(call, 'DID was not found');

    it.each(['abc', '1.5', '0', '-4', '99999999999'])('answers 400 for id %s', async (id) => {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await call(method, `/${id}`, method === 'PATCH' ? { enabled: true } : undefined);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatch(/^id /);
      }
    });

    it('checks references on create and update with a clear 400', async () => {
      const badAccount = await create({ ...validBody(), account_id: 2147483000 });
      expect(badAccount.statusCode).toBe(400);
      expect(badAccount.json()).toMatchObject({ error: 'The chosen account does not exist', fields: { account_id: 'The chosen account does not exist' } });
      const badCallAccount = await create({ ...validBody(), call_billing_account_id: 2147483000 });
      expect(badCallAccount.json()).toMatchObject({ error: 'The chosen call account does not exist' });
      const did = await createDid(context.db, refs);
      const patch = await call('PATCH', `/${did.id}`, { call_billing_account_id: 2147483000 });
      expect(patch.statusCode).toBe(400);
      expect(patch.json().error).toBe('The chosen call account does not exist');
    });

    it('answers 409 for a number that is already taken, on create and update', async () => {
      const taken = await createDid(context.db, refs);
      const duplicate = await create({ ...validBody(), number: taken.number });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ error: `DID ${taken.number} already exists`, fields: { number: `DID ${taken.number} already exists` } });
      const other = await createDid(context.db, refs);
      expect((await call('PATCH', `/${other.id}`, { number: taken.number })).statusCode).toBe(409);
    });

    it('refuses invalid field values on update', async () => {
      const did = await createDid(context.db, refs);
      expect((await call('PATCH', `/${did.id}`, { leg_timeout: 0 })).json().error).toBe('Leg timeout must be at least 1');
      expect((await call('PATCH', `/${did.id}`, { number: null })).json().error).toBe('Number is required');
      expect((await call('PATCH', `/${did.id}`, { cost: -1 })).statusCode).toBe(400);
    });
  });

  describe('list', () => {
    let listRefs: Awaited<ReturnType<typeof createCallAccountWithAccount>>;
    let numbers: string[];
    const list = (query: string) => call('GET', `?account_id=${listRefs.account.id}&${query}`);
    const numbersOf = (response: { json(): { results: { number: string }[] } }) => response.json().results.map((did) => did.number);

    beforeAll(async () => {
      listRefs = await createCallAccountWithAccount(context.db);
      // Searches also reach the account's number: one of other digits keeps them about the DIDs.
      await context.db.update(accounts).set({ number: '3141592653' }).where(eq(accounts.id, listRefs.account.id));
      numbers = Array.from({ length: 25 }, (_, index) => `77${String(index).padStart(2, '0')}${Math.floor(1e5 + Math.random() * 9e5)}`);
      for (const [index, number] of numbers.entries()) await createDid(context.db, listRefs, { number, enabled: index % 3 !== 0 });
    });

    it('answers {results, total} with 20 rows by default, newest first', async () => {
      const response = await list('');
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBe(25);
      expect(numbersOf(response)).toEqual([...numbers].reverse().slice(0, 20));
    });

    it('pages without overlap or gaps, with the same total on every page', async () => {
      const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`limit=10&page=${page}`)));
      expect(pages.map((page) => page.json().total)).toEqual([25, 25, 25, 25]);
      expect(pages.map((page) => page.json().results.length)).toEqual([10, 10, 5, 0]);
      const seen = pages.flatMap(numbersOf);
      expect(new Set(seen).size).toBe(25);
      expect([...seen].sort()).toEqual([...numbers].sort());
    });

    it('accepts limit 100 and refuses 101 and nonsense pages', async () => {
      expect(numbersOf(await list('limit=100'))).toHaveLength(25);
      const tooMany = await list('limit=101');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error).toBe('limit must be at most 100');
      for (const page of ['0', '-1', 'abc', '1.5']) expect((await list(`page=${page}`)).statusCode).toBe(400);
    });

    it('sorts by number and enabled, either way', async () => {
      expect(numbersOf(await list('sort_by=number&limit=100'))).toEqual([...numbers].sort());
      expect(numbersOf(await list('sort_by=-number&limit=100'))).toEqual([...numbers].sort().reverse());
      const byEnabled = (await list('sort_by=enabled&limit=100')).json().results.map((did: { enabled: boolean }) => did.enabled);
      expect(byEnabled).toEqual([...Array(9).fill(false), ...Array(16).fill(true)]);
      const byEnabledDesc = (await list('sort_by=-enabled&limit=100')).json().results.map((did: { enabled: boolean }) => did.enabled);
      expect(byEnabledDesc).toEqual([...Array(16).fill(true), ...Array(9).fill(false)]);
    });

    it.each(['number;drop table dids', 'password', '-id', 'id', 'created_by_id', 'number desc'])('refuses sort_by=%s with 400', async (sortBy) => {
      const response = await list(`sort_by=${encodeURIComponent(sortBy)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^sort_by must be one of/);
    });

    it('searches by substring and treats % and _ literally', async () => {
      const middle = numbers[7].slice(3, 8);
      expect(numbersOf(await list(`search=${middle}`))).toEqual([numbers[7]]);
      expect((await list('search=7707')).json().total).toBe(1);
      for (const wildcard of ['%', '_', '77%', '7_0', '\\']) {
        const response = await list(`search=${encodeURIComponent(wildcard)}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ results: [], total: 0 });
      }
    });

    it("finds a DID by its call account's name or its account's number, counting what it finds", async () => {
      const customer = await createCallAccountWithAccount(context.db);
      await context.db.update(callAccounts).set({ name: 'Zainab Okafor' }).where(eq(callAccounts.id, customer.callAccount.id));
      const did = (await create({ number: newNumber(), account_id: customer.account.id, call_billing_account_id: customer.callAccount.id })).json();
      const byName = (await call('GET', '?search=zainab')).json();
      expect(byName).toEqual({
        results: [expect.objectContaining({ id: did.id, call_billing_account: { number: customer.callAccount.number, name: 'Zainab Okafor', owner: null } })],
        total: 1,
      });
      expect((await call('GET', `?search=${customer.account.number}`)).json().results.map((row: { id: number }) => row.id)).toEqual([did.id]);
    });

    it("finds a DID by its customer's name: the user who owns its account", async () => {
      const owner = await createUser(context.db, 'user');
      await context.db.update(users).set({ firstname: 'Chiamaka', lastname: 'Eze' }).where(eq(users.id, owner.id));
      const customer = await createCallAccountWithAccount(context.db, owner.id);
      const did = (await create({ number: newNumber(), account_id: customer.account.id, call_billing_account_id: customer.callAccount.id })).json();
      const found = (await call('GET', '?search=amaka%20e')).json();
      expect(found).toEqual({ results: [expect.objectContaining({ id: did.id })], total: 1 });
      // Its account and call account read as the customer's, in the list and on the DID's own answer.
      const named = { account: { number: customer.account.number, owner: 'Chiamaka Eze' } };
      expect(found.results[0]).toMatchObject({ ...named, call_billing_account: { number: customer.callAccount.number, owner: 'Chiamaka Eze' } });
      expect((await call('GET', `/${did.id}`)).json()).toMatchObject(named);
      expect((await call('GET', '?search=nobody%20called%20this')).json().total).toBe(0);
    });

    it('filters by account, call account and enabled', async () => {
      expect((await list('enabled=false&limit=100')).json().total).toBe(9);
      expect((await list('enabled=true&limit=100')).json().results.every((did: { enabled: boolean }) => did.enabled)).toBe(true);
      const byCallAccount = await call('GET', `?call_billing_account_id=${listRefs.callAccount.id}`);
      expect(byCallAccount.json().total).toBe(25);
      expect((await call('GET', '?account_id=2147483000')).json()).toEqual({ results: [], total: 0 });
    });

    it("filters DIDs in stock (of an account nobody owns) from customers' DIDs, with the other filters", async () => {
      const customer = await createCallAccountWithAccount(context.db, (await createUser(context.db, 'user')).id);
      const held = await createDid(context.db, customer);
      const inStock = (await list('in_stock=true&limit=100')).json();
      expect(inStock.total).toBe(25);
      expect((await list('in_stock=false')).json().total).toBe(0);
      const customers = (await call('GET', `?account_id=${customer.account.id}&in_stock=false`)).json();
      expect(customers).toEqual({ results: [expect.objectContaining({ id: held.id })], total: 1 });
      expect((await call('GET', `?account_id=${customer.account.id}&in_stock=true`)).json().total).toBe(0);
      const allInStock = (await call('GET', '?in_stock=true&limit=100&search=' + held.number)).json();
      expect(allInStock.total).toBe(0);
    });

    it("filters a customer's DIDs by one of their accounts: that account's and their other accounts', never stock nor another customer's", async () => {
      const owner = await createUser(context.db, 'user');
      const first = await createCallAccountWithAccount(context.db, owner.id);
      const second = await createCallAccountWithAccount(context.db, owner.id);
      const stranger = await createCallAccountWithAccount(context.db, (await createUser(context.db, 'user')).id);
      const [onFirst, onSecond] = [await createDid(context.db, first), await createDid(context.db, second)];
      await createDid(context.db, stranger);
      const ids = (answer: { results: { id: number }[] }) => answer.results.map((row) => row.id).sort((a, b) => a - b);
      expect(ids((await call('GET', `?customer_of_account=${first.account.id}&limit=100`)).json())).toEqual([onFirst.id, onSecond.id]);
      expect(ids((await call('GET', `?customer_of_account=${second.account.id}&enabled=true&limit=100`)).json())).toEqual([onFirst.id, onSecond.id]);
      // Stock has no customer: an account nobody owns holds only its own numbers.
      const stock = (await call('GET', '?in_stock=true&limit=1')).json().results[0] as { id: number; account_id: number };
      const ofStockAccount = (await call('GET', `?customer_of_account=${stock.account_id}&limit=100`)).json();
      expect(ofStockAccount.results.every((row: { account_id: number }) => row.account_id === stock.account_id)).toBe(true);
      expect((await call('GET', '?customer_of_account=99999999')).json()).toEqual({ results: [], total: 0 });
    });

    it('never answers 500 to repeated or oversized query parameters', async () => {
      for (const query of ['page=1&page=2', 'sort_by=number&sort_by=-number', 'enabled=true&enabled=false', `search=${'9'.repeat(101)}`, 'limit=1e400']) {
        const response = await list(query);
        expect(response.statusCode, query).toBe(400);
        expect(typeof response.json().error).toBe('string');
      }
    });

    it.each([
      'account_id=abc',
      'account_id=-1',
      'account_id=1.5',
      'enabled=yes',
      'enabled=1',
      'in_stock=maybe',
      'call_billing_account_id=99999999999',
      'customer_of_account=x',
    ])('refuses the filter %s with 400', async (query) => {
      const response = await call('GET', `?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
    });
  });
});
