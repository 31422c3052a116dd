import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { TEST_JWT_SECRET, useTestApp } from '../test/harness.js';
import { createUser, signIn } from '../test/factories.js';
import { parseSwitchCredentials } from './switch-auth.js';

const credentials = { user: 'freeswitch', password: 'switch-password-for-tests' };
const basic = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` });

describe("the switch's door", () => {
  const context = useTestApp();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ db: context.db, jwtSecret: TEST_JWT_SECRET, switchCredentials: credentials });
    await app.register(async (scope) => {
      scope.get('/api/v1/freeswitch/probe', { config: { isSwitch: true } }, async () => ({ status: 'ok' }));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const probe = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/v1/freeswitch/probe', headers });

  it('opens to the switch credentials only', async () => {
    expect((await probe(basic(credentials.user, credentials.password))).json()).toEqual({ status: 'ok' });
    for (const headers of [{}, basic(credentials.user, 'wrong'), basic('someone', credentials.password), { authorization: 'Basic !!!' }]) {
      const refused = await probe(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Basic realm="Ringledger switch"');
      expect(refused.json()).toEqual({ error: 'The switch credentials are missing or wrong' });
    }
  });

  it("refuses a console session's token, and the switch credentials open no console route", async () => {
    const admin = await signIn(context.app, await createUser(context.db, 'admin'));
    expect((await probe(admin.headers)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/dids', headers: basic(credentials.user, credentials.password) })).statusCode).toBe(401);
  });

  it('keeps switch routes under /api/v1/freeswitch/ and console routes out of it', async () => {
    const other = await buildApp({ db: context.db, jwtSecret: TEST_JWT_SECRET });
    expect(() => other.get('/api/v1/switch-elsewhere', { config: { isSwitch: true } }, async () => ({}))).toThrow('switch routes live under');
    expect(() => other.get('/api/v1/freeswitch/console', { config: { permission: { label: 'DIDS', action: 'list' } } }, async () => ({}))).toThrow(
      'switch routes live under',
    );
    await other.close();
  });

  it('reads credentials as user:password', () => {
    expect(parseSwitchCredentials('fs:se:cret')).toEqual({ user: 'fs', password: 'se:cret' });
    expect(parseSwitchCredentials('no-colon')).toBeUndefined();
    expect(parseSwitchCredentials(':password')).toBeUndefined();
  });
});
