import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { errorSchema, listAnswerSchema } from '@ringledger/contract';
import { roles } from '../../db/schema/index.js';
import { containsText } from '../crud/list-conditions.js';

const roleRecord = z.object({ id: z.number(), name: z.string(), description: z.string().nullable() });
const roleQuery = z.object({ search: z.string().trim().max(100, 'search must be at most 100 characters').optional() });

/** Roles for lookups (the user form's role picker); readable by whoever may list authorizations. */
export async function roleRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/roles', {
    config: { permission: { label: 'AUTHORIZATIONS', action: 'list' } },
    schema: {
      tags: ['roles'],
      security: [{ bearerAuth: [] }],
      summary: 'List roles',
      description: 'Requires permission AUTHORIZATIONS:list.',
      querystring: roleQuery,
      response: { 200: listAnswerSchema(roleRecord), 401: errorSchema, 403: errorSchema },
    },
    handler: async (request) => {
      const where = request.query.search ? containsText(roles.name, request.query.search) : undefined;
      const results = await app.db.select({ id: roles.id, name: roles.name, description: roles.description }).from(roles).where(where).orderBy(asc(roles.name));
      return { results, total: results.length };
    },
  });
}
