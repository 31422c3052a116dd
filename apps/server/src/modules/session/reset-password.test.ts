import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { userLogins } from '../../db/schema/index.js';
import { useTestApp, type TestContext } from '../../test/harness.js';
import { addLogin, createUser, fingerprint, refreshSession, signIn } from '../../test/factories.js';
import { resetPassword } from './reset-password.js';

const loginAs = (context: TestContext, email: string, password: string) =>
  context.app.inject({ method: 'POST', url: '/api/v1/login', payload: { deviceID: fingerprint(), email, password } });

describe('resetting a lost password (npm run admin:password)', () => {
  const context = useTestApp();

  it('gives every login of the user a new generated password and ends their sessions', async () => {
    const admin = await createUser(context.db, 'admin');
    await addLogin(context.db, admin.id, `second-${admin.id}`, 'another password');
    const session = await signIn(context.app, admin);
    const listDids = () => context.app.inject({ method: 'GET', url: '/api/v1/dids', headers: session.headers });
    expect((await listDids()).statusCode).toBe(200);

    const result = await resetPassword({ db: context.db, identity: admin.email.toUpperCase() });

    expect(result.email).toBe(admin.email);
    expect(result.password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await loginAs(context, admin.email, admin.password)).statusCode).toBe(401);
    expect((await loginAs(context, admin.email, result.password)).statusCode).toBe(200);
    expect((await loginAs(context, `second-${admin.id}`, result.password)).statusCode).toBe(200);
    expect((await loginAs(context, `second-${admin.id}`, 'another password')).statusCode).toBe(401);
    expect((await refreshSession(context.app, session.refreshCookie, session.device)).statusCode).toBe(401);
    // A running server hears of the ended sessions from PostgreSQL, the command being another process.
    await vi.waitFor(async () => expect((await listDids()).statusCode).toBe(401), { timeout: 5_000, interval: 50 });
  });

  it('finds the user by a login username too', async () => {
    const agent = await createUser(context.db, 'agent');
    await addLogin(context.db, agent.id, `desk-${agent.id}`, 'desk password');

    const result = await resetPassword({ db: context.db, identity: `desk-${agent.id}` });

    expect(result.email).toBe(agent.email);
    expect((await loginAs(context, agent.email, result.password)).statusCode).toBe(200);
  });

  it('lets the new password in at once, even after the account was locked by wrong guesses', async () => {
    const admin = await createUser(context.db, 'admin');
    for (let attempt = 0; attempt < 5; attempt += 1) await loginAs(context, admin.email, `guess ${attempt}`);
    expect((await loginAs(context, admin.email, admin.password)).statusCode).toBe(429);

    const result = await resetPassword({ db: context.db, identity: admin.email });

    expect((await loginAs(context, admin.email, result.password)).statusCode).toBe(200);
  });

  it('refuses an unknown user, and a user without a login, with one sentence', async () => {
    await expect(resetPassword({ db: context.db, identity: 'nobody@example.test' })).rejects.toThrow(
      /^No user has the e-mail address or login username "nobody@example\.test"\.$/,
    );
    const contact = await createUser(context.db, 'user');
    await context.db.delete(userLogins).where(eq(userLogins.user_id, contact.id));
    await expect(resetPassword({ db: context.db, identity: contact.email })).rejects.toThrow(/^".+" has no login to sign in with; add one in the console\.$/);
  });
});
