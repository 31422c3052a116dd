import { MAX_CALL_SECONDS } from '@ringledger/contract';
import type { CdrLeg } from './cdr-parser.js';

/*
 * The longest call billed is MAX_CALL_SECONDS, 24 hours: no call of a PBX or a carrier lasts
 * longer, and a billsec past it (999,999,999 s, 31 years) is a broken CDR, not a call to charge.
 */
/** The earliest start believed: a clock at or near the epoch (1970, 1971) is a switch that lost its time. */
export const EARLIEST_CALL_START = '2000-01-01T00:00:00.000Z';
/** How far after its arrival a start may lie (clocks drift a little, never a day). */
const LATEST_AHEAD_MS = 24 * 60 * 60 * 1000;

export const OUT_OF_RANGE = 'Start time out of range';
export const IMPLAUSIBLE_DURATION = 'Implausible duration';

/** Why a start cannot be believed, measured at `now`; null when it can. */
function startOutOfRange(callstart: string, now: number) {
  const moment = new Date(callstart).getTime();
  if (callstart < EARLIEST_CALL_START) return `${OUT_OF_RANGE}: ${callstart} is before ${EARLIEST_CALL_START.slice(0, 10)}`;
  if (moment > now + LATEST_AHEAD_MS) return `${OUT_OF_RANGE}: ${callstart} is more than a day after the CDR arrived`;
  return null;
}

/**
 * A leg as it is kept and billed. A start out of range is kept as `reportedCallstart` and the leg
 * filed under `now`, the moment it arrived: in the current month's partition, so a broken clock
 * never makes a partition for 1971 or 5138. Seconds past MAX_CALL_SECONDS are kept in the reason
 * (and in the raw CDR), the leg counting 0 s, so no total adds them up. Either way the leg carries
 * the reason it is not billed (`implausible`); the call is still recorded, whose it is worked out.
 */
export function screenLeg(leg: CdrLeg, now: number): CdrLeg {
  const outOfRange = startOutOfRange(leg.reportedCallstart ?? leg.callstart, now);
  if (outOfRange) {
    return Object.assign({}, leg, {
      reportedCallstart: leg.reportedCallstart ?? leg.callstart,
      callstart: new Date(now).toISOString(),
      implausible: outOfRange,
      ...zeroSecondsIfImplausible(leg),
    });
  }
  const tooLong = implausibleDuration(leg);
  if (tooLong) return Object.assign({}, leg, { implausible: tooLong, duration: 0, billseconds: 0 });
  return leg;
}

function implausibleDuration(leg: CdrLeg) {
  if (leg.billseconds <= MAX_CALL_SECONDS && leg.duration <= MAX_CALL_SECONDS) return null;
  return `${IMPLAUSIBLE_DURATION}: billsec ${leg.billseconds} s, duration ${leg.duration} s; at most ${MAX_CALL_SECONDS} s (24 h) is billed`;
}

function zeroSecondsIfImplausible(leg: CdrLeg) {
  return implausibleDuration(leg) ? { duration: 0, billseconds: 0 } : {};
}

/**
 * An operator's correction of a call before it is rated again: its stored start accepted (for a
 * start out of range, the moment it arrived) and, when given, its seconds.
 */
export function correctLeg(leg: CdrLeg, callstart: string, billseconds: number | undefined): CdrLeg {
  const seconds = billseconds === undefined ? {} : { billseconds, duration: Math.max(billseconds, Math.min(leg.duration, MAX_CALL_SECONDS)) };
  return Object.assign({}, leg, { callstart, reportedCallstart: undefined, implausible: undefined }, seconds);
}
