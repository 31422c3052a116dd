import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOf } from '../config.js';
import { securityPlugin } from './security.js';

/** The Strict-Transport-Security header a server started with this TRUST_PROXY sends for one request. */
async function strictTransportWith(trustProxy: string | undefined, request: { from: string; forwardedProto?: string }) {
  const app = Fastify({ trustProxy: trustProxyOf(trustProxy) });
  await app.register(securityPlugin);
  app.get('/', async () => ({ status: 'ok' }));
  try {
    const headers = request.forwardedProto ? { 'x-forwarded-proto': request.forwardedProto } : {};
    const response = await app.inject({ url: '/', remoteAddress: request.from, headers });
    expect(response.headers['x-frame-options']).toBe('DENY');
    return response.headers['strict-transport-security'];
  } finally {
    await app.close();
  }
}

describe('Strict-Transport-Security', () => {
  it('is sent behind a trusted proxy that says the request came over https', async () => {
    expect(await strictTransportWith('true', { from: '10.0.0.1', forwardedProto: 'https' })).toBe('max-age=31536000');
    expect(await strictTransportWith('10.0.0.0/8', { from: '10.0.0.1', forwardedProto: 'https' })).toBe('max-age=31536000');
  });

  it('is never sent over http, nor on the word of a proxy that is not trusted', async () => {
    expect(await strictTransportWith('true', { from: '10.0.0.1', forwardedProto: 'http' })).toBeUndefined();
    expect(await strictTransportWith('true', { from: '10.0.0.1' })).toBeUndefined();
    expect(await strictTransportWith(undefined, { from: '10.0.0.1', forwardedProto: 'https' })).toBeUndefined();
    expect(await strictTransportWith('10.0.0.0/8', { from: '192.0.2.7', forwardedProto: 'https' })).toBeUndefined();
  });
});
