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

/** A person's agents as the switch names them (`name@domain`), with the queues each answers (`queue@domain`). */
export async function findAgentsOfUser(db: Executor, userId: number, agentId?: number) {
  const result = await db.execute<{ id: number; name: string; status: string; queues: string[] }>(sql`
    select a.id, a.name || '@' || d.name as name, a.status,
      coalesce(array_agg(q.name || '@' || qd.name order by q.name) filter (where q.id is not null), '{}') as queues
    from ${callCenterAgents} a
    join ${domains} d on d.id = a.domain_id
    left join ${callCenterTiers} t on t.agent_id = a.id and t.enabled
    left join ${callCenterQueues} q on q.id = t.queue_id and q.enabled
    left join ${domains} qd on qd.id = q.domain_id
    where a.user_id = ${userId} and a.enabled ${agentId === undefined ? sql`` : sql`and a.id = ${agentId}`}
    group by a.id, d.name
    order by a.name, a.id`);
  return result.rows;
}

export async function findSwitchName(db: Executor, switchId: number) {
  const result = await db.execute<{ name: string }>(sql`select name from switches where id = ${switchId}`);
  return result.rows[0]?.name;
}
