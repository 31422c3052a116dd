import { QUEUE_PARAMETERS } from '@ringledger/contract';
import { element, params, sectionDocument, type AttributeValue } from '../xml/freeswitch-xml.js';

export interface CallCentreQueue {
  /** `name@domain`, as callers and tiers name it. */
  name: string;
  /** The queue's stored parameters, by mod_callcenter's names. */
  parameters: Record<string, unknown>;
  /** Where the switch finds the music on hold the `moh-sound` parameter names, when it names one that exists. */
  mohSoundLocation: string | null;
}

export interface CallCentreAgent {
  name: string;
  type: string;
  contact: string;
  status: string;
  maxNoAnswer: number;
  wrapUpTime: number;
  rejectDelayTime: number;
  busyDelayTime: number;
  noAnswerDelayTime: number;
}

export interface CallCentreTier {
  agent: string;
  queue: string;
  level: number;
  position: number;
}

export interface CallCentre {
  queues: readonly CallCentreQueue[];
  agents: readonly CallCentreAgent[];
  tiers: readonly CallCentreTier[];
  /**
   * Whether agents carry their status. A queue's own lookup (`CC-Queue`, asked on `queue load`
   * and `queue reload`) loads the agents it answers too, and an agent's status is theirs to change
   * on the switch between edits: there it is left out, so reloading a queue never logs anyone out.
   */
  withStatus: boolean;
}

/**
 * mod_callcenter's own database would otherwise keep agents and tiers from before the switch
 * restarted, among them ones Ringledger deleted meanwhile: it starts from these instead.
 */
const SETTINGS: [string, string][] = [
  ['truncate-agents-on-load', 'true'],
  ['truncate-tiers-on-load', 'true'],
];

const YES = new Set(['true', 'yes', 'on', '1']);

/** A stored yes/no (a boolean, or text an older row or a hand edit left) as the true/false mod_callcenter reads. */
const trueOrFalse = (value: unknown) => (YES.has(String(value).toLowerCase()) ? 'true' : 'false');

/** A queue's parameters in mod_callcenter's vocabulary: known names only, yes/no as true/false, the music as its file's location. */
function queueParameters(queue: CallCentreQueue): [string, AttributeValue][] {
  const written: [string, AttributeValue][] = [];
  for (const [name, field] of Object.entries(QUEUE_PARAMETERS)) {
    const value = queue.parameters[name];
    if (value === null || value === undefined || value === '') continue;
    if (name === 'moh-sound') written.push([name, queue.mohSoundLocation]);
    else if (field.input.kind === 'boolean') written.push([name, trueOrFalse(value)]);
    else written.push([name, String(value)]);
  }
  return written;
}

function agentElement(agent: CallCentreAgent, withStatus: boolean) {
  return element('agent', {
    name: agent.name,
    type: agent.type,
    contact: agent.contact,
    status: withStatus ? agent.status : undefined,
    'max-no-answer': agent.maxNoAnswer,
    'wrap-up-time': agent.wrapUpTime,
    'reject-delay-time': agent.rejectDelayTime,
    'busy-delay-time': agent.busyDelayTime,
    'no-answer-delay-time': agent.noAnswerDelayTime,
  });
}

/**
 * callcenter.conf: the settings, the queues (`<queue name="support@pbx.example.net">` with their
 * `<param>`s), the agents and the tiers. `<tiers>` is always written, even empty: without it
 * mod_callcenter asks for the whole configuration once more.
 */
export function callcenterConfiguration(centre: CallCentre) {
  return sectionDocument('configuration', [
    element('configuration', { name: 'callcenter.conf', description: 'CallCenter (Ringledger)' }, [
      element('settings', {}, params(SETTINGS).children),
      element(
        'queues',
        {},
        centre.queues.map((queue) => element('queue', { name: queue.name }, params(queueParameters(queue)).children)),
      ),
      element(
        'agents',
        {},
        centre.agents.map((agent) => agentElement(agent, centre.withStatus)),
      ),
      element(
        'tiers',
        {},
        centre.tiers.map((tier) => element('tier', { agent: tier.agent, queue: tier.queue, level: tier.level, position: tier.position })),
      ),
    ]),
  ]);
}
