import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { gateways } from '../../db/schema/index.js';
import type { CallWorld } from '../call-world.js';
import { createSipProfile } from '../factories.js';

/**
 * The call world's switch side on this machine: an internal profile where phones register, an
 * external one where carriers call in, and the world's gateway sending to a sipp carrier.
 */
export async function placeWorldOnSwitch(db: Database, world: CallWorld, ports: { internal: number; external: number; carrier: number }) {
  await createSipProfile(db, { name: `internal-${randomBytes(2).toString('hex')}`, sip_ip: '127.0.0.1', sip_port: ports.internal });
  const external = await createSipProfile(db, {
    name: `external-${randomBytes(2).toString('hex')}`,
    sip_ip: '127.0.0.1',
    sip_port: ports.external,
    parameters: { context: 'public', 'auth-calls': 'false' },
  });
  await db
    .update(gateways)
    .set({ profile_id: external.id, parameters: { proxy: `127.0.0.1:${ports.carrier}`, register: 'false' } })
    .where(eq(gateways.id, world.gateway.id));
  return external;
}
