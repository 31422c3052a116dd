import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { TEST_JWT_SECRET, useTestApp } from '../test/harness.js';
import { createUser, signIn } from '../test/factories.js';
import { parseSwitchCredentials } from './switch-auth.js';

const credentials = { user: 'freeswitch', password: 'switch-password-for-tests' };
const basic = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` });

/** The onRequest hooks Fastify runs for one route, by function name, from its route tree. */
function onRequestHooksOf(app: FastifyInstance, path: string) {
  const lines = app.printRoutes({ commonPrefix: false, includeHooks: true }).split('\n');
  const start = lines.findIndex((line) => line.includes(`── ${path} (`) && /\(.*GET.*\)$/.test(line));
  const hooks = lines.slice(start + 1).find((line) => line.includes('(onRequest)'));
  const names = start >= 0 && hooks ? (JSON.parse(hooks.slice(hooks.indexOf('['))) as string[]) : [];
  return names.map((name) => name.replace(/\(\)$/, ''));
}

describe("the switch's door", () => {
  const context = useTestApp({ switchCredentials: credentials });
  const ping = (headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url: '/api/v1/freeswitch/ping', headers });

  it('opens to the switch credentials only', async () => {
    const opened = await ping(basic(credentials.user, credentials.password));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ status: 'ok' });
    for (const headers of [{}, basic(credentials.user, 'wrong'), basic('someone', credentials.password), { authorization: 'Basic !!!' }]) {
      const refused = await ping(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Basic realm="Ringledger switch"');
      expect(refused.json()).toEqual({ error: 'The switch credentials are missing or wrong' });
    }
  });

  it("refuses a console session's token, and the switch credentials open no console route", async () => {
    const admin = await signIn(context.app, await createUser(context.db, 'admin'));
    expect((await ping(admin.headers)).statusCode).toBe(401);
    const dids = await context.app.inject({ method: 'GET', url: '/api/v1/dids', headers: basic(credentials.user, credentials.password) });
    expect(dids.statusCode).toBe(401);
    expect(dids.json()).toEqual({ error: 'Your session is not valid; please sign in again' });
  });

  it("runs only the switch's check on its routes, and never it on the console's", () => {
    const onPing = onRequestHooksOf(context.app, '/api/v1/freeswitch/ping');
    expect(onPing).toContain('checkSwitchCredentials');
    expect(onPing).not.toContain('checkSession');
    const onDids = onRequestHooksOf(context.app, '/api/v1/dids');
    expect(onDids).toContain('checkSession');
    expect(onDids).not.toContain('checkSwitchCredentials');
  });

  describe('where routes may be registered', () => {
    let other: FastifyInstance;
    beforeAll(async () => {
      other = await buildApp({ db: context.db, jwtSecret: TEST_JWT_SECRET });
    });
    afterAll(() => other.close());

    it('keeps switch routes under /api/v1/freeswitch/ and console routes out of it', () => {
      expect(() => other.get('/api/v1/switch-elsewhere', { config: { isSwitch: true } }, async () => ({}))).toThrow('switch routes live under');
      expect(() => other.get('/api/v1/freeswitch/console', { config: { permission: { label: 'DIDS', action: 'list' } } }, async () => ({}))).toThrow(
        'switch routes live under',
      );
    });

    it("refuses a switch route outside the switch's scope, where its credentials would not be checked", () => {
      expect(() => other.get('/api/v1/freeswitch/elsewhere', { config: { isSwitch: true } }, async () => ({}))).toThrow(
        "GET /api/v1/freeswitch/elsewhere is registered outside the switch's scope",
      );
    });
  });

  it('reads credentials as user:password', () => {
    expect(parseSwitchCredentials('fs:se:cret')).toEqual({ user: 'fs', password: 'se:cret' });
    expect(parseSwitchCredentials('no-colon')).toBeUndefined();
    expect(parseSwitchCredentials(':password')).toBeUndefined();
  });
});
