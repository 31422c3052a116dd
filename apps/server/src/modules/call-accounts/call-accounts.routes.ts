import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callAccounts, idParamSchema, listAnswerSchema, listSchema, type ResourceDescription } from '@ringledger/contract';
import { registerResourceRoutes, bearerSecurity, errorResponses } from '../crud/resource-routes.js';
import type { ListParams } from '../crud/list-conditions.js';
import { callAccountService, listUserCallAccounts } from './call-accounts.service.js';
import { ledgerRoutes } from './ledger.routes.js';

// Seen as any resource: the generic store answers plain rows, which the record schema checks on the way out.
const callAccountResource: ResourceDescription = callAccounts;
/** The owner is fixed by the path, so the owner filters make no sense here. */
const userCallAccountsQuery = listSchema(callAccountResource).omit({ type: true, type_id: true });

export async function callAccountRoutes(app: FastifyInstance) {
  registerResourceRoutes(app, callAccountResource, callAccountService);

  app.withTypeProvider<ZodTypeProvider>().get('/users/:id/call_accounts', {
    config: { permission: { label: callAccountResource.label, action: 'list' } },
    schema: {
      tags: [callAccountResource.name],
      security: bearerSecurity,
      summary: "List a user's call accounts",
      description: `Requires permission ${callAccountResource.label}:list.`,
      params: idParamSchema,
      querystring: userCallAccountsQuery,
      response: { 200: listAnswerSchema(callAccountResource.record), ...errorResponses },
    },
    handler: async (request) => listUserCallAccounts({ db: app.db, userId: request.params.id, params: request.query as ListParams }),
  });

  await app.register(ledgerRoutes);
}
