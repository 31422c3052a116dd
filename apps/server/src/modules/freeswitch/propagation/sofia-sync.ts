import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { gateways, sipProfiles } from '../../../db/schema/index.js';
import { sofiaStatus, type SwitchApi } from '../link/switch-json.js';
import type { GatewayChange, ProfileChange } from './config-announcements.js';

/**
 * A gateway written in Ringledger: the running one (if it was enabled) is killed, and the one now
 * stored (if enabled) started, which asks Ringledger for its settings. sofia ignores a gateway it
 * already runs, so a changed gateway is killed before it is started again; a killed one is only
 * marked for deletion, which a start of the same name replaces at once.
 */
export function gatewayChangeCommands(change: GatewayChange): string[] {
  const commands: string[] = [];
  if (change.old?.enabled && change.old.profile) commands.push(`sofia profile ${change.old.profile} killgw ${change.old.name}`);
  if (change.new?.enabled && change.new.profile) commands.push(`sofia profile ${change.new.profile} startgw ${change.new.name}`);
  return commands;
}

/**
 * A profile written in Ringledger: a new (or newly live, or renamed) one is started; a running one
 * is rescanned, which applies what sofia can take without a restart. Its own settings otherwise
 * wait for a restart, and a profile disabled or deleted keeps running until restarted, because
 * both drop its calls: that is the Switches page's explicit Restart.
 */
export function profileChangeCommands(change: ProfileChange): string[] {
  if (!change.new?.live) return [];
  const wasRunning = change.old?.live && change.old.name === change.new.name;
  return [wasRunning ? `sofia profile ${change.new.name} rescan` : `sofia profile ${change.new.name} start`];
}

async function liveGateways(db: Database) {
  return db
    .select({ name: gateways.name, profile: sipProfiles.name, updatedAt: gateways.updated_at })
    .from(gateways)
    .innerJoin(sipProfiles, eq(sipProfiles.id, gateways.profile_id))
    .where(and(eq(gateways.enabled, true), eq(sipProfiles.enabled, true), isNull(sipProfiles.deleted_at)));
}

async function liveProfiles(db: Database) {
  return db
    .select({ name: sipProfiles.name })
    .from(sipProfiles)
    .where(and(eq(sipProfiles.enabled, true), isNull(sipProfiles.deleted_at)));
}

/**
 * Brings a switch's SIP profiles and gateways up to what Ringledger holds, after it was out of
 * reach: profiles not running are started, running ones rescanned (adding missing gateways);
 * gateways Ringledger no longer holds are killed, and those changed since `since` (when the switch
 * started, or when the link was lost) are restarted.
 */
export async function resyncSofia(api: SwitchApi, db: Database, since: Date) {
  const [status, profiles, wanted] = await Promise.all([sofiaStatus(api), liveProfiles(db), liveGateways(db)]);
  const running = new Map(Object.entries(status.profiles).filter(([, profile]) => profile.status.type === 'profile'));
  const commands: string[] = [];
  for (const profile of profiles) {
    const current = running.get(profile.name);
    if (!current) {
      commands.push(`sofia profile ${profile.name} start`);
      continue;
    }
    const wantedHere = wanted.filter((gateway) => gateway.profile === profile.name);
    for (const name of Object.keys(current.gateways ?? {}))
      if (!wantedHere.some((gateway) => gateway.name === name)) commands.push(`sofia profile ${profile.name} killgw ${name}`);
    for (const gateway of wantedHere) {
      const isRunning = Object.hasOwn(current.gateways ?? {}, gateway.name);
      if (isRunning && gateway.updatedAt >= since) commands.push(`sofia profile ${profile.name} killgw ${gateway.name}`);
      if (!isRunning || gateway.updatedAt >= since) commands.push(`sofia profile ${profile.name} startgw ${gateway.name}`);
    }
    commands.push(`sofia profile ${profile.name} rescan`);
  }
  for (const command of commands) await api(command);
  return commands;
}
