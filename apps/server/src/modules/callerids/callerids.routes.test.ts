import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createAccount, createCallerId, createUser, signIn } from '../../test/factories.js';
import { createdRecord } from '../../test/api.js';

type Session = Awaited<ReturnType<typeof signIn>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('caller ids API', () => {
  const context = useTestApp();
  const sessions = {} as Record<'admin' | 'agent' | 'user', Session>;
  let account: { id: number; number: string };

  beforeAll(async () => {
    for (const role of ['admin', 'agent', 'user'] as const) sessions[role] = await signIn(context.app, await createUser(context.db, role));
    account = await createAccount(context.db);
  });

  const call = (method: Method, url: string, payload?: Record<string, unknown>, session = sessions.admin) =>
    context.app.inject({ method, url: `/api/v1/callerids${url}`, headers: session.headers, ...(payload ? { payload } : {}) });
  const errorOf = async (response: Promise<{ statusCode: number; json(): { error: string } }>) => {
    const answer = await response;
    expect(answer.statusCode).toBe(400);
    return answer.json().error;
  };

  it('gives each caller-id number one owner: a second enabled one is refused, a disabled one waits', async () => {
    const other = await createAccount(context.db);
    const number = `23480${Date.now().toString().slice(-8)}`;
    const message = `Caller id ${number} is already in use; a switch routes each number to one owner only`;
    expect((await call('POST', '', { callerid_number: number, account_id: account.id })).statusCode).toBe(201);
    const taken = await call('POST', '', { callerid_number: number, account_id: other.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: message, fields: { callerid_number: message } });
    const waiting = await call('POST', '', { callerid_number: number, account_id: other.id, enabled: false });
    expect(waiting.statusCode).toBe(201);
    const enabling = await call('PATCH', `/${waiting.json().id}`, { enabled: true });
    expect(enabling.statusCode).toBe(409);
    expect(enabling.json().error).toBe(message);
  });

  it('counts a number with and without its leading + as one number, whichever is entered first', async () => {
    const digits = `23481${Date.now().toString().slice(-8)}`;
    for (const [first, second] of [
      [digits, `+${digits}`],
      [`+1${digits}`, `1${digits}`],
    ]) {
      expect((await call('POST', '', { callerid_number: first, account_id: account.id })).statusCode).toBe(201);
      const other = await createAccount(context.db);
      const taken = await call('POST', '', { callerid_number: second, account_id: other.id });
      const message = `Caller id ${second} is already in use; a switch routes each number to one owner only`;
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ error: message, fields: { callerid_number: message } });
    }
  });

  it('creates a caller id, enabled by default, with its account and creator embedded', async () => {
    const callerId = await createdRecord(
      call('POST', '', { name: 'Main line', callerid_name: 'Front desk', callerid_number: '+2348031234567', account_id: account.id }),
    );
    expect(callerId).toMatchObject({
      name: 'Main line',
      callerid_name: 'Front desk',
      callerid_number: '+2348031234567',
      enabled: true,
      account_id: account.id,
      account: { number: account.number },
      created_by: { firstname: 'Test', lastname: 'admin' },
    });
    expect((await call('GET', `/${callerId.id}`)).json()).toEqual(callerId);
  });

  it('refuses a missing number or account with the spec messages, and an account that does not exist', async () => {
    expect(await errorOf(call('POST', '', { account_id: account.id }))).toBe('Caller ID Number is required');
    expect(await errorOf(call('POST', '', { callerid_number: '  ', account_id: account.id }))).toBe('Caller ID Number is required');
    expect(await errorOf(call('POST', '', { callerid_number: '8031234567' }))).toBe('Account is required');
    expect(await errorOf(call('POST', '', { callerid_number: '80312-34567', account_id: account.id }))).toBe(
      'Caller ID Number must contain digits only, with an optional leading +',
    );
    const missing = await call('POST', '', { callerid_number: '8031234567', account_id: 2147483000 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'The chosen account does not exist', fields: { account_id: 'The chosen account does not exist' } });
  });

  it('PATCH changes only the given fields and checks a new account', async () => {
    const before = (await call('POST', '', { name: 'Sales', callerid_number: '8030000001', account_id: account.id })).json();
    const other = await createAccount(context.db);
    const response = await call('PATCH', `/${before.id}`, { name: null, enabled: false, account_id: other.id });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after).toEqual({
      ...before,
      name: null,
      enabled: false,
      account_id: other.id,
      account: { number: other.number, owner: null },
      updated_at: after.updated_at,
    });
    expect(await errorOf(call('PATCH', `/${before.id}`, { account_id: 2147483000 }))).toBe('The chosen account does not exist');
    expect(await errorOf(call('PATCH', `/${before.id}`, { callerid_number: null }))).toBe('Caller ID Number is required');
    expect(await errorOf(call('PATCH', `/${before.id}`, { account_id: null }))).toBe('Account is required');
  });

  it('deletes with 204, then answers 404 for get, update and delete', async () => {
    const callerId = await createCallerId(context.db, account.id);
    expect((await call('DELETE', `/${callerId.id}`)).statusCode).toBe(204);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await call(method, `/${callerId.id}`, method === 'PATCH' ? { enabled: true } : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Caller Id was not found' });
    }
  });

  it('lists by account with search over names and numbers, sorted by number', async () => {
    const owner = await createAccount(context.db);
    await createCallerId(context.db, owner.id, { callerid_number: '7000002', callerid_name: 'Support' });
    await createCallerId(context.db, owner.id, { callerid_number: '7000001', name: 'Billing desk' });
    await createCallerId(context.db, owner.id, { callerid_number: '7000003', enabled: false });
    const numbers = async (query: string) =>
      (await call('GET', `?account_id=${owner.id}&${query}`)).json().results.map((row: { callerid_number: string }) => row.callerid_number);
    expect(await numbers('sort_by=callerid_number')).toEqual(['7000001', '7000002', '7000003']);
    expect(await numbers('search=support')).toEqual(['7000002']);
    expect(await numbers('search=billing')).toEqual(['7000001']);
    expect(await numbers('enabled=false')).toEqual(['7000003']);
  });

  it("filters caller ids in stock (of an account nobody owns) from customers' ones", async () => {
    const customer = await createAccount(context.db, { type: 'user', type_id: (await createUser(context.db, 'user')).id });
    const [stock, held] = [await createCallerId(context.db, account.id), await createCallerId(context.db, customer.id)];
    const idsOf = async (query: string) => ((await call('GET', `?${query}&limit=100`)).json().results as { id: number }[]).map((row) => row.id);
    expect(await idsOf(`account_id=${account.id}&in_stock=true`)).toContain(stock.id);
    expect(await idsOf('in_stock=true')).not.toContain(held.id);
    expect(await idsOf(`account_id=${customer.id}&in_stock=false`)).toEqual([held.id]);
    expect((await call('GET', '?in_stock=sometimes')).statusCode).toBe(400);
  });

  it('lets an agent list and view but not change; a self-service user gets nothing', async () => {
    const callerId = await createCallerId(context.db, account.id);
    expect((await call('GET', '', undefined, sessions.agent)).statusCode).toBe(200);
    expect((await call('GET', `/${callerId.id}`, undefined, sessions.agent)).statusCode).toBe(200);
    const body = { callerid_number: '8031234567', account_id: account.id };
    const refusals = [
      [call('POST', '', body, sessions.agent), 'create'],
      [call('PATCH', `/${callerId.id}`, { enabled: false }, sessions.agent), 'edit'],
      [call('DELETE', `/${callerId.id}`, undefined, sessions.agent), 'delete'],
      [call('GET', '', undefined, sessions.user), 'list'],
      [call('GET', `/${callerId.id}`, undefined, sessions.user), 'view'],
      [call('POST', '', body, sessions.user), 'create'],
    ] as const;
    for (const [attempt, action] of refusals) {
      const response = await attempt;
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: `You are not allowed to ${action} account caller ids` });
    }
    expect((await call('GET', `/${callerId.id}`)).json().enabled).toBe(true);
  });
});
