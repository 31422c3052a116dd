import { z } from 'zod';
import { moment } from '../fields.js';
import { defineOperation } from '../operation.js';
import { sofiaName } from '../switch-values.js';

const gatewayStatus = z.object({
  name: z.string(),
  /** sofia's registration state: REGED, NOREG (not registering), TRYING, FAILED, FAIL_WAIT, UNREGED, … */
  state: z.string(),
  /** Whether it tried to register and failed, and is waiting to try again. */
  is_failing: z.boolean(),
  /** Seconds until its next attempt, while failing. */
  retry_seconds: z.number().nullable(),
  /** Where it registers or sends calls. */
  address: z.string(),
});

const profileStatus = z.object({
  name: z.string(),
  /** RUNNING or DOWN. */
  state: z.string(),
  /** The SIP address it listens on. */
  address: z.string(),
  /** Whether Ringledger holds an enabled profile of this name; one it does not keeps running until restarted. */
  is_managed: z.boolean(),
  gateways: z.array(gatewayStatus),
});

const agentStatus = z.object({
  /** `name@domain`. */
  name: z.string(),
  /** mod_callcenter's status: Logged Out, Available, Available (On Demand), On Break. */
  status: z.string(),
  /** What the agent is doing: Waiting, Receiving, In a queue call, Idle. */
  state: z.string(),
  contact: z.string(),
});

const queueStatus = z.object({ name: z.string(), strategy: z.string(), waiting: z.number() });

/** What the switch says about itself, asked over its event socket at the moment of the request. */
export const switchLiveStatus = z.object({
  profiles: z.array(profileStatus),
  /** Phones registered on the switch's profiles. */
  registrations: z.number(),
  /** Calls in progress. */
  calls: z.number(),
  agents: z.array(agentStatus),
  queues: z.array(queueStatus),
});

export const switchStatusAnswer = z.object({
  connected: z.boolean(),
  version: z.string().nullable(),
  uptime_seconds: z.number().nullable(),
  last_error: z.string().nullable(),
  /** When the switch last said anything over its event socket (an answer, an event, its heartbeat). */
  last_seen_at: moment.nullable(),
  /** Null while the switch is not connected. */
  live: switchLiveStatus.nullable(),
});
export type SwitchStatus = z.infer<typeof switchStatusAnswer>;

/** GET /switches/{id}/status: the switch's profiles, gateways, registrations, calls and call-centre agents, from the switch itself. */
export const switchStatus = defineOperation({
  name: 'switch-status',
  method: 'GET',
  path: '/switches/:id/status',
  access: { label: 'SWITCHES', action: 'view' },
  on: 'switches',
  tag: 'switches',
  summary: "A switch's live state",
  description:
    'Asks the switch over its event socket: each SIP profile and gateway with its state (a gateway that fails to register says so), the registrations, ' +
    "the calls in progress, and mod_callcenter's agents and queues. A switch that is not connected answers connected false, its last error and no live part.",
  answers: { 200: switchStatusAnswer },
});

/**
 * POST /switches/{id}/profiles/{profile}/restart: restarts one SIP profile, which is how changes
 * to its own settings reach the switch. It drops every call on that profile.
 */
export const restartSwitchProfile = defineOperation({
  name: 'restart-switch-profile',
  method: 'POST',
  path: '/switches/:id/profiles/:profile/restart',
  access: { label: 'SWITCHES', action: 'edit' },
  on: 'switches',
  tag: 'switches',
  params: { profile: sofiaName() },
  summary: 'Restart a SIP profile on a switch (drops its calls)',
  description:
    'Restarts the profile with the settings Ringledger serves; a profile Ringledger no longer runs (disabled or deleted) stops. Every call on the profile is dropped. 404 when the switch runs no such profile, 409 when sofia refuses (a profile must have run for 10 seconds), 503 when the switch is not connected.',
  answers: { 200: z.object({ message: z.string() }) },
  example: { params: { profile: 'internal' } },
});
