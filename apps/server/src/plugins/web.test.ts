import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { decodedBody } from '../test/encoding.js';
import { CONSOLE_UNAVAILABLE_PAGE, cacheControlFor, isClientRoute } from './web.js';

// A built console in miniature: an index.html and a hashed script, both past the compression
// threshold, and a favicon below it.
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'ringledger-web-'));
const INDEX_HTML = `<!doctype html><title>Ringledger</title><script type="module" src="/assets/index-Bx7f3kQ2.js"></script><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const SCRIPT = `export function greet(name) { return 'Hello, ' + name; }\n`.repeat(200);
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
writeFileSync(path.join(webRoot, 'assets', 'index-Bx7f3kQ2.js'), SCRIPT);
writeFileSync(path.join(webRoot, 'favicon.svg'), FAVICON);
// One whose files are taken away or broken while it is served.
const brokenRoot = mkdtempSync(path.join(os.tmpdir(), 'ringledger-web-'));
mkdirSync(path.join(brokenRoot, 'assets'));
writeFileSync(path.join(brokenRoot, 'index.html'), INDEX_HTML);
writeFileSync(path.join(brokenRoot, 'assets', 'index-Bx7f3kQ2.js'), SCRIPT);
afterAll(() => [webRoot, brokenRoot].forEach((root) => rmSync(root, { recursive: true, force: true })));

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('serving the console', () => {
  const context = useTestApp({ webRoot });
  const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ url, headers });

  it('serves hashed assets as immutable for a year, compressed as the browser accepts', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get('/assets/index-Bx7f3kQ2.js', { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
      expect(decodedBody(response)).toBe(SCRIPT);
    }
    const plain = await get('/assets/index-Bx7f3kQ2.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it.each(['/', '/index.html', '/dids/5', '/users/3/accounts', '/pricelists/2?edit=1'])(
    'answers %s with index.html, revalidated on every visit',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(decodedBody(response)).toBe(INDEX_HTML);
    },
  );

  it('confirms an unchanged index.html with 304 and no body', async () => {
    const first = await get('/dids', { 'accept-encoding': 'gzip' });
    const again = await get('/dids', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.vary).toBe('accept-encoding');
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends a file below the compression threshold as it is, kept for a day', async () => {
    const response = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(FAVICON.length));
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toBe(FAVICON);
  });

  it.each(['/assets/index-Old0ne11.js', '/assets/chunk', '/favicon.ico', '/dids/5/report.csv'])(
    'answers a missing file, %s, with 404 rather than the page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ error: `No route for GET ${url}` });
    },
  );

  it('answers other methods on a client route with 404', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/dids/5' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No route for POST /dids/5' });
  });
});

describe('a console page that cannot be sent', () => {
  const context = useTestApp({ webRoot: brokenRoot });
  const get = (url: string) => context.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });

  function expectErrorPage(response: Awaited<ReturnType<typeof get>>, status: number) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(decodedBody(response)).toBe(CONSOLE_UNAVAILABLE_PAGE);
  }

  it('answers the error page with 503 while index.html is gone, and a missing file with 404 as ever', async () => {
    rmSync(path.join(brokenRoot, 'index.html'));
    for (const url of ['/dids/5', '/users/3/accounts?page=2', '/']) expectErrorPage(await get(url), 503);
    expect((await context.app.inject({ method: 'HEAD', url: '/dids' })).statusCode).toBe(503);
    const script = await get('/assets/index-Bx7f3kQ2.js');
    expect(decodedBody(script)).toBe(SCRIPT);
    rmSync(path.join(brokenRoot, 'assets', 'index-Bx7f3kQ2.js'));
    const gone = await get('/assets/index-Bx7f3kQ2.js');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'No route for GET /assets/index-Bx7f3kQ2.js' });
  });

  it('answers the error page with 500 when index.html cannot be read', async () => {
    // A link to itself: the file system answers ELOOP, neither a file nor a missing one.
    rmSync(path.join(brokenRoot, 'index.html'), { force: true });
    symlinkSync('index.html', path.join(brokenRoot, 'index.html'));
    expectErrorPage(await get('/dids/5'), 500);
  });
});

describe('which paths are client routes', () => {
  it('takes paths without an extension outside the API and the assets', () => {
    expect(['/', '/auth', '/dids/5', '/users/3/accounts', '/user/menu/recharge'].filter(isClientRoute)).toHaveLength(5);
    expect(['/api', '/api/v1/dids', '/assets/index', '/assets/index-a1.js', '/favicon.ico', '/robots.txt'].filter(isClientRoute)).toEqual([]);
  });

  it('keeps hashed assets a year, index.html never unchecked, and other files a day', () => {
    expect(cacheControlFor('assets/index-Bx7f3kQ2.js')).toBe(IMMUTABLE);
    expect(cacheControlFor(path.join('assets', 'index-Bx7f3kQ2.css'))).toBe(IMMUTABLE);
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('favicon.svg')).toBe('public, max-age=86400');
  });
});
