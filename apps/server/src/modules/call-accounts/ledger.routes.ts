import type { FastifyInstance } from 'fastify';
import { bearerSecurity, errorResponses } from '../crud/resource-routes.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callAccounts as callAccountResource,
  idParamSchema,
  listAnswerSchema,
  listQuerySchema,
  transactionBody,
  transactionRecord,
} from '@ringledger/contract';
import { principalOf } from '../../plugins/auth.js';
import { listTransactions, postTransaction } from './ledger.service.js';

const LABEL = 'CALL_ACCOUNT_TRANSACTIONS';
const tags = ['call_account_transactions'];
/** The ledger reads in one order only (newest first), so it takes the pager and nothing else. */
const pageQuery = listQuerySchema([]).pick({ page: true, limit: true });

/** A call account's ledger: the only way its balance moves. */
export async function ledgerRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const path = `${callAccountResource.path}/:id/transactions`;

  routes.get(path, {
    config: { permission: { label: LABEL, action: 'list' } },
    schema: {
      tags,
      security: bearerSecurity,
      summary: "List a call account's transactions, newest first",
      description: `Requires permission ${LABEL}:list.`,
      params: idParamSchema,
      querystring: pageQuery,
      response: { 200: listAnswerSchema(transactionRecord), ...errorResponses },
    },
    handler: async (request) => listTransactions({ db: app.db, callAccountId: request.params.id, ...request.query }),
  });

  routes.post(path, {
    config: { permission: { label: LABEL, action: 'create' } },
    schema: {
      tags,
      security: bearerSecurity,
      summary: 'Credit or debit a call account',
      description: `Requires permission ${LABEL}:create. A debit may spend the balance plus the credit limit.`,
      params: idParamSchema,
      body: transactionBody,
      response: { 201: transactionRecord, ...errorResponses },
    },
    handler: async (request, reply) => {
      const entry = await postTransaction({ db: app.db, callAccountId: request.params.id, ...request.body, createdById: principalOf(request).userId });
      return reply.status(201).send(entry);
    },
  });
}
