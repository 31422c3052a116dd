import { createHmac } from 'node:crypto';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Decodes a JWT's claims without checking it, to forge variants of a real token. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

/** Builds a JWT by hand so tests can present what an attacker or a stale client would. */
export function craftToken(claims: Record<string, unknown>, options: { alg: 'HS256' | 'HS512' | 'none'; secret?: string }) {
  const unsigned = `${encode({ alg: options.alg, typ: 'JWT' })}.${encode(claims)}`;
  if (options.alg === 'none') return `${unsigned}.`;
  const digest = options.alg === 'HS256' ? 'sha256' : 'sha512';
  return `${unsigned}.${createHmac(digest, options.secret ?? '')
    .update(unsigned)
    .digest('base64url')}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
