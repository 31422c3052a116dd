import type { EslConnection } from '../event-socket/esl-connection.js';
import { callOf, type SwitchCall } from './live-call-events.js';

/** States of a channel that is already going away: a dump taken then is not a call in progress. */
const ENDING_STATES = new Set(['CS_HANGUP', 'CS_REPORTING', 'CS_DESTROY']);

/**
 * The uuids (lower case) of the calls a switch carries now, from `show channels as json`: the
 * channels it received (inbound), as a call is its A leg. A switch with no channel answers
 * `{"row_count":0}`, without rows.
 */
export function inboundChannelsOf(answer: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    throw new Error(`the switch's channel list is not JSON: ${answer.trim().slice(0, 80)}`);
  }
  const rows = (parsed as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((row): row is { uuid: string; direction: string } => typeof row?.uuid === 'string' && row.direction === 'inbound')
    .map((row) => row.uuid.toLowerCase());
}

/**
 * A call in progress as the switch describes its channel now (`uuid_dump … json`: the fields its
 * events carry), or undefined when the channel has gone (`-ERR No such channel!`) or is ending.
 */
export async function readSwitchCall(connection: EslConnection, switchId: number, uuid: string): Promise<SwitchCall | undefined> {
  const answer = await connection.api(`uuid_dump ${uuid} json`);
  if (!answer.trimStart().startsWith('{')) return undefined;
  const fields = JSON.parse(answer) as Record<string, unknown>;
  const text = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  if (ENDING_STATES.has(text['Channel-State'] ?? '') || text['Answer-State'] === 'hangup') return undefined;
  return callOf(switchId, text, uuid);
}
