import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { extensionDevices } from '../../db/schema/index.js';
import { createSecretBox } from '../../secret-box.js';
import { useTestApp } from '../../test/harness.js';
import { createCallAccountWithAccount, createDomain, createExtension, createUser, signIn } from '../../test/factories.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const encryptionKey = randomBytes(32);

describe('extension devices API', () => {
  const context = useTestApp({ encryptionKey });
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  let extensionId: number;
  let domainId: number;

  beforeAll(async () => {
    admin = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
    agent = (await signIn(context.app, await createUser(context.db, 'agent'))).headers;
    const domain = await createDomain(context.db);
    domainId = domain.id;
    const { account } = await createCallAccountWithAccount(context.db);
    extensionId = (await createExtension(context.db, { account, domain })).id;
  });

  const call = (method: Method, url: string, payload?: Record<string, unknown>, headers = admin) =>
    context.app.inject({ method, url: `/api/v1/extensions/${extensionId}/devices${url}`, headers, ...(payload ? { payload } : {}) });
  const stored = async (id: number) => (await context.db.select().from(extensionDevices).where(eq(extensionDevices.id, id)))[0];
  const opened = (sealed: string) => createSecretBox(encryptionKey).open(sealed);

  it('answers device_id, makes a strong password when none is typed and keeps it sealed', async () => {
    const created = await call('POST', '', { username: 'desk-100', description: 'Reception desk' });
    expect(created.statusCode, created.body).toBe(201);
    const device = created.json();
    expect(device).toMatchObject({ device_id: device.id, extension_id: extensionId, username: 'desk-100', description: 'Reception desk', enabled: true });
    expect(device).not.toHaveProperty('password');
    const row = await stored(device.id);
    expect(row.domain_id).toBe(domainId);
    expect(row.password).not.toContain(opened(row.password));
    expect(opened(row.password)).toMatch(/^[A-Za-z0-9]{24}$/);
  });

  it('never answers the password in lists or views, and reveals it only to those who may edit devices', async () => {
    const device = (await call('POST', '', { username: 'desk-101', password: 'typed-secret-1234' })).json();
    expect(JSON.stringify((await call('GET', '')).json())).not.toContain('password');
    expect((await call('GET', `/${device.id}`)).json()).not.toHaveProperty('password');
    const revealed = await call('GET', `/${device.id}/password`);
    expect(revealed.json()).toEqual({ password: 'typed-secret-1234' });
    expect((await call('GET', `/${device.id}/password`, undefined, agent)).statusCode).toBe(403);
    expect((await call('GET', `/${device.id}`, undefined, agent)).statusCode).toBe(200);
    expect((await call('GET', '/2147483000/password')).json()).toEqual({ error: 'Device was not found' });
  });

  it('keeps the username fixed and the password unless a new one is typed', async () => {
    const device = (await call('POST', '', { username: 'desk-102', password: 'first-secret-123' })).json();
    const renamed = await call('PATCH', `/${device.id}`, { username: 'other' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toBe('Username can only be set when creating');
    expect((await call('PATCH', `/${device.id}`, { description: 'Moved', password: '' })).statusCode).toBe(200);
    expect(opened((await stored(device.id)).password)).toBe('first-secret-123');
    expect((await call('PATCH', `/${device.id}`, { password: 'second-secret-123' })).statusCode).toBe(200);
    expect(opened((await stored(device.id)).password)).toBe('second-secret-123');
    const short = await call('PATCH', `/${device.id}`, { password: 'short' });
    expect(short.json().fields.password).toBe('Password must be at least 10 characters');
  });

  it('keeps a username unique among the registrations of the domain, across extensions', async () => {
    expect((await call('POST', '', { username: 'shared-name' })).statusCode).toBe(201);
    const { account } = await createCallAccountWithAccount(context.db);
    const neighbour = await createExtension(context.db, { account, domain: { id: domainId } });
    const taken = await context.app.inject({
      method: 'POST',
      url: `/api/v1/extensions/${neighbour.id}/devices`,
      headers: admin,
      payload: { username: 'Shared-Name' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'A device named Shared-Name already exists in this domain', fields: { username: expect.any(String) } });
  });

  it('answers 404 for a device of another extension', async () => {
    const { account } = await createCallAccountWithAccount(context.db);
    const other = await createExtension(context.db, { account, domain: { id: domainId } });
    const foreign = (
      await context.app.inject({ method: 'POST', url: `/api/v1/extensions/${other.id}/devices`, headers: admin, payload: { username: 'foreign-1' } })
    ).json();
    expect((await call('GET', `/${foreign.id}`)).json()).toEqual({ error: 'Device was not found' });
    expect((await call('GET', `/${foreign.id}/password`)).statusCode).toBe(404);
    expect((await call('DELETE', `/${foreign.id}`)).statusCode).toBe(404);
  });
});
