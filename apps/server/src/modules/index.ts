import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.routes.js';
import { sessionRoutes, type SessionRouteOptions } from './session/session.routes.js';
import { roleRoutes } from './roles/roles.routes.js';
import { didRoutes } from './dids/dids.routes.js';
import { accountRoutes } from './accounts/accounts.routes.js';
import { callAccountRoutes } from './call-accounts/call-accounts.routes.js';

/** Everything under /api/v1. */
export async function apiRoutes(app: FastifyInstance, options: { session: SessionRouteOptions }) {
  await app.register(healthRoutes);
  await app.register(sessionRoutes, options.session);
  await app.register(roleRoutes);
  await app.register(didRoutes);
  await app.register(accountRoutes);
  await app.register(callAccountRoutes);
}
