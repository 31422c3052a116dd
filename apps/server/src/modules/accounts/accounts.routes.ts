import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts as accountResource, idParamSchema, listAnswerSchema, listQuerySchema, listSchema } from '@ringledger/contract';
import { registerResourceRoutes, bearerSecurity, errorResponses } from '../crud/resource-routes.js';
import type { ListParams } from '../crud/list-conditions.js';
import { accountStore } from './account-store.js';
import type { AccountChanges, NewAccount } from './accounts.queries.js';
import { createAccount, listAccountExtensions, listUserAccounts, updateAccount } from './accounts.service.js';

/** Widened like the generic routes' record: the store answers plain rows, checked against it on the way out. */
const accountRecord: z.ZodObject = accountResource.record;
/** Extensions have no contract record yet; the extensions work swaps in its own record and list query. */
const extensionRow = z.record(z.string(), z.unknown());

export async function accountRoutes(app: FastifyInstance) {
  // The bodies were parsed by the contract's account schemas, so they carry only account columns.
  registerResourceRoutes(app, accountResource, {
    ...accountStore,
    create: (db, values, context) => createAccount({ db, values: values as NewAccount, createdById: context.actorId }),
    update: (db, id, changes) => updateAccount({ db, id, changes: changes as AccountChanges }),
  });

  const routes = app.withTypeProvider<ZodTypeProvider>();
  // :id like the user's other sub-routes: the router lists siblings with different parameter names as one mixed node.
  routes.get('/users/:id/accounts', {
    config: { permission: { label: 'ACCOUNTS', action: 'list' } },
    schema: {
      tags: [accountResource.name],
      security: bearerSecurity,
      summary: "List a user's accounts",
      description: 'Accounts of type user linked to the user. Requires permission ACCOUNTS:list.',
      params: idParamSchema,
      querystring: listSchema(accountResource),
      response: { 200: listAnswerSchema(accountRecord), ...errorResponses },
    },
    handler: async (request) => listUserAccounts({ db: app.db, userId: request.params.id, params: request.query as ListParams }),
  });
  routes.get('/accounts/:id/extensions', {
    config: { permission: { label: 'EXTENSIONS', action: 'list' } },
    schema: {
      tags: [accountResource.name],
      security: bearerSecurity,
      summary: "List an account's extensions",
      description: 'Requires permission EXTENSIONS:list.',
      params: idParamSchema,
      querystring: listQuerySchema([]),
      response: { 200: listAnswerSchema(extensionRow), ...errorResponses },
    },
    handler: async (request) => listAccountExtensions({ db: app.db, accountId: request.params.id, params: request.query }),
  });
}
