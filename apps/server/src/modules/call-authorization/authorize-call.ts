import type { Database } from '../../db/client.js';
import type { SettingsCache } from '../../settings/settings-cache.js';
import { authorizeCallsQuery, type AuthorizationRequest, type AuthorizationRow, type Refusal } from './call-authorization.queries.js';
import { isPlainText, type DialplanAction } from '../freeswitch/dialplan/dialplan-xml.js';
import { callKeyOf } from '../call-records/call-records.queries.js';

/**
 * Time a reservation outlives its call's allowed seconds before it stops holding money: the call
 * rings before it talks (a DID rings up to its leg timeout), and its CDR may arrive late.
 */
export const RESERVATION_MARGIN_SECONDS = 600;

/** How a refused call ends on the switch: a hangup cause of its own for each reason, or a SIP answer. */
export const REFUSAL_ENDINGS: Record<Refusal, { hangupCause: string; sipResponse?: string }> = {
  unknown: { hangupCause: 'CALL_REJECTED' },
  disabled: { hangupCause: 'OUTGOING_CALL_BARRED' },
  no_rate: { hangupCause: 'NO_ROUTE_DESTINATION' },
  account_channels: { hangupCause: 'USER_BUSY' },
  account_cps: { hangupCause: 'SWITCH_CONGESTION' },
  trunk_channels: { hangupCause: 'NORMAL_CIRCUIT_CONGESTION' },
  trunk_cps: { hangupCause: 'NORMAL_TEMPORARY_FAILURE' },
  insufficient: { hangupCause: 'CALL_REJECTED', sipResponse: '402 Payment Required' },
};

/** The cause the switch gives a call it cut because its money ran out. */
export const MONEY_ENDED_CAUSE = 'ALLOTTED_TIMEOUT';

export type CallDecision =
  | { allowed: true; seconds: number; held: string; costPerMin: string }
  | { allowed: false; refusal: Refusal; reason: string; hangupCause: string; sipResponse?: string };

type Settings = Pick<SettingsCache, 'get'>;

const limitsOf = (settings: Settings) => ({ maxSeconds: settings.get('max_call_duration'), marginSeconds: RESERVATION_MARGIN_SECONDS });

function decisionOf(row: AuthorizationRow): CallDecision {
  if (row.outcome === 'allowed') return { allowed: true, seconds: row.allowed_seconds, held: row.held, costPerMin: row.cost_per_min ?? '0' };
  return { allowed: false, refusal: row.outcome, reason: row.reason ?? row.outcome, ...REFUSAL_ENDINGS[row.outcome] };
}

/** Decides one billable call before it rings, on its own; see rl_authorize_calls_durably (migration 0042) for the rules. */
export async function authorizeCall(db: Database, settings: Settings, request: AuthorizationRequest): Promise<CallDecision> {
  const [row] = await authorizeCallsQuery(db, [request], limitsOf(settings));
  return decisionOf(row);
}

interface Asked {
  request: AuthorizationRequest;
  resolve: (decision: CallDecision) => void;
  reject: (error: unknown) => void;
}

/**
 * How this instance decides its calls: the calls asked about while earlier decisions are in the
 * database wait, and go together in one batch (rl_authorize_calls_durably) as soon as one of those
 * comes back. An idle instance sends a call alone at once, so it waits for nothing; a busy one pays
 * one round trip, one commit and one turn on each call account's row per batch instead of per call.
 * One batch at a time (`inFlight`) is in the database, leaving the rest of the pool to the others:
 * the calls asked meanwhile make the next batch larger, and a batch's locks, statements and commits
 * cost less a call the more calls share them. With two at a time, bench:authorize answered fewer
 * calls a second at more of PostgreSQL's CPU each, from its 12 callers (2,839 against 3,330; 228
 * against 152 µs) and from 492 with a call account each (2,171 against 2,649; 306 against 211 µs).
 * A call asked about again while it waits is answered with its first ask: a batch holds each call
 * once (the database refuses a second reservation for it, and would fail the whole batch).
 */
export function createCallAuthorizer(db: Database, settings: Settings, { inFlight = 1, maxBatch = 100 } = {}) {
  const waiting: Asked[] = [];
  const waitingByUuid = new Map<string, Promise<CallDecision>>();
  let deciding = 0;

  async function decideAlone(asked: Asked) {
    try {
      asked.resolve(await authorizeCall(db, settings, asked.request));
    } catch (error) {
      asked.reject(error);
    }
  }

  async function decide(batch: Asked[]) {
    try {
      const rows = await authorizeCallsQuery(
        db,
        batch.map((asked) => asked.request),
        limitsOf(settings),
      );
      batch.forEach((asked, index) => asked.resolve(decisionOf(rows[index])));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      // A call the database will not take (its trunk deleted a moment ago, …) must not fail the calls asked with it.
      await Promise.all(batch.map(decideAlone));
    }
  }

  function sendWaiting() {
    while (deciding < inFlight && waiting.length > 0) {
      deciding += 1;
      const batch = waiting.splice(0, maxBatch);
      for (const asked of batch) waitingByUuid.delete(callKeyOf(asked.request.callUuid));
      void decide(batch).finally(() => {
        deciding -= 1;
        sendWaiting();
      });
    }
  }

  return {
    authorize(request: AuthorizationRequest) {
      const key = callKeyOf(request.callUuid);
      const asked = waitingByUuid.get(key);
      if (asked) return asked;
      const decision = new Promise<CallDecision>((resolve, reject) => waiting.push({ request, resolve, reject }));
      waitingByUuid.set(key, decision);
      sendWaiting();
      return decision;
    },
  };
}

export type CallAuthorizer = ReturnType<typeof createCallAuthorizer>;

/**
 * What the dialplan runs for a decision: a refused call is logged on the switch with its reason
 * (kept on the channel, so its CDR carries it as rl_refusal) and ends before it rings; an allowed
 * one is cut when its time ends.
 */
export function decisionActions(decision: CallDecision): DialplanAction[] {
  if (!decision.allowed) {
    // A reason names an operator's pricelist or account: written only when the switch would not expand it.
    const reason = isPlainText(decision.reason) ? decision.reason : decision.refusal;
    return [
      ['log', `WARNING Ringledger refused this call: ${reason}`],
      ['set', `rl_refusal=${reason}`],
      decision.sipResponse ? ['respond', decision.sipResponse] : ['hangup', decision.hangupCause],
    ];
  }
  return [
    ['set', `rl_allowed_seconds=${decision.seconds}`],
    ['set', `execute_on_answer=sched_hangup +${decision.seconds} ${MONEY_ENDED_CAUSE}`],
  ];
}
