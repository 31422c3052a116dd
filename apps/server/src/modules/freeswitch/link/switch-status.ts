import { and, eq, isNull } from 'drizzle-orm';
import { switchStatus } from '@ringledger/contract';
import { implement } from '../../../operations/operation-routes.js';
import type { Database } from '../../../db/client.js';
import { sipProfiles } from '../../../db/schema/index.js';
import { readLiveStatus } from './live-status.js';

async function managedProfileNames(db: Database) {
  const rows = await db
    .select({ name: sipProfiles.name })
    .from(sipProfiles)
    .where(and(eq(sipProfiles.enabled, true), isNull(sipProfiles.deleted_at)));
  return new Set(rows.map((row) => row.name));
}

/** GET /switches/{id}/status: the link's state from memory, and what the switch says now when it is connected. */
export const switchStatusOperation = implement(switchStatus, async ({ db, params, services }) => {
  const state = services.switches.state(params.id);
  const link = {
    connected: state.connected,
    version: state.version,
    uptime_seconds: state.uptimeSeconds,
    last_error: state.lastError,
    last_seen_at: state.lastSeenAt,
  };
  if (!state.connected) return { ...link, live: null };
  const live = await readLiveStatus((command) => services.switches.command(params.id, command), await managedProfileNames(db));
  return { ...link, live };
});
