import { inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { prepareStatement, runStatement } from '../../db/prepared-statements.js';
import { callReservations, type CALL_DIRECTIONS } from '../../db/schema/index.js';

export type CallDirection = (typeof CALL_DIRECTIONS)[number];

export const REFUSALS = ['unknown', 'disabled', 'no_rate', 'account_channels', 'account_cps', 'trunk_channels', 'trunk_cps', 'insufficient'] as const;
export type Refusal = (typeof REFUSALS)[number];

export interface AuthorizationRequest {
  /** The A leg's uuid: the reservation's key, and the key its CDR settles it by. */
  callUuid: string;
  callAccountId: number;
  direction: CallDirection;
  /** The number as rated: translated by the account's localization for an outbound call. */
  number: string;
  didId?: number | null;
  /**
   * The rate the dialplan found for an outbound call in the rating cache (the one its CDR will be
   * billed at): read again by its id, its terms as they are now, instead of searched for by prefix.
   * Without it, or when it is no longer an enabled rate of the call account's pricelist for the
   * number, the longest prefix is searched for.
   */
  rateId?: number | null;
  trunkId?: number | null;
  switchName?: string | null;
}

export type AuthorizationRow = {
  outcome: 'allowed' | Refusal;
  allowed_seconds: number;
  held: string;
  cost_per_min: string | null;
  connect_cost: string | null;
  reason: string | null;
};

// Prepared once per connection: a batch's decisions are one Bind and Execute, with nothing to parse or plan.
const authorizeCallsStatement = prepareStatement(
  'rl_authorize_calls',
  sql`call rl_authorize_calls_durably(${sql.placeholder('calls')}::jsonb, ${sql.placeholder('maxSeconds')}::integer, ${sql.placeholder('marginSeconds')}::integer, null)`,
);

export interface AuthorizationLimits {
  maxSeconds: number;
  marginSeconds: number;
}

/**
 * One round trip for many calls: rl_authorize_calls_durably (migration 0042) decides each, in
 * order, and holds the money of those it allows, on disk before it answers.
 * It commits on its own, so it runs on the pool, never inside a transaction. The rows answer the
 * requests in their order.
 */
export async function authorizeCallsQuery(db: Database, requests: readonly AuthorizationRequest[], limits: AuthorizationLimits) {
  const calls = requests.map((request) => ({
    ...request,
    didId: request.didId ?? null,
    rateId: request.rateId ?? null,
    trunkId: request.trunkId ?? null,
    switchName: request.switchName ?? null,
  }));
  const [row] = await runStatement<{ decisions: AuthorizationRow[] }>(db.$client, authorizeCallsStatement, { calls: JSON.stringify(calls), ...limits });
  return row.decisions;
}

/** The calls settled (their CDR charged them) or known to be over for good: what they held is free again. */
export async function releaseCallsQuery(db: Executor, callUuids: string[]) {
  if (callUuids.length === 0) return;
  await db.delete(callReservations).where(
    inArray(
      callReservations.call_uuid,
      callUuids.map((uuid) => uuid.toLowerCase()),
    ),
  );
}
