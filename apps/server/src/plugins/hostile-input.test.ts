import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { MAX_BODY_DEPTH } from './control-characters.js';
import { createCallAccountWithAccount, createUser, signIn } from '../test/factories.js';

/** Every log line the app writes, so a test can tell which of them an outsider caused. */
const logLines: { level: number; msg?: string }[] = [];
const logSink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

const ERROR_LEVEL = 50;

describe('hostile input', () => {
  const context = useTestApp({ logger: { level: 'info', stream: logSink } });
  let headers: Record<string, string>;
  let refs: Awaited<ReturnType<typeof createCallAccountWithAccount>>;

  beforeAll(async () => {
    headers = (await signIn(context.app, await createUser(context.db, 'admin'))).headers;
    refs = await createCallAccountWithAccount(context.db);
  });

  const didBody = (extra: Record<string, unknown> = {}) => ({
    number: String(Date.now()).slice(-9) + String(Math.floor(Math.random() * 1000)),
    account_id: refs.account.id,
    call_billing_account_id: refs.callAccount.id,
    ...extra,
  });

  async function expectRefused(request: InjectOptions, field: string) {
    const before = logLines.length;
    const response = await context.app.inject(request);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      error: `${field} contains a control character; remove it`,
      fields: { [field]: `${field} contains a control character; remove it` },
    });
    expect(logLines.slice(before).filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  }

  it('refuses a NUL anywhere in text with a sentence, and logs no error, signed in or not', async () => {
    await expectRefused({ method: 'GET', url: '/api/v1/dids?search=%00', headers }, 'search');
    await expectRefused({ method: 'POST', url: '/api/v1/dids', headers, payload: didBody({ ringback: 'ring\u0000' }) }, 'ringback');
    const created = await context.app.inject({ method: 'POST', url: '/api/v1/dids', headers, payload: didBody() });
    await expectRefused({ method: 'PATCH', url: `/api/v1/dids/${created.json().id}`, headers, payload: { call_type: '\u0000' } }, 'call_type');
    await expectRefused({ method: 'POST', url: '/api/v1/login', payload: { deviceID: 'device-00000001', email: 'a\u0000@x.test', password: 'x' } }, 'email');
    await expectRefused({ method: 'POST', url: '/api/v1/devices', payload: { token: 'device-00000001', data: '\u0000' } }, 'data');
  });

  it('refuses the other control characters too, but keeps tabs and line breaks in free text', async () => {
    await expectRefused({ method: 'POST', url: '/api/v1/dids', headers, payload: didBody({ ringback: 'bell\u0007' }) }, 'ringback');
    await expectRefused({ method: 'GET', url: '/api/v1/users?search=%1B%5B31m', headers }, 'search');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/pricelists',
      headers,
      payload: { name: `Lines ${Date.now()}`, description: 'one\n\ttwo' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().description).toBe('one\n\ttwo');
  });

  it('refuses a body nested past any real form with a sentence, and logs no error, before sign-in', async () => {
    // 200,000 nested arrays are about 400 KB, well inside the body limit.
    const deeplyNested = '['.repeat(200_000) + ']'.repeat(200_000);
    for (const [url, field] of [
      ['/api/v1/login', 'email'],
      ['/api/v1/devices', 'data'],
    ]) {
      const before = logLines.length;
      const response = await context.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"token":"device-00000001","deviceID":"device-00000001","password":"x","${field}":${deeplyNested}}`,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: 'The request body is nested too deeply' });
      expect(logLines.slice(before).filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    }
  });

  it('lets a body as deep as the limit through to validation', async () => {
    const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    const login = (email: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"deviceID":"device-00000001","password":"x","email":${email}}`,
      });
    // The body object is the first level, so the e-mail field may hold one level fewer.
    const atLimit = await login(nested(MAX_BODY_DEPTH - 1));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().error).not.toBe('The request body is nested too deeply');
    expect((await login(nested(MAX_BODY_DEPTH))).json()).toEqual({ error: 'The request body is nested too deeply' });
  });

  it('refuses C1 control characters, which a terminal reads as escapes', async () => {
    await expectRefused({ method: 'POST', url: '/api/v1/dids', headers, payload: didBody({ ringback: 'ring\u009b31m' }) }, 'ringback');
    await expectRefused({ method: 'POST', url: '/api/v1/login', payload: { deviceID: 'device-00000001', email: 'a\u0085@x.test', password: 'x' } }, 'email');
  });

  it('refuses unknown body fields and malformed query parameters, naming them', async () => {
    const account = await context.app.inject({ method: 'PATCH', url: `/api/v1/call_accounts/${refs.callAccount.id}`, headers, payload: { credit_limt: 5 } });
    expect(account.statusCode).toBe(400);
    expect(account.json()).toEqual({ error: 'Unknown field: credit_limt', fields: { credit_limt: 'Unknown field: credit_limt' } });
    const bracketed = await context.app.inject({ method: 'GET', url: '/api/v1/dids?search[]=x', headers });
    expect(bracketed.statusCode).toBe(400);
    expect(bracketed.json()).toEqual({ error: 'Unknown query parameter: search[]', fields: { 'search[]': 'Unknown query parameter: search[]' } });
    const repeated = await context.app.inject({ method: 'GET', url: '/api/v1/dids?search=a&search=b', headers });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error).toBe('search must be text');
    expect((await context.app.inject({ method: 'GET', url: '/api/v1/dids?page=1&page=2', headers })).json().error).toBe('page must be a whole number');
  });
});
