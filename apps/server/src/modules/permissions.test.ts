import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SEEDED_ROLES, isAllowed, registry, type Action, type PermissionLabel, type ResourceDescription } from '@ringledger/contract';
import { rolePermissions, roles } from '../db/schema/index.js';
import { useTestApp } from '../test/harness.js';
import { createCallAccountWithAccount, createUser, signIn } from '../test/factories.js';
import { buildCreateBody, createRow } from '../test/resource-samples.js';

type Role = keyof typeof SEEDED_ROLES;
const ROLES = Object.keys(SEEDED_ROLES) as Role[];
const SUCCESS: Record<Action, number> = { list: 200, view: 200, create: 201, edit: 200, delete: 204 };

interface GuardedRoute {
  method: 'GET' | 'POST';
  /** The path below /api/v1, given the rows the test made. */
  path: (rows: SampleRows) => string;
  label: PermissionLabel;
  action: Action;
  payload?: Record<string, unknown>;
}

/** Row ids in a path; tests name the routes with placeholders instead. */
interface SampleRows {
  userId: number | string;
  accountId: number | string;
  callAccountId: number | string;
  pricelistId: number | string;
}

const PLACEHOLDERS: SampleRows = { userId: '{id}', accountId: '{id}', callAccountId: '{id}', pricelistId: '{id}' };

/** Guarded routes that are not the standard routes of a registry resource. */
const OTHER_ROUTES: GuardedRoute[] = [
  { method: 'GET', path: () => '/roles', label: 'AUTHORIZATIONS', action: 'list' },
  { method: 'GET', path: (rows) => `/users/${rows.userId}/logins`, label: 'USER_LOGINS', action: 'list' },
  { method: 'GET', path: (rows) => `/users/${rows.userId}/accounts`, label: 'ACCOUNTS', action: 'list' },
  { method: 'GET', path: (rows) => `/users/${rows.userId}/call_accounts`, label: 'CALL_ACCOUNTS', action: 'list' },
  { method: 'GET', path: (rows) => `/accounts/${rows.accountId}/extensions`, label: 'EXTENSIONS', action: 'list' },
  { method: 'GET', path: (rows) => `/call_accounts/${rows.callAccountId}/transactions`, label: 'CALL_ACCOUNT_TRANSACTIONS', action: 'list' },
  {
    method: 'POST',
    path: (rows) => `/call_accounts/${rows.callAccountId}/transactions`,
    label: 'CALL_ACCOUNT_TRANSACTIONS',
    action: 'create',
    payload: { type: 'credit', amount: '1.5' },
  },
  { method: 'GET', path: (rows) => `/pricelists/${rows.pricelistId}/rates`, label: 'PRICELISTS', action: 'list' },
  { method: 'GET', path: (rows) => `/pricelists/${rows.pricelistId}/rates/export`, label: 'PRICELISTS', action: 'list' },
  { method: 'GET', path: (rows) => `/pricelists/${rows.pricelistId}/rate?number=2348031234567&seconds=60`, label: 'PRICELISTS', action: 'view' },
];

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

  it.each(OTHER_ROUTES.flatMap((route) => ROLES.map((role) => [`${route.method} ${route.path(PLACEHOLDERS)}`, role, route] as const)))(
    '%s as %s',
    async (_name, role, route) => {
      const { account, callAccount, pricelist } = await createCallAccountWithAccount(context.db);
      const rows = { userId: (await createUser(context.db, 'user')).id, accountId: account.id, callAccountId: callAccount.id, pricelistId: pricelist.id };
      const request = { method: route.method, url: `/api/v1${route.path(rows)}`, headers: sessions[role].headers, payload: route.payload };
      const response = await context.app.inject(request);
      const success = route.method === 'POST' ? 201 : 200;
      expect(response.statusCode, response.body).toBe(isAllowed(SEEDED_ROLES[role], route.label, route.action) ? success : 403);
      expect((await context.app.inject({ ...request, headers: {} })).statusCode).toBe(401);
    },
  );

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
