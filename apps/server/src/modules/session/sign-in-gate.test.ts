import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { useTestApp, type TestContext } from '../../test/harness.js';
import { addLogin, createUser, fingerprint } from '../../test/factories.js';

const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

function signInWith(context: TestContext, body: { email: string; password: string }, extra: Partial<InjectOptions> = {}) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { deviceID: fingerprint(), email: body.email, password: body.password },
    ...extra,
  });
}

const deviceCookieOf = (response: { cookies: { name: string; value: string }[] }) => response.cookies.find((cookie) => cookie.name === 'rl_device')?.value;

describe('sign-in failures that lock out the guesser, not the owner', () => {
  const context = useTestApp({ loginThrottle: limits });

  it("lets the owner's known browser in with the right password while guesses from elsewhere are refused", async () => {
    const owner = await createUser(context.db, 'admin');
    const first = await signInWith(context, owner, { remoteAddress: '198.51.100.1' });
    const deviceToken = deviceCookieOf(first);
    expect(deviceToken).toBeDefined();
    for (let guess = 0; guess < 3; guess += 1) await signInWith(context, { email: owner.email, password: `guess ${guess}` }, { remoteAddress: '203.0.113.7' });
    expect((await signInWith(context, owner, { remoteAddress: '203.0.113.7' })).statusCode).toBe(429);
    expect((await signInWith(context, owner, { remoteAddress: '198.51.100.2' })).statusCode).toBe(429);
    const known = await signInWith(context, owner, { remoteAddress: '198.51.100.2', cookies: { rl_device: deviceToken ?? '' } });
    expect(known.statusCode).toBe(200);
    expect(deviceCookieOf(known)).toBeUndefined();
  });

  it("holds a stolen device cookie to that browser's own count, then to the user's", async () => {
    const owner = await createUser(context.db, 'user');
    const deviceToken = deviceCookieOf(await signInWith(context, owner, { remoteAddress: '198.51.100.3' }));
    const withCookie = { cookies: { rl_device: deviceToken ?? '' }, remoteAddress: '198.51.100.4' };
    for (let guess = 0; guess < 3; guess += 1) expect((await signInWith(context, { email: owner.email, password: 'wrong' }, withCookie)).statusCode).toBe(401);
    // That browser is locked now, so it counts like any other: three more and the user is locked for strangers too.
    for (let guess = 0; guess < 3; guess += 1) expect((await signInWith(context, { email: owner.email, password: 'wrong' }, withCookie)).statusCode).toBe(401);
    expect((await signInWith(context, owner, withCookie)).statusCode).toBe(429);
  });

  it('counts failures per user, whichever identity names them', async () => {
    const owner = await createUser(context.db, 'user');
    const username = `ada-${Date.now()}`;
    await addLogin(context.db, owner.id, username, owner.password);
    const from = { remoteAddress: '198.51.100.5' };
    await signInWith(context, { email: owner.email, password: 'wrong' }, from);
    await signInWith(context, { email: owner.email.toUpperCase(), password: 'wrong' }, from);
    await signInWith(context, { email: username, password: 'wrong' }, from);
    expect((await signInWith(context, { email: username, password: owner.password }, { remoteAddress: '198.51.100.6' })).statusCode).toBe(429);
  });

  it("refuses an address that keeps failing, except for a known browser's right password", async () => {
    const owner = await createUser(context.db, 'user');
    const deviceToken = deviceCookieOf(await signInWith(context, owner, { remoteAddress: '192.0.2.50' }));
    for (let spray = 0; spray < 5; spray += 1)
      await signInWith(context, { email: `spray-${spray}@example.test`, password: 'x' }, { remoteAddress: '192.0.2.50' });
    const stranger = await createUser(context.db, 'user');
    expect((await signInWith(context, stranger, { remoteAddress: '192.0.2.50' })).statusCode).toBe(429);
    expect((await signInWith(context, owner, { remoteAddress: '192.0.2.50', cookies: { rl_device: deviceToken ?? '' } })).statusCode).toBe(200);
  });
});

describe('behind a reverse proxy', () => {
  const trusting = useTestApp({ loginThrottle: limits, trustProxy: true });
  const wary = useTestApp({ loginThrottle: limits });
  const forwardedFor = (address: string) => ({ remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': address } });

  it('counts failures by the client address the trusted proxy names', async () => {
    for (let spray = 0; spray < 5; spray += 1)
      await signInWith(trusting, { email: `spray-${spray}@example.test`, password: 'x' }, forwardedFor('203.0.113.20'));
    const user = await createUser(trusting.db, 'user');
    expect((await signInWith(trusting, user, forwardedFor('203.0.113.20'))).statusCode).toBe(429);
    expect((await signInWith(trusting, user, forwardedFor('203.0.113.21'))).statusCode).toBe(200);
  });

  it('ignores the forwarded address without TRUST_PROXY: everyone behind it is the proxy', async () => {
    for (let spray = 0; spray < 5; spray += 1) await signInWith(wary, { email: `spray-${spray}@example.test`, password: 'x' }, forwardedFor('203.0.113.20'));
    expect((await signInWith(wary, await createUser(wary.db, 'user'), forwardedFor('203.0.113.21'))).statusCode).toBe(429);
  });

  it('marks the cookies Secure when the original request was https, and only then', async () => {
    const user = await createUser(trusting.db, 'user');
    const https = await signInWith(trusting, user, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.cookies.every((cookie) => cookie.secure)).toBe(true);
    expect(https.cookies.map((cookie) => cookie.name).sort()).toEqual(['rl_device', 'rl_refresh']);
    const plain = await signInWith(trusting, user);
    expect(plain.cookies.some((cookie) => cookie.secure)).toBe(false);
    const ignored = await signInWith(wary, await createUser(wary.db, 'user'), { headers: { 'x-forwarded-proto': 'https' } });
    expect(ignored.cookies.some((cookie) => cookie.secure)).toBe(false);
  });
});
