import { beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ROLES } from '@ringledger/contract';
import { useTestApp } from '../../test/harness.js';
import { addLogin, createUser, fingerprint, refreshCookieOf, refreshSession, signIn } from '../../test/factories.js';

const INVALID_CREDENTIALS = 'The e-mail address or password is not correct';

describe('session API', () => {
  const context = useTestApp();
  const login = (payload: Record<string, unknown>) =>
    context.app.inject({ method: 'POST', url: '/api/v1/login', payload: { deviceID: fingerprint(), ...payload } });
  const whoCanListDids = (headers: Record<string, string>) => context.app.inject({ method: 'GET', url: '/api/v1/dids', headers });

  describe('POST /login', () => {
    let agent: Awaited<ReturnType<typeof createUser>>;
    beforeAll(async () => {
      agent = await createUser(context.db, 'agent');
      await addLogin(context.db, agent.id, 'Desk.Agent7', 'a separate login password');
    });

    it('signs in by e-mail, in any case, and answers the token, role and actions', async () => {
      const response = await login({ email: agent.email.toUpperCase(), password: agent.password });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.tokens.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.user).toMatchObject({ id: agent.id, email: agent.email, type: 'agent', role: { name: 'agent' } });
      expect(Object.keys(body.user.actions).sort()).toEqual(Object.keys(SEEDED_ROLES.agent).sort());
      expect(body.user.actions.DIDS.sort()).toEqual(['list', 'view']);
      expect(body).not.toHaveProperty('refreshToken');
      expect((await whoCanListDids({ authorization: `Bearer ${body.tokens.accessToken}` })).statusCode).toBe(200);
    });

    it('signs in by a login username, case-insensitively, with that login’s password', async () => {
      const response = await login({ email: 'desk.AGENT7', password: 'a separate login password' });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.id).toBe(agent.id);
    });

    it('sets a session-only refresh cookie: httpOnly, SameSite=Strict, scoped to /api/v1', async () => {
      const response = await login({ email: agent.email, password: agent.password });
      const cookie = refreshCookieOf(response);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1' });
      expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
      expect(cookie).not.toHaveProperty('maxAge');
      expect(cookie).not.toHaveProperty('expires');
    });

    it('keeps the cookie for 30 days on a trusted device', async () => {
      const cookie = refreshCookieOf(await login({ email: agent.email, password: agent.password, trust_device: true }));
      expect(cookie?.maxAge).toBe(30 * 24 * 3600);
    });

    it('answers a wrong password and an unknown e-mail alike, without a cookie', async () => {
      const wrong = await login({ email: agent.email, password: 'not the password' });
      const unknown = await login({ email: 'nobody@example.test', password: 'whatever' });
      const otherLoginsPassword = await login({ email: 'desk.agent7', password: agent.password });
      for (const response of [wrong, unknown, otherLoginsPassword]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: INVALID_CREDENTIALS });
        expect(refreshCookieOf(response)).toBeUndefined();
      }
    });

    it('refuses missing fields with the form messages', async () => {
      expect((await login({ email: agent.email })).json().error).toBe('Password is required');
      expect((await login({ password: 'x' })).json().error).toBe('Email is required');
      const noDevice = await context.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: agent.email, password: agent.password } });
      expect(noDevice.statusCode).toBe(400);
      expect(noDevice.json().error).toBe('Device fingerprint is required');
    });
  });

  describe('POST /devices', () => {
    it('answers the same device id for the same fingerprint and another for another', async () => {
      const register = (token: string) => context.app.inject({ method: 'POST', url: '/api/v1/devices', payload: { platform: 'web', data: '', token } });
      const token = fingerprint();
      const first = await register(token);
      expect(first.statusCode).toBe(200);
      expect((await register(token)).json().device_id).toBe(first.json().device_id);
      expect((await register(fingerprint())).json().device_id).not.toBe(first.json().device_id);
      expect((await register('short')).statusCode).toBe(400);
    });
  });

  describe('POST /refresh', () => {
    it('rotates the cookie and answers a working access token', async () => {
      const session = await signIn(context.app, await createUser(context.db, 'admin'));
      const response = await refreshSession(context.app, session.refreshCookie, session.device);
      expect(response.statusCode).toBe(200);
      const rotated = refreshCookieOf(response);
      expect(rotated?.value).toBeTruthy();
      expect(rotated?.value).not.toBe(session.refreshCookie);
      expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1' });
      expect(response.json().user.role.name).toBe('admin');
      expect((await whoCanListDids({ authorization: `Bearer ${response.json().tokens.accessToken}` })).statusCode).toBe(200);
    });

    it('treats a replayed cookie as theft: 401 and the whole family ends', async () => {
      const session = await signIn(context.app, await createUser(context.db, 'admin'));
      const first = await refreshSession(context.app, session.refreshCookie, session.device);
      const newest = refreshCookieOf(first)!.value;
      const replay = await refreshSession(context.app, session.refreshCookie, session.device);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error).toMatch(/sign in again/);
      expect((await refreshSession(context.app, newest, session.device)).statusCode).toBe(401);
      expect((await whoCanListDids({ authorization: `Bearer ${first.json().tokens.accessToken}` })).statusCode).toBe(401);
      expect((await whoCanListDids(session.headers)).statusCode).toBe(401);
    });

    it('refuses a missing cookie, an unknown cookie and another device’s fingerprint', async () => {
      const session = await signIn(context.app, await createUser(context.db, 'admin'));
      expect((await refreshSession(context.app, undefined, session.device)).statusCode).toBe(401);
      expect((await refreshSession(context.app, 'made-up-token', session.device)).statusCode).toBe(401);
      const stolen = await refreshSession(context.app, session.refreshCookie, fingerprint());
      expect(stolen.statusCode).toBe(401);
      expect(stolen.json()).toEqual({ error: expect.any(String) });
      // A failed refresh clears the cookie so the console stops presenting it.
      expect(refreshCookieOf(stolen)?.value).toBe('');
    });
  });

  describe('POST /logout', () => {
    it('ends the session: refresh fails, the access token stops working, the cookie is cleared', async () => {
      const session = await signIn(context.app, await createUser(context.db, 'admin'));
      const response = await context.app.inject({ method: 'POST', url: '/api/v1/logout', cookies: { rl_refresh: session.refreshCookie } });
      expect(response.statusCode).toBe(204);
      const cleared = refreshCookieOf(response);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
      expect((await refreshSession(context.app, session.refreshCookie, session.device)).statusCode).toBe(401);
      expect((await whoCanListDids(session.headers)).statusCode).toBe(401);
    });

    it('succeeds without a cookie', async () => {
      expect((await context.app.inject({ method: 'POST', url: '/api/v1/logout' })).statusCode).toBe(204);
    });
  });

  describe('POST /users/password', () => {
    const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      context.app.inject({ method: 'POST', url: '/api/v1/users/password', headers, payload });

    it('refuses a wrong old password with 400, not 401, and keeps the session', async () => {
      const session = await signIn(context.app, await createUser(context.db, 'user'));
      const response = await change(session.headers, { old_password: 'wrong old password', new_password: 'a brand new password' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('The old password is not correct');
      expect((await refreshSession(context.app, session.refreshCookie, session.device)).statusCode).toBe(200);
    });

    it('refuses a short new password and an unchanged one', async () => {
      const user = await createUser(context.db, 'user');
      const session = await signIn(context.app, user);
      expect((await change(session.headers, { old_password: user.password, new_password: 'short' })).json().error).toBe(
        'New password must be at least 8 characters',
      );
      expect((await change(session.headers, { old_password: user.password, new_password: user.password })).statusCode).toBe(400);
    });

    it('changes the password and ends every other device’s session but this one', async () => {
      const user = await createUser(context.db, 'user');
      const here = await signIn(context.app, user);
      const elsewhere = await signIn(context.app, user);
      const response = await change(here.headers, { old_password: user.password, new_password: 'a brand new password' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Password changed successfully' });

      expect((await refreshSession(context.app, elsewhere.refreshCookie, elsewhere.device)).statusCode).toBe(401);
      expect((await change(elsewhere.headers, { old_password: 'a brand new password', new_password: 'another new password' })).statusCode).toBe(401);
      expect((await refreshSession(context.app, here.refreshCookie, here.device)).statusCode).toBe(200);

      expect((await login({ email: user.email, password: user.password })).statusCode).toBe(401);
      expect((await login({ email: user.email, password: 'a brand new password' })).statusCode).toBe(200);
    });

    it('needs a session', async () => {
      expect((await change({}, { old_password: 'a', new_password: 'b'.repeat(8) })).statusCode).toBe(401);
    });
  });
});
