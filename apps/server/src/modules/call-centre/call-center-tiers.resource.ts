import { callCenterTiers } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import { tierAgentName, tierDomainName } from './call-centre.queries.js';

/** Tiers answer their agent's name and their queue's domain beside the agent (spec §3). */
export const callCenterTierBehaviour = defineBehaviour(callCenterTiers, {
  computed: { agent_name: tierAgentName, domain_name: tierDomainName },
});
