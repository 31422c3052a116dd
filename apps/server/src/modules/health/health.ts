import { health } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';

/** Ready once the database answers; a load balancer's probe. */
export const healthOperation = implement(health, async ({ db, reply }) => {
  try {
    await db.$client.query({ name: 'health', text: 'select 1' });
    return { status: 'ok' as const };
  } catch {
    return reply.status(503).send({ error: 'The database is not ready' });
  }
});
