import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { userLogins } from '../../db/schema/index.js';
import { createOutboxMailer } from '../../mail/mailer.js';
import { useTestApp } from '../../test/harness.js';
import { addLogin, createUser, fingerprint, refreshSession, signIn } from '../../test/factories.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Session = Awaited<ReturnType<typeof signIn>>;

const outbox = path.join(os.tmpdir(), `ringledger-logins-test-${randomBytes(4).toString('hex')}`);
const CONSOLE_URL = 'https://console.ringledger.test';
const uniqueName = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** The one outbox message addressed to `to`, once it has been written. */
async function messageTo(to: string) {
  return vi.waitFor(
    async () => {
      const texts = await Promise.all((await readdir(outbox)).map((file) => readFile(path.join(outbox, file), 'utf8')));
      const matching = texts.filter((text) => text.includes(`\r\nTo: ${to}\r\n`));
      expect(matching).toHaveLength(1);
      return matching[0];
    },
    { timeout: 5000, interval: 50 },
  );
}

const passwordIn = (message: string) => /^Password: (.+?)\r?$/m.exec(message)?.[1];

function signInAs(app: Parameters<typeof signIn>[0], identity: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/v1/login', payload: { deviceID: fingerprint(), email: identity, password } });
}

describe('user logins API', () => {
  const context = useTestApp({ mailer: createOutboxMailer({ directory: outbox }), mailFrom: 'Ringledger <no-reply@ringledger.test>', consoleUrl: CONSOLE_URL });
  let admin: Awaited<ReturnType<typeof createUser>>;
  let adminSession: Session;

  beforeAll(async () => {
    admin = await createUser(context.db, 'admin');
    adminSession = await signIn(context.app, admin);
  });
  afterAll(async () => {
    await rm(outbox, { recursive: true, force: true });
  });

  const call = (method: Method, url: string, payload?: Record<string, unknown>, headers = adminSession.headers) =>
    context.app.inject({ method, url: `/api/v1/users${url}`, headers, ...(payload ? { payload } : {}) });
  const createLogin = async (userId: number, body: Record<string, unknown>) => {
    const response = await call('POST', `/${userId}/logins`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  describe('create', () => {
    it('answers 201 with the login record only, and the chosen password signs in with the username', async () => {
      const person = await createUser(context.db, 'agent');
      const login = uniqueName('ada');
      const response = await call('POST', `/${person.id}/logins`, { login, password: 'chosen password 1', send_to_email: 'ada@example.test' });
      expect(response.statusCode).toBe(201);
      const record = response.json();
      expect(Object.keys(record).sort()).toEqual(['created_at', 'id', 'login', 'updated_at', 'user_id']);
      expect(record).toMatchObject({ user_id: person.id, login });
      expect(response.body).not.toMatch(/password|argon2/i);
      const signedIn = await signInAs(context.app, login.toUpperCase(), 'chosen password 1');
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().user).toMatchObject({ id: person.id, type: 'agent' });
      expect((await signInAs(context.app, login, 'wrong password')).statusCode).toBe(401);
    });

    it('e-mails the username, password and console address to send_to_email', async () => {
      const person = await createUser(context.db, 'user');
      const login = uniqueName('grace');
      const to = `${login}@mail.example.test`;
      await createLogin(person.id, { login, password: 'chosen password 2', send_to_email: to });
      const message = await messageTo(to);
      expect(message).toMatch(/^From: Ringledger <no-reply@ringledger\.test>\r$/m);
      expect(message).toMatch(/^Subject: Your Ringledger sign-in details\r$/m);
      expect(message).toContain('Hello Test,');
      expect(message).toContain(`Username: ${login}`);
      expect(passwordIn(message)).toBe('chosen password 2');
      expect(message).toContain(`Console:  ${CONSOLE_URL}`);
    });

    it('generates a password when none (or a blank one) is given; the e-mailed one signs in', async () => {
      const person = await createUser(context.db, 'user');
      for (const password of [undefined, '   ']) {
        const login = uniqueName('generated');
        const to = `${login}@mail.example.test`;
        await createLogin(person.id, { login, send_to_email: to, ...(password === undefined ? {} : { password }) });
        const generated = passwordIn(await messageTo(to));
        expect(generated).toMatch(/^[A-Za-z0-9]{16}$/);
        expect((await signInAs(context.app, login, generated as string)).statusCode).toBe(200);
      }
    });

    it('refuses a missing username or e-mail with the spec messages, and a malformed e-mail or short password', async () => {
      const person = await createUser(context.db, 'user');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ send_to_email: 'a@example.test' }, 'login', 'Username is required'],
        [{ login: '  ', send_to_email: 'a@example.test' }, 'login', 'Username is required'],
        [{ login: uniqueName('x') }, 'send_to_email', 'Email is required'],
        [{ login: uniqueName('x'), send_to_email: ' ' }, 'send_to_email', 'Email is required'],
        [{ login: uniqueName('x'), send_to_email: 'nobody' }, 'send_to_email', 'Enter a valid e-mail address'],
        [{ login: uniqueName('x'), send_to_email: 'a@example.test', password: 'short' }, 'password', 'Password must be at least 8 characters'],
        [{ login: 'two words', send_to_email: 'a@example.test' }, 'login', 'Username may not contain spaces'],
      ];
      for (const [body, field, message] of cases) {
        const response = await call('POST', `/${person.id}/logins`, body);
        expect(response.statusCode, message).toBe(400);
        expect(response.json()).toEqual({ error: message, fields: { [field]: message } });
      }
      expect(await context.db.select().from(userLogins).where(eq(userLogins.user_id, person.id))).toHaveLength(1);
    });

    it("answers 409 for a username any user already has, whatever its case, and for another user's e-mail", async () => {
      const first = await createUser(context.db, 'user');
      const second = await createUser(context.db, 'user');
      const login = uniqueName('Taken');
      await createLogin(first.id, { login, send_to_email: 'first@example.test' });
      for (const [userId, name] of [
        [second.id, login.toLowerCase()],
        [first.id, login.toUpperCase()],
        [second.id, first.email.toUpperCase()],
      ] as const) {
        const response = await call('POST', `/${userId}/logins`, { login: name, send_to_email: 'second@example.test' });
        expect(response.statusCode, name).toBe(409);
        expect(response.json()).toEqual({ error: 'This username is already taken', fields: { login: 'This username is already taken' } });
      }
    });

    it("accepts the user's own e-mail as their username", async () => {
      const person = await createUser(context.db, 'user');
      await context.db.delete(userLogins).where(eq(userLogins.user_id, person.id));
      await createLogin(person.id, { login: person.email, send_to_email: person.email });
      expect((await call('POST', `/${person.id}/logins`, { login: person.email, send_to_email: person.email })).statusCode).toBe(409);
    });

    it('answers 404 for a user that does not exist, and 400 for a malformed id', async () => {
      const response = await call('POST', '/2147483000/logins', { login: uniqueName('ghost'), send_to_email: 'ghost@example.test' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'User was not found' });
      expect((await call('POST', '/abc/logins', { login: uniqueName('x'), send_to_email: 'x@example.test' })).statusCode).toBe(400);
    });
  });

  describe('list', () => {
    it("lists only that user's logins, without any hash, and answers 404 for a missing user", async () => {
      const person = await createUser(context.db, 'user');
      const other = await createUser(context.db, 'user');
      const extra = uniqueName('extra');
      await addLogin(context.db, person.id, extra, 'extra long password');
      await addLogin(context.db, other.id, uniqueName('other'), 'other long password');
      const response = await call('GET', `/${person.id}/logins?sort_by=login`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        results: [person.email, extra]
          .sort()
          .map((login) => ({ id: expect.any(Number), user_id: person.id, login, created_at: expect.any(String), updated_at: expect.any(String) })),
        total: 2,
      });
      expect(response.body).not.toMatch(/password|argon2/i);
      expect((await call('GET', `/${person.id}/logins?search=${extra.slice(-8)}`)).json().results.map((row: { login: string }) => row.login)).toEqual([extra]);
      expect((await call('GET', `/${person.id}/logins?limit=1&page=2&sort_by=-login`)).json()).toMatchObject({
        results: [{ login: [person.email, extra].sort()[0] }],
        total: 2,
      });
      expect((await call('GET', `/${person.id}/logins?sort_by=password_hash`)).statusCode).toBe(400);
      const missing = await call('GET', '/2147483000/logins');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'User was not found' });
    });
  });

  describe('edit', () => {
    it('renames a login and sets a new password, which replaces the old one', async () => {
      const person = await createUser(context.db, 'user');
      const created = await createLogin(person.id, { login: uniqueName('before'), password: 'old long password', send_to_email: 'p@example.test' });
      const renamed = uniqueName('after');
      const response = await call('PATCH', `/${person.id}/logins/${created.id}`, { login: renamed, password: 'new long password' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...created, login: renamed, updated_at: expect.any(String) });
      expect(response.body).not.toMatch(/password|argon2/i);
      expect((await signInAs(context.app, renamed, 'new long password')).statusCode).toBe(200);
      expect((await signInAs(context.app, renamed, 'old long password')).statusCode).toBe(401);
      expect((await signInAs(context.app, created.login, 'new long password')).statusCode).toBe(401);
    });

    it('keeps the password when only the name changes, and accepts its own name in another case', async () => {
      const person = await createUser(context.db, 'user');
      const created = await createLogin(person.id, { login: uniqueName('keep'), password: 'kept long password', send_to_email: 'k@example.test' });
      const response = await call('PATCH', `/${person.id}/logins/${created.id}`, { login: created.login.toUpperCase() });
      expect(response.statusCode).toBe(200);
      expect((await signInAs(context.app, created.login, 'kept long password')).statusCode).toBe(200);
    });

    it("ends the user's sessions when an administrator sets a new password", async () => {
      const person = await createUser(context.db, 'user');
      const session = await signIn(context.app, person);
      const [login] = await context.db.select().from(userLogins).where(eq(userLogins.user_id, person.id));
      expect((await call('PATCH', `/${person.id}/logins/${login.id}`, { password: 'reset long password' })).statusCode).toBe(200);
      expect((await refreshSession(context.app, session.refreshCookie, session.device)).statusCode).toBe(401);
      expect((await signInAs(context.app, person.email, 'reset long password')).statusCode).toBe(200);
    });

    it("keeps the editor's own session when they set their own login's password", async () => {
      const self = await createUser(context.db, 'admin');
      const session = await signIn(context.app, self);
      const [login] = await context.db.select().from(userLogins).where(eq(userLogins.user_id, self.id));
      const response = await call('PATCH', `/${self.id}/logins/${login.id}`, { password: 'my new long password' }, session.headers);
      expect(response.statusCode).toBe(200);
      expect((await call('GET', `/${self.id}/logins`, undefined, session.headers)).statusCode).toBe(200);
      expect((await refreshSession(context.app, session.refreshCookie, session.device)).statusCode).toBe(200);
    });

    it("answers 404 for another user's login or a missing one, 409 for a taken name, 400 for bad input", async () => {
      const person = await createUser(context.db, 'user');
      const other = await createUser(context.db, 'user');
      const [othersLogin] = await context.db.select().from(userLogins).where(eq(userLogins.user_id, other.id));
      const [ownLogin] = await context.db.select().from(userLogins).where(eq(userLogins.user_id, person.id));
      const foreign = await call('PATCH', `/${person.id}/logins/${othersLogin.id}`, { password: 'hijacked password' });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: 'Login was not found' });
      expect((await signInAs(context.app, other.email, other.password)).statusCode).toBe(200);
      expect((await call('PATCH', `/${person.id}/logins/2147483000`, { login: uniqueName('x') })).statusCode).toBe(404);
      expect((await call('PATCH', `/2147483000/logins/${ownLogin.id}`, { login: uniqueName('x') })).json()).toEqual({ error: 'User was not found' });
      const taken = await call('PATCH', `/${person.id}/logins/${ownLogin.id}`, { login: othersLogin.login.toUpperCase() });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe('This username is already taken');
      expect((await call('PATCH', `/${person.id}/logins/${ownLogin.id}`, { login: '' })).json().error).toBe('Username is required');
      expect((await call('PATCH', `/${person.id}/logins/${ownLogin.id}`, { password: 'short' })).json().error).toBe('Password must be at least 8 characters');
      for (const loginId of ['abc', '0', '9999999999']) {
        expect((await call('PATCH', `/${person.id}/logins/${loginId}`, { login: uniqueName('x') })).statusCode, loginId).toBe(400);
      }
    });

    it("takes the spec's whole form on an edit, and mails the new password and username to send_to_email", async () => {
      const person = await createUser(context.db, 'user');
      const created = await createLogin(person.id, { login: uniqueName('form'), password: 'first long password', send_to_email: 'f@example.test' });
      const renamed = uniqueName('formed');
      const to = `${renamed}@mail.example.test`;
      const form = { id: created.id, login: renamed, password: 'second long password', send_to_email: to };
      const response = await call('PATCH', `/${person.id}/logins/${created.id}`, form);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ login: renamed });
      const message = await messageTo(to);
      expect(message).toMatch(/^Subject: Your Ringledger sign-in details\r$/m);
      expect(message).toContain(`Username: ${renamed}`);
      expect(passwordIn(message)).toBe('second long password');
      expect((await signInAs(context.app, renamed, 'second long password')).statusCode).toBe(200);
    });

    it('says in the letter that a password the edit kept is unchanged, never sending or making one', async () => {
      const person = await createUser(context.db, 'user');
      const created = await createLogin(person.id, { login: uniqueName('kept'), password: 'kept long password', send_to_email: 'k2@example.test' });
      const to = `${created.login}@mail.example.test`;
      // The spec's form sends its blank password as an empty text.
      expect((await call('PATCH', `/${person.id}/logins/${created.id}`, { login: created.login, password: '', send_to_email: to })).statusCode).toBe(200);
      const message = await messageTo(to);
      expect(message).toContain(`Username: ${created.login}`);
      expect(passwordIn(message)).toBe('unchanged, the one you sign in with now');
      expect(message).not.toContain('Please change this password');
      expect((await signInAs(context.app, created.login, 'kept long password')).statusCode).toBe(200);
    });

    it('mails nothing on an edit without send_to_email, and refuses a malformed one', async () => {
      const person = await createUser(context.db, 'user');
      const [login] = await context.db.select().from(userLogins).where(eq(userLogins.user_id, person.id));
      const before = (await readdir(outbox).catch(() => [])).length;
      expect((await call('PATCH', `/${person.id}/logins/${login.id}`, { password: 'quiet long password' })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await readdir(outbox).catch(() => [])).length).toBe(before);
      const malformed = await call('PATCH', `/${person.id}/logins/${login.id}`, { password: 'other long password', send_to_email: 'nobody' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fields).toEqual({ send_to_email: 'Enter a valid e-mail address' });
      expect((await signInAs(context.app, login.login, 'quiet long password')).statusCode).toBe(200);
    });
  });

  describe('delete', () => {
    it('deletes a login with 204, after which it no longer signs in', async () => {
      const person = await createUser(context.db, 'user');
      const created = await createLogin(person.id, { login: uniqueName('gone'), password: 'gone long password', send_to_email: 'g@example.test' });
      expect((await call('DELETE', `/${person.id}/logins/${created.id}`)).statusCode).toBe(204);
      expect((await signInAs(context.app, created.login, 'gone long password')).statusCode).toBe(401);
      expect((await call('DELETE', `/${person.id}/logins/${created.id}`)).json()).toEqual({ error: 'Login was not found' });
    });

    it("answers 404 for another user's login and leaves it alone", async () => {
      const person = await createUser(context.db, 'user');
      const other = await createUser(context.db, 'user');
      const [othersLogin] = await context.db.select().from(userLogins).where(eq(userLogins.user_id, other.id));
      expect((await call('DELETE', `/${person.id}/logins/${othersLogin.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/2147483000/logins/${othersLogin.id}`)).json()).toEqual({ error: 'User was not found' });
      expect((await signInAs(context.app, other.email, other.password)).statusCode).toBe(200);
    });

    it("refuses to delete one's own only login, but allows it when another remains", async () => {
      const self = await createUser(context.db, 'admin');
      const session = await signIn(context.app, self);
      const [only] = await context.db.select().from(userLogins).where(eq(userLogins.user_id, self.id));
      const refused = await call('DELETE', `/${self.id}/logins/${only.id}`, undefined, session.headers);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: 'You cannot delete your only login; you could no longer sign in' });
      await addLogin(context.db, self.id, uniqueName('second'), 'second long password');
      expect((await call('DELETE', `/${self.id}/logins/${only.id}`, undefined, session.headers)).statusCode).toBe(204);
    });
  });

  describe('permissions', () => {
    it.each(['agent', 'user'] as const)('refuses every login route to role %s', async (role) => {
      const session = await signIn(context.app, await createUser(context.db, role));
      const target = await createUser(context.db, 'user');
      const [login] = await context.db.select().from(userLogins).where(eq(userLogins.user_id, target.id));
      const attempts: [Method, string, Record<string, unknown>?][] = [
        ['GET', `/${target.id}/logins`],
        ['POST', `/${target.id}/logins`, { login: uniqueName('denied'), send_to_email: 'd@example.test' }],
        ['PATCH', `/${target.id}/logins/${login.id}`, { password: 'denied long password' }],
        ['DELETE', `/${target.id}/logins/${login.id}`],
      ];
      for (const [method, url, payload] of attempts) {
        const response = await call(method, url, payload, session.headers);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error).toMatch(/^You are not allowed to (list|create|edit|delete) user logins$/);
      }
      expect((await signInAs(context.app, target.email, target.password)).statusCode).toBe(200);
    });

    it('answers 401 without a session', async () => {
      const response = await context.app.inject({ method: 'GET', url: `/api/v1/users/${admin.id}/logins` });
      expect(response.statusCode).toBe(401);
    });
  });
});
