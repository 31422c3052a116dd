import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSchema, errorSchema, idParamSchema, updateSchema, users as userResource } from '@ringledger/contract';
import { principalOf } from '../../plugins/auth.js';
import { registerResourceRoutes } from '../crud/resource-routes.js';
import { createUser, deleteUser, updateUser } from './users.service.js';
import { userStore } from './users.store.js';
import { userLoginRoutes } from './user-logins.routes.js';
import type { CredentialMailSettings } from './credentials-mail.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const tags = ['users'];
/** Typed as loosely as the generic routes type it: rows come from the generic store, and the serializer checks each answer against the record. */
const userRecord: z.ZodObject = userResource.record;
const security = [{ bearerAuth: [] }];

/** Users: list and view are generic; create, edit and delete carry the rules about identities, one's own role and owned accounts. */
export async function userRoutes(app: FastifyInstance, options: CredentialMailSettings) {
  registerResourceRoutes(app, { ...userResource, operations: ['list', 'view'] }, userStore);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/users', {
    config: { permission: { label: 'USERS', action: 'create' } },
    schema: {
      tags,
      security,
      summary: 'Create a User',
      description: "Requires permission USERS:create. The e-mail may not be another user's e-mail or username.",
      body: createSchema(userResource),
      response: { 201: userRecord, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await createUser({ db: app.db, values: request.body, createdById: principalOf(request).userId })),
  });

  routes.patch('/users/:id', {
    config: { permission: { label: 'USERS', action: 'edit' } },
    schema: {
      tags,
      security,
      summary: 'Change a User',
      description: 'Requires permission USERS:edit. Nobody changes their own role or type.',
      params: idParamSchema,
      body: updateSchema(userResource),
      response: { 200: userRecord, ...errors },
    },
    handler: async (request) => updateUser({ db: app.db, userId: request.params.id, values: request.body, actorId: principalOf(request).userId }),
  });

  routes.delete('/users/:id', {
    config: { permission: { label: 'USERS', action: 'delete' } },
    schema: {
      tags,
      security,
      summary: 'Delete a User',
      description: "Requires permission USERS:delete. Refused for one's own account and for a user who still owns accounts or call accounts.",
      params: idParamSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deleteUser({ db: app.db, userId: request.params.id, actorId: principalOf(request).userId });
      return reply.status(204).send(null);
    },
  });

  await app.register(userLoginRoutes, options);
}
