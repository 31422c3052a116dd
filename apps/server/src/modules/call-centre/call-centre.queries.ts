import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { audioFiles, callCenterAgents, callCenterQueues, callCenterTiers, domains } from '../../db/schema/index.js';

/** The music on hold's file name, beside its id in a queue's parameters. */
export const mohSoundFileName = sql`select ${audioFiles.filename} from ${audioFiles} where ${audioFiles.id} = ${callCenterQueues.moh_sound_id}`;

/** A tier's agent's name, and its queue's domain. */
export const tierAgentName = sql`select ${callCenterAgents.name} from ${callCenterAgents} where ${callCenterAgents.id} = ${callCenterTiers.agent_id}`;
export const tierDomainName = sql`select ${domains.name} from ${callCenterQueues} join ${domains} on ${domains.id} = ${callCenterQueues.domain_id} where ${callCenterQueues.id} = ${callCenterTiers.queue_id}`;

export async function countTiersOfQueue(db: Executor, queueId: number) {
  return db.$count(callCenterTiers, eq(callCenterTiers.queue_id, queueId));
}
