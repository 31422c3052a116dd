import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Serves the built console; unknown non-API paths get index.html so client routes load on reload. */
export const webPlugin = fp(async (app: FastifyInstance, options: { root: string | null }) => {
  const root = options.root && existsSync(options.root) ? options.root : null;
  if (root) await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (root && request.method === 'GET' && !path.startsWith('/api/')) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ error: `No route for ${request.method} ${path}` });
  });
});
