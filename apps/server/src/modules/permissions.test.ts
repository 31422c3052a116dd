import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  SEEDED_ROLES,
  callAccounts,
  findResource,
  startRecharge,
  updateUserProfile,
  isAllowed,
  operations,
  registry,
  resourcePath,
  rowPath,
  type Action,
  type OperationDescription,
  type ResourceDescription,
} from '@ringledger/contract';
import { accounts, callCenterAgents, extensions, rolePermissions, roles } from '../db/schema/index.js';
import { useTestApp } from '../test/harness.js';
import { createDomain, createUser, signIn } from '../test/factories.js';
import { insertCallRecords } from '../test/call-records.js';
import { buildBody, createParent, createRow, samplePath, sampleUpload, type SampleMaker } from '../test/resource-samples.js';

type Role = keyof typeof SEEDED_ROLES;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const ROLES = Object.keys(SEEDED_ROLES) as Role[];
const SUCCESS: Record<Action, number> = { list: 200, view: 200, create: 201, edit: 200, delete: 204 };

interface SampleRequest {
  method: Method;
  url: string;
  payload?: Record<string, unknown> | readonly Record<string, unknown>[] | Buffer;
  headers?: Record<string, string>;
}

const resourceCases = registry.flatMap((resource) => resource.operations.map((action) => [resource.name, action, resource] as const));
const guardedOperations = operations.filter((operation) => typeof operation.access === 'object');

