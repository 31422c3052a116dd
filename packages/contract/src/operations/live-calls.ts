import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { money } from '../fields.js';

/** A call in progress as the switches report it, with what Ringledger holds for it. */
export const liveCall = z.object({
  uuid: z.string(),
  switch_id: z.number(),
  switch_name: z.string().nullable(),
  caller: z.string().nullable(),
  destination: z.string().nullable(),
  state: z.enum(['ringing', 'answered']),
  started_at: z.string(),
  answered_at: z.string().nullable(),
  call_account_id: z.number().nullable(),
  /** The call account's number and name: "1000001 · Main". */
  call_account: z.string().nullable(),
  direction: z.string().nullable(),
  cost_per_min: money.nullable(),
  held: money.nullable(),
  allowed_seconds: z.number().nullable(),
});
export type LiveCall = z.infer<typeof liveCall>;

/** What the stream sends: every call at first, then each change. */
export type LiveCallMessage = { type: 'snapshot'; calls: LiveCall[] } | { type: 'call'; call: LiveCall } | { type: 'ended'; uuid: string };

const uuidParam = z.string().regex(/^[0-9A-Za-z-]{8,64}$/, 'A call is named by its uuid');

/** GET /live-calls: the calls in progress on every connected switch. */
export const listLiveCalls = defineOperation({
  name: 'list-live-calls',
  method: 'GET',
  path: '/live-calls',
  access: { label: 'LIVE_CALLS', action: 'list' },
  tag: 'live-calls',
  summary: 'Calls in progress',
  description:
    "The calls every connected switch is carrying now, from the switches' own events, each with its call account, rate, money held and allowed time. A self-service user sees only their own lines' calls (GET /users/lines/live-calls).",
  answers: { 200: z.object({ calls: z.array(liveCall) }) },
});

/** GET /live-calls/stream: the same, kept current as server-sent events. */
export const streamLiveCalls = defineOperation({
  name: 'stream-live-calls',
  method: 'GET',
  path: '/live-calls/stream',
  access: { label: 'LIVE_CALLS', action: 'list' },
  tag: 'live-calls',
  summary: 'Calls in progress, as they change (server-sent events)',
  description:
    'A text/event-stream: one `snapshot` message with every call, then a `call` message for each new or answered call and an `ended` message for each call that ends.',
  produces: 'text/event-stream',
  answers: { 200: z.string() },
});

/** POST /live-calls/{uuid}/hangup: ends a call on its switch. */
export const hangupLiveCall = defineOperation({
  name: 'hangup-live-call',
  method: 'POST',
  path: '/live-calls/:uuid/hangup',
  access: { label: 'LIVE_CALLS', action: 'delete' },
  tag: 'live-calls',
  params: { uuid: uuidParam },
  summary: 'Hang up a call in progress',
  description: 'Ends the call on the switch carrying it (uuid_kill); its CDR bills it as usual. 404 when no connected switch carries it.',
  answers: { 200: z.object({ message: z.string() }) },
  example: { params: { uuid: 'fe81bbd7-262a-4940-b9d7-dd00d1be97c0' } },
});

/** GET /users/lines/live-calls: the signed-in customer's own calls in progress. */
export const selfServiceLiveCalls = defineOperation({
  name: 'self-service-live-calls',
  method: 'GET',
  path: '/users/lines/live-calls',
  access: { label: 'SELF_SERVICE', action: 'list' },
  tag: 'self-service',
  summary: 'My calls in progress',
  description: "The calls in progress on the signed-in customer's own call accounts.",
  answers: { 200: z.object({ calls: z.array(liveCall) }) },
});
