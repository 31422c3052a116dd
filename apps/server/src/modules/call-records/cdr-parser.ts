import { CONTROL_CHARACTER } from '@ringledger/contract';
import { badRequest } from '../../errors/app-error.js';
import { parseCdrJson, percentDecode } from './cdr-body.js';

/**
 * Channel variables Ringledger's own FreeSWITCH configuration sets on a call, naming its rows so
 * no guessing is needed; reserved for that. Without them a call is matched by user and number.
 */
export const RINGLEDGER_VARIABLES = {
  callAccountId: 'rl_call_account_id',
  extensionId: 'rl_extension_id',
  didId: 'rl_did_id',
  trunkId: 'rl_trunk_id',
  refusal: 'rl_refusal',
} as const;

/** One leg of a call as Ringledger reads it from its mod_json_cdr CDR. */
export interface CdrLeg {
  /** This leg's own uuid. */
  uuid: string;
  /** The call's A-leg uuid: the key of the call's record. */
  callUuid: string;
  /** An outbound leg the switch made for another (the carrier side of a bridged call). */
  isBLeg: boolean;
  callstart: string;
  answerstart: string | null;
  callend: string | null;
  duration: number;
  billseconds: number;
  hangupCause: string | null;
  /** Why Ringledger refused the call before it rang (the dialplan's rl_refusal), if it did. */
  refusal: string | null;
  callerIdNumber: string | null;
  callerIdName: string | null;
  destinationNumber: string | null;
  /** The SIP user that placed the call and its domain (an extension's `1001@pbx.example.net`). */
  sipUser: string | null;
  domain: string | null;
  /** The sofia gateway an outbound leg left through. */
  gateway: string | null;
  /** The rl_* ids, where the switch set them. */
  ids: { callAccountId: number | null; extensionId: number | null; didId: number | null; trunkId: number | null };
  /** The start the switch sent, when it was out of range and the leg is filed under its arrival instead (call-plausibility.ts). */
  reportedCallstart?: string;
  /** Why the leg's values cannot be billed as sent (call-plausibility.ts). */
  implausible?: string;
}

type Json = Record<string, unknown>;
const MAX_TEXT = 255;
const notACdr = (why: string) => badRequest(`This is not a mod_json_cdr CDR: ${why}`);

function objectAt(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

/**
 * A text value as stored: %-decoded (with encode-values every variable is %-encoded, and decoding
 * a value without escapes changes nothing), control characters dropped (PostgreSQL cannot store
 * NUL, and none belongs in a number or a name), cut to its column.
 */
function cleanText(value: unknown, max = MAX_TEXT): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = percentDecode(String(value)).replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '').trim();
  return text === '' ? null : text.slice(0, max);
}

function idOf(value: unknown) {
  const text = cleanText(value);
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** Up to 15 digits, exact as a number: a count past any plausible call is read, kept in its reason and not billed (call-plausibility.ts). */
function wholeSeconds(value: unknown) {
  const text = cleanText(value);
  return text && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/** A moment from microseconds (`start_uepoch`, callflow times) or seconds (`start_epoch`) since the epoch; 0 means never. */
function momentOf(micros: unknown, seconds?: unknown): Date | null {
  const us = cleanText(micros);
  if (us && /^\d{1,17}$/.test(us) && us !== '0') return new Date(Math.floor(Number(us) / 1000));
  const s = cleanText(seconds);
  if (s && /^\d{1,11}$/.test(s) && s !== '0') return new Date(Number(s) * 1000);
  return null;
}

/**
 * The caller profile the call started with. Older FreeSWITCH writes "callflow" once per profile
 * as repeated keys of one object (JSON keeps the last, the oldest); newer writes an array,
 * newest first. Either way the original profile holds the number first dialled.
 */
function firstCallflow(cdr: Json): Json | undefined {
  const { callflow } = cdr;
  if (Array.isArray(callflow)) return objectAt(callflow[callflow.length - 1]);
  return objectAt(callflow);
}

const seconds = (from: Date | null, to: Date | null) => (from && to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : 0);

/** One leg, read from a mod_json_cdr body (any encoding) and its `?uuid=`; 400 for what is not a CDR. */
export function parseCdr(raw: Buffer | string, options: { contentType?: string; uuid?: string } = {}): CdrLeg {
  return readCdr(parseCdrJson(raw, options.contentType), options.uuid);
}

export function readCdr(cdr: Json, uuidParam?: string): CdrLeg {
  const variables = objectAt(cdr.variables);
  if (!variables) throw notACdr('it has no "variables" object');
  const callflow = firstCallflow(cdr);
  const profile = objectAt(callflow?.caller_profile) ?? {};
  const times = objectAt(callflow?.times) ?? {};
  const channel = objectAt(cdr.channel_data) ?? {};

  const uuid = cleanText(variables.uuid, 64) ?? cleanText(uuidParam, 64) ?? cleanText(profile.uuid, 64);
  if (!uuid) throw notACdr('it names no uuid');
  const direction = cleanText(channel.direction) ?? cleanText(variables.direction);
  // A leg the switch originated for another (a bridge's B leg) names that other as originating_leg_uuid;
  // its call_uuid is not always the A leg's (a B leg bridged from a dialplan answer carries its own).
  const callUuid = cleanText(variables.originating_leg_uuid, 64) ?? cleanText(variables.call_uuid, 64) ?? uuid;

  const callstart = momentOf(variables.start_uepoch, variables.start_epoch) ?? momentOf(times.created_time);
  if (!callstart) throw notACdr('it has no start time (start_epoch)');
  const answerstart = momentOf(variables.answer_uepoch, variables.answer_epoch) ?? momentOf(times.answered_time);
  const callend = momentOf(variables.end_uepoch, variables.end_epoch) ?? momentOf(times.hangup_time);

  return {
    uuid,
    callUuid,
    isBLeg: direction === 'outbound' && callUuid !== uuid,
    callstart: callstart.toISOString(),
    answerstart: answerstart?.toISOString() ?? null,
    callend: callend?.toISOString() ?? null,
    duration: wholeSeconds(variables.duration) ?? seconds(callstart, callend),
    billseconds: wholeSeconds(variables.billsec) ?? seconds(answerstart, callend),
    hangupCause: cleanText(variables.hangup_cause, 64),
    refusal: cleanText(variables[RINGLEDGER_VARIABLES.refusal]),
    callerIdNumber: cleanText(variables.caller_id_number, 64) ?? cleanText(profile.caller_id_number, 64) ?? cleanText(variables.sip_from_user, 64),
    callerIdName: cleanText(variables.caller_id_name, 128) ?? cleanText(profile.caller_id_name, 128),
    destinationNumber: cleanText(profile.destination_number, 64) ?? cleanText(variables.destination_number, 64) ?? cleanText(variables.sip_req_user, 64),
    sipUser: cleanText(variables.user_name, 128) ?? cleanText(variables.sip_from_user, 128) ?? cleanText(profile.username, 128),
    domain: cleanText(variables.domain_name) ?? cleanText(variables.sip_from_host) ?? cleanText(variables.dialed_domain),
    gateway: cleanText(variables.sip_gateway_name, 128),
    ids: {
      callAccountId: idOf(variables[RINGLEDGER_VARIABLES.callAccountId]),
      extensionId: idOf(variables[RINGLEDGER_VARIABLES.extensionId]),
      didId: idOf(variables[RINGLEDGER_VARIABLES.didId]),
      trunkId: idOf(variables[RINGLEDGER_VARIABLES.trunkId]),
    },
  };
}
