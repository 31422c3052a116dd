import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in for a provider's API on a local port, answering as `handle` says; every request is kept for the test to read. */
export async function startFakeHttp(handle: (request: FakeRequest) => { status?: number; json: unknown }) {
  const requests: FakeRequest[] = [];
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = { method: incoming.method ?? 'GET', path: incoming.url ?? '/', headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const answer = handle(request);
      outgoing.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
