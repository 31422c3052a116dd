import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    config: { isPublic: true },
    schema: {
      tags: ['health'],
      summary: 'Ready once the database answers',
      response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ error: z.string() }) },
    },
    handler: async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ error: 'The database is not ready' });
      }
    },
  });
}
