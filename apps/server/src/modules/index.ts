import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.routes.js';
import { sessionRoutes, type SessionRouteOptions } from './session/session.routes.js';
import { roleRoutes } from './roles/roles.routes.js';
import { userRoutes } from './users/users.routes.js';
import type { CredentialMailSettings } from './users/credentials-mail.js';
import { didRoutes } from './dids/dids.routes.js';
import { accountRoutes } from './accounts/accounts.routes.js';
import { callAccountRoutes } from './call-accounts/call-accounts.routes.js';
import { pricelistRoutes } from './pricelists/pricelists.routes.js';
import { localizationRoutes } from './localizations/localizations.routes.js';
import { callerIdRoutes } from './callerids/callerids.routes.js';

/** Everything under /api/v1. */
export async function apiRoutes(app: FastifyInstance, options: { session: SessionRouteOptions; mail: CredentialMailSettings }) {
  await app.register(healthRoutes);
  await app.register(sessionRoutes, options.session);
  await app.register(roleRoutes);
  await app.register(userRoutes, options.mail);
  await app.register(didRoutes);
  await app.register(accountRoutes);
  await app.register(callAccountRoutes);
  await app.register(pricelistRoutes);
  await app.register(localizationRoutes);
  await app.register(callerIdRoutes);
}
