import type { FastifyInstance } from 'fastify';

/**
 * Every method and path the app registered, read from Fastify's route tree, e.g.
 * `│   └── /:id (GET, HEAD, PATCH)` under `├── /api/v1/dids (GET, HEAD, POST)`.
 */
export function registeredRoutes(app: FastifyInstance) {
  const routes: { method: string; path: string }[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}
