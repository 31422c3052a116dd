import { asc, eq } from 'drizzle-orm';
import { AGENT_STATUSES } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import { accounts, audioFiles, callCenterAgents, callCenterQueues, callCenterTiers, domains, extensions, gateways, users } from '../../db/schema/index.js';

/** The first extensions' owners staff the queues, reached at their extensions; the demo agent is reached through a carrier. */
const STAFFED_EXTENSIONS = 4;

/** The first extension of each of the first customers, with its owner. */
async function firstExtensions(db: Executor) {
  const owned = await db
    .selectDistinctOn([accounts.type_id], { username: extensions.username, userId: accounts.type_id })
    .from(extensions)
    .innerJoin(accounts, eq(accounts.id, extensions.account_id))
    .where(eq(accounts.type, 'user'))
    .orderBy(accounts.type_id, asc(extensions.username));
  return owned.sort((a, b) => a.username.localeCompare(b.username)).slice(0, STAFFED_EXTENSIONS);
}

/**
 * Two queues of the primary domain, support and sales, playing the demo hold music, each with
 * three agents in two tiers: the owners of the first extensions, ringing those extensions, and the
 * demo agent, ringing a mobile through the first carrier.
 */
export async function seedCallCentre(db: Executor, refs: { adminId: number; agentId: number }) {
  const [domain] = await db.select({ id: domains.id, name: domains.name }).from(domains).where(eq(domains.is_primary, true));
  const [music] = await db.select({ id: audioFiles.id }).from(audioFiles).where(eq(audioFiles.filename, 'hold-music-loop.wav'));
  const [carrier] = await db.select({ name: gateways.name }).from(gateways).orderBy(asc(gateways.id)).limit(1);
  const [agentUser] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, refs.agentId));
  const common = { domain_id: domain.id, type: 'callback', created_by_id: refs.adminId } as const;
  const staff = await db
    .insert(callCenterAgents)
    .values(
      (await firstExtensions(db)).map((extension, index) => ({
        ...common,
        name: `agent-${extension.username}`,
        user_id: extension.userId ?? refs.adminId,
        contact: `user/${extension.username}@${domain.name}`,
        status: AGENT_STATUSES[index % AGENT_STATUSES.length],
      })),
    )
    .returning({ id: callCenterAgents.id });
  const [ada] = await db
    .insert(callCenterAgents)
    .values({
      ...common,
      name: 'ada',
      user_id: refs.agentId,
      contact: `{leg_timeout=20}sofia/gateway/${carrier.name}/${agentUser.phone}`,
      status: 'Available',
      wrap_up_time: 15,
    })
    .returning({ id: callCenterAgents.id });
  const [support, sales] = await db
    .insert(callCenterQueues)
    .values([
      {
        name: 'support',
        description: 'Customer support line',
        domain_id: domain.id,
        parameters: {
          strategy: 'longest-idle-agent',
          'moh-sound': music.id,
          'time-base-score': 'queue',
          'tier-rule-wait-second': 300,
          'max-wait-time': 0,
          'tier-rules-apply': true,
        },
        created_by_id: refs.adminId,
      },
      {
        name: 'sales',
        description: 'New orders and quotes',
        domain_id: domain.id,
        parameters: { strategy: 'ring-progressively', 'moh-sound': music.id, 'time-base-score': 'queue', 'tier-rule-wait-second': 300, 'max-wait-time': 600 },
        created_by_id: refs.adminId,
      },
    ])
    .returning({ id: callCenterQueues.id });
  const tier = (queueId: number, agentId: number, level: number, position: number) => ({
    queue_id: queueId,
    agent_id: agentId,
    level,
    position,
    created_by_id: refs.adminId,
  });
  await db
    .insert(callCenterTiers)
    .values([
      tier(support.id, ada.id, 1, 1),
      tier(support.id, staff[0].id, 1, 2),
      tier(support.id, staff[1].id, 2, 1),
      tier(sales.id, staff[2].id, 1, 1),
      tier(sales.id, staff[3].id, 1, 2),
      tier(sales.id, ada.id, 2, 1),
    ]);
}