describe('permission matrix', () => {
  const context = useTestApp();
  const sessions = {} as Record<Role, Awaited<ReturnType<typeof signIn>>>;
  const maker = {} as SampleMaker;

  beforeAll(async () => {
    for (const role of ROLES) sessions[role] = await signIn(context.app, await createUser(context.db, role));
    // Extensions live in the primary domain, as they do on every started platform.
    await createDomain(context.db);
    // Call records come only from the switch's CDRs: one is written behind ingestion for the routes that read a record.
    await insertCallRecords(context.db, [{ callstart: new Date() }]);
    Object.assign(maker, { app: context.app, headers: sessions.admin.headers });
  });

  /** A request for one action on one resource, on rows made for it (under a new parent row where it has one). */
  async function requestFor(resource: ResourceDescription, action: Action): Promise<SampleRequest> {
    if (action === 'list' || action === 'create') {
      const parent = await createParent(maker, resource);
      const url = `/api/v1${resourcePath(resource, parent?.id)}`;
      return action === 'list' ? { method: 'GET', url } : { method: 'POST', url, payload: await buildBody(maker, resource, 'create', {}, parent?.ownerId) };
    }
    const row = await createRow(maker, resource);
    const url = `/api/v1${rowPath(resource, row.id, row.parentId)}`;
    if (action === 'view') return { method: 'GET', url };
    if (action === 'edit') return { method: 'PATCH', url, payload: await buildBody(maker, resource, 'edit') };
    return { method: 'DELETE', url };
  }

  /**
   * The row a self-service operation acts on is the caller's own (their line), and a payment it
   * names one the caller started on it; a role that may not start one is refused before either counts.
   */
  async function ownRowFor(operation: OperationDescription, role: Role) {
    const own = operation.ownRow ? findResource(operation.ownRow) : undefined;
    // A device named outside its extension's path (a customer's own phone) is one on an extension of the caller's account.
    if (operation.path.includes(':deviceId') && !operation.on)
      return { params: { deviceId: String(await ownDeviceOf(sessions[role].body.user.id as number)) } };
    // An agent's own status is set on an agent of the caller's.
    if (operation.path.startsWith('/call_center/my_agents/')) return { row: await ownAgentOf(sessions[role].body.user.id as number) };
    const needsPayment = operation.path.includes(':reference');
    if (!own && !needsPayment) return {};
    const userId = sessions[role].body.user.id as number;
    const line = await createRow(maker, callAccounts, { type: 'user', user_id: userId });
    if (!needsPayment || !isAllowed(SEEDED_ROLES[role], startRecharge.access.label, startRecharge.access.action)) {
      return { row: own && line, params: { reference: 'RL-000000' } };
    }
    const started = await context.app.inject({
      method: 'POST',
      url: `/api/v1${samplePath(startRecharge, line)}`,
      headers: sessions[role].headers,
      payload: startRecharge.example.body,
    });
    return { row: own && line, params: { reference: started.json().reference as string } };
  }

  async function ownAgentOf(userId: number) {
    const agent = await createRow(maker, findResource('call_center_agents') as ResourceDescription);
    await context.db.update(callCenterAgents).set({ user_id: userId }).where(eq(callCenterAgents.id, agent.id));
    return agent;
  }

  async function ownDeviceOf(userId: number) {
    const device = await createRow(maker, findResource('extension_devices') as ResourceDescription);
    const [extension] = await context.db
      .select({ account_id: extensions.account_id })
      .from(extensions)
      .where(eq(extensions.id, device.parentId as number));
    await context.db.update(accounts).set({ type: 'user', type_id: userId }).where(eq(accounts.id, extension.account_id));
    return device.id;
  }

  /** A valid call of an operation, from the example its description gives. */
  async function requestForOperation(operation: OperationDescription, role: Role): Promise<SampleRequest> {
    const on = operation.on ? findResource(operation.on) : undefined;
    const own = await ownRowFor(operation, role);
    const described = { ...operation, example: { ...operation.example, params: { ...operation.example?.params, ...own.params } } };
    const path = samplePath(described, own.row ?? (on && (await createRow(maker, on))));
    const query = new URLSearchParams(operation.example?.query ?? {}).toString();
    const url = `/api/v1${path}${query ? `?${query}` : ''}`;
    const upload = await sampleUpload(operation);
    if (upload) return { method: 'POST', url, payload: upload.payload, headers: upload.headers };
    // One's own profile keeps one's own e-mail: the example's would be taken by the first role to save it.
    if (operation.name === updateUserProfile.name)
      return { method: 'PATCH', url, payload: { ...updateUserProfile.example.body, email: sessions[role].body.user.email } };
    return { method: operation.method as Method, url, ...(operation.example?.body && { payload: operation.example.body }) };
  }

  /** Whether the row a refused change named is still there, through the resource's view or its list. */
  async function isStillThere(resource: ResourceDescription, request: SampleRequest) {
    if (resource.operations.includes('view'))
      return (await context.app.inject({ method: 'GET', url: request.url, headers: sessions.admin.headers })).statusCode === 200;
    const [collection, id] = [request.url.slice(0, request.url.lastIndexOf('/')), Number(request.url.slice(request.url.lastIndexOf('/') + 1))];
    const list = await context.app.inject({ method: 'GET', url: `${collection}?limit=100`, headers: sessions.admin.headers });
    const key = resource.parent?.rowKey ?? 'id';
    return (list.json().results as Record<string, unknown>[]).some((row) => row[key] === id);
  }

  it('covers every role the platform seeds, every registry resource and every guarded operation', () => {
    expect([...ROLES].sort()).toEqual(['admin', 'agent', 'user']);
    expect(resourceCases.length).toBeGreaterThan(registry.length);
    expect(guardedOperations.length).toBeGreaterThan(0);
  });

  it.each(resourceCases.flatMap(([name, action, resource]) => ROLES.map((role) => [name, action, role, resource] as const)))(
    '%s %s as %s',
    async (_name, action, role, resource) => {
      const request = await requestFor(resource, action);
      const response = await context.app.inject({ ...request, headers: sessions[role].headers });
      if (isAllowed(SEEDED_ROLES[role], resource.label, action)) {
        expect(response.statusCode, response.body).toBe(SUCCESS[action]);
        return;
      }
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ error: expect.stringMatching(/^You are not allowed to /) });
      // A refused change leaves the row as it was.
      if (action === 'delete' || action === 'edit') expect(await isStillThere(resource, request)).toBe(true);
    },
  );

  it.each(guardedOperations.flatMap((operation) => ROLES.map((role) => [`${operation.method} ${operation.path}`, role, operation] as const)))(
    '%s as %s',
    async (_name, role, operation) => {
      const request = await requestForOperation(operation, role);
      // A stream never ends by itself: its status is read as soon as it starts, and it is let go.
      const isStream = operation.produces === 'text/event-stream';
      const response = await context.app.inject({ ...request, headers: { ...request.headers, ...sessions[role].headers }, payloadAsStream: isStream });
      if (isStream) response.stream().destroy();
      const access = operation.access as { label: ResourceDescription['label']; action: Action };
      // A switch's sample row points at no switch: an operation that must reach one is let through, and then finds it not connected.
      const needsSwitch = operation.on === 'switches' && operation.method !== 'GET';
      // No switch carries the sample call: hanging it up is let through, and then finds no such call.
      const needsCall = operation.path.startsWith('/live-calls/:uuid');
      if (isAllowed(SEEDED_ROLES[role], access.label, access.action) && needsSwitch)
        expect(response.json().error, response.body).toMatch(/^The switch is not connected/);
      else if (isAllowed(SEEDED_ROLES[role], access.label, access.action) && needsCall)
        expect(response.json().error, response.body).toMatch(/^Call [0-9a-f-]+ was not found$/);
      else if (isAllowed(SEEDED_ROLES[role], access.label, access.action)) expect(response.statusCode, response.body).toBeLessThan(300);
      else expect(response.statusCode, response.body).toBe(403);
      expect((await context.app.inject({ ...request, headers: request.headers })).statusCode).toBe(401);
    },
  );

  it.each(resourceCases)('%s %s without a token is 401', async (_name, action, resource) => {
    const response = await context.app.inject(await requestFor(resource, action));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please sign in' });
  });

  it('honours a changed permission as soon as it is announced: a role losing an action is refused with the same token', async () => {
    const [agentRole] = await context.db.select().from(roles).where(eq(roles.name, 'agent'));
    const listDids = () => context.app.inject({ method: 'GET', url: '/api/v1/dids', headers: sessions.agent.headers });
    expect((await listDids()).statusCode).toBe(200);
    await context.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.role_id, agentRole.id), eq(rolePermissions.label, 'DIDS'), eq(rolePermissions.action, 'list')));
    await context.app.access.settle();
    expect((await listDids()).statusCode).toBe(403);
  });
});
