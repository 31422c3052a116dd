import type { XmlAnswerer } from '../xml-curl/xml-answerer.js';
import { loadCallCentreAgents, loadCallCentreQueues, loadCallCentreTiers } from './callcenter-conf.queries.js';
import { callcenterConfiguration } from './callcenter-conf.js';

/**
 * callcenter.conf, asked when mod_callcenter loads and on `callcenter_config agent reload` (the
 * whole call centre), and on `queue load`/`queue reload` for one queue (`CC-Queue`): then only
 * that queue, its agents and its tiers, or FreeSWITCH's not-found for a queue Ringledger does not
 * run (disabled or unknown).
 */
export const answerCallcenterConf: XmlAnswerer = async (request, { db }) => {
  const queueName = request.field('CC-Queue');
  const [queues, agents, tiers] = await Promise.all([
    loadCallCentreQueues(db, queueName),
    loadCallCentreAgents(db, queueName),
    loadCallCentreTiers(db, queueName),
  ]);
  if (queueName !== undefined && queues.length === 0) return undefined;
  return callcenterConfiguration({ queues, agents, tiers, withStatus: queueName === undefined });
};
