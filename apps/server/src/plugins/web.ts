import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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

/** Serves the built console; client routes get index.html so they load on reload, a missing file gets 404. */
export const webPlugin = fp(async (app: FastifyInstance, options: { root: string | null }) => {
  const root = options.root && existsSync(options.root) ? options.root : null;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(path.relative(root, filePath))),
    });
    // A route rather than the not-found handler, so client routes pass the same hooks as the files
    // (compression among them). Files and API routes are more specific and match first.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (!isClientRoute(request.url.split('?')[0])) return reply.callNotFound();
      return reply.type('text/html').sendFile('index.html');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send({ error: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
});
