import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
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

/** One round trip: rl_authorize_call (migration 0031) decides and, when it allows, holds the call's money. */
export async function authorizeCallQuery(db: Executor, request: AuthorizationRequest, limits: { maxSeconds: number; marginSeconds: number }) {
  const result = await db.execute<AuthorizationRow>(sql`
    select outcome, allowed_seconds, held::text as held, cost_per_min::text as cost_per_min, connect_cost::text as connect_cost, reason
    from rl_authorize_call(${request.callUuid}, ${request.callAccountId}, ${request.direction}, ${request.number}, ${request.didId ?? null}::integer,
      ${request.trunkId ?? null}::integer, ${request.switchName ?? null}, ${limits.maxSeconds}::integer, ${limits.marginSeconds}::integer)`);
  return result.rows[0];
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
