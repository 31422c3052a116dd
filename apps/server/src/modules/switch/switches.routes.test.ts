import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/harness.js';
import { createUser, signIn } from '../../test/factories.js';
import { switches } from '../../db/schema/index.js';
import { createSecretBox } from '../../secret-box.js';

const encryptionKey = randomBytes(32);

describe('switches', () => {
  const context = useTestApp({ encryptionKey, switchLinkTimings: { firstRetryMs: 50, maxRetryMs: 100 } });
  let admin: Record<string, string>;
  let agent: Record<string, string>;

  beforeAll(async () => {
    admin = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
    agent = (await signIn(context.app, await createUser(context.db, 'agent'))).headers;
  });

  const create = (payload: Record<string, unknown>, headers = admin) => context.app.inject({ method: 'POST', url: '/api/v1/switches', headers, payload });

  it('stores the event socket password sealed and never answers it, in a create, a view or a list', async () => {
    const name = `fs-${randomBytes(3).toString('hex')}`;
    // Port 1 on the loopback: nothing listens, so the link says why it is not connected.
    const created = await create({ name, host: '127.0.0.1', port: 1, password: 'Clue Con!' });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record).toMatchObject({ name, host: '127.0.0.1', port: 1, enabled: true, connected: false });
    expect(record).not.toHaveProperty('password');
    const [row] = await context.db.select().from(switches).where(eq(switches.id, record.id));
    expect(row.password).not.toContain('Clue Con!');
    expect(createSecretBox(encryptionKey).open(row.password)).toBe('Clue Con!');
    const view = await context.app.inject({ method: 'GET', url: `/api/v1/switches/${record.id}`, headers: admin });
    const list = await context.app.inject({ method: 'GET', url: '/api/v1/switches', headers: admin });
    for (const body of [view.body, list.body]) expect(body).not.toMatch(/password|Clue Con/);
  });

  it("answers the link's live state: not connected, and why", async () => {
    const { id } = (await create({ name: `fs-${randomBytes(3).toString('hex')}`, host: '127.0.0.1', port: 1, password: 'secret' })).json();
    await context.app.switches.settle();
    await expect
      .poll(async () => (await context.app.inject({ method: 'GET', url: `/api/v1/switches/${id}`, headers: admin })).json().last_error)
      .toMatch(/Nothing listens for the event socket at 127\.0\.0\.1:1/);
    const status = await context.app.inject({ method: 'GET', url: `/api/v1/switches/${id}/status`, headers: admin });
    expect(status.json()).toMatchObject({ connected: false, live: null, last_error: expect.stringMatching(/connection refused/) });
    const restart = await context.app.inject({ method: 'POST', url: `/api/v1/switches/${id}/profiles/internal/restart`, headers: admin });
    expect(restart.statusCode).toBe(503);
    expect(restart.json().error).toMatch(/^The switch is not connected: Nothing listens/);
  });

  it('keeps the password when an edit leaves it out and seals a new one; refuses one that is not one line', async () => {
    const { id } = (await create({ name: `fs-${randomBytes(3).toString('hex')}`, host: '127.0.0.1', port: 1, password: 'first' })).json();
    const box = createSecretBox(encryptionKey);
    const stored = async () => box.open((await context.db.select().from(switches).where(eq(switches.id, id)))[0].password);
    await context.app.inject({ method: 'PATCH', url: `/api/v1/switches/${id}`, headers: admin, payload: { port: 2 } });
    expect(await stored()).toBe('first');
    await context.app.inject({ method: 'PATCH', url: `/api/v1/switches/${id}`, headers: admin, payload: { password: 'second' } });
    expect(await stored()).toBe('second');
    const refused = await context.app.inject({
      method: 'PATCH',
      url: `/api/v1/switches/${id}`,
      headers: admin,
      payload: { password: 'a\n\napi fsctl shutdown' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Password must be one line of printable characters');
  });

  it('refuses a taken name and a host that is no address, and keeps switches from agents', async () => {
    const name = `fs-${randomBytes(3).toString('hex')}`;
    await create({ name, host: '127.0.0.1', password: 'x' });
    const taken = await create({ name: name.toUpperCase(), host: '127.0.0.1', password: 'x' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(`A switch named ${name.toUpperCase()} already exists`);
    const badHost = await create({ name: `${name}-b`, host: 'not a host', password: 'x' });
    expect(badHost.statusCode).toBe(400);
    expect(badHost.body).toContain('Host must be a DNS name or an IP address');
    expect((await context.app.inject({ method: 'GET', url: '/api/v1/switches', headers: agent })).statusCode).toBe(403);
    expect((await create({ name: `${name}-c`, host: '127.0.0.1', password: 'x' }, agent)).statusCode).toBe(403);
  });
});
