import type { FastifyInstance } from 'fastify';
import { users as userResource } from '@ringledger/contract';
import { registerResourceRoutes } from '../crud/resource-routes.js';
import { createUser, deleteUser, updateUser } from './users.service.js';
import { userStore } from './users.store.js';
import { userLoginRoutes } from './user-logins.routes.js';
import type { CredentialMailSettings } from './credentials-mail.js';

/**
 * Users: the generic routes, with the rules about identities (an e-mail is nobody else's
 * e-mail or username), one's own role and type, and owned accounts beside them.
 */
export async function userRoutes(app: FastifyInstance, options: CredentialMailSettings) {
  registerResourceRoutes(app, userResource, {
    ...userStore,
    create: (db, values, context) => createUser({ db, values, createdById: context.actorId }),
    update: (db, id, values, context) => updateUser({ db, userId: id, values, actorId: context.actorId }),
    remove: (db, id, context) => deleteUser({ db, userId: id, actorId: context.actorId }),
  });
  await app.register(userLoginRoutes, options);
}
