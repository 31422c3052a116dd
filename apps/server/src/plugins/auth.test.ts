import { beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_ERROR } from '@ringledger/contract';
import { TEST_JWT_SECRET, useTestApp } from '../test/harness.js';
import { createUser, signIn } from '../test/factories.js';
import { bearer, claimsOf, craftToken } from '../test/tokens.js';

describe('access tokens', () => {
  const context = useTestApp();
  let session: Awaited<ReturnType<typeof signIn>>;
  let claims: Record<string, unknown>;
  const now = () => Math.floor(Date.now() / 1000);
  const listDids = (headers: Record<string, string>) => context.app.inject({ method: 'GET', url: '/api/v1/dids', headers });

  beforeAll(async () => {
    session = await signIn(context.app, await createUser(context.db, 'admin'));
    claims = claimsOf(session.headers.authorization.slice('Bearer '.length));
  });

  it('accepts the token sign-in issued, and a hand-made one with the same claims and secret', async () => {
    expect((await listDids(session.headers)).statusCode).toBe(200);
    expect((await listDids(bearer(craftToken({ ...claims, iat: now(), exp: now() + 60 }, { alg: 'HS256', secret: TEST_JWT_SECRET })))).statusCode).toBe(200);
  });

  it('answers an expired token with 401 REFRESH_TOKEN so the console refreshes', async () => {
    const expired = craftToken({ ...claims, iat: now() - 120, exp: now() - 60 }, { alg: 'HS256', secret: TEST_JWT_SECRET });
    const response = await listDids(bearer(expired));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: REFRESH_TOKEN_ERROR });
  });

  it('refuses a token once it expires, even one it already accepted', async () => {
    const token = context.app.jwt.sign({ sub: String(claims.sub), dev: Number(claims.dev), fam: String(claims.fam) }, { expiresIn: 1 });
    expect((await listDids(bearer(token))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await listDids(bearer(token))).json()).toEqual({ error: REFRESH_TOKEN_ERROR });
  });

  it('expires tokens the app signs with a short lifetime', async () => {
    const token = context.app.jwt.sign({ sub: String(claims.sub), dev: Number(claims.dev), fam: String(claims.fam) }, { expiresIn: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await listDids(bearer(token))).json()).toEqual({ error: REFRESH_TOKEN_ERROR });
  });

  it.each([
    ['alg none', () => craftToken({ ...claims, iat: now(), exp: now() + 60 }, { alg: 'none' })],
    ['HS512 with the right secret', () => craftToken({ ...claims, iat: now(), exp: now() + 60 }, { alg: 'HS512', secret: TEST_JWT_SECRET })],
    ['another secret', () => craftToken({ ...claims, iat: now(), exp: now() + 60 }, { alg: 'HS256', secret: 'another-secret-that-is-at-least-32-bytes' })],
    [
      'another secret, expired',
      () => craftToken({ ...claims, iat: now() - 120, exp: now() - 60 }, { alg: 'HS256', secret: 'another-secret-that-is-32-bytes-long' }),
    ],
    [
      'a tampered subject under the real signature',
      () => {
        const forged = craftToken({ ...claims, sub: String(Number(claims.sub) + 1) }, { alg: 'HS256', secret: 'unknown' }).split('.');
        return `${forged[0]}.${forged[1]}.${session.headers.authorization.split('.')[2]}`;
      },
    ],
    ['garbage', () => 'not-a-jwt'],
  ])('refuses a token with %s: 401 that is not REFRESH_TOKEN', async (_name, token) => {
    const response = await listDids(bearer(token()));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(response.json().error).not.toBe(REFRESH_TOKEN_ERROR);
  });

  it('refuses a validly signed token whose session family does not exist', async () => {
    const orphan = craftToken(
      { ...claims, fam: '00000000-0000-4000-8000-000000000000', iat: now(), exp: now() + 60 },
      { alg: 'HS256', secret: TEST_JWT_SECRET },
    );
    expect((await listDids(bearer(orphan))).statusCode).toBe(401);
  });

  it('refuses a request with no Authorization header, or a non-bearer one', async () => {
    expect((await listDids({})).statusCode).toBe(401);
    expect((await listDids({})).json()).toEqual({ error: 'Please sign in' });
    expect((await listDids({ authorization: 'Basic YWRtaW46YWRtaW4=' })).statusCode).toBe(401);
  });
});
