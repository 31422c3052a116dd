import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { TEST_JWT_SECRET, useTestApp } from '../../../test/harness.js';
import { SWITCH, switchAuth, createCallWorld, type CallWorld } from '../../../test/call-world.js';
import { createUser, signIn } from '../../../test/factories.js';
import { NOT_FOUND_DOCUMENT } from '../xml/freeswitch-xml.js';

const encryptionKey = randomBytes(32);

function xmlLookup(app: FastifyInstance, fields: Record<string, string>) {
  const payload = Object.entries({ hostname: 'rl-test', ...fields })
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return app
    .inject({
      method: 'POST',
      url: '/api/v1/freeswitch/xml',
      headers: { authorization: switchAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    })
    .then((response) => response.body);
}

/**
 * Two instances on one database, each with the switch data in its memory: a change made in the
 * console through either is in the very next answer of both, with no waiting in between.
 */
describe('the switch data two instances keep in memory', () => {
  const context = useTestApp({ switchCredentials: SWITCH, encryptionKey });
  let other: FastifyInstance;
  let world: CallWorld;
  let admin: { headers: Record<string, string> };

  const signInDevice = (app: FastifyInstance, username: string) =>
    xmlLookup(app, {
      section: 'directory',
      key_value: world.domain.name,
      action: 'sip_auth',
      sip_auth_method: 'REGISTER',
      sip_auth_username: username,
      sip_auth_realm: world.domain.name,
      user: username,
      domain: world.domain.name,
    });
  const carrierCall = (app: FastifyInstance) =>
    xmlLookup(app, { section: 'dialplan', 'Hunt-Context': 'public', 'Hunt-Destination-Number': world.did.number, 'Caller-Caller-ID-Number': '08035550123' });
  const consoleWrite = (app: FastifyInstance, method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, payload }).then((response) => response.statusCode);

  beforeAll(async () => {
    world = await createCallWorld(context.db);
    admin = await signIn(context.app, await createUser(context.db, 'admin'));
    other = await buildApp({ db: context.db, jwtSecret: TEST_JWT_SECRET, switchCredentials: SWITCH, encryptionKey });
    await other.ready();
  });
  afterAll(() => other?.close());

  it('signs in a device added in the console, and refuses it once its extension is disabled, on both instances at once', async () => {
    // Both have loaded their data before the change.
    for (const app of [context.app, other]) expect(await signInDevice(app, 'desk-7001')).toBe(NOT_FOUND_DOCUMENT);
    expect(await consoleWrite(context.app, 'POST', `/extensions/${world.caller.id}/devices`, { username: 'desk-7001', password: 'Secret-pass-7001' })).toBe(
      201,
    );
    for (const app of [context.app, other]) expect(await signInDevice(app, 'desk-7001')).toContain('name="a1-hash"');
    expect(await consoleWrite(other, 'PATCH', `/extensions/${world.caller.id}`, { enabled: false })).toBe(200);
    for (const app of [other, context.app]) expect(await signInDevice(app, 'desk-7001')).toBe(NOT_FOUND_DOCUMENT);
  });

  it("rings a DID's extensions for the leg timeout just set in the console, on both instances", async () => {
    for (const app of [context.app, other]) expect(await carrierCall(app)).toContain('[leg_timeout=60]');
    expect(await consoleWrite(context.app, 'PATCH', `/dids/${world.did.id}`, { leg_timeout: 33 })).toBe(200);
    for (const app of [context.app, other]) expect(await carrierCall(app)).toContain('[leg_timeout=33]');
  });
});
