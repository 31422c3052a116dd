import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { gateways, sipProfiles } from '../../../db/schema/index.js';

/**
 * The live, enabled profiles a switch runs (those naming no host, or its own) and their enabled
 * gateways, in a stable order; one profile when `profileName` is given.
 */
export async function loadSofiaProfiles(db: Database, options: { hostname: string; profileName?: string }) {
  const profiles = await db
    .select({ id: sipProfiles.id, name: sipProfiles.name, sipIp: sipProfiles.sip_ip, sipPort: sipProfiles.sip_port, parameters: sipProfiles.parameters })
    .from(sipProfiles)
    .where(
      and(
        isNull(sipProfiles.deleted_at),
        eq(sipProfiles.enabled, true),
        or(isNull(sipProfiles.hostname), sql`lower(${sipProfiles.hostname}) = lower(${options.hostname})`),
        options.profileName === undefined ? undefined : eq(sipProfiles.name, options.profileName),
      ),
    )
    .orderBy(asc(sipProfiles.name));
  if (profiles.length === 0) return [];
  const rows = await db
    .select({
      profileId: gateways.profile_id,
      name: gateways.name,
      password: gateways.password,
      parameters: gateways.parameters,
      variables: gateways.variables,
      inboundVariables: gateways.inbound_variables,
      outboundVariables: gateways.outbound_variables,
    })
    .from(gateways)
    .where(and(eq(gateways.enabled, true), sql`${gateways.profile_id} in ${profiles.map((profile) => profile.id)}`))
    .orderBy(asc(gateways.name));
  return profiles.map((profile) => ({ ...profile, gateways: rows.filter((row) => row.profileId === profile.id) }));
}
