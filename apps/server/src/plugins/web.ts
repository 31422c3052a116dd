import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Vite names what it builds under assets/ after the content, so a name never changes meaning. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets: the browser keeps it but asks each time whether it changed. */
const REVALIDATE = 'no-cache';
/** Files from public/ keep their names across builds; a day is long enough to matter, short enough to pick up a new one. */
const ONE_DAY = 'public, max-age=86400';

/** How long a browser may keep a file of the built console, by its path under the root. */
export function cacheControlFor(relativePath: string) {
  const file = relativePath.split(path.sep).join('/');
  if (file.startsWith('assets/')) return IMMUTABLE;
  if (file === 'index.html') return REVALIDATE;
  return ONE_DAY;
}

/**
 * A path the console's router may own: not the API, not a build asset, and no file extension.
 * A missing script or style must fail as one, not arrive as the HTML page.
 */
export function isClientRoute(urlPath: string) {
  if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/assets/')) return false;
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/** What a browser is shown when the console's page cannot be sent: a page of its own, small and never kept. */
export const CONSOLE_UNAVAILABLE_PAGE = [
  '<!doctype html>',
  '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ringledger</title></head>',
  "<body><h1>The console could not be loaded</h1><p>Reload the page in a moment. If it keeps failing, the server's log says why.</p></body></html>",
].join('\n');

function sendUnavailablePage(reply: FastifyReply, status: 500 | 503) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(CONSOLE_UNAVAILABLE_PAGE);
}

/**
 * Serves the built console; client routes get index.html so they load on reload, a missing file
 * gets 404. A page that cannot be sent answers the error page: 503 when index.html is not there,
 * 500 for any other failure.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { root: string | null }) => {
  const root = options.root && existsSync(options.root) ? options.root : null;
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0];
    // With a console to serve, a page reaches here only when its index.html could not be found.
    if (root && (request.method === 'GET' || request.method === 'HEAD') && isClientRoute(urlPath)) {
      request.log.error({ root }, "the console's index.html is missing");
      return sendUnavailablePage(reply, 503);
    }
    return reply.status(404).send({ error: `No route for ${request.method} ${urlPath}` });
  });
  if (!root) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(path.relative(root, filePath))),
  });
  // A scope of its own, so a failure while sending the page answers the error page, not the API's JSON.
  await app.register(async (pages) => {
    pages.setErrorHandler((error, request, reply) => {
      request.log.error({ err: error, url: request.url }, 'the console page could not be sent');
      return sendUnavailablePage(reply, 500);
    });
    // A route rather than the not-found handler, so client routes pass the same hooks as the files
    // (compression among them). Files and API routes are more specific and match first.
    pages.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (!isClientRoute(request.url.split('?')[0])) return reply.callNotFound();
      return reply.sendFile('index.html');
    });
  });
});
