import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client.js';
import { audioFiles, callCenterAgents, callCenterQueues, callCenterTiers, domains } from '../../../db/schema/index.js';
import type { CallCentreAgent, CallCentreQueue, CallCentreTier } from './callcenter-conf.js';

const queueDomains = alias(domains, 'queue_domains');
const agentDomains = alias(domains, 'agent_domains');

/** FreeSWITCH's name of a queue or an agent: `name@domain`. */
const queueName = sql<string>`${callCenterQueues.name} || '@' || ${queueDomains.name}`;
const agentName = sql<string>`${callCenterAgents.name} || '@' || ${agentDomains.name}`;

/** The enabled queues, or the one FreeSWITCH names (`support@pbx.example.net`). */
export async function loadCallCentreQueues(db: Executor, only?: string): Promise<CallCentreQueue[]> {
  return db
    .select({ name: queueName, parameters: callCenterQueues.parameters, mohSoundLocation: audioFiles.location })
    .from(callCenterQueues)
    .innerJoin(queueDomains, eq(queueDomains.id, callCenterQueues.domain_id))
    .leftJoin(audioFiles, eq(audioFiles.id, callCenterQueues.moh_sound_id))
    .where(and(eq(callCenterQueues.enabled, true), only === undefined ? undefined : sql`${queueName} = ${only}`))
    .orderBy(asc(queueName));
}

/** A tier reaches the switch only while it, its agent and its queue are enabled. */
const liveTier = and(eq(callCenterTiers.enabled, true), eq(callCenterAgents.enabled, true), eq(callCenterQueues.enabled, true));

/** The enabled agents, or those holding a live tier in one queue. */
export async function loadCallCentreAgents(db: Executor, inQueue?: string): Promise<CallCentreAgent[]> {
  const holdsTier = sql`exists (select 1 from ${callCenterTiers}
    join ${callCenterQueues} on ${callCenterQueues.id} = ${callCenterTiers.queue_id}
    join ${domains} as ${queueDomains} on ${queueDomains.id} = ${callCenterQueues.domain_id}
    where ${callCenterTiers.agent_id} = ${callCenterAgents.id} and ${liveTier} and ${queueName} = ${inQueue})`;
  return db
    .select({
      name: agentName,
      type: callCenterAgents.type,
      contact: callCenterAgents.contact,
      status: callCenterAgents.status,
      maxNoAnswer: callCenterAgents.max_no_answer,
      wrapUpTime: callCenterAgents.wrap_up_time,
      rejectDelayTime: callCenterAgents.reject_delay_time,
      busyDelayTime: callCenterAgents.busy_delay_time,
      noAnswerDelayTime: callCenterAgents.no_answer_delay_time,
    })
    .from(callCenterAgents)
    .innerJoin(agentDomains, eq(agentDomains.id, callCenterAgents.domain_id))
    .where(and(eq(callCenterAgents.enabled, true), inQueue === undefined ? undefined : holdsTier))
    .orderBy(asc(agentName));
}

/** The live tiers, or those of one queue. */
export async function loadCallCentreTiers(db: Executor, inQueue?: string): Promise<CallCentreTier[]> {
  return db
    .select({ agent: agentName, queue: queueName, level: callCenterTiers.level, position: callCenterTiers.position })
    .from(callCenterTiers)
    .innerJoin(callCenterAgents, eq(callCenterAgents.id, callCenterTiers.agent_id))
    .innerJoin(agentDomains, eq(agentDomains.id, callCenterAgents.domain_id))
    .innerJoin(callCenterQueues, eq(callCenterQueues.id, callCenterTiers.queue_id))
    .innerJoin(queueDomains, eq(queueDomains.id, callCenterQueues.domain_id))
    .where(and(liveTier, inQueue === undefined ? undefined : sql`${queueName} = ${inQueue}`))
    .orderBy(asc(queueName), asc(callCenterTiers.level), asc(callCenterTiers.position), asc(agentName));
}
