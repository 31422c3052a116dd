import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An injected answer's body as the browser reads it, after undoing its content-encoding. */
export function decodedBody(response: { rawPayload: Buffer; headers: Record<string, unknown> }) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  if (encoding === undefined) return response.rawPayload.toString('utf8');
  throw new Error(`Unexpected content-encoding ${String(encoding)}`);
}
