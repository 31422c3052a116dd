import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { MASKED, MASKED_CHANGED } from '@ringledger/contract';
import { auditLog, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createDomain, createExtension, createUser, fingerprint, signIn } from '../../test/factories.js';
import type { Method } from '../../test/api.js';

const unique = () => randomBytes(3).toString('hex');
const tenDigits = () => String(Math.floor(7e9 + Math.random() * 2e9));
type Entry = Record<string, unknown> & { before: Record<string, unknown> | null; after: Record<string, unknown> | null };

describe('audit trail', () => {
  const context = useTestApp({ encryptionKey: randomBytes(32), mailer: { send: async () => undefined } });
  let admin: Awaited<ReturnType<typeof signIn>>;
  let adminUser: Awaited<ReturnType<typeof createUser>>;
  let refs: Awaited<ReturnType<typeof createCallAccountWithAccount>>;

  beforeAll(async () => {
    adminUser = await createUser(context.db, 'admin');
    admin = await signIn(context.app, adminUser);
    refs = await createCallAccountWithAccount(context.db);
  });

  const call = (method: Method, url: string, payload?: unknown, headers = admin.headers) =>
    context.app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      remoteAddress: '203.0.113.7',
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const history = async (query: string) => {
    const response = await call('GET', `/audit-log?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { results: Entry[]; total: number };
  };
  const countEntries = async () => (await context.db.select({ total: count() }).from(auditLog))[0].total;

  it('records a create, an edit and a delete once each, with who, from where, and the fields before and after', async () => {
    const number = `234${tenDigits()}`;
    const created = await call('POST', '/dids', { number, account_id: refs.account.id, call_billing_account_id: refs.callAccount.id });
    expect(created.statusCode).toBe(201);
    const did = created.json() as { id: number };
    await call('PATCH', `/dids/${did.id}`, { leg_timeout: 45, enabled: true });
    await call('DELETE', `/dids/${did.id}`);

    const { results, total } = await history(`resource=dids&resource_id=${did.id}`);
    expect(total).toBe(3);
    const [deleted, updated, made] = results;
    const who = {
      created_by_id: adminUser.id,
      created_by: { firstname: 'Test', lastname: 'admin' },
      address: '203.0.113.7',
      resource: 'dids',
      resource_id: did.id,
    };
    expect(made).toMatchObject({ ...who, action: 'create', before: null });
    expect(made.after).toMatchObject({ id: did.id, number, leg_timeout: 60, account_id: refs.account.id });
    // Only what changed: leg_timeout, not the enabled flag sent with its same value.
    expect(updated).toMatchObject({ ...who, action: 'update', before: { leg_timeout: 60 }, after: { leg_timeout: 45 } });
    expect(deleted).toMatchObject({ ...who, action: 'delete', after: null });
    expect(deleted.before).toMatchObject({ id: did.id, number, leg_timeout: 45 });
    expect(new Date(String(made.created_at)).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('masks passwords and sealed secrets, on create and on edit, and never stores them', async () => {
    const person = await createUser(context.db, 'user');
    const login = `ada-${unique()}`;
    const created = await call('POST', `/users/${person.id}/logins`, { login, password: 'first secret pass 1', send_to_email: 'ada@example.test' });
    expect(created.statusCode, created.body).toBe(201);
    const loginId = (created.json() as { id: number }).id;
    await call('PATCH', `/users/${person.id}/logins/${loginId}`, { login, password: 'second secret pass 2' });
    const domain = await createDomain(context.db, { is_primary: false });
    const extension = await createExtension(context.db, { account: refs.account, domain }, { username: `x${unique()}` });
    const device = await call('POST', `/extensions/${extension.id}/devices`, { username: `dev${unique()}`, password: 'device secret 77' });
    expect(device.statusCode).toBe(201);

    const { results } = await history(`resource=user_logins&resource_id=${loginId}`);
    expect(results.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(results[1].after).toMatchObject({ login, password_hash: MASKED });
    expect(results[0]).toMatchObject({ before: { password_hash: MASKED }, after: { password_hash: MASKED_CHANGED } });
    const devices = await history(`resource=extension_devices&resource_id=${(device.json() as { id: number }).id}`);
    expect(devices.results[0].after).toMatchObject({ password: MASKED });
    const stored = await context.db.execute(sql`select before::text || after::text as text from audit_log`);
    for (const secret of ['first secret pass 1', 'second secret pass 2', 'device secret 77', '$argon2']) {
      expect(stored.rows.some((row) => String(row.text).includes(secret))).toBe(false);
    }
  });

  it('leaves no entry for a write that rolls back, even for the rows it had already made', async () => {
    const domain = await createDomain(context.db);
    const taken = await createExtension(context.db, { account: refs.account, domain }, { username: `t${unique()}` });
    const before = await countEntries();
    const email = `ada-${unique()}@example.test`;
    const number = tenDigits();
    // The user, account and call account are written (and audited) before the taken extension refuses the whole customer.
    const refused = await call('POST', '/customers', {
      user: { firstname: 'Ada', lastname: 'Obi', email, phone: `+234 ${number}` },
      account: { number, description: 'Ada Obi' },
      extension: { username: taken.username },
    });
    expect(refused.statusCode).toBe(409);
    expect(await context.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await countEntries()).toBe(before);
  });

  it('records a credit and a debit on the call account, with its balance before and after', async () => {
    const line = await createCallAccountWithAccount(context.db);
    await call('POST', `/call_accounts/${line.callAccount.id}/transactions`, { type: 'credit', amount: '25.50', description: 'Top-up' });
    await call('POST', `/call_accounts/${line.callAccount.id}/transactions`, { type: 'debit', amount: '5' });
    const { results } = await history(`resource=call_accounts&resource_id=${line.callAccount.id}`);
    expect(results.map((entry) => entry.action)).toEqual(['debit', 'credit']);
    expect(results[1]).toMatchObject({ before: { balance: '0.00000' }, after: { balance: '25.50000', amount: '25.50000', description: 'Top-up' } });
    expect(results[0]).toMatchObject({ before: { balance: '25.50000' }, after: { balance: '20.50000' } });
  });

  it('records sign-ins and failed sign-ins with the address and identity, never the password', async () => {
    const person = await createUser(context.db, 'agent');
    const attempt = (password: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: '198.51.100.4',
        payload: { deviceID: fingerprint(), email: person.email, password },
      });
    expect((await attempt('wrong password here')).statusCode).toBe(401);
    expect((await attempt(person.password)).statusCode).toBe(200);
    const { results } = await history(`user_id=${person.id}`);
    expect(results.map((entry) => entry.action)).toEqual(['sign_in', 'sign_in_failed']);
    expect(results[1]).toMatchObject({ resource: 'users', resource_id: person.id, address: '198.51.100.4', after: { identity: person.email } });
    expect(JSON.stringify(results)).not.toContain('wrong password here');
    const unknown = `nobody-${unique()}@example.test`;
    await context.app.inject({ method: 'POST', url: '/api/v1/login', payload: { deviceID: fingerprint(), email: unknown, password: 'whatever 123' } });
    const failed = await history('action=sign_in_failed');
    expect(failed.results[0]).toMatchObject({ created_by_id: null, resource_id: null, after: { identity: unknown } });
  });

  it('records each configuration a change sets, with its value before and after', async () => {
    const list = (await call('GET', '/configurations')).json() as Record<string, { id: number; name: string; value: unknown }[] | number>;
    const row = Object.values(list)
      .flatMap((group) => (Array.isArray(group) ? group : []))
      .find((configuration) => configuration.name === 'did_leg_timeout');
    expect(row).toBeDefined();
    const id = row?.id ?? 0;
    expect((await call('PATCH', '/configurations', [{ [id]: '75' }])).statusCode).toBe(200);
    const { results } = await history(`resource=configurations&resource_id=${id}`);
    expect(results[0]).toMatchObject({
      action: 'configure',
      created_by_id: adminUser.id,
      before: { did_leg_timeout: row?.value },
      after: { did_leg_timeout: 75 },
    });
  });

  it('filters by action, who, and day (of the configured time zone), and refuses a filter it does not know', async () => {
    const [zone] = (await call('GET', '/configurations?search=time_zone')).json().billing as { value: string }[];
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone.value, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const creates = await history(`action=create&user_id=${adminUser.id}&from=${today}&to=${today}`);
    expect(creates.total).toBeGreaterThan(0);
    expect(creates.results.every((entry) => entry.action === 'create' && entry.created_by_id === adminUser.id)).toBe(true);
    expect((await history(`action=create&to=2000-01-01`)).total).toBe(0);
    expect((await history('limit=1&page=1')).results).toHaveLength(1);
    const bad = await call('GET', '/audit-log?action=rename');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/action must be one of/);
    expect((await call('GET', '/audit-log?from=yesterday')).statusCode).toBe(400);
  });

  it('cannot be changed or deleted: the API has no such route, and the database refuses it', async () => {
    const [entry] = (await history('limit=1')).results;
    expect((await call('GET', `/audit-log/${entry.id}`)).json()).toEqual(entry);
    for (const [method, payload] of [
      ['PATCH', { action: 'create' }],
      ['DELETE', undefined],
      ['POST', { action: 'create' }],
    ] as const) {
      const url = method === 'POST' ? '/audit-log' : `/audit-log/${entry.id}`;
      expect((await call(method, url, payload)).statusCode).toBe(404);
    }
    const refusal = { cause: expect.objectContaining({ message: 'audit_log entries cannot be changed or deleted' }) };
    await expect(
      context.db
        .update(auditLog)
        .set({ action: 'delete' })
        .where(eq(auditLog.id, entry.id as number)),
    ).rejects.toMatchObject(refusal);
    await expect(context.db.delete(auditLog).where(eq(auditLog.id, entry.id as number))).rejects.toMatchObject(refusal);
    expect((await call('GET', `/audit-log/${entry.id}`)).json()).toEqual(entry);
  });

  it('is read by those holding AUDIT_LOG only: admins, not agents or self-service users', async () => {
    for (const type of ['agent', 'user'] as const) {
      const session = await signIn(context.app, await createUser(context.db, type));
      expect((await call('GET', '/audit-log', undefined, session.headers)).statusCode).toBe(403);
      expect((await call('GET', '/audit-log/1', undefined, session.headers)).statusCode).toBe(403);
    }
  });
});
