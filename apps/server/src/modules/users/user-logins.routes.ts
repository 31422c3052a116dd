import type { FastifyInstance } from 'fastify';
import { bearerSecurity, errorResponses } from '../crud/resource-routes.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  listAnswerSchema,
  listQuerySchema,
  userLoginCreateBody,
  userLoginParams,
  userLoginRecord,
  userLoginUpdateBody,
  type Action,
} from '@ringledger/contract';
import { principalOf } from '../../plugins/auth.js';
import type { CredentialMailSettings } from './credentials-mail.js';
import { changeLogin, createLogin, listUserLogins, removeLogin } from './user-logins.service.js';

const tags = ['user logins'];
const permit = (action: Action) => ({ permission: { label: 'USER_LOGINS' as const, action } });
const loginListQuery = listQuerySchema(['login', 'created_at']);

/** A user's credentials. Answers never carry a password or its hash. */
export async function userLoginRoutes(app: FastifyInstance, options: CredentialMailSettings) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const mail = { ...options, log: app.log };

  routes.get('/users/:id/logins', {
    config: permit('list'),
    schema: {
      tags,
      security: bearerSecurity,
      summary: "List a user's logins",
      description: 'Requires permission USER_LOGINS:list. Searches and sorts by login.',
      params: idParamSchema,
      querystring: loginListQuery,
      response: { 200: listAnswerSchema(userLoginRecord), ...errorResponses },
    },
    handler: async (request) => listUserLogins({ db: app.db, userId: request.params.id, params: request.query }),
  });

  routes.post('/users/:id/logins', {
    config: permit('create'),
    schema: {
      tags,
      security: bearerSecurity,
      summary: 'Give a user a login and e-mail the credentials',
      description:
        'Requires permission USER_LOGINS:create. Without a password one is generated. The username, password and console address go to send_to_email after the login is saved; a mail failure is logged and never fails the save.',
      params: idParamSchema,
      body: userLoginCreateBody,
      response: { 201: userLoginRecord, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { login, password, send_to_email: sendTo } = request.body;
      const record = await createLogin({ db: app.db, mail, userId: request.params.id, createdById: principalOf(request).userId, login, password, sendTo });
      return reply.status(201).send(record);
    },
  });

  routes.patch('/users/:id/logins/:loginId', {
    config: permit('edit'),
    schema: {
      tags,
      security: bearerSecurity,
      summary: "Rename a user's login or set its password",
      description: "Requires permission USER_LOGINS:edit. A new password ends the user's sessions on other devices.",
      params: userLoginParams,
      body: userLoginUpdateBody,
      response: { 200: userLoginRecord, ...errorResponses },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      return changeLogin({
        db: app.db,
        userId: request.params.id,
        loginId: request.params.loginId,
        login: request.body.login,
        password: request.body.password,
        actor: { userId: principal.userId, deviceId: principal.deviceId },
      });
    },
  });

  routes.delete('/users/:id/logins/:loginId', {
    config: permit('delete'),
    schema: {
      tags,
      security: bearerSecurity,
      summary: "Delete a user's login",
      description: 'Requires permission USER_LOGINS:delete. Nobody deletes their own only login.',
      params: userLoginParams,
      response: { 204: z.null(), ...errorResponses },
    },
    handler: async (request, reply) => {
      await removeLogin({ db: app.db, userId: request.params.id, loginId: request.params.loginId, actorId: principalOf(request).userId });
      return reply.status(204).send(null);
    },
  });
}
