import type { FastifyInstance } from 'fastify';

/** Whether a route was registered under these parameter names: the router matches any spelling, and answers the names it was given. */
function isRegisteredAs(app: FastifyInstance, method: string, path: string) {
  const found = app.findRoute({ method: method as 'GET', url: path });
  const names = Object.keys((found?.params as Record<string, string> | undefined) ?? {});
  return [...path.matchAll(/:(\w+)/g)].every(([, name]) => names.includes(name));
}

/**
 * The tree prints parameters of one place under several names as one node (`:id|:category`); each
 * method is paired with the spelling it was registered under.
 */
function namedRoutes(app: FastifyInstance, method: string, printed: string) {
  const spellings = printed
    .split('/')
    .reduce<string[]>((paths, segment) => segment.split('|').flatMap((alternative) => paths.map((path) => `${path}/${alternative}`)), ['']);
  return spellings
    .map((path) => path.slice(1))
    .filter((path) => spellings.length === 1 || isRegisteredAs(app, method, path))
    .map((path) => ({ method, path }));
}

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
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(...namedRoutes(app, method, path));
  }
  return routes;
}
