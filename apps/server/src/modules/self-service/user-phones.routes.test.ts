import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEVICE_REVEALS_PER_MINUTE } from '@ringledger/contract';
import { auditLog } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { addLogin, createDomain, createUser, signIn } from '../../test/factories.js';

type Headers = Record<string, string>;

/** What onboarding answers: the rows it made by id, and the device's SIP password (the only answer that carries it). */
interface Onboarded {
  user: { id: number };
  extension: { id: number };
  device: { id: number; username: string; password: string; domain: string };
  did: { id: number };
}

describe("a customer's phones and their SIP credentials", () => {
  const context = useTestApp();
  let counter = 0;
  let ada: { customer: Onboarded; headers: Headers };
  let bola: { customer: Onboarded; headers: Headers };

  async function onboard(): Promise<{ customer: Onboarded; headers: Headers }> {
    counter += 1;
    const admin = await signIn(context.app, await createUser(context.db, 'admin'));
    const tag = `${process.pid % 1000}${counter}${Date.now() % 100_000}`;
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      headers: admin.headers,
      payload: {
        user: { firstname: 'Ada', lastname: `Obi${tag}`, email: `ada${tag}@example.test`, phone: '+234 803 555 0199' },
        account: { number: `8${tag}`.slice(0, 12), description: 'Home' },
        extension: { username: `71${tag}`.slice(0, 10) },
        did: { number: `2348${tag}`.slice(0, 15) },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const customer = response.json().customer as Onboarded;
    await addLogin(context.db, customer.user.id, `login${tag}`, 'customer password 1');
    return { customer, headers: (await signIn(context.app, { email: `login${tag}`, password: 'customer password 1' })).headers };
  }

  beforeAll(async () => {
    // The test database may have no domain yet: onboarding puts the extension in the primary one.
    await createDomain(context.db);
    ada = await onboard();
    bola = await onboard();
  });

  const get = (url: string, headers: Headers) => context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

  it('lists their own extensions with the DIDs that ring them and each device, never a password', async () => {
    const response = await get('/users/phones', ada.headers);
    expect(response.statusCode, response.body).toBe(200);
    const { results, total } = response.json();
    expect(total).toBe(1);
    expect(results[0]).toMatchObject({
      id: ada.customer.extension.id,
      domain: ada.customer.device.domain,
      line: expect.objectContaining({ name: 'Main' }),
      dids: [expect.objectContaining({ id: ada.customer.did.id })],
      devices: [{ id: ada.customer.device.id, username: ada.customer.device.username, description: null, enabled: true }],
    });
    expect(response.body).not.toContain(ada.customer.device.password);
    expect(response.body).not.toContain(`"id":${bola.customer.extension.id},`);
  });

  it("reveals a device's password to its owner only, and records each reveal in the audit log", async () => {
    const own = await get(`/users/phones/devices/${ada.customer.device.id}/password`, ada.headers);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ password: ada.customer.device.password });
    const entries = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reveal'), eq(auditLog.resource, 'extension_devices'), eq(auditLog.resource_id, ada.customer.device.id)));
    expect(entries).toEqual([expect.objectContaining({ created_by_id: ada.customer.user.id, before: null, after: null })]);

    for (const deviceId of [bola.customer.device.id, 99_999_999]) {
      const foreign = await get(`/users/phones/devices/${deviceId}/password`, ada.headers);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: 'Device was not found' });
    }
    const agent = (await signIn(context.app, await createUser(context.db, 'agent'))).headers;
    expect((await get(`/users/phones/devices/${ada.customer.device.id}/password`, agent)).statusCode).toBe(403);
  });

  it('limits reveals per user, so ids cannot be tried in bulk', async () => {
    const answers = [];
    for (let call = 0; call <= DEVICE_REVEALS_PER_MINUTE; call += 1)
      answers.push((await get(`/users/phones/devices/${bola.customer.device.id}/password`, bola.headers)).statusCode);
    expect(answers.slice(0, DEVICE_REVEALS_PER_MINUTE)).toEqual(Array(DEVICE_REVEALS_PER_MINUTE).fill(200));
    expect(answers.at(-1)).toBe(429);
    // Another customer's count is their own.
    expect((await get('/users/phones', ada.headers)).statusCode).toBe(200);
  });
});
