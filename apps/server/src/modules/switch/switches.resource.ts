import { switches } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';

/**
 * Switches: the event socket's password is stored sealed (AES-256-GCM, like gateway passwords) and
 * no answer carries it; an edit that leaves it out keeps it. Answers add the link's live state
 * from memory, so a list of switches costs no query per row and no round trip to any switch.
 */
export const switchBehaviour = defineBehaviour(switches, {
  async beforeCreate({ input, context }) {
    return { ...input, password: context.services.secrets.seal(input.password) };
  },
  async beforeUpdate({ values, context }) {
    if (values.password === undefined) return values;
    return { ...values, password: context.services.secrets.seal(values.password) };
  },
  decorate(record, { services }) {
    const state = services.switches.state(record.id);
    return {
      ...record,
      connected: state.connected,
      version: state.version,
      uptime_seconds: state.uptimeSeconds,
      last_error: state.lastError,
      last_seen_at: state.lastSeenAt,
    };
  },
});
