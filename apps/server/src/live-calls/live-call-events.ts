import type { LiveCall } from '@ringledger/contract';
import type { EslEvent } from '../event-socket/esl-connection.js';

/** The events a live view of calls is kept from. */
export const LIVE_CALL_EVENTS = ['CHANNEL_CREATE', 'CHANNEL_ANSWER', 'CHANNEL_BRIDGE', 'CHANNEL_HANGUP_COMPLETE'] as const;

/** A call as the switch's events describe it, before Ringledger adds what it holds for it. */
export type SwitchCall = Pick<LiveCall, 'uuid' | 'switch_id' | 'switch_name' | 'caller' | 'destination' | 'state' | 'started_at' | 'answered_at'> & {
  callAccountId: number | null;
};

/** What an event does to the calls in progress: a call begins, is answered, or ends; other events change nothing. */
export type CallChange = { kind: 'began' | 'answered'; call: SwitchCall } | { kind: 'ended'; uuid: string } | undefined;

/** FreeSWITCH stamps events in microseconds since the epoch. */
function momentOf(microseconds: string | undefined) {
  const value = Number(microseconds);
  return new Date(Number.isFinite(value) && value > 0 ? Math.floor(value / 1000) : Date.now()).toISOString();
}

function idOf(value: string | undefined) {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * A call as a channel's fields describe it (an event's, or the dump of a channel in progress):
 * answered once its answer time is set.
 */
export function callOf(switchId: number, fields: Readonly<Record<string, string | undefined>>, uuid: string): SwitchCall {
  const answeredAt = Number(fields['Caller-Channel-Answered-Time']);
  const isAnswered = fields['Answer-State'] === 'answered' || (Number.isFinite(answeredAt) && answeredAt > 0);
  return {
    uuid,
    switch_id: switchId,
    // What the switch calls itself (its switchname, as it names itself to mod_xml_curl): the
    // host's name only where no switchname is set, as one host may run several switches.
    switch_name: fields['FreeSWITCH-Switchname'] ?? fields['FreeSWITCH-Hostname'] ?? null,
    caller: fields['Caller-Caller-ID-Number'] ?? null,
    destination: fields['Caller-Destination-Number'] ?? null,
    state: isAnswered ? 'answered' : 'ringing',
    started_at: momentOf(fields['Caller-Channel-Created-Time'] ?? fields['Event-Date-Timestamp']),
    answered_at: isAnswered ? momentOf(fields['Caller-Channel-Answered-Time']) : null,
    callAccountId: idOf(fields.variable_rl_call_account_id),
  };
}

/**
 * A call is its A leg: the channel the switch received (direction inbound to the switch), keyed by
 * its uuid in lower case as call records and reservations key it. The legs the switch places to
 * carry it (bridges to phones and carriers) are not calls of their own.
 */
export function changeOf(switchId: number, event: EslEvent, known: ReadonlyMap<string, SwitchCall>): CallChange {
  const { fields } = event;
  const uuid = fields['Unique-ID']?.toLowerCase();
  if (!uuid) return undefined;
  if (event.name === 'CHANNEL_CREATE') {
    if (fields['Call-Direction'] !== 'inbound') return undefined;
    return { kind: 'began', call: callOf(switchId, fields, uuid) };
  }
  const call = known.get(uuid);
  if (!call) return undefined;
  if (event.name === 'CHANNEL_HANGUP_COMPLETE') return { kind: 'ended', uuid };
  if ((event.name === 'CHANNEL_ANSWER' || event.name === 'CHANNEL_BRIDGE') && call.state === 'ringing') {
    return {
      kind: 'answered',
      call: {
        ...call,
        // The dialplan has run by now: the destination is the one it routed, the call account the one it bills.
        destination: fields['Caller-Destination-Number'] ?? call.destination,
        state: 'answered',
        answered_at: momentOf(fields['Caller-Channel-Answered-Time'] ?? fields['Event-Date-Timestamp']),
        callAccountId: idOf(fields.variable_rl_call_account_id) ?? call.callAccountId,
      },
    };
  }
  return undefined;
}
