import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { refreshTokens, rolePermissions, roles } from '../db/schema/index.js';
import { TEST_JWT_SECRET, useTestApp } from '../test/harness.js';
import { createUser, signIn } from '../test/factories.js';

/** Another server instance on the same database, as behind a load balancer. */
async function secondInstance(db: Parameters<typeof buildApp>[0]['db']) {
  const app = await buildApp({ db, jwtSecret: TEST_JWT_SECRET });
  await app.ready();
  return app;
}

const soon = { timeout: 3000, interval: 20 };

describe('access announcements across server instances', () => {
  const context = useTestApp();
  let other: FastifyInstance;
  const listDids = (app: FastifyInstance, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/dids', headers });

  beforeAll(async () => {
    other = await secondInstance(context.db);
  });
  afterAll(() => other.close());

  it('ends a session on every instance once it is revoked on one', async () => {
    const session = await signIn(context.app, await createUser(context.db, 'admin'));
    expect((await listDids(other, session.headers)).statusCode).toBe(200);
    const logout = await context.app.inject({ method: 'POST', url: '/api/v1/logout', cookies: { rl_refresh: session.refreshCookie } });
    expect(logout.statusCode).toBe(204);
    // The instance that revoked answers only once it honours the revocation.
    expect((await listDids(context.app, session.headers)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await listDids(other, session.headers)).statusCode).toBe(401), soon);
  });

  it('takes a role change made through the API on every instance', async () => {
    const person = await createUser(context.db, 'agent');
    const session = await signIn(context.app, person);
    const admin = await signIn(context.app, await createUser(context.db, 'admin'));
    const createDid = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/v1/dids', headers: session.headers, payload: {} });
    expect((await createDid(other)).statusCode).toBe(403);
    const [adminRole] = await context.db.select().from(roles).where(eq(roles.name, 'admin'));
    const changed = await context.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${person.id}`,
      headers: admin.headers,
      payload: { role_id: adminRole.id },
    });
    expect(changed.statusCode).toBe(200);
    expect((await createDid(context.app)).statusCode).toBe(400);
    await vi.waitFor(async () => expect((await createDid(other)).statusCode).toBe(400), soon);
  });

  it('takes a permission changed in the database itself on every instance', async () => {
    const session = await signIn(context.app, await createUser(context.db, 'agent'));
    expect((await listDids(other, session.headers)).statusCode).toBe(200);
    const [agentRole] = await context.db.select().from(roles).where(eq(roles.name, 'agent'));
    const listing = and(eq(rolePermissions.role_id, agentRole.id), eq(rolePermissions.label, 'DIDS'), eq(rolePermissions.action, 'list'));
    await context.db.delete(rolePermissions).where(listing);
    try {
      await vi.waitFor(async () => expect((await listDids(other, session.headers)).statusCode).toBe(403), soon);
      await vi.waitFor(async () => expect((await listDids(context.app, session.headers)).statusCode).toBe(403), soon);
    } finally {
      await context.db.insert(rolePermissions).values({ role_id: agentRole.id, label: 'DIDS', action: 'list' });
    }
  });

  it('asks the database on every request while the announcements cannot be heard', async () => {
    const session = await signIn(context.app, await createUser(context.db, 'admin'));
    expect((await listDids(other, session.headers)).statusCode).toBe(200);
    // Cut every listening connection, then revoke behind their back: nothing is announced to them.
    await context.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen rl_access'`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await context.db
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(eq(refreshTokens.device_id, await deviceOf(session.device)));
    expect((await listDids(other, session.headers)).statusCode).toBe(401);
    expect((await listDids(context.app, session.headers)).statusCode).toBe(401);
  });

  async function deviceOf(fingerprint: string) {
    const rows = await context.db.execute<{ id: number }>(sql`select id from devices where fingerprint = ${fingerprint}`);
    return Number(rows.rows[0].id);
  }
});
