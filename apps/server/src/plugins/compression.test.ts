import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { decodedBody } from '../test/encoding.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

describe('compressed answers', () => {
  const context = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ url, headers });

  it('compresses a JSON answer with brotli when accepted, gzip otherwise, to the same bytes', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['*', 'gzip'],
    ]) {
      const response = await get('/api/openapi.json', { 'accept-encoding': accept });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type']).toBe(plain.headers['content-type']);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(decodedBody(response)).toBe(plain.body);
    }
  });

  it('sends an answer below the threshold as it is', async () => {
    const response = await get('/api/v1/health', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends identity to a client that accepts no encoding it knows', async () => {
    const response = await get('/api/openapi.json', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('openapi');
  });
});
