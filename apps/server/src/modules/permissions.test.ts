import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SEEDED_ROLES, isAllowed, registry, type Action, type PermissionLabel, type ResourceDescription } from '@ringledger/contract';
import { rolePermissions, roles } from '../db/schema/index.js';
import { useTestApp } from '../test/harness.js';
import { createUser, signIn } from '../test/factories.js';
import { buildCreateBody, createRow } from '../test/resource-samples.js';

type Role = keyof typeof SEEDED_ROLES;
const ROLES = Object.keys(SEEDED_ROLES) as Role[];
const SUCCESS: Record<Action, number> = { list: 200, view: 200, create: 201, edit: 200, delete: 204 };

/** Guarded routes that are not resources of the registry. */
const OTHER_ROUTES = [{ method: 'GET' as const, url: '/api/v1/roles', label: 'AUTHORIZATIONS' as PermissionLabel, action: 'list' as Action }];

const cases = registry.flatMap((resource) => resource.operations.flatMap((action) => ROLES.map((role) => ({ resource, action, role }))));

describe('permission matrix', () => {
  const context = useTestApp();
  const sessions = {} as Record<Role, Awaited<ReturnType<typeof signIn>>>;

  beforeAll(async () => {
    for (const role of ROLES) sessions[role] = await signIn(context.app, await createUser(context.db, role));
  });

  async function requestFor(resource: ResourceDescription, action: Action) {
    const base = `/api/v1${resource.path}`;
    switch (action) {
      case 'list':
        return { method: 'GET' as const, url: base };
      case 'view':
        return { method: 'GET' as const, url: `${base}/${await createRow(context.db, resource)}` };
      case 'create':
        return { method: 'POST' as const, url: base, payload: await buildCreateBody(context.db, resource) };
      case 'edit':
        return { method: 'PATCH' as const, url: `${base}/${await createRow(context.db, resource)}`, payload: await buildCreateBody(context.db, resource) };
      case 'delete':
        return { method: 'DELETE' as const, url: `${base}/${await createRow(context.db, resource)}` };
    }
  }

  it('covers every role the platform seeds', () => {
    expect([...ROLES].sort()).toEqual(['admin', 'agent', 'user']);
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases.map((entry) => [entry.resource.name, entry.action, entry.role, entry] as const))(
    '%s %s as %s',
    async (_name, _action, _role, { resource, action, role }) => {
      const request = await requestFor(resource, action);
      const response = await context.app.inject({ ...request, headers: sessions[role].headers });
      if (isAllowed(SEEDED_ROLES[role], resource.label, action)) {
        expect(response.statusCode, response.body).toBe(SUCCESS[action]);
      } else {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toEqual({ error: expect.stringMatching(/^You are not allowed to /) });
        // A refused change leaves the row as it was.
        if (action === 'delete' || action === 'edit') {
          const after = await context.app.inject({ method: 'GET', url: request.url, headers: sessions.admin.headers });
          expect(after.statusCode).toBe(200);
        }
      }
    },
  );

  it.each(OTHER_ROUTES.flatMap((route) => ROLES.map((role) => [route.url, role, route] as const)))('%s as %s', async (_url, role, route) => {
    const response = await context.app.inject({ method: route.method, url: route.url, headers: sessions[role].headers });
    expect(response.statusCode).toBe(isAllowed(SEEDED_ROLES[role], route.label, route.action) ? 200 : 403);
  });

  it.each(registry.flatMap((resource) => resource.operations.map((action) => [resource.name, action, resource] as const)))(
    '%s %s without a token is 401',
    async (_name, action, resource) => {
      const request = await requestFor(resource, action);
      const response = await context.app.inject(request);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Please sign in' });
    },
  );

  it('reads permissions fresh: a role losing an action is refused at once, with the same token', async () => {
    const [agentRole] = await context.db.select().from(roles).where(eq(roles.name, 'agent'));
    const listDids = () => context.app.inject({ method: 'GET', url: '/api/v1/dids', headers: sessions.agent.headers });
    expect((await listDids()).statusCode).toBe(200);
    await context.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role_id, agentRole.id), eq(rolePermissions.label, 'DIDS'), eq(rolePermissions.action, 'list')));
    expect((await listDids()).statusCode).toBe(403);
  });
});
