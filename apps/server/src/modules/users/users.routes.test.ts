import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, callAccounts, devices, refreshTokens, roles, userLogins, users } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { addLogin, createCallAccountWithAccount, createUser, signIn } from '../../test/factories.js';
import { createdRecord } from '../../test/api.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('users API', () => {
  const context = useTestApp();
  let admin: Awaited<ReturnType<typeof createUser>>;
  let adminSession: Awaited<ReturnType<typeof signIn>>;
  let roleIds: Record<string, number>;

  beforeAll(async () => {
    admin = await createUser(context.db, 'admin');
    adminSession = await signIn(context.app, admin);
    const rows = await context.db.select({ id: roles.id, name: roles.name }).from(roles);
    roleIds = Object.fromEntries(rows.map((role) => [role.name, role.id]));
  });

  const call = (method: Method, url: string, payload?: Record<string, unknown>, headers = adminSession.headers) =>
    context.app.inject({ method, url: `/api/v1/users${url}`, headers, ...(payload ? { payload } : {}) });
  const uniqueEmail = () => `person-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const validBody = (overrides: Record<string, unknown> = {}) => ({
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: uniqueEmail(),
    phone: '+44 (20) 7946-0000',
    type: 'agent',
    ...overrides,
  });
  const createViaApi = async (overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', '', validBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  describe('create and read', () => {
    it('creates a user with the generated name, the role their type gives and their creator embedded', async () => {
      const body = validBody();
      const user = await createdRecord(call('POST', '', body));
      expect(user).toMatchObject({
        firstname: 'Ada',
        lastname: 'Lovelace',
        name: 'Ada Lovelace',
        email: body.email,
        // Typed with spaces, brackets and dashes; stored in one form.
        phone: '+442079460000',
        type: 'agent',
        role_id: null,
        role: { name: 'agent' },
        created_by_id: admin.id,
        created_by: { firstname: 'Test', lastname: 'admin' },
      });
      expect((await call('GET', `/${user.id}`)).json()).toEqual(user);
    });

    it('trims names, stores a blank e-mail as none and refuses fields a create may not set', async () => {
      const withRole = await call('POST', '', validBody({ role_id: roleIds.admin }));
      expect(withRole.statusCode).toBe(400);
      expect(withRole.json()).toEqual({ error: 'Role can only be set when editing', fields: { role_id: 'Role can only be set when editing' } });
      expect((await call('POST', '', validBody({ name: 'Forged' }))).json().fields).toEqual({ name: 'Unknown field: name' });
      const user = await createViaApi({ firstname: '  Grace ', lastname: ' Hopper', email: '', id: 1 });
      expect(user).toMatchObject({ firstname: 'Grace', lastname: 'Hopper', name: 'Grace Hopper', email: null, role_id: null, role: { name: 'agent' } });
      expect(user.id).not.toBe(1);
    });

    it.each([
      ['firstname', 'Firstname is required'],
      ['lastname', 'Lastname is required'],
      ['phone', 'Phone number is required'],
      ['type', 'Please select user type'],
    ])('refuses a missing or blank %s with "%s"', async (field, message) => {
      const missing = validBody();
      delete (missing as Record<string, unknown>)[field];
      for (const body of [missing, validBody({ [field]: '   ' })]) {
        const response = await call('POST', '', body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: message, fields: { [field]: message } });
      }
    });

    it('refuses an unknown type, a malformed e-mail and a phone with letters', async () => {
      expect((await call('POST', '', validBody({ type: 'root' }))).json().error).toBe('Please select user type');
      expect((await call('POST', '', validBody({ email: 'not-an-email' }))).json().error).toBe('Enter a valid e-mail address');
      expect((await call('POST', '', validBody({ phone: 'call me' }))).json().error).toBe('Phone number may contain digits, spaces, brackets and dashes only');
    });

    it('answers 409 for an e-mail another user has, whatever its case', async () => {
      const existing = await createViaApi();
      const response = await call('POST', '', validBody({ email: existing.email.toUpperCase() }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'A user with this email already exists', fields: { email: 'A user with this email already exists' } });
    });

    it("answers 409 for an e-mail that is another user's username, since both sign in", async () => {
      const other = await createUser(context.db, 'user');
      await addLogin(context.db, other.id, 'shared.identity@example.test', 'some long password');
      const response = await call('POST', '', validBody({ email: 'Shared.Identity@example.test' }));
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe("This email is another user's username");
    });

    it('answers 404 for a user that does not exist and 400 for a malformed id', async () => {
      expect((await call('GET', '/2147483000')).json()).toEqual({ error: 'User was not found' });
      expect((await call('GET', '/abc')).statusCode).toBe(400);
    });

    it('never answers a password or its hash', async () => {
      const user = await createViaApi();
      await addLogin(context.db, user.id, `login-${user.id}`, 'another long password');
      for (const response of [await call('GET', `/${user.id}`), await call('GET', '?limit=100'), await call('PATCH', `/${user.id}`, { lastname: 'Byron' })]) {
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toMatch(/password|argon2/i);
      }
    });
  });

  describe('list', () => {
    let marker: string;

    beforeAll(async () => {
      marker = `Zq${Math.random().toString(36).slice(2, 8)}`;
      await createViaApi({ firstname: marker, lastname: 'Adams', type: 'user' });
      await createViaApi({ firstname: marker, lastname: 'Brown', type: 'agent' });
      await createViaApi({ firstname: 'Carol', lastname: `${marker}son`, type: 'user' });
    });

    const lastnamesOf = (response: { json(): { results: { lastname: string }[] } }) => response.json().results.map((user) => user.lastname);

    it('searches the full name, e-mail and phone, and filters by type', async () => {
      const byName = await call('GET', `?search=${marker}&sort_by=lastname`);
      expect(byName.json().total).toBe(3);
      expect(lastnamesOf(byName)).toEqual(['Adams', 'Brown', `${marker}son`]);
      expect(lastnamesOf(await call('GET', `?search=${encodeURIComponent(`${marker} bro`)}`))).toEqual(['Brown']);
      expect(lastnamesOf(await call('GET', `?search=${marker}&type=user&sort_by=-lastname`))).toEqual([`${marker}son`, 'Adams']);
      expect((await call('GET', '?type=root')).statusCode).toBe(400);
    });

    it('shows each user their effective role, and filters by a chosen role', async () => {
      const chosen = await createViaApi({ firstname: marker, lastname: 'Chosen', type: 'user' });
      await call('PATCH', `/${chosen.id}`, { role_id: roleIds.agent });
      const page = await call('GET', `?search=${marker}&sort_by=lastname`);
      expect(page.json().results.map((user: { lastname: string; role: { name: string } }) => [user.lastname, user.role?.name])).toEqual([
        ['Adams', 'user'],
        ['Brown', 'agent'],
        ['Chosen', 'agent'],
        [`${marker}son`, 'user'],
      ]);
      expect(lastnamesOf(await call('GET', `?search=${marker}&role_id=${roleIds.agent}`))).toEqual(['Chosen']);
    });
  });

  describe('edit', () => {
    it('changes only the given fields', async () => {
      const user = await createViaApi();
      const response = await call('PATCH', `/${user.id}`, { lastname: 'Byron', phone: '0207 946 0001' });
      // The phone is stored in one form, however it was typed.
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ...user, lastname: 'Byron', name: 'Ada Byron', phone: '02079460001', updated_at: expect.any(String) });
    });

    it('gives a user a chosen role, which then decides what they may do, and takes it back with null', async () => {
      const person = await createUser(context.db, 'user');
      const session = await signIn(context.app, person);
      expect((await call('GET', '', undefined, session.headers)).statusCode).toBe(403);
      const promoted = await call('PATCH', `/${person.id}`, { role_id: roleIds.admin });
      expect(promoted.json()).toMatchObject({ role_id: roleIds.admin, role: { name: 'admin' }, type: 'user' });
      expect((await call('GET', '', undefined, session.headers)).statusCode).toBe(200);
      const reverted = await call('PATCH', `/${person.id}`, { role_id: null });
      expect(reverted.json()).toMatchObject({ role_id: null, role: { name: 'user' } });
      expect((await call('GET', '', undefined, session.headers)).statusCode).toBe(403);
    });

    it('refuses a role that does not exist with "Choose a role from the list"', async () => {
      const user = await createViaApi();
      for (const roleId of [2147483000, 0, -1, 'admin', 1.5]) {
        const response = await call('PATCH', `/${user.id}`, { role_id: roleId });
        expect(response.statusCode, String(roleId)).toBe(400);
        expect(response.json().error).toBe('Choose a role from the list');
      }
    });

    it("refuses to change one's own role or type, with 403, but lets one edit the rest", async () => {
      const self = await createUser(context.db, 'admin');
      const session = await signIn(context.app, self);
      const ownRole = await call('PATCH', `/${self.id}`, { role_id: roleIds.agent }, session.headers);
      expect(ownRole.statusCode).toBe(403);
      expect(ownRole.json()).toEqual({ error: 'You cannot change your own role' });
      const ownType = await call('PATCH', `/${self.id}`, { type: 'user' }, session.headers);
      expect(ownType.statusCode).toBe(403);
      expect(ownType.json()).toEqual({ error: 'You cannot change your own user type' });
      const unchanged = await call('PATCH', `/${self.id}`, { firstname: 'Self', role_id: null, type: 'admin' }, session.headers);
      expect(unchanged.statusCode).toBe(200);
      expect(unchanged.json()).toMatchObject({ firstname: 'Self', role_id: null, role: { name: 'admin' } });
    });

    it("answers 409 for an e-mail taken by someone else, but accepts one's own in another case", async () => {
      const first = await createViaApi();
      const second = await createViaApi();
      const taken = await call('PATCH', `/${second.id}`, { email: first.email.toUpperCase() });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe('A user with this email already exists');
      const own = await call('PATCH', `/${second.id}`, { email: second.email.toUpperCase() });
      expect(own.statusCode).toBe(200);
    });

    it('refuses blank required fields and answers 404 for a missing user', async () => {
      const user = await createViaApi();
      expect((await call('PATCH', `/${user.id}`, { firstname: '' })).json().error).toBe('Firstname is required');
      expect((await call('PATCH', `/${user.id}`, { type: 'root' })).json().error).toBe('Please select user type');
      const missing = await call('PATCH', '/2147483000', { firstname: 'Nobody' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'User was not found' });
    });
  });

  describe('delete', () => {
    it('deletes a user with their logins, sessions and nothing else; afterwards they cannot sign in', async () => {
      const person = await createUser(context.db, 'user');
      const session = await signIn(context.app, person);
      expect((await call('DELETE', `/${person.id}`)).statusCode).toBe(204);
      expect((await call('GET', `/${person.id}`)).statusCode).toBe(404);
      expect(await context.db.select().from(userLogins).where(eq(userLogins.user_id, person.id))).toEqual([]);
      expect(await context.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, person.id))).toEqual([]);
      expect(await context.db.select().from(devices).where(eq(devices.fingerprint, session.device))).toHaveLength(1);
      expect((await context.app.inject({ method: 'GET', url: '/api/v1/users', headers: session.headers })).statusCode).toBe(401);
      const again = await context.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { deviceID: session.device, email: person.email, password: person.password },
      });
      expect(again.statusCode).toBe(401);
      expect((await call('DELETE', `/${person.id}`)).statusCode).toBe(404);
    });

    it("refuses to delete one's own account", async () => {
      const response = await call('DELETE', `/${admin.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'You cannot delete your own account' });
      expect((await call('GET', `/${admin.id}`)).statusCode).toBe(200);
    });

    it('refuses to delete a user who still owns accounts or call accounts, as user or provider, naming them', async () => {
      const owner = await createUser(context.db, 'user');
      const { account, callAccount } = await createCallAccountWithAccount(context.db);
      await context.db.update(accounts).set({ type_id: owner.id }).where(eq(accounts.id, account.id));
      await context.db.update(callAccounts).set({ type_id: owner.id }).where(eq(callAccounts.id, callAccount.id));
      const both = await call('DELETE', `/${owner.id}`);
      expect(both.statusCode).toBe(409);
      expect(both.json()).toEqual({ error: 'This user still owns 1 account and 1 call account; remove or reassign them first' });

      // A provider is a user too: owning a line as its provider counts the same.
      await context.db.update(callAccounts).set({ type: 'provider' }).where(eq(callAccounts.id, callAccount.id));
      expect((await call('DELETE', `/${owner.id}`)).json().error).toBe('This user still owns 1 account and 1 call account; remove or reassign them first');
      await context.db.update(callAccounts).set({ type_id: null }).where(eq(callAccounts.id, callAccount.id));
      expect((await call('DELETE', `/${owner.id}`)).json().error).toBe('This user still owns 1 account; remove or reassign them first');
      await context.db.update(accounts).set({ type_id: null }).where(eq(accounts.id, account.id));
      expect((await call('DELETE', `/${owner.id}`)).statusCode).toBe(204);
      expect(await context.db.select().from(users).where(eq(users.id, owner.id))).toEqual([]);
    });
  });

  describe('permissions', () => {
    it.each(['agent', 'user'] as const)('refuses every users route to role %s', async (role) => {
      const session = await signIn(context.app, await createUser(context.db, role));
      const target = await createViaApi();
      const attempts: [Method, string, Record<string, unknown>?][] = [
        ['GET', ''],
        ['GET', `/${target.id}`],
        ['POST', '', validBody()],
        ['PATCH', `/${target.id}`, { role_id: roleIds.admin }],
        ['DELETE', `/${target.id}`],
      ];
      for (const [method, url, payload] of attempts) {
        const response = await call(method, url, payload, session.headers);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error).toMatch(/^You are not allowed to /);
      }
      expect((await call('GET', `/${target.id}`)).json()).toMatchObject({ role_id: null });
    });
  });
});
