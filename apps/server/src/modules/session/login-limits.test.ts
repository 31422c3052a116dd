import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { TEST_JWT_SECRET, useTestApp, type TestContext } from '../../test/harness.js';
import { createUser, fingerprint, signIn } from '../../test/factories.js';

const TOO_MANY_FAILURES = /^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/;

const loginAs = (context: TestContext, email: string, password: string) =>
  context.app.inject({ method: 'POST', url: '/api/v1/login', payload: { deviceID: fingerprint(), email, password } });

describe('failed sign-ins per account (default limits)', () => {
  const context = useTestApp();
  let victim: Awaited<ReturnType<typeof createUser>>;
  let bystander: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    victim = await createUser(context.db, 'admin');
    bystander = await createUser(context.db, 'admin');
  });

  it('locks an account after 5 failures, even against the right password and in another case', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await loginAs(context, victim.email, `guess ${attempt}`)).statusCode).toBe(401);
    for (const email of [victim.email, victim.email.toUpperCase()]) {
      const locked = await loginAs(context, email, victim.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ error: expect.stringMatching(TOO_MANY_FAILURES) });
    }
  });

  it('does not lock other accounts signing in from the same address', async () => {
    expect((await loginAs(context, bystander.email, bystander.password)).statusCode).toBe(200);
  });
});

describe('failed sign-ins with custom limits', () => {
  const context = useTestApp({ loginThrottle: { perAccount: 3, perAddress: 5, windowMs: 60_000 } });

  it('forgives earlier failures once the account signs in successfully', async () => {
    const user = await createUser(context.db, 'user');
    for (let attempt = 0; attempt < 2; attempt += 1) await loginAs(context, user.email, 'wrong');
    expect((await loginAs(context, user.email, user.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) await loginAs(context, user.email, 'wrong');
    expect((await loginAs(context, user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses an address that keeps failing across many accounts, even for a new account', async () => {
    // Four failures so far came from the test above; one more reaches the per-address limit.
    const fresh = await createUser(context.db, 'user');
    expect((await loginAs(context, 'spray-1@example.test', 'x')).statusCode).toBe(401);
    const blocked = await loginAs(context, fresh.email, fresh.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatch(TOO_MANY_FAILURES);
  });
});

describe('request rate limit on the session routes', () => {
  const context = useTestApp({ sessionRateLimit: 3 });

  it('answers 429 {error} once an address exceeds the limit on sign-in', async () => {
    const user = await createUser(context.db, 'user');
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await loginAs(context, user.email, user.password)).statusCode).toBe(200);
    const limited = await loginAs(context, user.email, user.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.stringMatching(/^Too many requests; try again in \d+ seconds$/) });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts each route on its own', async () => {
    const register = () => context.app.inject({ method: 'POST', url: '/api/v1/devices', payload: { token: fingerprint() } });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await register()).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(429);
  });
});

describe('guessing the old password when changing it', () => {
  const context = useTestApp();

  it('is refused with 429 after 5 wrong old passwords, even when the right one follows', async () => {
    const user = await createUser(context.db, 'user');
    const session = await signIn(context.app, user);
    const change = (oldPassword: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/users/password',
        headers: session.headers,
        payload: { old_password: oldPassword, new_password: 'a-new-password-123' },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change(`guess ${attempt}`)).statusCode).toBe(400);
    const locked = await change(user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(TOO_MANY_FAILURES);
  });
});

describe('failed sign-ins across server instances', () => {
  const context = useTestApp();

  it('counts failures seen by one instance against sign-ins on another sharing the database', async () => {
    const user = await createUser(context.db, 'agent');
    const other = await buildApp({ db: context.db, jwtSecret: TEST_JWT_SECRET, sessionRateLimit: 10_000 });
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await loginAs(context, user.email, `guess ${attempt}`)).statusCode).toBe(401);
      const refused = await other.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { deviceID: fingerprint(), email: user.email, password: user.password },
      });
      expect(refused.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
