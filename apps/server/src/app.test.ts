import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ACTIONS, PERMISSION_LABELS, registry, rowParamOf } from '@ringledger/contract';
import { buildApp } from './app.js';
import { TEST_JWT_SECRET, useTestApp } from './test/harness.js';
import { registeredRoutes } from './test/routes.js';
import { createUser, signIn } from './test/factories.js';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ringledger-web-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Ringledger</title><div id="root"></div>');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

type Operation = { description?: string; security?: unknown[] };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Every error answer is {"error": "..."} (plus field errors for forms) and nothing internal. */
function expectErrorAnswer(response: { json(): Record<string, unknown>; body: string }) {
  const body = response.json();
  expect(typeof body.error).toBe('string');
  expect(Object.keys(body).filter((key) => key !== 'error' && key !== 'fields')).toEqual([]);
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+|stack|FST_/);
}

const switchCredentials = { user: 'freeswitch', password: 'switch-password-for-tests' };
const switchHeaders = { authorization: `Basic ${Buffer.from(`${switchCredentials.user}:${switchCredentials.password}`).toString('base64')}` };

describe('the app', () => {
  const context = useTestApp({ webRoot, switchCredentials });
  const openApi = async () => (await context.app.inject({ url: '/api/openapi.json' })).json() as OpenApi;

  it('answers the health check once the database is ready', async () => {
    const response = await context.app.inject({ url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it.each(['/api/v1/health', '/', '/dids/12'])('sends the security headers on %s', async (url) => {
    const response = await context.app.inject({ url });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the console for client routes, but never for unknown API paths', async () => {
    expect((await context.app.inject({ url: '/dids/12' })).body).toContain('<div id="root">');
    const unknown = await context.app.inject({ url: '/api/v1/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No route for GET /api/v1/no-such-thing' });
    const unknownMethod = await context.app.inject({ method: 'PUT', url: '/api/v1/dids/1' });
    expect(unknownMethod.statusCode).toBe(404);
    expectErrorAnswer(unknownMethod);
  });

  it('answers a malformed %-escape in the path with 400 {error}, on the API and the console alike', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/dids/%FF%FE'],
      ['PATCH', '/api/v1/users/%FF%FE/logins/1'],
      ['GET', '/dids/%FF%FE'],
    ] as const) {
      const response = await context.app.inject({ method, url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ error: 'The address is not valid: part of its path is %-encoded wrongly' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a path part longer than any id with 414 {error}', async () => {
    const response = await context.app.inject({ method: 'POST', url: `/api/v1/users/${'7'.repeat(101)}/logins` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ error: 'The address is too long: part of its path is over 100 characters' });
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers a request that is not HTTP at all with 400 {error}', async () => {
    const address = new URL(await context.app.listen({ port: 0, host: '127.0.0.1' }));
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(Number(address.port), address.hostname, () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'The request is not valid HTTP' });
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { deviceID: 'fingerprint-1', email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is too large' });
  });

  it('refuses malformed JSON and other media types with a readable 4xx', async () => {
    const malformed = await context.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(malformed.statusCode).toBe(400);
    expectErrorAnswer(malformed);
    const xml = await context.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/xml' }, payload: '<login/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ error: 'Send the body as application/json' });
    const text = await context.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'text/plain' }, payload: 'admin' });
    expect(text.statusCode).toBe(415);
  });

  it('answers validation failures as {error, fields} naming the field', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/v1/login', payload: { deviceID: 'fingerprint-1', email: 'a@b.c' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Password is required', fields: { password: 'Password is required' } });
  });

  it('says a body must be a JSON object when it is an array or null', async () => {
    for (const payload of ['[]', 'null', '"text"']) {
      const response = await context.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('The request body must be a JSON object');
    }
  });

  it('documents every /api/v1 route it registered, and nothing it did not', async () => {
    const documented = Object.entries((await openApi()).paths).flatMap(([route, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${route}`),
    );
    const registered = registeredRoutes(context.app)
      .filter((route) => route.path.startsWith('/api/v1/'))
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThan(10);
    expect([...documented].sort()).toEqual([...registered].sort());
  });

  it("names each guarded route's permission in its description, matching the registry", async () => {
    const paths = (await openApi()).paths;
    const permission = /Requires permission ([A-Z_]+):(\w+)\./;
    for (const [route, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security) continue;
        const named = permission.exec(operation.description ?? '');
        if (!named) {
          const door = route.startsWith('/api/v1/freeswitch/') ? /^Requires the switch's credentials/ : /^Requires a signed-in user/;
          expect(operation.description, `${method} ${route}`).toMatch(door);
          continue;
        }
        expect(PERMISSION_LABELS).toContain(named[1]);
        expect(ACTIONS).toContain(named[2]);
      }
    }
    const expected = { get: 'list', post: 'create' } as const;
    const expectedById = { get: 'view', patch: 'edit', delete: 'delete' } as const;
    const documented = (path: string) => paths[`/api/v1${path.replace(/:(\w+)/g, '{$1}')}`];
    for (const resource of registry) {
      for (const [method, action] of Object.entries(expected)) {
        if (resource.operations.includes(action)) expect(documented(resource.path)[method].description).toContain(`${resource.label}:${action}.`);
      }
      const row = `${resource.path}/:${rowParamOf(resource)}`;
      for (const [method, action] of Object.entries(expectedById)) {
        if (resource.operations.includes(action)) expect(documented(row)[method].description).toContain(`${resource.label}:${action}.`);
      }
    }
  });

  it('guards every route its documentation marks as needing a session, and only those', async () => {
    for (const [route, operations] of Object.entries((await openApi()).paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const response = await context.app.inject({ method: method.toUpperCase() as 'GET', url: route.replace(/\{\w+\}/g, '1') });
        if (operation.security) expect(response.statusCode, `${method} ${route}`).toBe(401);
        else expect(response.statusCode, `${method} ${route}`).not.toBe(401);
        if (response.statusCode >= 400) expectErrorAnswer(response);
      }
    }
  });

  it('refuses, on every GET route, a query parameter it does not document, naming it', async () => {
    const admin = await signIn(context.app, await createUser(context.db, 'admin'));
    const routes = Object.entries((await openApi()).paths).flatMap(([route, operations]) => (operations.get ? [route] : []));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const headers = route.startsWith('/api/v1/freeswitch/') ? switchHeaders : admin.headers;
      const response = await context.app.inject({ url: `${route.replace(/\{\w+\}/g, '1')}?unknown_param=1`, headers });
      expect(response.statusCode, route).toBe(400);
      expect(response.json().fields, route).toMatchObject({ unknown_param: 'Unknown query parameter: unknown_param' });
    }
  });

  it('serves the API docs as HTML', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const response = await context.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('refuses to register an API route that declares no permission, or that lies outside the scope checking it, so none can be left open by mistake', async () => {
    const app = await buildApp({ db: context.db, jwtSecret: TEST_JWT_SECRET });
    expect(() => app.get('/api/v1/forgotten', async () => ({}))).toThrow('GET /api/v1/forgotten declares no permission');
    expect(() => app.get('/api/v1/guarded', { config: { permission: { label: 'DIDS', action: 'list' } } }, async () => ({}))).toThrow(
      "GET /api/v1/guarded is registered outside the console's scope",
    );
    await app.close();
  });

  it('refuses to build with a JWT secret shorter than 32 bytes', async () => {
    await expect(buildApp({ db: context.db, jwtSecret: 'x'.repeat(31) })).rejects.toThrow('The JWT secret must be at least 32 bytes long');
  });
});

describe('a temporary audio folder', () => {
  it('is gone once the process that made it exits', () => {
    const made = `
      import { mkdirSync, writeFileSync } from 'node:fs';
      import path from 'node:path';
      const { temporaryAudioFolder } = await import(${JSON.stringify(new URL('./app.ts', import.meta.url).href)});
      const folders = [temporaryAudioFolder(), temporaryAudioFolder()].map(({ directory }) => directory);
      for (const folder of folders) {
        mkdirSync(path.join(folder, 'ivr-welcome'), { recursive: true });
        writeFileSync(path.join(folder, 'ivr-welcome', 'hello.wav'), 'RIFF');
      }
      console.log(JSON.stringify(folders));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', made], { encoding: 'utf8' });
    const folders = JSON.parse(output) as string[];
    expect(folders).toHaveLength(2);
    for (const folder of folders) expect(existsSync(folder), folder).toBe(false);
  });
});
